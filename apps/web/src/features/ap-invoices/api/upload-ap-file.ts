/** POST /api/files?purpose=ap-invoice|payout-slip: a private file for an AP invoice or a payout (JPG, PNG or PDF up to 20 MB). */
import { api } from '@/lib/api';
import type { UploadedFile } from '@/lib/uploads';

export const AP_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];
export const AP_FILE_MAX_MB = 20;
export type ApUploadPurpose = 'ap-invoice' | 'payout-slip';

export function uploadApFile(purpose: ApUploadPurpose, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadedFile>(`/api/files?purpose=${purpose}`, form);
}
