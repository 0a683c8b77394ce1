/** Recognises the image formats the marketplace accepts from their first bytes, never from names or declared types. */

export type ImageType = { mimeType: 'image/png'; extension: 'png' } | { mimeType: 'image/jpeg'; extension: 'jpg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** PNG or JPEG by magic bytes, else null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG_SIGNATURE)) return { mimeType: 'image/jpeg', extension: 'jpg' };
  return null;
}
