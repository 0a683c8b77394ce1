/**
 * POST /api/seller/products/bulk/status and …/bulk/price: many of the seller's products unpublished,
 * published again or repriced in one request (all or none); the seller's lists are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkCount, BulkPrice, BulkProductStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import { sellerProductKeys } from './keys';

export function useBulkProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkProductStatus) => api.post<BulkCount>('/api/seller/products/bulk/status', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all }),
  });
}

export function useBulkPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkPrice) => api.post<BulkCount>('/api/seller/products/bulk/price', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all }),
  });
}
