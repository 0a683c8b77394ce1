/** The API shapes of applications, facilities and ledger entries, from their rows. */
import type { CreditApplication, CreditDocumentType, CreditFacility, CreditLedgerEntry } from '@binamart/shared';
import type { Db } from '../../db/client';
import { fileUrl } from '../platform/files/index';
import { availableOf } from './credit-ledger';
import * as repo from './credit.repository';

export type ApplicationAction = CreditApplication['actions'][number];
export type ApplicationSummary = Omit<CreditApplication, 'events' | 'documents' | 'actions'>;

export function toApplicationSummary({ application: a, company, createdByName }: repo.ApplicationListRow) {
  return {
    id: a.id,
    kind: a.kind,
    status: a.status,
    stage: a.stage,
    company,
    requestedSen: a.requestedSen,
    approvedSen: a.approvedSen,
    details: a.details,
    projectName: a.projectName,
    contractNumber: a.contractNumber,
    contractCostSen: a.contractCostSen,
    sitePossessionDate: a.sitePossessionDate,
    completionDate: a.completionDate,
    facilityId: a.facilityId,
    createdByName,
    submittedAt: a.submittedAt?.toISOString() ?? null,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  } satisfies ApplicationSummary;
}

/** The whole application: documents, events with who and when, and what the viewer may do. */
export async function toApplication(
  db: Db,
  row: repo.ApplicationListRow,
  actions: ApplicationAction[] = [],
): Promise<CreditApplication> {
  const [documents, events] = await Promise.all([
    repo.applicationDocuments(db, row.application.id),
    repo.applicationEvents(db, row.application.id),
  ]);
  return {
    ...toApplicationSummary(row),
    documents: documents.map((d) => ({
      id: d.id,
      docType: d.docType as CreditDocumentType,
      fileUrl: fileUrl(d.fileId)!,
      fileName: d.fileName,
    })),
    events: events.map(({ event, actorName }) => ({
      type: event.type,
      tier: event.tier,
      amountSen: event.amountSen,
      note: event.note,
      actorName,
      at: event.createdAt.toISOString(),
    })),
    actions,
  };
}

export const toFacility = ({ facility: f, company }: repo.FacilityListRow): CreditFacility => ({
  id: f.id,
  kind: f.kind,
  company,
  projectName: f.projectName,
  contractNumber: f.contractNumber,
  status: f.status,
  approvedSen: f.approvedSen,
  reservedSen: f.reservedSen,
  postedSen: f.postedSen,
  availableSen: availableOf(f),
  updatedAt: f.updatedAt.toISOString(),
});

export const toLedgerEntry = ({
  entry: e,
  orderNumber,
  actorName,
}: Awaited<ReturnType<typeof repo.ledgerPage>>['items'][number]): CreditLedgerEntry => ({
  id: e.id,
  kind: e.kind,
  approvedDeltaSen: e.approvedDeltaSen,
  reservedDeltaSen: e.reservedDeltaSen,
  postedDeltaSen: e.postedDeltaSen,
  availableAfterSen: e.approvedAfterSen - e.reservedAfterSen - e.postedAfterSen,
  orderNumber: orderNumber ?? null,
  orderId: e.orderId,
  note: e.note,
  actorName,
  at: e.createdAt.toISOString(),
});

/** "RM 1,234.50" for notifications. */
export const ringgit = (sen: number) =>
  `RM ${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
