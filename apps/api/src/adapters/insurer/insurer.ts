/**
 * The insurer (Lonpac, a Malaysian general insurer) behind one interface: a proposal submitted
 * for a buyer's construction project is answered at once (accepted with a policy, referred to
 * its underwriters, or declined with a reason); a referred one is asked about again until its
 * underwriters settle it, and may be withdrawn meanwhile. The built-in sandbox is the default
 * (INSURER=sandbox); a real insurer's web service would be another implementation.
 */
import type { InsuranceCover, InsurerReasonCode, MalaysianState } from '@binamart/shared';

/** What the insurer is sent: the proposal as the administrator completed it. */
export interface InsurerProposal {
  /** the caller's idempotency key: submitting again with it answers about the same proposal */
  clientKey: string;
  /** our own number of the proposal, quoted in the insurer's correspondence */
  ourNumber: string;
  cover: InsuranceCover;
  insuredName: string;
  employerName: string;
  projectName: string;
  contractNumber: string;
  contractTitle: string;
  /** the sum insured; a bond's amount; for workmen's compensation, the wages of the period */
  sumInsuredSen: number;
  contractSumSen: number;
  /** YYYY-MM-DD, both days covered */
  periodStart: string;
  periodEnd: string;
  site: { addressLine1: string; addressLine2: string; postcode: string; city: string; state: MalaysianState };
  remarks: string;
  /** the names of the documents that go with the proposal */
  documentNames: string[];
}

interface AnswerBase {
  /** the insurer's reference of the proposal */
  reference: string;
  answeredAt: Date;
}

/** The insurer's answer about a proposal, as it stands now. */
export type InsurerAnswer =
  | (AnswerBase & { status: 'accepted'; policyNumber: string; premiumSen: number })
  | (AnswerBase & { status: 'referred' | 'declined'; reasonCode: InsurerReasonCode; reason: string })
  | (AnswerBase & { status: 'withdrawn' });

/** The insurer could not be reached (or did not answer): nothing was recorded on its side. */
export class InsurerUnavailableError extends Error {
  constructor(message = 'insurer unavailable') {
    super(message);
    this.name = 'InsurerUnavailableError';
  }
}

/** The insurer does not know the reference asked about. */
export class InsurerUnknownProposalError extends Error {
  constructor(readonly reference: string) {
    super(`insurer does not know proposal ${reference}`);
    this.name = 'InsurerUnknownProposalError';
  }
}

export interface Insurer {
  readonly name: string;
  /** answers the proposal (the same answer for the same client key); throws InsurerUnavailableError */
  submit(proposal: InsurerProposal): Promise<InsurerAnswer>;
  /** the proposal as the insurer has it now (a referral its underwriters settled is answered settled) */
  status(reference: string): Promise<InsurerAnswer>;
  /** asks the underwriters to stop: answered withdrawn, or with their answer when they had already settled it */
  withdraw(reference: string, reason: string): Promise<InsurerAnswer>;
}
