/**
 * A credit report as a PDF, on BinaMart's letterhead: the bureau's answer as it was received
 * (Lite: identity, risk score, legal actions, trade references; CCM: the company's profile,
 * directors, shareholders, charges and financial statements), with the reference, subject and
 * requested date of spec §3 at the top and the terms' reminder that it is confidential.
 */
import {
  type CcmReport,
  type CreditReportSummary,
  type LiteReport,
  formatDate,
  formatDateTime,
  formatMoney,
  formatSubjectId,
} from '@binamart/shared';
import { DocumentLayout, type PlatformDetails } from '../billing/documents/index';

const ENTITY = { company: 'Company', business: 'Sole proprietor or partnership', individual: 'Individual' } as const;
const BAND = { low: 'Low risk', moderate: 'Moderate risk', high: 'High risk' } as const;
const money = (sen: number) => formatMoney(sen, 'MYR');
const day = (iso: string | null) => (iso ? formatDate(iso) : '-');

function lite(layout: DocumentLayout, report: LiteReport) {
  layout.heading('Identity and registration');
  layout.facts(
    [
      { label: 'Name', value: report.identity.name },
      { label: 'ID', value: formatSubjectId(report.identity.entityType, report.identity.subjectId) },
      { label: 'Status', value: report.identity.status },
      { label: 'Registered on', value: day(report.identity.registeredOn) },
      { label: 'Address', value: report.identity.address },
    ],
    3,
  );
  layout.heading('Risk score');
  layout.facts(
    [
      { label: 'Score (300 to 850)', value: String(report.score.value) },
      { label: 'Band', value: BAND[report.score.band] },
      { label: 'Bankruptcy or winding-up', value: report.bankruptcyOrWindingUp ? 'On record' : 'None on record' },
    ],
    3,
  );
  for (const reason of report.score.reasons) layout.paragraph(`- ${reason}`, { size: 9 });
  layout.heading('Litigation and legal actions');
  if (report.litigation.length === 0) layout.paragraph('No legal action on record.', { size: 9 });
  else
    layout.table(
      [
        { header: 'Case no.', width: 0.22 },
        { header: 'Court', width: 0.18 },
        { header: 'Plaintiff', width: 0.2 },
        { header: 'Nature', width: 0.16 },
        { header: 'Amount', width: 0.12, align: 'right' },
        { header: 'Status', width: 0.12 },
      ],
      report.litigation.map((c) => [
        c.caseNumber,
        c.court,
        c.plaintiff,
        `${c.nature} (${day(c.filedOn)})`,
        money(c.amountSen),
        c.status,
      ]),
    );
  layout.heading('Trade references');
  if (report.tradeReferences.length === 0) layout.paragraph('No trade reference on record.', { size: 9 });
  else
    layout.table(
      [
        { header: 'Creditor', width: 0.34 },
        { header: 'Industry', width: 0.2 },
        { header: 'Outstanding', width: 0.16, align: 'right' },
        { header: 'Days overdue', width: 0.14, align: 'right' },
        { header: 'Reported', width: 0.16 },
      ],
      report.tradeReferences.map((t) => [
        t.creditor,
        t.industry,
        money(t.outstandingSen),
        String(t.daysOverdue),
        day(t.reportedOn),
      ]),
    );
}

function ccm(layout: DocumentLayout, report: CcmReport) {
  const p = report.profile;
  layout.heading('Company profile');
  layout.facts(
    [
      { label: 'Name', value: p.name },
      {
        label: 'Registration no.',
        value: p.oldRegistrationNumber ? `${p.registrationNumber} (${p.oldRegistrationNumber})` : p.registrationNumber,
      },
      { label: 'Type', value: p.companyType },
      { label: 'Status', value: p.status },
      { label: 'Incorporated on', value: day(p.incorporatedOn) },
      { label: 'Paid-up capital', value: money(p.paidUpCapitalSen) },
      { label: 'Registered address', value: p.registeredAddress },
      { label: 'Business address', value: p.businessAddress },
      { label: 'Nature of business', value: p.natureOfBusiness },
    ],
    3,
  );
  layout.heading('Directors and officers');
  layout.table(
    [
      { header: 'Name', width: 0.45 },
      { header: 'ID number', width: 0.3 },
      { header: 'Appointed', width: 0.25 },
    ],
    report.directors.map((d) => [d.name, d.idNumber, day(d.appointedOn)]),
  );
  layout.heading('Shareholders');
  if (report.shareholders.length === 0)
    layout.paragraph('A business has no shareholders: its owners are listed above.', { size: 9 });
  else
    layout.table(
      [
        { header: 'Name', width: 0.5 },
        { header: 'Shares', width: 0.25, align: 'right' },
        { header: 'Per cent', width: 0.25, align: 'right' },
      ],
      report.shareholders.map((s) => [s.name, s.shares.toLocaleString('en-MY'), `${s.percent.toFixed(2)}%`]),
    );
  layout.heading('Charges');
  if (report.charges.length === 0) layout.paragraph('No charge registered.', { size: 9 });
  else
    layout.table(
      [
        { header: 'Charge no.', width: 0.2 },
        { header: 'Chargee', width: 0.32 },
        { header: 'Amount', width: 0.18, align: 'right' },
        { header: 'Created', width: 0.14 },
        { header: 'Status', width: 0.16 },
      ],
      report.charges.map((c) => [c.chargeNumber, c.chargee, money(c.amountSen), day(c.createdOn), c.status]),
    );
  layout.heading('Financial statements filed');
  if (report.financials.length === 0)
    layout.paragraph('No financial statement filed (businesses do not file them).', { size: 9 });
  else
    layout.table(
      [
        { header: 'Year end', width: 0.16 },
        { header: 'Revenue', width: 0.21, align: 'right' },
        { header: 'Profit before tax', width: 0.21, align: 'right' },
        { header: 'Total assets', width: 0.21, align: 'right' },
        { header: 'Total liabilities', width: 0.21, align: 'right' },
      ],
      report.financials.map((f) => [
        day(f.yearEnd),
        money(f.revenueSen),
        money(f.profitBeforeTaxSen),
        money(f.totalAssetsSen),
        money(f.totalLiabilitiesSen),
      ]),
    );
}

/** Renders a ready report with its content (A4, as many pages as it needs). */
export async function renderCreditReportPdf(
  platform: PlatformDetails,
  summary: CreditReportSummary,
  content: LiteReport | CcmReport,
): Promise<Uint8Array> {
  const layout = await DocumentLayout.start(
    platform,
    content.kind === 'lite' ? 'CREDIT REPORT (LITE)' : 'CCM COMPANY REPORT',
    summary.reference,
    'Confidential: for the credit decision it was bought for. Do not pass it on.',
  );
  layout.facts(
    [
      { label: 'Subject', value: summary.subjectName },
      { label: 'Subject ID', value: formatSubjectId(summary.entityType, summary.subjectId) },
      { label: 'Entity type', value: ENTITY[summary.entityType] },
      { label: 'Requested', value: formatDateTime(summary.requestedAt) },
      { label: 'Bureau reference', value: summary.bureauReference ?? '-' },
      { label: 'Bought by', value: summary.company?.name ?? 'BinaMart credit review' },
    ],
    3,
  );
  if (content.kind === 'lite') lite(layout, content);
  else ccm(layout, content);
  layout.paragraph(
    'Source: the credit bureau and the Companies Commission of Malaysia register, as answered on the date above. BinaMart passes the record on as received and does not vouch for it.',
  );
  return layout.finish();
}
