/**
 * Insurance and bond proposals passed to the insurer (Lonpac, /admin/lonpac): an administrator
 * keeps a proposal as a draft (edited, or deleted) until it is submitted. Submitted, it waits for
 * the insurer's answer: accepted with a policy, referred to its underwriters, or declined with a
 * reason; an insurer that cannot be reached sends it back to draft. A referred proposal is settled
 * later by the underwriters (accepted or declined), or withdrawn by the administrator meanwhile.
 * Accepted, declined and withdrawn proposals take nothing more. The API refuses any other move;
 * the screens ask the same table which actions to offer.
 */
export const INSURANCE_STATUSES = ['draft', 'submitted', 'referred', 'accepted', 'declined', 'withdrawn'] as const;
export type InsuranceStatus = (typeof INSURANCE_STATUSES)[number];

/**
 * edit: change a draft; remove: delete a draft; submit: send it to the insurer; accept, refer and
 * decline: the insurer's answers; return: the insurer could not be reached, so it is a draft again;
 * withdraw: the administrator takes back a proposal the underwriters have not settled.
 */
export type InsuranceAction = 'edit' | 'remove' | 'submit' | 'accept' | 'refer' | 'decline' | 'return' | 'withdraw';

/** from → action → to (remove deletes the draft: its row goes, so it names no state of its own) */
export const INSURANCE_TRANSITIONS: Record<InsuranceStatus, Partial<Record<InsuranceAction, InsuranceStatus>>> = {
  draft: { edit: 'draft', remove: 'draft', submit: 'submitted' },
  submitted: { accept: 'accepted', refer: 'referred', decline: 'declined', return: 'draft' },
  referred: { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' },
  accepted: {},
  declined: {},
  withdrawn: {},
};

/** The state after `action`, or null when the table does not allow it. */
export function nextInsuranceStatus(from: InsuranceStatus, action: InsuranceAction): InsuranceStatus | null {
  return INSURANCE_TRANSITIONS[from][action] ?? null;
}

/** True when the table allows `action` from `from` (what the administrators' page offers). */
export const insuranceAllows = (from: InsuranceStatus, action: InsuranceAction) =>
  nextInsuranceStatus(from, action) !== null;

/** Proposals the insurer still has to settle: the buyer sees them as in progress. */
export const INSURANCE_IN_PROGRESS: readonly InsuranceStatus[] = ['submitted', 'referred'];

/** What a buyer company sees of its proposals: the policies issued and the proposals in progress. */
export const INSURANCE_BUYER_STATUSES: readonly InsuranceStatus[] = ['accepted', ...INSURANCE_IN_PROGRESS];
