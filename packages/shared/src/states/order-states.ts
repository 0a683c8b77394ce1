/**
 * Order and payment states (spec §4) and the only moves between them. The API refuses any
 * other move with "This action is not possible while the order is …"; the screens ask the
 * same table which actions to offer.
 *
 * - new: placed, waiting for its payment (online banking, card or a transfer slip);
 * - submitted: paid (or placed on credit terms), waiting for the seller to accept;
 * - pending: subject to an administrator's approval (credit limit short, overdue account);
 * - confirmed: the seller accepted; ongoing: being delivered; completed: every delivery acknowledged;
 * - rejected: the seller (or the administrator, for a pending order) refused it; cancelled: the buyer withdrew it.
 * Drafts are checkouts that were left before placing (see schemas/checkout): their orders do not exist yet.
 */
export const ORDER_STATUSES = [
  'new',
  'submitted',
  'pending',
  'confirmed',
  'ongoing',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAction = 'pay' | 'holdForApproval' | 'approve' | 'accept' | 'reject' | 'cancel' | 'ship' | 'complete';

/** from → action → to */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>> = {
  new: { pay: 'submitted', holdForApproval: 'pending', cancel: 'cancelled' },
  submitted: { accept: 'confirmed', reject: 'rejected', cancel: 'cancelled' },
  pending: { approve: 'submitted', reject: 'rejected', cancel: 'cancelled' },
  confirmed: { ship: 'ongoing', cancel: 'cancelled' },
  ongoing: { complete: 'completed' },
  completed: {},
  rejected: {},
  cancelled: {},
};

/** The state after `action`, or null when the table does not allow it. */
export function nextOrderStatus(from: OrderStatus, action: OrderAction): OrderStatus | null {
  return ORDER_TRANSITIONS[from][action] ?? null;
}

/** Actions the table allows from a state. */
export function orderActions(from: OrderStatus): OrderAction[] {
  return Object.keys(ORDER_TRANSITIONS[from]) as OrderAction[];
}

/**
 * Payment states: pending (sent to the gateway, no answer yet), failed, slipPending (a
 * transfer slip waits for an administrator), pendingAuthorisation (the bank holds it for
 * a second approver: "Payment pending approval from system admin"), paid, and
 * credit (placed on credit terms: settled through invoices).
 */
export const PAYMENT_STATUSES = ['pending', 'failed', 'slipPending', 'pendingAuthorisation', 'paid', 'credit'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A gateway payment left unfinished this long is taken as abandoned when the buyer pays again. */
export const PAYMENT_ABANDONED_AFTER_MS = 15 * 60 * 1000;

/** Payment states from which a payment may still change (a replayed or late answer cannot move a final one). */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'failed', 'pendingAuthorisation'],
  pendingAuthorisation: ['paid', 'failed'],
  slipPending: ['paid', 'failed'],
  failed: [],
  paid: [],
  credit: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export const PAYMENT_METHODS = ['fpx', 'card', 'transfer', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
