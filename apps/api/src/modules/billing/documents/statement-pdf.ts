/**
 * A statement of account as a PDF: the period, the opening balance, each invoice, payment
 * and note with the running balance, the closing balance in figures and in words, and the
 * ageing of what is owed at the period's end.
 */
import { type Statement, type StatementLineKind, formatMoney } from '@binamart/shared';
import { type CompanyDetails, DocumentLayout, type PlatformDetails, partyOf } from './document-layout';
import { displayDate, displayDay } from './pdf-text';

const KIND_LABEL: Record<StatementLineKind, string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  creditNote: 'Credit note',
  debitNote: 'Debit note',
};

/** "SOA-20260701-20261031": the statement's number and file name. */
export const statementNumber = (statement: Pick<Statement, 'from' | 'to'>) =>
  `SOA-${statement.from.replaceAll('-', '')}-${statement.to.replaceAll('-', '')}`;

/** Renders the statement; `company` is the buyer company with its address; `today` prints as the statement date. */
export async function renderStatementPdf(
  platform: PlatformDetails,
  statement: Statement,
  company: CompanyDetails,
  today = new Date(),
): Promise<Uint8Array> {
  const money = (sen: number) => formatMoney(sen, statement.currency);
  const amount = (sen: number) => (sen === 0 ? '' : money(sen));
  const doc = await DocumentLayout.start(platform, 'STATEMENT OF ACCOUNT', statementNumber(statement));
  doc.parties(partyOf('Account of', { ...company, name: statement.company.name }));
  doc.facts([
    { label: 'Period from', value: displayDate(statement.from) },
    { label: 'Period to', value: displayDate(statement.to) },
    { label: 'Statement date', value: displayDay(today) },
    { label: 'Currency', value: 'Ringgit Malaysia (RM)' },
  ]);

  doc.table(
    [
      { header: 'Date', width: 0.1 },
      { header: 'Type', width: 0.1 },
      { header: 'Reference', width: 0.16 },
      { header: 'Order no.', width: 0.15 },
      { header: 'Due date', width: 0.1 },
      { header: 'Debit', width: 0.13, align: 'right' },
      { header: 'Credit', width: 0.13, align: 'right' },
      { header: 'Balance', width: 0.13, align: 'right' },
    ],
    [
      [displayDate(statement.from), '', 'Opening balance', '', '', '', '', money(statement.openingBalanceSen)],
      ...statement.lines.map((line) => [
        displayDate(line.date),
        KIND_LABEL[line.kind],
        line.reference,
        line.orderNumber,
        line.dueDate ? displayDate(line.dueDate) : '',
        amount(line.debitSen),
        amount(line.creditSen),
        money(line.balanceSen),
      ]),
      [displayDate(statement.to), '', 'Closing balance', '', '', '', '', money(statement.closingBalanceSen)],
    ],
  );
  doc.totals([
    { label: 'Opening balance', value: money(statement.openingBalanceSen) },
    { label: 'Total debits', value: money(statement.totalDebitSen) },
    { label: 'Total credits', value: money(statement.totalCreditSen) },
    { label: 'Closing balance', value: money(statement.closingBalanceSen), strong: true },
  ]);
  doc.amountInWords(statement.closingBalanceSen, 'Closing balance in words');

  const a = statement.ageing;
  doc.heading(`Ageing at ${displayDate(statement.to)}`);
  doc.table(
    [
      { header: 'Current', width: 1 / 6, align: 'right' },
      { header: '1-30 days', width: 1 / 6, align: 'right' },
      { header: '31-60 days', width: 1 / 6, align: 'right' },
      { header: '61-90 days', width: 1 / 6, align: 'right' },
      { header: 'Over 90 days', width: 1 / 6, align: 'right' },
      { header: 'Total', width: 1 / 6, align: 'right' },
    ],
    [
      [
        a.current,
        a.days1to30,
        a.days31to60,
        a.days61to90,
        a.over90,
        a.current + a.days1to30 + a.days31to60 + a.days61to90 + a.over90,
      ].map(money),
    ],
  );
  doc.paragraph(`Amounts are in Ringgit Malaysia. Please write to ${platform.email} about any difference.`);
  return doc.finish();
}
