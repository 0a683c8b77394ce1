/** POST /api/admin/credit-applications/{id}/credit-reports: BinaMart obtains a report on the applicant (no charge). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditReportSummary, obtainCreditReportSchema } from '@binamart/shared';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { creditReportKeys } from './keys';

export function useObtainReport(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof obtainCreditReportSchema>) =>
      api.post<CreditReportSummary>(`/api/admin/credit-applications/${applicationId}/credit-reports`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditReportKeys.all }),
  });
}
