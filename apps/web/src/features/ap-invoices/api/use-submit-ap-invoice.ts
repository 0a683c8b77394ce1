/** POST /api/seller/ap-invoices: the seller bills BinaMart for orders; the AP invoices are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApInvoice, ApInvoiceInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { apInvoiceKeys } from './keys';

export function useSubmitApInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApInvoiceInput) => api.post<ApInvoice>('/api/seller/ap-invoices', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apInvoiceKeys.all }),
  });
}
