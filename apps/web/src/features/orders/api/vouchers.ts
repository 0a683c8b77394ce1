/** Vouchers for administrators: GET/POST /api/admin/vouchers, PUT /api/admin/vouchers/:id. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Voucher, VoucherInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { voucherKeys } from './keys';

export function useVouchers() {
  return useQuery({ queryKey: voucherKeys.all, queryFn: () => api.get<Voucher[]>('/api/admin/vouchers') });
}

export function useVoucherActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: voucherKeys.all });
  return {
    async save(id: string | null, input: VoucherInput) {
      if (id) await api.put<Voucher>(`/api/admin/vouchers/${id}`, input);
      else await api.post<Voucher>('/api/admin/vouchers', input);
      await refresh();
    },
  };
}
