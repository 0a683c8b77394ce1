/** POST /api/files?purpose=purchase-order: the buyer's purchase order attached to a draft (JPG, PNG or PDF up to 2 MB). */
import { api } from '@/lib/api';

export interface UploadedFile {
  id: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
}

export const PO_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
export const PO_FILE_MAX_BYTES = 2 * 1024 * 1024;

export function uploadPurchaseOrder(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadedFile>('/api/files?purpose=purchase-order', form);
}
