/** GET /api/admin/fee-configuration: the platform's fee rates. */
import { useQuery } from '@tanstack/react-query';
import type { FeeConfiguration } from '@binamart/shared';
import { api } from '@/lib/api';
import { feeKeys } from './keys';

export function useFeeConfiguration() {
  return useQuery({ queryKey: feeKeys.all, queryFn: () => api.get<FeeConfiguration>('/api/admin/fee-configuration') });
}
