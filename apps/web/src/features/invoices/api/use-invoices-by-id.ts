/** GET /api/invoices/{id} for each id: the invoices chosen for payment. */
import { useQueries } from '@tanstack/react-query';
import type { Invoice } from '@binamart/shared';
import { api } from '@/lib/api';
import { invoiceKeys } from './keys';

export function useInvoicesById(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: invoiceKeys.one(id),
      queryFn: () => api.get<Invoice>(`/api/invoices/${id}`),
      retry: false,
    })),
  });
}
