/** GET /api/seller/reviews and /api/admin/reviews: reviews to answer or moderate, searched and filtered, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManagedReview } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import { ratingKeys } from './keys';

export interface ManagedReviewsFilter {
  q: string;
  filter: 'all' | 'unanswered' | 'hidden' | 'low';
  page: number;
  pageSize: number;
}

export function useManagedReviews(side: 'seller' | 'admin', filter: ManagedReviewsFilter) {
  const search = queryString({ ...filter });
  return useQuery({
    queryKey: ratingKeys.managed(side, search),
    queryFn: () =>
      api.get<{ items: ManagedReview[]; total: number; page: number; pageSize: number }>(
        `/api/${side}/reviews?${search}`,
      ),
    placeholderData: keepPreviousData,
  });
}
