/** GET /api/checkouts/:id/vouchers: the vouchers the buyer's company may use on this checkout. */
import { useQuery } from '@tanstack/react-query';
import type { WalletVoucher } from '@binamart/shared';
import { api } from '@/lib/api';
import { checkoutKeys } from './keys';

export function useVoucherWallet(checkoutId: string) {
  return useQuery({
    queryKey: checkoutKeys.vouchers(checkoutId),
    queryFn: () => api.get<WalletVoucher[]>(`/api/checkouts/${checkoutId}/vouchers`),
    staleTime: 60_000,
  });
}
