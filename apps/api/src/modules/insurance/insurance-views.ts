/** The shapes a proposal is answered in: the administrators' whole view, a list row and the buyer's policy. */
import {
  type InsuranceForm,
  type InsuranceListItem,
  type InsurancePolicy,
  type InsurerAnswerView,
  bondPercent,
  coverDays,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { fileUrl } from '../platform/files/index';
import * as repo from './insurance.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const siteOf = (row: repo.FormRow) => ({
  addressLine1: row.siteAddressLine1,
  addressLine2: row.siteAddressLine2,
  postcode: row.sitePostcode,
  city: row.siteCity,
  state: row.siteState,
});

const insurerOf = (row: repo.FormRow): InsurerAnswerView => ({
  reference: row.insurerReference,
  policyNumber: row.policyNumber,
  premiumSen: row.premiumSen,
  reasonCode: row.reasonCode,
  reason: row.reason,
  answeredAt: iso(row.answeredAt),
});

/** A proposal with its documents, its history and who prepared it. */
export async function formView(db: Db, row: repo.FormRow): Promise<InsuranceForm> {
  const [company, project, documents, events, createdBy] = await Promise.all([
    repo.companyOf(db, row.buyerCompanyId),
    repo.projectName(db, row.companyProjectId),
    repo.documentsOf(db, row.id),
    repo.eventsOf(db, row.id),
    repo.userName(db, row.createdBy),
  ]);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    cover: row.cover,
    buyerCompany: { id: row.buyerCompanyId, name: company?.name ?? '' },
    companyProject: project,
    insuredName: row.insuredName,
    employerName: row.employerName,
    projectName: row.projectName,
    contractNumber: row.contractNumber,
    contractTitle: row.contractTitle,
    sumInsuredSen: row.sumInsuredSen,
    contractSumSen: row.contractSumSen,
    bondPercent: bondPercent(row.cover, row.sumInsuredSen, row.contractSumSen),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    periodDays: coverDays(row.periodStart, row.periodEnd),
    site: siteOf(row),
    declarations: row.declarations,
    remarks: row.remarks,
    documents: documents.map((d) => ({ ...d, url: fileUrl(d.fileId)! })),
    insurer: insurerOf(row),
    createdBy,
    submittedAt: iso(row.submittedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    events: events.map(({ event, actorName }) => ({
      id: event.id,
      kind: event.kind,
      at: event.createdAt.toISOString(),
      actorName,
      policyNumber: event.policyNumber,
      premiumSen: event.premiumSen,
      reasonCode: event.reasonCode,
      note: event.note,
    })),
  };
}

export const listItemView = (row: repo.FormRow, companyName: string): InsuranceListItem => ({
  id: row.id,
  number: row.number,
  status: row.status,
  cover: row.cover,
  buyerCompany: { id: row.buyerCompanyId, name: companyName },
  projectName: row.projectName,
  insuredName: row.insuredName,
  sumInsuredSen: row.sumInsuredSen,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  policyNumber: row.policyNumber,
  premiumSen: row.premiumSen,
  updatedAt: row.updatedAt.toISOString(),
});

export const policyView = (row: repo.FormRow): InsurancePolicy => ({
  id: row.id,
  number: row.number,
  status: row.status,
  cover: row.cover,
  projectName: row.projectName,
  contractNumber: row.contractNumber,
  insuredName: row.insuredName,
  employerName: row.employerName,
  sumInsuredSen: row.sumInsuredSen,
  contractSumSen: row.contractSumSen,
  bondPercent: bondPercent(row.cover, row.sumInsuredSen, row.contractSumSen),
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  site: siteOf(row),
  insurer: insurerOf(row),
  submittedAt: iso(row.submittedAt),
});
