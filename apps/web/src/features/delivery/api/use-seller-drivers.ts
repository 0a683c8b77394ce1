/** GET /api/seller/drivers: the seller company's active drivers, asked for once the DO form opens. */
import { useQuery } from '@tanstack/react-query';
import type { Driver } from '@binamart/shared';
import { api } from '@/lib/api';
import { sellerDriverKeys } from './keys';

export function useSellerDrivers(enabled: boolean) {
  return useQuery({
    queryKey: sellerDriverKeys.all,
    queryFn: () => api.get<Driver[]>('/api/seller/drivers'),
    enabled,
  });
}
