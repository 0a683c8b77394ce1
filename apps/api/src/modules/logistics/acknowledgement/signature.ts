/**
 * The buyer's drawn signature: a PNG data URL decoded, checked to be a PNG the signed DO can
 * print, and written through the storage adapter as a private 'do-signature' file of the buyer
 * company. The files row is recorded in the acknowledgement's transaction; if that fails the
 * bytes are removed again.
 */
import { PDFDocument } from 'pdf-lib';
import type { FileStorage } from '../../../adapters/storage/file-storage';
import { fieldError } from '../../../lib/errors';
import { detectImageType } from '../../../lib/image-check';
import type { Actor } from '../../../lib/request-context';
import { DO_SIGNATURE_PURPOSE, type StagedFile, stageFile } from '../../platform/files/index';

const PREFIX = 'data:image/png;base64,';
/**
 * The largest signature the pad can draw with room to spare (a 720 px box at twice the pixel
 * density is 1440 × 440). Checked from the header before anything is decoded: a few hundred
 * bytes of compressed PNG can otherwise inflate to gigabytes of pixels.
 */
export const SIGNATURE_MAX_WIDTH = 2000;
export const SIGNATURE_MAX_HEIGHT = 1000;

/** The width and height a PNG declares in its IHDR chunk, or null when IHDR is not the first chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  // 8-byte signature, then the first chunk: length 13 (bytes 8–11), type 'IHDR' (12–15), width, height
  if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The PNG bytes of a signature data URL; 400 at `field` "Sign in the box" unless it is a readable
 * PNG, "The signature is too large" when it is wider than 2000 or taller than 1000 pixels.
 */
export async function signatureBytes(dataUrl: string, field = 'signature'): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  if (!dataUrl.startsWith(PREFIX) || detectImageType(bytes)?.mimeType !== 'image/png') {
    throw fieldError(field, 'delivery.signatureRequired');
  }
  const size = pngSize(bytes);
  if (!size || size.width === 0 || size.height === 0) throw fieldError(field, 'delivery.signatureRequired');
  if (size.width > SIGNATURE_MAX_WIDTH || size.height > SIGNATURE_MAX_HEIGHT) {
    throw fieldError(field, 'delivery.signatureTooLarge');
  }
  try {
    // the signed DO embeds it: a PNG pdf-lib cannot read would break that document later
    await (await PDFDocument.create()).embedPng(bytes);
  } catch {
    throw fieldError(field, 'delivery.signatureRequired');
  }
  return bytes;
}

/** Writes the signature's bytes as the buyer company's private file; the caller records or discards it. */
export function stageSignature(storage: FileStorage, actor: Actor, deliveryNumber: string, bytes: Buffer) {
  return stageFile(storage, {
    companyId: actor.companyId,
    uploadedBy: actor.userId,
    purpose: DO_SIGNATURE_PURPOSE,
    visibility: 'private',
    originalName: `${deliveryNumber}-signature.png`,
    type: { mimeType: 'image/png', extension: 'png' },
    bytes,
  });
}

/** Runs `work` with the staged file; removes the bytes when it fails (the files row went with its transaction). */
export async function withStagedFile<T>(staged: StagedFile | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await staged?.discard();
    throw error;
  }
}
