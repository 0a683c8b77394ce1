/**
 * Reviewing credit applications (spec §6 admCl and the three tiers): administrators with
 * admCl Read see them, with Write comment and ask for documents; the awaited tier
 * (application.stage) decides, only by someone holding its toggle, one tier per person,
 * each tier once, in order. The managing director's approval sets the limit through the ledger.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CREDIT_TIERS,
  type CreditApplication,
  type CreditTier,
  TIER_TOGGLES,
  type creditApplicationListQuerySchema,
  type creditDecisionSchema,
  creditApplicationAllows,
  hasPermission,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { creditApplicationEvents, creditApplications } from './tables';
import { authorize } from '../../lib/access';
import { applicationMove } from './application-moves';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { notify } from '../messaging/index';
import { moveCredit } from './credit-ledger';
import { type ApplicationAction, ringgit, toApplication, toApplicationSummary } from './credit-views';
import * as repo from './credit.repository';
import { existingFacility } from './credit-applications.service';

type ListQuery = z.output<typeof creditApplicationListQuerySchema>;
type Decision = z.output<typeof creditDecisionSchema>;

const notAwaiting = () => new AppError('credit_not_awaiting_decision', 'credit.notAwaitingDecision');
const alreadyDecidedByYou = () => new AppError('credit_already_decided', 'credit.alreadyDecidedByYou');
const notYourTier = (tier: CreditTier) =>
  new AppError('credit_not_your_tier', 'credit.notYourTier', { tier: translate('en-us', `creditTier.${tier}`) });

/** The tiers this person already decided on this application. */
async function tiersDecidedBy(db: Db, applicationId: string, userId: string): Promise<CreditTier[]> {
  const rows = await db
    .select({ tier: creditApplicationEvents.tier })
    .from(creditApplicationEvents)
    .where(
      and(
        eq(creditApplicationEvents.applicationId, applicationId),
        eq(creditApplicationEvents.actorUserId, userId),
        inArray(creditApplicationEvents.type, ['tierApproved', 'tierRejected']),
      ),
    );
  return rows.flatMap((r) => (r.tier ? [r.tier] : []));
}

/** What the viewer may do with the application now. */
async function actionsFor(db: Db, me: Actor, row: repo.ApplicationListRow): Promise<ApplicationAction[]> {
  const a = row.application;
  if (!hasPermission(me.permissions, 'admCl', 'Write') || !creditApplicationAllows(a.status, 'comment')) return [];
  const actions: ApplicationAction[] = ['comment'];
  if (!creditApplicationAllows(a.status, 'requestDocuments') || !a.stage) return actions;
  actions.push('requestDocuments');
  const toggles = await repo.userToggles(db, me.userId);
  const decided = await tiersDecidedBy(db, a.id, me.userId);
  if (toggles[TIER_TOGGLES[a.stage]] && decided.length === 0) actions.push('approve', 'reject');
  return actions;
}

/** GET /api/admin/credit/applications */
export async function listApplications(db: Db, actor: Actor | null, query: ListQuery) {
  const me = authorize(actor, { side: 'admin', area: 'admCl' });
  // the reader's own queue first: the applications awaiting a tier they hold
  const toggles = await repo.userToggles(db, me.userId);
  const myTiers = CREDIT_TIERS.filter((tier) => toggles[TIER_TOGGLES[tier]]);
  const { items, total } = await repo.listApplications(db, query, myTiers);
  return { items: items.map(toApplicationSummary), total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/admin/credit/applications/:id, with the viewer's actions. */
export async function getApplicationForAdmin(db: Db, actor: Actor | null, id: string): Promise<CreditApplication> {
  const me = authorize(actor, { side: 'admin', area: 'admCl' });
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound();
  return toApplication(db, row, await actionsFor(db, me, row));
}

/** GET /api/credit/applications/:id: the buyer's own, or any for an administrator with admCl Read. */
export async function viewApplication(db: Db, actor: Actor | null, id: string): Promise<CreditApplication> {
  const me = authorize(actor);
  if (me.companyKind === 'platform') return getApplicationForAdmin(db, me, id);
  authorize(me, { side: 'buyer', area: 'buyCl' });
  const row = await repo.findApplication(db, id, { companyId: me.companyId });
  if (!row) throw notFound();
  return toApplication(db, row);
}

const link = (row: repo.ApplicationListRow) =>
  `/admin/cl/${row.application.kind === 'topup' ? 'tclApplication' : 'clApplication'}/${row.application.id}`;

/** POST …/comments: a note on an open application. */
export async function addComment(db: Db, actor: Actor | null, id: string, note: string) {
  const me = authorize(actor, { side: 'admin', area: 'admCl', level: 'Write' });
  await db.transaction(async (tx) => {
    const row = await repo.findApplication(tx, id, { lock: true });
    if (!row) throw notFound();
    applicationMove(row.application.status, 'comment', notAwaiting);
    await tx
      .insert(creditApplicationEvents)
      .values({ applicationId: id, type: 'comment', note, actorUserId: me.userId });
    await tx.update(creditApplications).set({ updatedAt: new Date() }).where(eq(creditApplications.id, id));
  });
  return getApplicationForAdmin(db, me, id);
}

/** POST …/request-documents: back to the buyer for more documents; the stage stays. */
export async function requestDocuments(db: Db, actor: Actor | null, id: string, note: string) {
  const me = authorize(actor, { side: 'admin', area: 'admCl', level: 'Write' });
  await db.transaction(async (tx) => {
    const row = await repo.findApplication(tx, id, { lock: true });
    if (!row) throw notFound();
    const status = applicationMove(row.application.status, 'requestDocuments', notAwaiting);
    await tx.update(creditApplications).set({ status, updatedAt: new Date() }).where(eq(creditApplications.id, id));
    await tx.insert(creditApplicationEvents).values({
      applicationId: id,
      type: 'documentsRequested',
      tier: row.application.stage,
      note,
      actorUserId: me.userId,
    });
    await notify(tx, { companyId: row.application.companyId }, 'creditDocumentsRequested', { note }, `/cl/apply/${id}`);
  });
  return getApplicationForAdmin(db, me, id);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Creates or raises the facility the approved application is for; returns its id. */
async function grantLimit(tx: Db, me: Actor, row: repo.ApplicationListRow, approvedSen: number): Promise<string> {
  const a = row.application;
  let facilityId: string;
  if (a.kind === 'topup') {
    if (!a.facilityId) throw notFound();
    facilityId = a.facilityId;
  } else {
    if (a.kind === 'company' && (await repo.companyFacility(tx, a.companyId))) throw existingFacility();
    const created = await repo.insertFacility(tx, {
      companyId: a.companyId,
      kind: a.kind,
      projectName: a.kind === 'project' ? a.projectName : null,
      contractNumber: a.kind === 'project' ? a.contractNumber : null,
    });
    facilityId = created.id;
  }
  await moveCredit(tx, facilityId, {
    kind: 'limit',
    approvedDeltaSen: approvedSen,
    applicationId: a.id,
    note: translate('en-us', `creditKind.${a.kind}`),
    actorUserId: me.userId,
  });
  return facilityId;
}

/**
 * POST …/decision: the awaited tier approves (passing it on, or at the managing director
 * granting `approvedSen` ≤ requested) or rejects (ending the application).
 */
export async function decide(db: Db, actor: Actor | null, id: string, input: Decision): Promise<CreditApplication> {
  const me = authorize(actor, { side: 'admin', area: 'admCl', level: 'Write' });
  try {
    await db.transaction(async (tx) => {
      const row = await repo.findApplication(tx, id, { lock: true });
      if (!row) throw notFound();
      const a = row.application;
      if (!a.stage) throw notAwaiting();
      const tier = a.stage;
      const final = tier === 'managingDirector';
      const to = applicationMove(
        a.status,
        input.decision === 'reject' ? 'reject' : final ? 'approve' : 'passTier',
        notAwaiting,
      );
      const toggles = await repo.userToggles(tx, me.userId);
      if (!toggles[TIER_TOGGLES[tier]]) throw notYourTier(tier);
      if ((await tiersDecidedBy(tx, id, me.userId)).length > 0) throw alreadyDecidedByYou();
      const note = input.note.trim() === '' ? null : input.note.trim();
      const now = new Date();
      let approvedSen: number | null = null;
      if (input.decision === 'approve' && final) {
        if (input.approvedSen == null) throw fieldError('approvedSen', 'credit.approvedAmountRequired');
        if (a.requestedSen != null && input.approvedSen > a.requestedSen)
          throw fieldError('approvedSen', 'credit.approvedAboveRequested');
        approvedSen = input.approvedSen;
      }
      await tx.insert(creditApplicationEvents).values({
        applicationId: id,
        type: input.decision === 'approve' ? 'tierApproved' : 'tierRejected',
        tier,
        amountSen: approvedSen,
        note,
        actorUserId: me.userId,
      });
      const kindLabel = translate('en-us', `creditKind.${a.kind}`);
      if (input.decision === 'reject') {
        await tx
          .update(creditApplications)
          .set({ status: to, stage: null, decidedAt: now, updatedAt: now })
          .where(eq(creditApplications.id, id));
        await notify(tx, { companyId: a.companyId }, 'creditRejected', { note: note ?? '' }, `/cl/apply/${id}`);
      } else if (final) {
        const facilityId = await grantLimit(tx, me, row, approvedSen!);
        await tx
          .update(creditApplications)
          .set({ status: to, stage: null, approvedSen, facilityId, decidedAt: now, updatedAt: now })
          .where(eq(creditApplications.id, id));
        await notify(
          tx,
          { companyId: a.companyId },
          'creditApproved',
          { kind: kindLabel, amount: ringgit(approvedSen!) },
          a.kind === 'project' ? `/cl/projectcl/${facilityId}` : '/cl',
        );
      } else {
        const next = CREDIT_TIERS[CREDIT_TIERS.indexOf(tier) + 1]!;
        await tx.update(creditApplications).set({ stage: next, updatedAt: now }).where(eq(creditApplications.id, id));
        await notify(
          tx,
          { role: 'Adm' },
          'creditTierApproved',
          {
            company: row.company.name,
            tier: translate('en-us', `creditTier.${tier}`),
            next: translate('en-us', `creditTier.${next}`),
          },
          link(row),
        );
      }
    });
  } catch (error) {
    // the partial unique index: the tier decided in a transaction that committed first
    if (isUniqueViolation(error)) throw notAwaiting();
    throw error;
  }
  return getApplicationForAdmin(db, me, id);
}
