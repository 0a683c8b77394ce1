/**
 * Delivery orders and their disputes (spec §4): the only moves between their states. The API
 * refuses any other move; the screens ask the same tables which actions to offer.
 */
/**
 * A DO's tracking steps in order (spec §4): assigned when made; then the driver's steps;
 * it ends acknowledged or rejected by the buyer, or cancelled by the seller before it left.
 */
export const DELIVERY_STATUSES = [
  'assigned',
  'initiated',
  'outForDelivery',
  'arrived',
  'unloading',
  'acknowledged',
  'rejected',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The driver's steps, each only from the one before it. */
export const DRIVER_STEPS = ['initiated', 'outForDelivery', 'arrived', 'unloading'] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number];

/** from → the statuses a DO may move to; anything else is refused. */
export const DELIVERY_TRANSITIONS: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  assigned: ['initiated', 'cancelled'],
  initiated: ['outForDelivery'],
  outForDelivery: ['arrived'],
  arrived: ['unloading'],
  // the buyer may acknowledge or reject once the goods are there
  unloading: ['acknowledged', 'rejected'],
  acknowledged: [],
  rejected: [],
  cancelled: [],
};

export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus) => DELIVERY_TRANSITIONS[from].includes(to);

/** A DO that still counts against its order's quantities (not cancelled nor rejected). */
export const isLiveDelivery = (status: DeliveryStatus) => status !== 'cancelled' && status !== 'rejected';

/**
 * A short delivery disputed by the buyer (spec §4): open until the party it went to answers
 * it, or the buyer withdraws it.
 */
export const DISPUTE_STATUSES = ['open', 'responded', 'cancelled'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export type DisputeAction = 'answer' | 'cancel';

/** from → action → to */
export const DISPUTE_TRANSITIONS: Record<DisputeStatus, Partial<Record<DisputeAction, DisputeStatus>>> = {
  open: { answer: 'responded', cancel: 'cancelled' },
  responded: {},
  cancelled: {},
};

/** The state after `action`, or null when the table does not allow it. */
export function nextDisputeStatus(from: DisputeStatus, action: DisputeAction): DisputeStatus | null {
  return DISPUTE_TRANSITIONS[from][action] ?? null;
}

/** Actions the table allows from a state. */
export function disputeActions(from: DisputeStatus): DisputeAction[] {
  return Object.keys(DISPUTE_TRANSITIONS[from]) as DisputeAction[];
}
