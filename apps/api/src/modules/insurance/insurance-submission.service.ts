/**
 * Sending a proposal to the insurer and following its answer (admCl Write), along the table in
 * states/insurance-states. A submit is one transaction that locks the draft, checks the
 * declarations and the start date and marks it submitted under a fresh submission key; the call to
 * the insurer follows outside any transaction (with PGlite the sandbox shares the one connection),
 * and its answer is applied in another, the row locked again. A second submit at the same moment
 * waits for the lock, finds the proposal no longer a draft and is answered with it as it stands:
 * the insurer hears of it once. An insurer that cannot be reached sends it back to draft (503).
 */
import { randomUUID } from 'node:crypto';
import {
  type InsuranceAction,
  type InsuranceForm,
  INS,
  INSURANCE_DECLARATIONS,
  insuranceAllows,
  missingDeclarations,
  nextInsuranceStatus,
} from '@binamart/shared';
import { type InsurerAnswer, type InsurerProposal, InsurerUnavailableError } from '../../adapters/insurer/insurer';
import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { AppError, type FieldIssue, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { WRITE } from './insurance-forms.service';
import * as repo from './insurance.repository';
import { formView } from './insurance-views';

/** What sending needs: the database, the insurer and the one clock. */
export type InsuranceSubmissionDeps = Pick<AppContext, 'db' | 'insurer' | 'clock'>;

/** The move each of the insurer's answers makes. */
const ACTION_OF: Record<InsurerAnswer['status'], InsuranceAction> = {
  accepted: 'accept',
  referred: 'refer',
  declined: 'decline',
  withdrawn: 'withdraw',
};

const MALAYSIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

/** What the insurer is sent for a proposal, under the submission's key. */
function proposalOf(row: repo.FormRow, documents: repo.DocumentWrite[], clientKey: string): InsurerProposal {
  return {
    clientKey,
    ourNumber: row.number,
    cover: row.cover,
    insuredName: row.insuredName,
    employerName: row.employerName,
    projectName: row.projectName,
    contractNumber: row.contractNumber,
    contractTitle: row.contractTitle,
    sumInsuredSen: row.sumInsuredSen,
    contractSumSen: row.contractSumSen,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    site: {
      addressLine1: row.siteAddressLine1,
      addressLine2: row.siteAddressLine2,
      postcode: row.sitePostcode,
      city: row.siteCity,
      state: row.siteState,
    },
    remarks: row.remarks,
    documentNames: documents.map((d) => d.name),
  };
}

/** What stops a draft from being submitted: a declaration not accepted, a start before today in Malaysia. */
function submitRefusals(row: repo.FormRow, now: Date): FieldIssue[] {
  const missing = new Set(missingDeclarations(row.declarations));
  const refusals: FieldIssue[] = INSURANCE_DECLARATIONS.filter((name) => missing.has(name)).map((name) => ({
    path: `declarations.${name}`,
    key: INS.declarationRequired,
  }));
  if (row.periodStart < MALAYSIAN_DAY.format(now)) refusals.push({ path: 'periodStart', key: INS.startInPast });
  return refusals;
}

/** Runs a call to the insurer; one that cannot be reached is answered 503 with the catalogue's message. */
async function askInsurer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof InsurerUnavailableError) throw new AppError('insurer_unavailable', INS.insurerUnavailable);
    throw error;
  }
}

/**
 * Applies the insurer's answer to the proposal, locked, when the table allows the move it makes
 * (an answer applied already, or about an older submission, changes nothing); true when it moved.
 */
async function applyAnswer(
  { db, clock }: InsuranceSubmissionDeps,
  id: string,
  answer: InsurerAnswer,
  by: { submissionKey?: string; actorUserId?: string; note?: string } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await repo.lockForm(tx, id);
    if (!row) return false;
    if (row.status === 'submitted' && by.submissionKey && row.submissionKey !== by.submissionKey) return false;
    const next = nextInsuranceStatus(row.status, ACTION_OF[answer.status]);
    if (!next || next === row.status) return false;
    const policy = answer.status === 'accepted' ? answer : null;
    const reasoned = answer.status === 'referred' || answer.status === 'declined' ? answer : null;
    const now = clock.now();
    await repo.updateForm(
      tx,
      id,
      {
        status: next,
        insurerReference: answer.reference,
        answeredAt: answer.answeredAt,
        policyNumber: policy?.policyNumber ?? null,
        premiumSen: policy?.premiumSen ?? null,
        reasonCode: reasoned?.reasonCode ?? null,
        reason: reasoned?.reason ?? null,
      },
      now,
    );
    await repo.insertEvent(tx, {
      formId: id,
      kind: answer.status,
      // the insurer's answers are its own; a withdrawal is the administrator's
      actorUserId: by.actorUserId ?? null,
      policyNumber: policy?.policyNumber ?? null,
      premiumSen: policy?.premiumSen ?? null,
      reasonCode: reasoned?.reasonCode ?? null,
      note: by.note ?? reasoned?.reason ?? null,
      createdAt: now,
    });
    return true;
  });
}

/** The insurer could not be reached with this submission: the proposal is a draft again, with the event. */
async function backToDraft({ db, clock }: InsuranceSubmissionDeps, id: string, submissionKey: string) {
  await db.transaction(async (tx) => {
    const row = await repo.lockForm(tx, id);
    if (!row || row.status !== 'submitted' || row.submissionKey !== submissionKey) return;
    const now = clock.now();
    await repo.updateForm(
      tx,
      id,
      { status: nextInsuranceStatus(row.status, 'return')!, submissionKey: null, submittedAt: null },
      now,
    );
    await repo.insertEvent(tx, { formId: id, kind: 'insurerUnavailable', createdAt: now });
  });
}

async function currentView(db: InsuranceSubmissionDeps['db'], id: string): Promise<InsuranceForm> {
  const row = await repo.findForm(db, id);
  if (!row) throw notFound();
  return formView(db, row);
}

/**
 * Submits a draft to the insurer and answers with its answer applied: accepted with a policy,
 * referred or declined. Every declaration must be accepted and the cover may not start before
 * today (400 at those fields); a proposal already sent is answered as it stands, sent once.
 */
export async function submitInsuranceForm(
  deps: InsuranceSubmissionDeps,
  actor: Actor | null,
  id: string,
): Promise<InsuranceForm> {
  const me = authorize(actor, WRITE);
  const proposal = await deps.db.transaction(async (tx) => {
    const row = await repo.lockForm(tx, id);
    if (!row) throw notFound();
    if (!insuranceAllows(row.status, 'submit')) return null;
    const now = deps.clock.now();
    const refusals = submitRefusals(row, now);
    if (refusals.length > 0) throw new AppError('validation_error', 'errors.validation', {}, {}, refusals);
    const submissionKey = randomUUID();
    const moved = await repo.updateForm(
      tx,
      id,
      { status: nextInsuranceStatus(row.status, 'submit')!, submissionKey, submittedAt: now },
      now,
    );
    await repo.insertEvent(tx, { formId: id, kind: 'submitted', actorUserId: me.userId, createdAt: now });
    return proposalOf(moved, await repo.documentsOf(tx, id), submissionKey);
  });
  if (proposal) {
    let answer: InsurerAnswer;
    try {
      answer = await deps.insurer.submit(proposal);
    } catch (error) {
      if (!(error instanceof InsurerUnavailableError)) throw error;
      await backToDraft(deps, id, proposal.clientKey);
      throw new AppError('insurer_unavailable', INS.insurerUnavailable);
    }
    await applyAnswer(deps, id, answer, { submissionKey: proposal.clientKey });
  }
  return currentView(deps.db, id);
}

/**
 * Asks the insurer again about a proposal it has not settled: a referred one for its
 * underwriters' answer; a submitted one whose answer never arrived is sent again under the same
 * key, which the insurer answers about the same proposal. Anything else is settled (409).
 */
export async function checkInsuranceForm(
  deps: InsuranceSubmissionDeps,
  actor: Actor | null,
  id: string,
): Promise<InsuranceForm> {
  authorize(actor, WRITE);
  const row = await repo.findForm(deps.db, id);
  if (!row) throw notFound();
  if (row.status === 'submitted' && row.submissionKey) {
    const proposal = proposalOf(row, await repo.documentsOf(deps.db, id), row.submissionKey);
    const answer = await askInsurer(() => deps.insurer.submit(proposal));
    await applyAnswer(deps, id, answer, { submissionKey: row.submissionKey });
  } else if (row.status === 'referred' && row.insurerReference) {
    const reference = row.insurerReference;
    await applyAnswer(deps, id, await askInsurer(() => deps.insurer.status(reference)));
  } else {
    throw new AppError('transition_not_allowed', INS.nothingToCheck);
  }
  return currentView(deps.db, id);
}

/**
 * Withdraws a proposal its underwriters are still settling, with a reason, telling the insurer
 * first; when they had settled it already, their answer is applied and the withdrawal refused (409).
 */
export async function withdrawInsuranceForm(
  deps: InsuranceSubmissionDeps,
  actor: Actor | null,
  id: string,
  reason: string,
): Promise<InsuranceForm> {
  const me = authorize(actor, WRITE);
  const row = await repo.findForm(deps.db, id);
  if (!row) throw notFound();
  if (!insuranceAllows(row.status, 'withdraw') || !row.insurerReference) {
    throw new AppError('transition_not_allowed', INS.notWithdrawable);
  }
  const reference = row.insurerReference;
  const answer = await askInsurer(() => deps.insurer.withdraw(reference, reason));
  await applyAnswer(deps, id, answer, answer.status === 'withdrawn' ? { actorUserId: me.userId, note: reason } : {});
  if (answer.status !== 'withdrawn') throw new AppError('transition_not_allowed', INS.decidedMeanwhile);
  return currentView(deps.db, id);
}
