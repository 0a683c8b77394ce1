/** POST /api/files?purpose=credit-report: a report's PDF from the bureau's portal (administrators, PDF only, up to 20 MB). */
import { api } from '@/lib/api';
import type { UploadedFile } from '@/lib/uploads';

export const REPORT_FILE_MAX_MB = 20;

export function uploadReportFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadedFile>('/api/files?purpose=credit-report', form);
}
