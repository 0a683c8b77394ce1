/**
 * POST /api/admin/checkouts (a new draft for a buyer) or PUT /api/admin/checkouts/{id} (its buyer,
 * lines and PO replaced); the answer is the draft as saved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCheckoutInput, Checkout } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCheckoutKeys } from './keys';
import { refreshAdminCheckouts } from './refresh-admin-checkouts';

export function useSaveAdminCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AdminCheckoutInput }) =>
      id ? api.put<Checkout>(`/api/admin/checkouts/${id}`, input) : api.post<Checkout>('/api/admin/checkouts', input),
    onSuccess: async (saved, { id }) => {
      if (id) queryClient.setQueryData(adminCheckoutKeys.one(id), saved);
      await refreshAdminCheckouts(queryClient);
    },
  });
}
