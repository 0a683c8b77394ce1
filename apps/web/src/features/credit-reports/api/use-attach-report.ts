/** POST /api/admin/credit-applications/{id}/credit-reports/attach: a report's PDF from the bureau's own portal. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditReportSummary, attachCreditReportSchema } from '@binamart/shared';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { creditReportKeys } from './keys';

export function useAttachReport(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof attachCreditReportSchema>) =>
      api.post<CreditReportSummary>(`/api/admin/credit-applications/${applicationId}/credit-reports/attach`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditReportKeys.all }),
  });
}
