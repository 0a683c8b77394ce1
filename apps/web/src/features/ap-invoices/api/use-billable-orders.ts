/** GET /api/seller/ap-invoices/billable-orders: the seller's confirmed orders on no AP invoice yet. */
import { useQuery } from '@tanstack/react-query';
import type { ApInvoiceOrder } from '@binamart/shared';
import { api } from '@/lib/api';
import { apInvoiceKeys } from './keys';

/** An order the seller may still bill, with its buyer and when it was placed. */
export type BillableOrder = ApInvoiceOrder & { buyer: { id: string; name: string }; createdAt: string };

export function useBillableOrders(enabled: boolean) {
  return useQuery({
    queryKey: apInvoiceKeys.billable(),
    queryFn: () => api.get<BillableOrder[]>('/api/seller/ap-invoices/billable-orders'),
    enabled,
  });
}
