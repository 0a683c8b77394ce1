/** The tables this adapter owns (migrations stay one ordered set under src/db/migrations). */
import { bigint, date, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InsuranceCover, InsurerReasonCode } from '@binamart/shared';

/** The sandbox insurer's numbering of the proposals it receives and of the policies it issues. */
export const sandboxInsurerProposalSeq = pgSequence('sandbox_insurer_proposal_seq', { startWith: 1 });
export const sandboxInsurerPolicySeq = pgSequence('sandbox_insurer_policy_seq', { startWith: 1 });

export type SandboxProposalStatus = 'accepted' | 'referred' | 'declined' | 'withdrawn';

/**
 * The built-in insurer sandbox's own records (what the insurer keeps on its side): each proposal
 * received, once per client key, with its answer; a referral keeps when it was referred, so that
 * its underwriters settle it a day later.
 */
export const sandboxInsurerProposals = pgTable('sandbox_insurer_proposals', {
  reference: text('reference').primaryKey(),
  /** the caller's idempotency key: a repeated submission answers about the same proposal */
  clientKey: text('client_key').notNull().unique(),
  cover: text('cover').$type<InsuranceCover>().notNull(),
  insuredName: text('insured_name').notNull(),
  state: text('state').notNull(),
  sumInsuredSen: bigint('sum_insured_sen', { mode: 'number' }).notNull(),
  contractSumSen: bigint('contract_sum_sen', { mode: 'number' }).notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  /** the proposal as received */
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<SandboxProposalStatus>().notNull(),
  policyNumber: text('policy_number').unique(),
  premiumSen: bigint('premium_sen', { mode: 'number' }),
  reasonCode: text('reason_code').$type<InsurerReasonCode>(),
  reason: text('reason'),
  referredAt: timestamp('referred_at', { withTimezone: true }),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
