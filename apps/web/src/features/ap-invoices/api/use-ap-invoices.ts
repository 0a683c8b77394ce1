/** GET /api/seller/ap-invoices or /api/admin/ap-invoices: one page of AP invoices, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApInvoice, ApInvoiceStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { apInvoiceKeys } from './keys';

export const AP_PAGE_SIZE = 20;

export interface ApListFilter {
  status?: ApInvoiceStatus;
  q?: string;
  page: number;
}

export function useApInvoices(side: 'seller' | 'admin', filter: ApListFilter) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(AP_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  const search = params.toString();
  return useQuery({
    queryKey: apInvoiceKeys.list(side, search),
    queryFn: () => api.get<Page<ApInvoice>>(`/api/${side}/ap-invoices?${search}`),
    placeholderData: keepPreviousData,
  });
}
