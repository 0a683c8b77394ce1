/** GET /api/invoices/{id}: one invoice for administrators. */
import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@binamart/shared';
import { api } from '@/lib/api';
import { invoiceKeys } from './keys';

export function useAdminInvoice(id: string) {
  return useQuery({ queryKey: invoiceKeys.one(id), queryFn: () => api.get<Invoice>(`/api/invoices/${id}`) });
}
