/** GET /api/invoices with status, search text and page: the buyer's, the seller's, or every invoice for administrators. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Invoice, InvoiceStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { invoiceKeys } from './keys';

export const INVOICES_PAGE_SIZE = 20;

export function useInvoices(filter: { status?: InvoiceStatus; q?: string; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(INVOICES_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: invoiceKeys.list(params.toString()),
    queryFn: () => api.get<Page<Invoice>>(`/api/invoices?${params}`),
    placeholderData: keepPreviousData,
  });
}
