/** POST /api/credit-reports/{id}/pay: pays again for a report whose payment failed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditReportStart, creditReportPayAgainSchema } from '@binamart/shared';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { creditReportKeys } from './keys';

export function usePayAgain(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof creditReportPayAgainSchema>) =>
      api.post<CreditReportStart>(`/api/credit-reports/${id}/pay`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditReportKeys.one(id) }),
  });
}
