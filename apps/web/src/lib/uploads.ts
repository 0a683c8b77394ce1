/** POST /api/files?purpose=…: one uploaded file, checked here first so the answer comes sooner. */
import { MAX_IMAGE_BYTES } from '@binamart/shared';
import { api } from './api';

export type UploadPurpose =
  | 'product-image'
  | 'variation-image'
  | 'branch-image'
  | 'platform-branch-image'
  | 'content-image'
  | 'product-file'
  | 'delivery-schedule'
  | 'review-photo'
  | 'quotation-attachment'
  | 'insurance-document'
  | 'chat-attachment';

export interface UploadedFile {
  id: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
/** Product images and documents share the 2 MB limit of spec §5. */
export const MAX_UPLOAD_MB = MAX_IMAGE_BYTES / 1024 / 1024;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A bidding project's delivery schedule: PDF, Excel or an image, up to 20 MB. */
const MAX_SCHEDULE_MB = 20;

/** Purposes that take a PDF as well as an image (a product's certificate, a quotation's attachment, a proposal's document). */
const documentPurpose = (purpose: UploadPurpose) =>
  purpose === 'product-file' ||
  purpose === 'quotation-attachment' ||
  purpose === 'insurance-document' ||
  purpose === 'chat-attachment';

/** The largest file of a purpose in MB: 20 for an insurance proposal's documents, 2 for the rest. */
const maxMbOf = (purpose: UploadPurpose) => (purpose === 'insurance-document' ? 20 : MAX_UPLOAD_MB);

/** The accept attribute of a file input for a purpose. */
export function acceptFor(purpose: UploadPurpose): string {
  if (purpose === 'delivery-schedule') return `application/pdf,${XLSX_TYPE},.xlsx,image/png,image/jpeg`;
  return documentPurpose(purpose) ? 'image/png,image/jpeg,application/pdf' : 'image/png,image/jpeg';
}

/** The catalogue key (and parameters) of the reason a file cannot be uploaded, or null when it can. */
export function uploadProblem(purpose: UploadPurpose, file: File): [string, Record<string, unknown>?] | null {
  if (purpose === 'delivery-schedule') {
    const spreadsheet = file.type === XLSX_TYPE || file.name.toLowerCase().endsWith('.xlsx');
    if (!spreadsheet && ![...IMAGE_TYPES, 'application/pdf'].includes(file.type)) return ['errors.fileTypeSchedule'];
    if (file.size > MAX_SCHEDULE_MB * 1024 * 1024) return ['errors.fileTooLarge', { max: MAX_SCHEDULE_MB }];
    return null;
  }
  const types = documentPurpose(purpose) ? [...IMAGE_TYPES, 'application/pdf'] : IMAGE_TYPES;
  if (!types.includes(file.type)) return [documentPurpose(purpose) ? 'productForm.fileTypeDoc' : 'errors.fileType'];
  if (file.size > maxMbOf(purpose) * 1024 * 1024) return ['errors.fileTooLarge', { max: maxMbOf(purpose) }];
  return null;
}

/** Uploads one file for a purpose; the answer's id goes into the form, its url into the preview. */
export function uploadFile(purpose: UploadPurpose, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadedFile>(`/api/files?purpose=${purpose}`, form);
}
