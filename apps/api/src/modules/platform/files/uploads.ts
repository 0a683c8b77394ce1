/** Reading the one file of a multipart upload, and the errors every upload can answer with. */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';

export interface Upload {
  bytes: Buffer;
  filename: string;
}

export const fileMissing = () => new AppError('file_missing', 'errors.fileMissing');
export const fileType = () => new AppError('file_type', 'errors.fileType');
export const fileTypeDocument = () => new AppError('file_type', 'errors.fileTypeDocument');
export const fileTooLarge = (maxBytes: number) =>
  new AppError('file_too_large', 'errors.fileTooLarge', { max: Math.round((maxBytes / 1_048_576) * 10) / 10 });

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The file sent in multipart field `field`, read into memory up to `maxBytes`: missing or
 * empty gives file_missing, larger gives file_too_large. Nothing is written anywhere.
 */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw fileMissing();
  // a body that is not well-formed multipart (a wrong boundary, cut short) holds no file
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => {
    throw fileMissing();
  });
  if (!part || part.fieldname !== field) throw fileMissing();
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw fileTooLarge(maxBytes);
    throw fileMissing();
  }
  if (bytes.length === 0) throw fileMissing();
  return { bytes, filename: part.filename };
}
