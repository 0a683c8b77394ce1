/**
 * GET /api/products/{id}/reviews and /api/companies/{id}/reviews (no sign-in): the summary and the
 * reviews, newest first, a page more at a time.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductReviews } from '@binamart/shared';
import { api } from '@/lib/api';
import { ratingKeys } from './keys';

const PAGE_SIZE = 5;

export function useReviews(of: 'product' | 'supplier', id: string) {
  const path = of === 'product' ? `/api/products/${id}/reviews` : `/api/companies/${id}/reviews`;
  return useInfiniteQuery({
    queryKey: of === 'product' ? ratingKeys.product(id) : ratingKeys.supplier(id),
    queryFn: ({ pageParam }) => api.get<ProductReviews>(`${path}?page=${pageParam}&pageSize=${PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.reviews.page * last.reviews.pageSize < last.reviews.total ? last.reviews.page + 1 : undefined,
  });
}
