/**
 * Public sales, logistics and other enquiries (spec §2 SalesEnquiry, /admin/saleEnquiry): a visitor's
 * enquiry is new until an administrator answers it (answered; later answers keep it answered), and
 * an administrator may close it with a reason at any time before. A closed enquiry takes nothing
 * more. These are the only moves; the API refuses any other and the screens offer only these.
 */
export const SALES_ENQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type SalesEnquiryStatus = (typeof SALES_ENQUIRY_STATUSES)[number];

export type SalesEnquiryAction = 'answer' | 'close';

/** from → action → to */
export const SALES_ENQUIRY_TRANSITIONS: Record<
  SalesEnquiryStatus,
  Partial<Record<SalesEnquiryAction, SalesEnquiryStatus>>
> = {
  new: { answer: 'answered', close: 'closed' },
  answered: { answer: 'answered', close: 'closed' },
  closed: {},
};

/** The state after `action`, or null when the table does not allow it. */
export function nextSalesEnquiryStatus(
  from: SalesEnquiryStatus,
  action: SalesEnquiryAction,
): SalesEnquiryStatus | null {
  return SALES_ENQUIRY_TRANSITIONS[from][action] ?? null;
}

/** Whether the table allows `action` from `from` (what the administrators' page offers). */
export const salesEnquiryAllows = (from: SalesEnquiryStatus, action: SalesEnquiryAction) =>
  nextSalesEnquiryStatus(from, action) !== null;
