/**
 * Credit applications (spec §4): a draft is saved and edited by the buyer until it is sent; the
 * credit control department, the business director and the managing director then decide in
 * turn (each tier's approval passes it to the next, the last approves it); any tier may send it
 * back for more documents, which the buyer adds and sends again, or reject it. The API refuses
 * any other move; the screens ask the same table which actions to offer.
 */
export const CREDIT_APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'documentsRequested',
  'approved',
  'rejected',
] as const;
export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUSES)[number];

/**
 * edit: change details and documents; discard: delete a draft; submit: send (or send again);
 * comment: an administrator's note; requestDocuments: back to the buyer; passTier: one tier
 * approves and the next decides; approve: the last tier approves; reject.
 */
export type CreditApplicationAction =
  'edit' | 'discard' | 'submit' | 'comment' | 'requestDocuments' | 'passTier' | 'approve' | 'reject';

/** from → action → to */
export const CREDIT_APPLICATION_TRANSITIONS: Record<
  CreditApplicationStatus,
  Partial<Record<CreditApplicationAction, CreditApplicationStatus>>
> = {
  draft: { edit: 'draft', discard: 'draft', submit: 'submitted' },
  submitted: {
    comment: 'submitted',
    requestDocuments: 'documentsRequested',
    passTier: 'submitted',
    approve: 'approved',
    reject: 'rejected',
  },
  documentsRequested: { edit: 'documentsRequested', submit: 'submitted', comment: 'documentsRequested' },
  approved: {},
  rejected: {},
};

/** The state after `action`, or null when the table does not allow it. */
export function nextCreditApplicationStatus(
  from: CreditApplicationStatus,
  action: CreditApplicationAction,
): CreditApplicationStatus | null {
  return CREDIT_APPLICATION_TRANSITIONS[from][action] ?? null;
}

/** True when the table allows `action` from `from`. */
export const creditApplicationAllows = (from: CreditApplicationStatus, action: CreditApplicationAction) =>
  nextCreditApplicationStatus(from, action) !== null;

/** Actions the table allows from a state. */
export function creditApplicationActions(from: CreditApplicationStatus): CreditApplicationAction[] {
  return Object.keys(CREDIT_APPLICATION_TRANSITIONS[from]) as CreditApplicationAction[];
}
