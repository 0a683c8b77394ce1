/**
 * AP invoices: the seller's own (/api/seller/ap-invoices) and every seller's for administrators
 * (/api/admin/ap-invoices), the seller's billable orders, and the payout administrators record.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApInvoice, ApInvoiceInput, ApInvoiceOrder, ApInvoiceStatus, PayoutInput } from '@binamart/shared';
import { api } from '@/lib/api';
import type { UploadedFile } from '@/lib/uploads';
import type { Page } from '@/lib/shop';
import { adminOrderKeys } from '@/features/orders/api/keys';
import { apInvoiceKeys } from './keys';

export const AP_PAGE_SIZE = 20;

/** Files for AP invoices and payout slips: JPG, PNG or PDF up to 20 MB (the API checks the same). */
export const AP_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];
export const AP_FILE_MAX_MB = 20;
export type ApUploadPurpose = 'ap-invoice' | 'payout-slip';

/** An order the seller may still bill, with its buyer and when it was placed. */
export type BillableOrder = ApInvoiceOrder & { buyer: { id: string; name: string }; createdAt: string };

export interface ApListFilter {
  status?: ApInvoiceStatus;
  q?: string;
  page: number;
}

function listSearch(filter: ApListFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(AP_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return params.toString();
}

/** GET /api/seller/ap-invoices or /api/admin/ap-invoices: one page, newest first. */
export function useApInvoices(side: 'seller' | 'admin', filter: ApListFilter) {
  const search = listSearch(filter);
  return useQuery({
    queryKey: apInvoiceKeys.list(side, search),
    queryFn: () => api.get<Page<ApInvoice>>(`/api/${side}/ap-invoices?${search}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/ap-invoices/:id */
export function useAdminApInvoice(id: string | undefined) {
  return useQuery({
    queryKey: apInvoiceKeys.adminOne(id),
    queryFn: () => api.get<ApInvoice>(`/api/admin/ap-invoices/${id}`),
    enabled: Boolean(id),
    retry: false,
  });
}

/** GET /api/seller/ap-invoices/billable-orders: the seller's confirmed orders on no AP invoice yet. */
export function useBillableOrders(enabled: boolean) {
  return useQuery({
    queryKey: apInvoiceKeys.billable(),
    queryFn: () => api.get<BillableOrder[]>('/api/seller/ap-invoices/billable-orders'),
    enabled,
  });
}

/** POST /api/files?purpose=ap-invoice|payout-slip: a private file for an AP invoice or a payout. */
export function uploadApFile(purpose: ApUploadPurpose, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadedFile>(`/api/files?purpose=${purpose}`, form);
}

/** Submitting an AP invoice (seller) and recording its payout (administrator); lists refresh after. */
export function useApInvoiceActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: apInvoiceKeys.all });
  return {
    async submit(input: ApInvoiceInput): Promise<ApInvoice> {
      const created = await api.post<ApInvoice>('/api/seller/ap-invoices', input);
      await refresh();
      return created;
    },
    async recordPayout(id: string, input: PayoutInput): Promise<ApInvoice> {
      const paid = await api.post<ApInvoice>(`/api/admin/ap-invoices/${id}/payout`, input);
      queryClient.setQueryData(apInvoiceKeys.adminOne(id), paid);
      await refresh();
      // the orders' marketing fee, cash rebate and payout changed
      await queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      return paid;
    },
  };
}
