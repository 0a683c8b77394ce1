/**
 * A buyer's credit applications (spec §3 Credit limit, §5 Credit application): a company
 * limit, a project limit or a top-up, saved as a draft with its documents after the T&C
 * were accepted, then submitted for the three tiers (buyCl Read to see, Write to apply).
 * Another company's applications are not found.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CREDIT_DOCUMENTS,
  type CreditApplication,
  type Language,
  type addCreditDocumentSchema,
  type creditApplicationDraftSchema,
  creditApplicationSubmitSchema,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { creditApplicationDocuments, creditApplicationEvents, creditApplications } from './tables';
import { authorize } from '../../lib/access';
import { applicationMove } from './application-moves';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { notify } from '../messaging/index';
import { type ApplicationSummary, ringgit, toApplication, toApplicationSummary } from './credit-views';
import * as repo from './credit.repository';

type Draft = z.output<typeof creditApplicationDraftSchema>;
type AddDocument = z.output<typeof addCreditDocumentSchema>;

export const notEditable = () => new AppError('credit_not_editable', 'credit.notEditable');
export const existingFacility = () => new AppError('credit_existing_facility', 'credit.existingFacility');

async function ownApplication(db: Db, me: Actor, id: string, lock = false) {
  const row = await repo.findApplication(db, id, { companyId: me.companyId, lock });
  if (!row) throw notFound();
  return row;
}

/** The columns a draft sets; a top-up's facility must be one of the company's own. */
async function draftValues(db: Db, me: Actor, input: Draft) {
  if (input.facilityId && !(await repo.findFacility(db, input.facilityId, me.companyId))) throw notFound();
  const project = input.kind === 'project';
  return {
    kind: input.kind,
    requestedSen: input.requestedSen ?? null,
    details: input.details,
    projectName: project ? (input.projectName ?? null) : null,
    contractNumber: project ? (input.contractNumber ?? null) : null,
    contractCostSen: project ? (input.contractCostSen ?? null) : null,
    sitePossessionDate: project ? (input.sitePossessionDate ?? null) : null,
    completionDate: project ? (input.completionDate ?? null) : null,
    facilityId: input.kind === 'topup' ? (input.facilityId ?? null) : null,
  };
}

/** POST /api/credit/applications: a new draft (the T&C accepted). */
export async function createApplication(db: Db, actor: Actor | null, input: Draft): Promise<CreditApplication> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl', level: 'Write' });
  const values = await draftValues(db, me, input);
  const [created] = await db
    .insert(creditApplications)
    .values({ ...values, companyId: me.companyId, createdBy: me.userId, tncAcceptedAt: new Date() })
    .returning({ id: creditApplications.id });
  return getApplication(db, me, created!.id);
}

/** GET /api/credit/applications: the company's, newest first. */
export async function listOwnApplications(
  db: Db,
  actor: Actor | null,
  kind?: CreditApplication['kind'],
): Promise<ApplicationSummary[]> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl' });
  return (await repo.companyApplications(db, me.companyId, kind)).map(toApplicationSummary);
}

/** GET /api/credit/applications/:id for the buyer (administrators go through the review service). */
export async function getApplication(db: Db, actor: Actor | null, id: string): Promise<CreditApplication> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl' });
  return toApplication(db, await ownApplication(db, me, id));
}

/** PUT /api/credit/applications/:id: saves a draft, or an application sent back for documents. */
export async function updateApplication(
  db: Db,
  actor: Actor | null,
  id: string,
  input: Draft,
): Promise<CreditApplication> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl', level: 'Write' });
  await db.transaction(async (tx) => {
    const row = await ownApplication(tx, me, id, true);
    applicationMove(row.application.status, 'edit', notEditable);
    // the kind is chosen when starting; a sent application keeps it
    if (input.kind !== row.application.kind) throw fieldError('kind', 'credit.notEditable');
    const values = await draftValues(tx, me, input);
    await tx
      .update(creditApplications)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(creditApplications.id, id));
  });
  return getApplication(db, me, id);
}

/** POST /api/credit/applications/:id/documents: a credit-document file of the company, by checklist type. */
export async function addDocument(
  db: Db,
  actor: Actor | null,
  id: string,
  input: AddDocument,
): Promise<CreditApplication> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl', level: 'Write' });
  await db.transaction(async (tx) => {
    const row = await ownApplication(tx, me, id, true);
    applicationMove(row.application.status, 'edit', notEditable);
    const [file] = await repo.companyFilesWithPurpose(tx, me.companyId, [input.fileId]);
    if (!file || file.purpose !== 'credit-document') throw notFound();
    await tx.insert(creditApplicationDocuments).values({ applicationId: id, docType: input.docType, fileId: file.id });
    await tx.update(creditApplications).set({ updatedAt: new Date() }).where(eq(creditApplications.id, id));
  });
  return getApplication(db, me, id);
}

/** DELETE /api/credit/applications/:id/documents/:documentId (while editable). */
export async function removeDocument(
  db: Db,
  actor: Actor | null,
  id: string,
  documentId: string,
): Promise<CreditApplication> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl', level: 'Write' });
  await db.transaction(async (tx) => {
    const row = await ownApplication(tx, me, id, true);
    applicationMove(row.application.status, 'edit', notEditable);
    const removed = await tx
      .delete(creditApplicationDocuments)
      .where(and(eq(creditApplicationDocuments.id, documentId), eq(creditApplicationDocuments.applicationId, id)))
      .returning({ id: creditApplicationDocuments.id });
    if (removed.length === 0) throw notFound();
  });
  return getApplication(db, me, id);
}

/** DELETE /api/credit/applications/:id: drafts only. */
export async function deleteApplication(db: Db, actor: Actor | null, id: string): Promise<void> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl', level: 'Write' });
  await db.transaction(async (tx) => {
    const row = await ownApplication(tx, me, id, true);
    applicationMove(row.application.status, 'discard', notEditable);
    await tx.delete(creditApplications).where(eq(creditApplications.id, id));
  });
}

/**
 * POST /api/credit/applications/:id/submit: checks the saved application (field errors),
 * the mandatory documents (400 with their labels) and, for a company limit, that the
 * company has none yet; a draft goes to the credit control department, an application
 * sent back for documents returns to the tier that asked.
 */
export async function submitApplication(
  db: Db,
  actor: Actor | null,
  id: string,
  language: Language,
): Promise<CreditApplication> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl', level: 'Write' });
  await db.transaction(async (tx) => {
    const row = await ownApplication(tx, me, id, true);
    const a = row.application;
    const submitted = applicationMove(a.status, 'submit', notEditable);
    const checked = creditApplicationSubmitSchema.safeParse({
      kind: a.kind,
      requestedSen: a.requestedSen ?? undefined,
      details: a.details,
      projectName: a.projectName,
      contractNumber: a.contractNumber,
      contractCostSen: a.contractCostSen,
      sitePossessionDate: a.sitePossessionDate,
      completionDate: a.completionDate,
    });
    const issues = checked.success
      ? []
      : checked.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), key: issue.message }));
    if (a.kind === 'topup' && !a.facilityId) issues.push({ path: 'facilityId', key: 'credit.facilityRequired' });
    if (issues.length > 0) throw new AppError('validation_error', 'errors.validation', {}, {}, issues);

    const held = new Set((await repo.applicationDocuments(tx, id)).map((d) => d.docType));
    const missing = CREDIT_DOCUMENTS[a.kind].filter((d) => d.required && !held.has(d.type));
    if (missing.length > 0) {
      const documents = missing.map((d) => translate(language, `creditDocument.${d.type}`)).join(', ');
      throw new AppError('credit_documents_missing', 'credit.documentsMissing', { documents });
    }
    if (a.kind === 'company' && (await repo.companyFacility(tx, me.companyId))) throw existingFacility();
    if (a.kind === 'topup' && !(await repo.findFacility(tx, a.facilityId!, me.companyId))) throw notFound();

    const resubmitting = a.status === 'documentsRequested';
    const now = new Date();
    await tx
      .update(creditApplications)
      .set({
        status: submitted,
        stage: resubmitting ? a.stage : 'creditControl',
        submittedAt: resubmitting ? a.submittedAt : now,
        updatedAt: now,
      })
      .where(eq(creditApplications.id, id));
    await tx
      .insert(creditApplicationEvents)
      .values({ applicationId: id, type: resubmitting ? 'resubmitted' : 'submitted', actorUserId: me.userId });
    await notify(
      tx,
      { role: 'Adm' },
      'creditApplicationSubmitted',
      {
        company: row.company.name,
        kind: translate('en-us', `creditKind.${a.kind}`),
        amount: ringgit(a.requestedSen ?? 0),
      },
      `/admin/cl/${a.kind === 'topup' ? 'tclApplication' : 'clApplication'}/${id}`,
    );
  });
  return getApplication(db, me, id);
}
