/** DELETE /api/credit/applications/{id}/documents/{documentId}: a document taken off a draft application. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditApplication } from '@binamart/shared';
import { api } from '@/lib/api';
import { rememberApplication } from './remember-application';

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, documentId }: { applicationId: string; documentId: string }) =>
      api.delete<CreditApplication>(`/api/credit/applications/${applicationId}/documents/${documentId}`),
    onSuccess: (application) => rememberApplication(queryClient, application),
  });
}
