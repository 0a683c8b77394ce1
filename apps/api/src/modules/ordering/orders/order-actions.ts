/**
 * Who may do what with an order: each user action belongs to one side of the marketplace,
 * needs Write in that side's order area, and is offered only when the transitions table
 * allows it from the order's state. The detail's `actions` and the endpoints use the same
 * rules, so a button is shown exactly when its call would be accepted.
 */
import {
  type Area,
  type OrderAction,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type Permissions,
  type RoleKind,
  hasPermission,
  nextOrderStatus,
} from '@binamart/shared';

export type OrderUserAction = 'accept' | 'reject' | 'cancel' | 'pay' | 'approve';

interface SideRule {
  /** the states the side may take the action from (a subset of what the table allows) */
  from?: readonly OrderStatus[];
}

/** The order area each side's permission is read from. */
export const ORDER_AREA: Record<RoleKind, Area> = { buyer: 'buyOrder', seller: 'sellOrder', admin: 'admOrder' };

/**
 * The actions of each side. Sellers reject what waits for them (submitted); administrators
 * reject only what waits for their approval (pending).
 */
const SIDE_ACTIONS: Record<RoleKind, Partial<Record<OrderUserAction, SideRule>>> = {
  buyer: { cancel: {}, pay: { from: ['new'] } },
  seller: { accept: {}, reject: { from: ['submitted'] } },
  admin: { cancel: {}, reject: { from: ['pending'] }, approve: {} },
};

/** A gateway payment left unanswered this long counts as abandoned: the buyer may pay again. */
export const ABANDONED_PAYMENT_MS = 15 * 60 * 1000;

export interface OrderActionState {
  status: OrderStatus;
  driverAssignedAt: Date | null;
  /** invoiced on credit terms: settled through the invoice, no longer cancelled */
  invoiced?: boolean;
  /** the latest payment attempt of the order's checkout, if any */
  payment: { status: PaymentStatus; method: PaymentMethod; createdAt: Date } | null;
}

/** True when the side may take the action at all (before looking at the order). */
export function sideMayAct(side: RoleKind, permissions: Permissions, action: OrderUserAction): boolean {
  return SIDE_ACTIONS[side][action] !== undefined && hasPermission(permissions, ORDER_AREA[side], 'Write');
}

/** True when the side's rule and the transitions table allow the action from the order's state. */
export function stateAllows(side: RoleKind, action: Exclude<OrderUserAction, 'pay'>, status: OrderStatus): boolean {
  const rule = SIDE_ACTIONS[side][action];
  if (!rule) return false;
  if (rule.from && !rule.from.includes(status)) return false;
  return nextOrderStatus(status, action satisfies OrderAction) !== null;
}

/** True when the checkout's orders wait for a (new) payment: none yet, the last one failed, or it was abandoned. */
export function awaitsPayment(order: OrderActionState, now: Date): boolean {
  if (order.status !== 'new') return false;
  const payment = order.payment;
  if (!payment || payment.status === 'failed') return true;
  const gateway = payment.method === 'fpx' || payment.method === 'card';
  return gateway && payment.status === 'pending' && now.getTime() - payment.createdAt.getTime() > ABANDONED_PAYMENT_MS;
}

/** What the actor may do with the order now, in the order of ORDER_USER_ACTIONS. */
export function availableActions(
  side: RoleKind,
  permissions: Permissions,
  order: OrderActionState,
  now: Date = new Date(),
): OrderUserAction[] {
  const actions: OrderUserAction[] = [];
  for (const action of ['accept', 'reject', 'cancel', 'pay', 'approve'] as const) {
    if (!sideMayAct(side, permissions, action)) continue;
    if (action === 'pay') {
      if (awaitsPayment(order, now)) actions.push(action);
      continue;
    }
    if (!stateAllows(side, action, order.status)) continue;
    if (action === 'cancel' && (order.driverAssignedAt || order.invoiced)) continue;
    actions.push(action);
  }
  return actions;
}
