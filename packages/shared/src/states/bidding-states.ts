/**
 * eBidding (spec §4 bidding project and bid states, §9 limits): the states people set, the ones the
 * clock sets, and the only moves between them. The API and the screens read a project's state
 * through `projectState` with the one clock, so a timed move takes effect at the second even
 * before any job has run; jobs only send what the move announces.
 *
 * A project is saved `incomplete` until every required field is there, then `draft` (complete,
 * waiting for its company's approver); once `approved` the clock makes it `upcoming` before the bid
 * start, `active` until the bid end, then `selection` when bids came (or `noBids`), and `expired`
 * when its valid period passes without an award. The buyer awards one bidder (`awarded`), closes it
 * (`closed`) or reactivates a closed or bidless one with a new bid end; an administrator revokes it.
 */

/** What is stored: set by people. */
export const STORED_PROJECT_STATUSES = ['incomplete', 'draft', 'approved', 'awarded', 'closed', 'revoked'] as const;
export type StoredProjectStatus = (typeof STORED_PROJECT_STATUSES)[number];

/** What everyone sees: the stored state with the clock's moves applied. */
export const PROJECT_STATUSES = [
  'incomplete',
  'draft',
  'upcoming',
  'active',
  'selection',
  'noBids',
  'awarded',
  'closed',
  'expired',
  'revoked',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface ProjectClock {
  status: StoredProjectStatus;
  bidStartAt: Date;
  bidEndAt: Date;
  /** the project's offer lapses at the end of this (an award is due by then) */
  validUntil: Date;
  bidCount: number;
}

/** The state a project is in at `now`. */
export function projectState(project: ProjectClock, now: Date): ProjectStatus {
  if (project.status !== 'approved') return project.status;
  const at = now.getTime();
  if (at < project.bidStartAt.getTime()) return 'upcoming';
  if (at < project.bidEndAt.getTime()) return 'active';
  if (at >= project.validUntil.getTime()) return 'expired';
  return project.bidCount > 0 ? 'selection' : 'noBids';
}

export type ProjectAction = 'edit' | 'approve' | 'close' | 'reactivate' | 'openCycleTwo' | 'award' | 'revoke';

/** state → the actions it allows (who may take each is the permission's business) */
export const PROJECT_ACTIONS: Record<ProjectStatus, readonly ProjectAction[]> = {
  incomplete: ['edit', 'revoke'],
  draft: ['edit', 'approve', 'revoke'],
  upcoming: ['close', 'revoke'],
  active: ['close', 'revoke'],
  selection: ['openCycleTwo', 'award', 'close', 'revoke'],
  noBids: ['reactivate', 'close', 'revoke'],
  awarded: [],
  closed: ['reactivate'],
  expired: ['reactivate'],
  revoked: [],
};

/** The kinds of a project's history. */
export const PROJECT_EVENT_KINDS = [
  'created',
  'approved',
  'bidPlaced',
  'bidRevised',
  'shortlisted',
  'cycleTwoOpened',
  'finalists',
  'awarded',
  'closed',
  'reactivated',
  'revoked',
  'cartCreated',
  'bqUploaded',
  'bqApproved',
] as const;
export type ProjectEventKind = (typeof PROJECT_EVENT_KINDS)[number];

export const projectAllows = (state: ProjectStatus, action: ProjectAction) => PROJECT_ACTIONS[state].includes(action);

/**
 * Bids: submitted in cycle 1; the buyer shortlists some and may open cycle 2 for them, where each
 * may be revised once (only when a price changes); finalists are marked; one bid is awarded and
 * the others are not selected.
 */
export const BID_STATUSES = ['submitted', 'shortlisted', 'revised', 'finalist', 'awarded', 'notSelected'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export type BidAction = 'shortlist' | 'revise' | 'markFinalist' | 'award' | 'notSelect';

/** from → action → to */
export const BID_TRANSITIONS: Record<BidStatus, Partial<Record<BidAction, BidStatus>>> = {
  submitted: { shortlist: 'shortlisted', award: 'awarded', notSelect: 'notSelected' },
  shortlisted: { revise: 'revised', markFinalist: 'finalist', award: 'awarded', notSelect: 'notSelected' },
  revised: { markFinalist: 'finalist', award: 'awarded', notSelect: 'notSelected' },
  finalist: { award: 'awarded', notSelect: 'notSelected' },
  awarded: {},
  notSelected: {},
};

export function nextBidStatus(from: BidStatus, action: BidAction): BidStatus | null {
  return BID_TRANSITIONS[from][action] ?? null;
}

/** Spec §9: the limits of a project and its bidding. */
export const BIDDING_LIMITS = {
  minProducts: 1,
  maxProducts: 10,
  minBiddingMs: 3 * 60 * 60 * 1000,
  maxBiddingMs: 7 * 24 * 60 * 60 * 1000,
  maxDeliverySpanWeeks: 52,
  cycles: 2,
} as const;

/**
 * The next of a project's deadlines after `now` (ms since the epoch), or null: the bid start and
 * end, the second cycle's end and the validity end are the only moments the clock changes what a
 * project page shows (the API's ready pages serve up to it; a page open in the browser reads the
 * project again at it).
 */
export function nextProjectDeadline(
  project: {
    bidStartAt: string | null;
    bidEndAt: string | null;
    cycleTwoEndAt: string | null;
    validUntil: string | null;
  },
  now: Date,
): number | null {
  const ahead = [project.bidStartAt, project.bidEndAt, project.cycleTwoEndAt, project.validUntil]
    .filter((at): at is string => at !== null)
    .map((at) => Date.parse(at))
    .filter((at) => at > now.getTime());
  return ahead.length > 0 ? Math.min(...ahead) : null;
}
