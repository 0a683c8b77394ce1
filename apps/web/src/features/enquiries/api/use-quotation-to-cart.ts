/**
 * POST /api/quotations/:id/cart: the accepted quotation's items go into the user's cart at the
 * quoted prices (the enquiry moves to Added To Cart); the cart and the enquiry are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { quotationCartResultSchema } from '@binamart/shared';
import { cartKeys } from '@/features/cart/index';
import { api } from '@/lib/api';
import { enquiryKeys } from './keys';

export type QuotationCartResult = z.infer<typeof quotationCartResultSchema>;

export function useQuotationToCart(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<QuotationCartResult>(`/api/quotations/${id}/cart`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
      ]),
  });
}
