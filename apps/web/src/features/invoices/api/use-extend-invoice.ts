/** POST /api/invoices/{id}/extension: the buyer extends a credit invoice's due date; the invoices are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtensionResult } from '@binamart/shared';
import { api } from '@/lib/api';
import { invoiceKeys } from './keys';

export function useExtendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ExtensionResult>(`/api/invoices/${id}/extension`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
