/**
 * Insurance and bond proposals (/admin/lonpac, spec §6 admCl): administrators with admCl Read list
 * and read them; with admCl Write they prepare one for a buyer company as a draft, change it and
 * delete it while it is a draft (states/insurance-states). Sending it to the insurer is
 * insurance-submission.service.ts; what the buyer sees is insurance-policies.service.ts.
 */
import {
  type InsuranceCompanyProject,
  type InsuranceForm,
  type InsuranceFormValues,
  type InsuranceListItem,
  type InsuranceListQuery,
  INS,
  insuranceAllows,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import { nextDocumentNumber } from '../../lib/document-numbers';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { assertCompanyFiles } from '../platform/files/index';
import * as repo from './insurance.repository';
import { formView, listItemView } from './insurance-views';

/** What preparing a proposal needs: the database and the one clock. */
export type InsuranceFormDeps = { db: Db; clock: Clock };

export const READ = { side: 'admin', area: 'admCl' } as const;
export const WRITE = { side: 'admin', area: 'admCl', level: 'Write' } as const;

/** The columns a proposal's fields fill. */
const columnsOf = (input: InsuranceFormValues) => ({
  buyerCompanyId: input.buyerCompanyId,
  companyProjectId: input.companyProjectId,
  cover: input.cover,
  insuredName: input.insuredName,
  employerName: input.employerName,
  projectName: input.projectName,
  contractNumber: input.contractNumber,
  contractTitle: input.contractTitle,
  sumInsuredSen: input.sumInsuredSen,
  contractSumSen: input.contractSumSen,
  periodStart: input.periodStart,
  periodEnd: input.periodEnd,
  siteAddressLine1: input.site.addressLine1,
  siteAddressLine2: input.site.addressLine2,
  sitePostcode: input.site.postcode,
  siteCity: input.site.city,
  siteState: input.site.state,
  declarations: input.declarations,
  remarks: input.remarks,
});

/**
 * The references a proposal makes, checked: an active buyer company, one of its live projects (at
 * the field), and documents the platform uploaded (another company's file is "not found").
 */
async function checkReferences(db: Db, me: Actor, input: InsuranceFormValues) {
  const company = await repo.companyOf(db, input.buyerCompanyId);
  if (!company || company.kind !== 'buyer' || company.status !== 'active') {
    throw fieldError('buyerCompanyId', INS.notBuyer);
  }
  if (input.companyProjectId) {
    const projects = await repo.liveCompanyProjects(db, input.buyerCompanyId);
    if (!projects.some((p) => p.id === input.companyProjectId)) {
      throw fieldError('companyProjectId', INS.projectNotOfBuyer);
    }
  }
  await assertCompanyFiles(db, me.companyId, { anyIds: input.documents.map((d) => d.fileId) });
}

/** The proposal locked for a change a draft allows: not found, or refused once it was submitted. */
async function lockedDraft(tx: Db, id: string, action: 'edit' | 'remove') {
  const row = await repo.lockForm(tx, id);
  if (!row) throw notFound();
  if (!insuranceAllows(row.status, action)) throw new AppError('transition_not_allowed', INS.notEditable);
  return row;
}

/** A page of proposals, last changed first (admCl Read). */
export async function listInsuranceForms(
  db: Db,
  actor: Actor | null,
  query: InsuranceListQuery,
): Promise<Page<InsuranceListItem>> {
  authorize(actor, READ);
  const page = await repo.listForms(db, query);
  return { ...page, items: page.items.map(({ form, companyName }) => listItemView(form, companyName)) };
}

/** One proposal with its documents and history (admCl Read). */
export async function getInsuranceForm(db: Db, actor: Actor | null, id: string): Promise<InsuranceForm> {
  authorize(actor, READ);
  const row = await repo.findForm(db, id);
  if (!row) throw notFound();
  return formView(db, row);
}

/** Prepares a proposal for a buyer company as a draft, numbered INS-<year>-<serial> (admCl Write). */
export async function createInsuranceForm(
  { db, clock }: InsuranceFormDeps,
  actor: Actor | null,
  input: InsuranceFormValues,
): Promise<InsuranceForm> {
  const me = authorize(actor, WRITE);
  await checkReferences(db, me, input);
  const row = await db.transaction(async (tx) => {
    const now = clock.now();
    const number = await nextDocumentNumber(tx, 'insurance_form_number_seq', 'INS', now);
    const made = await repo.insertForm(tx, {
      ...columnsOf(input),
      number,
      createdBy: me.userId,
      createdAt: now,
      updatedAt: now,
    });
    await repo.replaceDocuments(tx, made.id, input.documents);
    await repo.insertEvent(tx, { formId: made.id, kind: 'created', actorUserId: me.userId, createdAt: now });
    return made;
  });
  return formView(db, row);
}

/** Replaces a draft's fields and documents (admCl Write); a submitted proposal is refused. */
export async function updateInsuranceForm(
  { db, clock }: InsuranceFormDeps,
  actor: Actor | null,
  id: string,
  input: InsuranceFormValues,
): Promise<InsuranceForm> {
  const me = authorize(actor, WRITE);
  const row = await db.transaction(async (tx) => {
    await lockedDraft(tx, id, 'edit');
    await checkReferences(tx, me, input);
    const now = clock.now();
    const updated = await repo.updateForm(tx, id, columnsOf(input), now);
    await repo.replaceDocuments(tx, id, input.documents);
    await repo.insertEvent(tx, { formId: id, kind: 'edited', actorUserId: me.userId, createdAt: now });
    return updated;
  });
  return formView(db, row);
}

/** Deletes a draft with its history (admCl Write); a submitted proposal is refused. */
export async function removeInsuranceForm(db: Db, actor: Actor | null, id: string): Promise<void> {
  authorize(actor, WRITE);
  await db.transaction(async (tx) => {
    await lockedDraft(tx, id, 'remove');
    await repo.deleteForm(tx, id);
  });
}

/** A buyer company's live projects, to tie a proposal to one (admCl Read); another kind of company is not found. */
export async function insuranceCompanyProjects(
  db: Db,
  actor: Actor | null,
  companyId: string,
): Promise<InsuranceCompanyProject[]> {
  authorize(actor, READ);
  const company = await repo.companyOf(db, companyId);
  if (!company || company.kind !== 'buyer') throw notFound();
  return repo.liveCompanyProjects(db, companyId);
}
