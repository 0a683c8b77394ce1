/** POST /api/admin/vouchers (a new one) or PUT /api/admin/vouchers/{id}; the list is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Voucher, VoucherInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { voucherKeys } from './keys';

export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: VoucherInput }) =>
      id ? api.put<Voucher>(`/api/admin/vouchers/${id}`, input) : api.post<Voucher>('/api/admin/vouchers', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voucherKeys.all }),
  });
}
