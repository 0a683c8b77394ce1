/**
 * A credit application under review (demo): the public-sector contractor applied for a project
 * credit limit for a school extension in Putrajaya, with its letter of award and contract; the credit
 * control department passed it, so it waits for the business director; and BinaMart obtained a Lite
 * and a CCM report on the applicant from the bureau's sandbox, which the three tiers read beside it
 * (/admin/cl/tclApplication, /admin/cl/ccdreport/{id}). Each step goes through the module's service.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CREDIT_DOCUMENTS,
  addCreditDocumentSchema,
  creditApplicationDraftSchema,
  creditDecisionSchema,
  obtainCreditReportSchema,
} from '@binamart/shared';
import { createSandboxBureau } from '../adapters/credit-bureau/sandbox-bureau';
import { createSandboxGateway } from '../adapters/payments/sandbox-gateway';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import { generatedSecret } from '../env';
import { systemClock } from '../lib/clock';
import { addDocument, createApplication, decide, submitApplication } from '../modules/credit/index';
import { fetchReport, obtainForApplication } from '../modules/credit-reports/index';
import { loadActor } from '../modules/identity/index';
import { uploadCreditFile } from '../modules/platform/files/index';
import { companies, users } from '../db/schema/index';
import { simplePdf } from './ap-invoices';

const DOCUMENT_TEXT: Record<string, string[]> = {
  letterOfAward: [
    'JABATAN KERJA RAYA MALAYSIA - SURAT SETUJU TERIMA (LETTER OF AWARD)',
    'Contract JKR/WPP/2026/041: Sekolah Kebangsaan Presint 18, Putrajaya - additional classroom block',
    'Contract sum: RM 4,200,000.00. Site possession: 1 December 2026. Completion: 31 March 2028.',
  ],
  contract: [
    'CONTRACT AGREEMENT (PWD FORM 203A, REV. 2010)',
    'Between the Government of Malaysia and Kontraktor Awam Seri Perkasa Sdn. Bhd.',
    'Works: additional classroom block, Sekolah Kebangsaan Presint 18, Putrajaya.',
  ],
};

async function actorOf(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await loadActor(db, row!.id))!;
}

export async function seedCreditReview(db: Db, storage: FileStorage) {
  const applicant = await actorOf(db, 'buyer.gov@demo.test');
  const creditControl = await actorOf(db, 'admin@demo.test');
  const application = await createApplication(
    db,
    applicant,
    creditApplicationDraftSchema.parse({
      kind: 'project',
      tncAccepted: true,
      requestedSen: 800_000_00,
      details: {
        yearsInBusiness: 14,
        annualTurnoverSen: 18_500_000_00,
        numberOfEmployees: 85,
        bankName: 'Bank Islam Malaysia',
        contactName: 'Ahmad Fauzi bin Ismail',
        contactPhone: '013-288 4410',
      },
      projectName: 'Sekolah Kebangsaan Presint 18: additional classroom block',
      contractNumber: 'JKR/WPP/2026/041',
      contractCostSen: 4_200_000_00,
      sitePossessionDate: '2026-12-01',
      completionDate: '2028-03-31',
    }),
  );
  for (const { type } of CREDIT_DOCUMENTS.project.filter((d) => d.required)) {
    const file = await uploadCreditFile({ db, storage }, applicant, async () => ({
      bytes: simplePdf(DOCUMENT_TEXT[type] ?? [type]),
      filename: `${type}.pdf`,
    }));
    await addDocument(db, applicant, application.id, addCreditDocumentSchema.parse({ docType: type, fileId: file.id }));
  }
  await submitApplication(db, applicant, application.id, 'en-us');
  await decide(
    db,
    creditControl,
    application.id,
    creditDecisionSchema.parse({
      decision: 'approve',
      note: 'Letter of award and contract checked against the JKR award list. Bureau reports attached.',
    }),
  );

  // the bureau reports the tiers read beside the application
  const [company] = await db.select().from(companies).where(eq(companies.id, applicant.companyId));
  const bureau = createSandboxBureau(systemClock);
  const ctx = { db, bureau, clock: systemClock, gateway: createSandboxGateway(db, generatedSecret()) };
  for (const product of ['lite', 'ccm'] as const) {
    const report = await obtainForApplication(
      ctx,
      creditControl,
      application.id,
      obtainCreditReportSchema.parse({
        key: randomUUID(),
        product,
        entityType: 'company',
        subjectId: company!.registrationNo,
        subjectName: company!.name,
      }),
    );
    await fetchReport(ctx, report.id);
  }
}
