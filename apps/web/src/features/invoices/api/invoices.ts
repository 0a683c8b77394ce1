/** Invoices the signed-in user's side sees (/api/invoices): the buyer's, the seller's, or all for administrators. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Invoice, InvoiceStatus } from '@binamart/shared';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/shop';

export const INVOICES_PAGE_SIZE = 20;

/** GET /api/invoices with status, search text and page. */
export function useInvoices(filter: { status?: InvoiceStatus; q?: string; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(INVOICES_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: ['invoices', 'list', params.toString()],
    queryFn: () => api.get<Page<Invoice>>(`/api/invoices?${params}`),
    placeholderData: keepPreviousData,
  });
}
