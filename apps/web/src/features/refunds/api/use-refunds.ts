/** GET /api/refunds: the administrators' list of every refund (or a buyer's own), filtered. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Refund, RefundStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { refundKeys } from './refund-keys';

export const REFUND_PAGE_SIZE = 20;

export function useRefunds(filter: { status?: RefundStatus; q?: string; page: number }) {
  const search = queryString({ ...filter, pageSize: REFUND_PAGE_SIZE });
  return useQuery({
    queryKey: refundKeys.list(search),
    queryFn: () => api.get<Page<Refund>>(`/api/refunds?${search}`),
    placeholderData: keepPreviousData,
  });
}
