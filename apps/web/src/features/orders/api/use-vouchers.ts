/** GET /api/admin/vouchers: every voucher, for administrators. */
import { useQuery } from '@tanstack/react-query';
import type { Voucher } from '@binamart/shared';
import { api } from '@/lib/api';
import { voucherKeys } from './keys';

export function useVouchers() {
  return useQuery({ queryKey: voucherKeys.all, queryFn: () => api.get<Voucher[]>('/api/admin/vouchers') });
}
