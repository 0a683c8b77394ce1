/**
 * Invoices the signed-in user's side sees (/api/invoices): the buyer's, the seller's, or all for
 * administrators; the buyer's extension of an invoice and paying invoices (/api/invoice-payments).
 */
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExtensionResult,
  Invoice,
  InvoicePaymentInput,
  InvoicePaymentResult,
  InvoiceStatus,
} from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { invoiceKeys } from './keys';

export const INVOICES_PAGE_SIZE = 20;

/** What can still be paid now: the outstanding amount less payments in progress at the gateway. */
export const payableSen = (invoice: Invoice) => Math.max(0, invoice.outstandingSen - invoice.inProgressSen);

/** GET /api/invoices with status, search text and page. */
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

/** GET /api/invoices/:id for each id (the invoices chosen for payment). */
export function useInvoicesById(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: invoiceKeys.one(id),
      queryFn: () => api.get<Invoice>(`/api/invoices/${id}`),
      retry: false,
    })),
  });
}

/**
 * POST /api/invoices/:id/extension, then the lists are asked again; `refresh` asks them again
 * after a refusal (the invoice may have been extended meanwhile), once its message was read.
 */
export function useExtendInvoice() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  const extend = async (id: string) => {
    const result = await api.post<ExtensionResult>(`/api/invoices/${id}/extension`);
    await refresh();
    return result;
  };
  return { extend, refresh };
}

/** POST /api/invoice-payments: the same key answers the same payment. */
export function payInvoices(input: InvoicePaymentInput) {
  return api.post<InvoicePaymentResult>('/api/invoice-payments', input);
}
