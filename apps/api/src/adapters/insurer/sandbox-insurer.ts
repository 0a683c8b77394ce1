/**
 * The built-in sandbox insurer: stands in for Lonpac's proposal service inside the API, so the
 * whole product arranges cover offline. It keeps its own proposals (sandbox_insurer_proposals)
 * and answers as a real insurer would, deterministically by what it is sent:
 *
 * - an insured party whose name contains "UNAVAILABLE" (any case): the insurer cannot be reached,
 *   and nothing is recorded;
 * - the site in Sabah or Sarawak: declined (eastMalaysia);
 * - a performance bond above 10% of the contract sum: declined (bondAboveTenPercent);
 * - a sum insured (or bond) above RM 5,000,000: referred to its underwriters (aboveAutomaticLimit),
 *   who settle it 24 hours after the referral, read from the one clock, when it is next asked
 *   about: accepted with a 25% loading on the premium up to RM 20,000,000, declined above
 *   (aboveCapacity); withdrawn before then, it stays withdrawn;
 * - anything else: accepted at once, with a policy LPC-<cover>-<year>-<serial> and the premium
 *   of SANDBOX_RATES for the sum and the days covered (never below the cover's minimum);
 * - the same client key answers about the same proposal, however often and however concurrently.
 */
import { eq } from 'drizzle-orm';
import { type InsuranceCover, coverDays, roundHalfUp } from '@binamart/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { nextDocumentNumber } from '../../lib/document-numbers';
import {
  type Insurer,
  type InsurerAnswer,
  type InsurerProposal,
  InsurerUnavailableError,
  InsurerUnknownProposalError,
} from './insurer';
import { sandboxInsurerProposals } from './sandbox-tables';

/**
 * The sandbox's premium rates: a yearly rate on the sum insured, charged for the days covered
 * (a year is 365 days), and a minimum premium; workmen's compensation is a rate on the wages of
 * the period, whatever its length.
 */
export const SANDBOX_RATES: Record<
  InsuranceCover,
  { code: string; rateBp: number; perYear: boolean; minimumSen: number }
> = {
  contractorsAllRisk: { code: 'CAR', rateBp: 20, perYear: true, minimumSen: 500_00 },
  performanceBond: { code: 'PB', rateBp: 100, perYear: true, minimumSen: 300_00 },
  publicLiability: { code: 'PL', rateBp: 15, perYear: true, minimumSen: 250_00 },
  workmenCompensation: { code: 'WC', rateBp: 120, perYear: false, minimumSen: 200_00 },
};

/** Accepted at once up to this sum; referred to the underwriters above it. */
export const AUTOMATIC_LIMIT_SEN = 5_000_000_00;
/** The most the underwriters accept for one contract. */
export const CAPACITY_SEN = 20_000_000_00;
/** The underwriters' loading on a referred proposal they accept: 25%. */
const REFERRAL_LOADING_BP = 12_500;
/** How long the underwriters take to settle a referral. */
export const REFERRAL_SETTLES_MS = 24 * 60 * 60 * 1000;
/** A bond above this share of the contract sum (basis points) is not issued. */
const BOND_LIMIT_BP = 1_000;
const NOT_WRITTEN_STATES = ['Sabah', 'Sarawak'];

const REASONS = {
  aboveAutomaticLimit: 'Sum insured above RM 5,000,000: referred to underwriting.',
  eastMalaysia: 'Construction risks in Sabah and Sarawak are not written under this facility.',
  bondAboveTenPercent: 'Performance bonds above 10% of the contract sum are not issued.',
  aboveCapacity: 'Sum insured above our capacity of RM 20,000,000 for one contract.',
} as const;

/** The premium in sen for a sum over a period (both days included), half-up to the sen, at least the minimum. */
export function sandboxPremiumSen(
  cover: InsuranceCover,
  sumInsuredSen: number,
  periodStart: string,
  periodEnd: string,
) {
  const rate = SANDBOX_RATES[cover];
  const days = rate.perYear ? BigInt(coverDays(periodStart, periodEnd)) : 1n;
  const per = rate.perYear ? 365n : 1n;
  const numerator = BigInt(sumInsuredSen) * BigInt(rate.rateBp) * days;
  const denominator = 10_000n * per;
  // half-up in whole numbers: the sums are too large for a float to hold the product exactly
  const premium = Number((numerator * 2n + denominator) / (denominator * 2n));
  return Math.max(rate.minimumSen, premium);
}

type Row = typeof sandboxInsurerProposals.$inferSelect;

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};

function answerOf(row: Row): InsurerAnswer {
  const base = { reference: row.reference, answeredAt: row.answeredAt };
  if (row.status === 'accepted') {
    return { ...base, status: 'accepted', policyNumber: row.policyNumber!, premiumSen: row.premiumSen! };
  }
  if (row.status === 'withdrawn') return { ...base, status: 'withdrawn' };
  return { ...base, status: row.status, reasonCode: row.reasonCode ?? 'other', reason: row.reason ?? '' };
}

export interface SandboxInsurer extends Insurer {
  /** the sandbox's record of a proposal, by its reference */
  findProposal(reference: string): Promise<Row | undefined>;
}

/** The sandbox, keeping its records in `db` and reading the time from `clock`. */
export function createSandboxInsurer(db: Db, clock: Clock): SandboxInsurer {
  const find = async (reference: string) => {
    const [row] = await db
      .select()
      .from(sandboxInsurerProposals)
      .where(eq(sandboxInsurerProposals.reference, reference));
    return row;
  };
  const byClientKey = async (clientKey: string) => {
    const [row] = await db
      .select()
      .from(sandboxInsurerProposals)
      .where(eq(sandboxInsurerProposals.clientKey, clientKey));
    return row;
  };
  const policyNumber = (cover: InsuranceCover, now: Date) =>
    nextDocumentNumber(db, 'sandbox_insurer_policy_seq', `LPC-${SANDBOX_RATES[cover].code}`, now);

  /** A referral whose day has passed, settled by the underwriters (once: the update names its state). */
  async function settled(row: Row): Promise<Row> {
    const now = clock.now();
    if (
      row.status !== 'referred' ||
      !row.referredAt ||
      now.getTime() - row.referredAt.getTime() < REFERRAL_SETTLES_MS
    ) {
      return row;
    }
    const decision =
      row.sumInsuredSen > CAPACITY_SEN
        ? { status: 'declined' as const, reasonCode: 'aboveCapacity' as const, reason: REASONS.aboveCapacity }
        : {
            status: 'accepted' as const,
            policyNumber: await policyNumber(row.cover, now),
            premiumSen: roundHalfUp(
              (sandboxPremiumSen(row.cover, row.sumInsuredSen, row.periodStart, row.periodEnd) * REFERRAL_LOADING_BP) /
                10_000,
            ),
            reasonCode: null,
            reason: null,
          };
    const [updated] = await db
      .update(sandboxInsurerProposals)
      .set({ ...decision, answeredAt: now })
      .where(eq(sandboxInsurerProposals.reference, row.reference))
      .returning();
    return updated!;
  }

  /** The first answer to a new proposal, by the rules above. */
  async function firstAnswer(proposal: InsurerProposal, now: Date) {
    if (NOT_WRITTEN_STATES.includes(proposal.site.state)) {
      return { status: 'declined' as const, reasonCode: 'eastMalaysia' as const, reason: REASONS.eastMalaysia };
    }
    if (
      proposal.cover === 'performanceBond' &&
      proposal.sumInsuredSen * 10_000 > proposal.contractSumSen * BOND_LIMIT_BP
    ) {
      return {
        status: 'declined' as const,
        reasonCode: 'bondAboveTenPercent' as const,
        reason: REASONS.bondAboveTenPercent,
      };
    }
    if (proposal.sumInsuredSen > AUTOMATIC_LIMIT_SEN) {
      return {
        status: 'referred' as const,
        reasonCode: 'aboveAutomaticLimit' as const,
        reason: REASONS.aboveAutomaticLimit,
        referredAt: now,
      };
    }
    return {
      status: 'accepted' as const,
      policyNumber: await policyNumber(proposal.cover, now),
      premiumSen: sandboxPremiumSen(proposal.cover, proposal.sumInsuredSen, proposal.periodStart, proposal.periodEnd),
    };
  }

  return {
    name: 'sandbox',
    findProposal: find,
    async submit(proposal) {
      if (proposal.insuredName.toUpperCase().includes('UNAVAILABLE')) {
        throw new InsurerUnavailableError('sandbox insurer: the insured name asks for an unavailable insurer');
      }
      const known = await byClientKey(proposal.clientKey);
      if (known) return answerOf(await settled(known));
      const now = clock.now();
      const answer = await firstAnswer(proposal, now);
      try {
        const [row] = await db
          .insert(sandboxInsurerProposals)
          .values({
            reference: await nextDocumentNumber(db, 'sandbox_insurer_proposal_seq', 'LPC-P', now),
            clientKey: proposal.clientKey,
            cover: proposal.cover,
            insuredName: proposal.insuredName,
            state: proposal.site.state,
            sumInsuredSen: proposal.sumInsuredSen,
            contractSumSen: proposal.contractSumSen,
            periodStart: proposal.periodStart,
            periodEnd: proposal.periodEnd,
            details: { ...proposal },
            answeredAt: now,
            ...answer,
          })
          .returning();
        return answerOf(row!);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // the same key submitted at the same moment: that proposal's answer
        const concurrent = await byClientKey(proposal.clientKey);
        if (!concurrent) throw error;
        return answerOf(concurrent);
      }
    },
    async status(reference) {
      const row = await find(reference);
      if (!row) throw new InsurerUnknownProposalError(reference);
      return answerOf(await settled(row));
    },
    async withdraw(reference) {
      const row = await find(reference);
      if (!row) throw new InsurerUnknownProposalError(reference);
      const current = await settled(row);
      if (current.status !== 'referred') return answerOf(current);
      const [withdrawn] = await db
        .update(sandboxInsurerProposals)
        .set({ status: 'withdrawn', answeredAt: clock.now() })
        .where(eq(sandboxInsurerProposals.reference, reference))
        .returning();
      return answerOf(withdrawn!);
    },
  };
}
