/** GET /api/seller/enquiries/:id/variations: the enquired product's variations a quotation may name. */
import { useQuery } from '@tanstack/react-query';
import type { QuotableVariation } from '@binamart/shared';
import { api } from '@/lib/api';
import { enquiryKeys } from './keys';

export function useQuotableVariations(id: string, enabled: boolean) {
  return useQuery({
    queryKey: enquiryKeys.variations(id),
    queryFn: () => api.get<QuotableVariation[]>(`/api/seller/enquiries/${id}/variations`),
    enabled,
  });
}
