/**
 * POST /api/admin/ap-invoices/{id}/payout: an administrator records the payout; the answer replaces
 * the cached AP invoice, and the AP invoices and the orders (fee, rebate, payout) are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApInvoice, PayoutInput } from '@binamart/shared';
import { adminOrderKeys } from '@/features/orders/api/keys';
import { api } from '@/lib/api';
import { apInvoiceKeys } from './keys';

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PayoutInput }) =>
      api.post<ApInvoice>(`/api/admin/ap-invoices/${id}/payout`, input),
    onSuccess: async (paid, { id }) => {
      queryClient.setQueryData(apInvoiceKeys.adminOne(id), paid);
      await queryClient.invalidateQueries({ queryKey: apInvoiceKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}
