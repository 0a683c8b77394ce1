/** After a draft changes: the administrators' drafts, and the checkout form's own copy (never refetched while open). */
import type { QueryClient } from '@tanstack/react-query';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { adminCheckoutKeys } from './keys';

export async function refreshAdminCheckouts(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: adminCheckoutKeys.all });
  await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
}
