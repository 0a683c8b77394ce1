/**
 * Refund states (spec §4 payment states, §9 bank processing): a refund is its own payment
 * record, child of the payment it gives back.
 *
 * - queued: recorded in the transaction that cancelled, rejected or credited; waiting for its job
 *   (gateway payments) or for an administrator's bank transfer (transfer-slip payments);
 * - processing: the gateway took it and the payer's bank is crediting it (2 to 5 working days);
 * - refunded: the money is back with the payer;
 * - failed: the gateway or the bank refused it; an administrator may try again (back to queued),
 *   or pay it by bank transfer and record it (refunded).
 */
export const REFUND_STATUSES = ['queued', 'processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why money goes back: the seller (or an administrator) rejected the paid order, it was cancelled, a credit note, a late payment, a credit report the bureau could not give. */
export const REFUND_CAUSES = ['orderRejected', 'orderCancelled', 'creditNote', 'latePayment', 'creditReport'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

export const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  queued: ['processing', 'refunded', 'failed'],
  processing: ['refunded', 'failed'],
  failed: ['queued', 'refunded'],
  refunded: [],
};

export function canMoveRefund(from: RefundStatus, to: RefundStatus): boolean {
  return REFUND_TRANSITIONS[from].includes(to);
}

/** Refunds not refused count against what was paid: a payment is never refunded above its amount. */
export const refundHolds = (status: RefundStatus) => status !== 'failed';

/** Banks take this many working days to credit a refund or a manual transfer (spec §9). */
export const BANK_PROCESSING_DAYS = { min: 2, max: 5 } as const;
