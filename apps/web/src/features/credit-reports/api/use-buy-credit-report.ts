/** POST /api/credit-reports: buys a report; the answer says where the payer continues (the gateway). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditReportPurchaseInput, CreditReportStart } from '@binamart/shared';
import { api } from '@/lib/api';
import { creditReportKeys } from './keys';

export function useBuyCreditReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditReportPurchaseInput) => api.post<CreditReportStart>('/api/credit-reports', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditReportKeys.lists() }),
  });
}
