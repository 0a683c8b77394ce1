/** What the signed-in user may do with a DO on these pages (the API decides again on every call). */
import { type AuthRecord, type DeliveryOrder, decideAccess, hasPermission, roleKind } from '@binamart/shared';

/** The buyer company's user with buyDoa Write (and buyOrder not Block): acknowledge, reject, disputes. */
export function mayActOn(order: DeliveryOrder, user: AuthRecord | null): boolean {
  return (
    user !== null &&
    user.companyId === order.buyer.id &&
    decideAccess(`/acknowledge/${order.id}`, user).action === 'allow'
  );
}

/** A user of the DO's seller company with sellOrder Write: answers the disputes the buyer sent to the seller. */
export function mayAnswerAsSeller(order: DeliveryOrder, user: AuthRecord | null): boolean {
  return (
    user !== null &&
    roleKind(user.role) === 'seller' &&
    user.companyId === order.seller.id &&
    hasPermission(user.permissions, 'sellOrder', 'Write')
  );
}

/** Where this user sees the DO's order, when they may open it. */
export function orderPathOf(order: DeliveryOrder, user: AuthRecord | null): string | null {
  if (!user) return null;
  const kind = roleKind(user.role);
  const path =
    kind === 'admin'
      ? `/admin/order/${order.order.id}`
      : kind === 'seller'
        ? `/seller/order/${order.order.id}`
        : `/order/${order.order.id}`;
  return decideAccess(path, user).action === 'allow' ? path : null;
}
