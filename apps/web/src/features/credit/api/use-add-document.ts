/**
 * POST /api/files?purpose=credit-document, then POST /api/credit/applications/{id}/documents: a
 * credit document (JPG, PNG or PDF up to 20 MB) uploaded and added to the application.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREDIT_DOCUMENT_MAX_BYTES, type CreditApplication, type CreditDocumentType } from '@binamart/shared';
import { api } from '@/lib/api';
import type { UploadedFile } from '@/lib/uploads';
import { rememberApplication } from './remember-application';

export const CREDIT_DOCUMENT_TYPES_ACCEPTED = ['image/png', 'image/jpeg', 'application/pdf'];
export const CREDIT_DOCUMENT_MAX_MB = CREDIT_DOCUMENT_MAX_BYTES / 1024 / 1024;

export function useAddDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      applicationId,
      docType,
      file,
    }: {
      applicationId: string;
      docType: CreditDocumentType;
      file: File;
    }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await api.upload<UploadedFile>('/api/files?purpose=credit-document', form);
      return api.post<CreditApplication>(`/api/credit/applications/${applicationId}/documents`, {
        docType,
        fileId: uploaded.id,
      });
    },
    onSuccess: (application) => rememberApplication(queryClient, application),
  });
}
