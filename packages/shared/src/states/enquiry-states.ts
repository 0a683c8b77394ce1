/**
 * Enquiries and their quotations (spec §4 enquiry states): a buyer's enquiry to a supplier moves
 * Pending (new) → Responded (the supplier wrote or quoted) → Added (the buyer accepted a quotation:
 * its items are kept at the quoted prices) → Added To Cart (someone of the buyer company put them
 * in a cart) → Order Placed (an order was placed with them). An administrator may close an enquiry
 * that is not finished. These are the only moves; the API refuses any other and the screens offer
 * only what the table allows.
 */
export const ENQUIRY_STATUSES = ['pending', 'responded', 'added', 'addedToCart', 'orderPlaced', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export type EnquiryAction = 'respond' | 'accept' | 'addToCart' | 'placeOrder' | 'close';

/** from → action → to */
export const ENQUIRY_TRANSITIONS: Record<EnquiryStatus, Partial<Record<EnquiryAction, EnquiryStatus>>> = {
  pending: { respond: 'responded', close: 'closed' },
  responded: { respond: 'responded', accept: 'added', close: 'closed' },
  added: { addToCart: 'addedToCart', placeOrder: 'orderPlaced', close: 'closed' },
  addedToCart: { addToCart: 'addedToCart', placeOrder: 'orderPlaced', close: 'closed' },
  orderPlaced: {},
  closed: {},
};

/** The state after `action`, or null when the table does not allow it. */
export function nextEnquiryStatus(from: EnquiryStatus, action: EnquiryAction): EnquiryStatus | null {
  return ENQUIRY_TRANSITIONS[from][action] ?? null;
}

/** Whether the table allows `action` from `from`. */
export const enquiryAllows = (from: EnquiryStatus, action: EnquiryAction) => nextEnquiryStatus(from, action) !== null;

/** Enquiries still waiting on someone (the administrators' count of open enquiries). */
export const OPEN_ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['pending', 'responded', 'added', 'addedToCart'];

/**
 * A quotation version: `open` while it is the enquiry's newest and its validity lasts; `superseded`
 * once the supplier revised it (still readable); `accepted` once the buyer took it; `expired` when
 * its validity date passed unaccepted (a job moves it at that moment; the API also reads the clock).
 */
export const QUOTATION_STATUSES = ['open', 'superseded', 'accepted', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** A quotation is valid to the end of its validity date in Malaysia (23:59:59 +08:00). */
export function quotationExpiresAt(validUntil: string): Date {
  return new Date(`${validUntil}T23:59:59.999+08:00`);
}

/** The state a quotation is in at `now`: an open one past its validity is expired even before the job ran. */
export function quotationState(status: QuotationStatus, validUntil: string, now: Date): QuotationStatus {
  if (status === 'open' && now.getTime() > quotationExpiresAt(validUntil).getTime()) return 'expired';
  return status;
}
