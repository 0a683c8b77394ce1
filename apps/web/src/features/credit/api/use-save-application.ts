/** POST /api/credit/applications (a new draft) or PUT /api/credit/applications/{id}: the application as typed so far. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditApplication, CreditApplicationDraft } from '@binamart/shared';
import { api } from '@/lib/api';
import { rememberApplication } from './remember-application';

export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: CreditApplicationDraft }) =>
      id
        ? api.put<CreditApplication>(`/api/credit/applications/${id}`, draft)
        : api.post<CreditApplication>('/api/credit/applications', draft),
    onSuccess: (application) => rememberApplication(queryClient, application),
  });
}
