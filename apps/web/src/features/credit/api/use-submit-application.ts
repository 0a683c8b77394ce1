/** POST /api/credit/applications/{id}/submit: the draft goes to BinaMart's credit review. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditApplication } from '@binamart/shared';
import { api } from '@/lib/api';
import { rememberApplication } from './remember-application';

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<CreditApplication>(`/api/credit/applications/${id}/submit`),
    onSuccess: (application) => rememberApplication(queryClient, application),
  });
}
