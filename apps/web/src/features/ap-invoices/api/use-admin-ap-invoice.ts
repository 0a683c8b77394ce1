/** GET /api/admin/ap-invoices/{id}: one AP invoice for administrators. */
import { useQuery } from '@tanstack/react-query';
import type { ApInvoice } from '@binamart/shared';
import { api } from '@/lib/api';
import { apInvoiceKeys } from './keys';

export function useAdminApInvoice(id: string | undefined) {
  return useQuery({
    queryKey: apInvoiceKeys.adminOne(id),
    queryFn: () => api.get<ApInvoice>(`/api/admin/ap-invoices/${id}`),
    enabled: Boolean(id),
    retry: false,
  });
}
