/**
 * Statement of account arithmetic (spec §2 /statementofaccounts): running balances, the
 * closing balance and the ageing of what is outstanding at the period's end. Pure: the API
 * gathers the lines, this module does the sums, so the rules are unit-tested in one place.
 * Money is integer sen; dates are Malaysian calendar dates (YYYY-MM-DD).
 */

/** The ageing buckets: not yet due, then days past due at the period's end. */
export const AGEING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export type Ageing = Record<AgeingBucket, number>;

/** One line in the period: a debit (an invoice) or a credit (a payment) against one invoice. */
export interface StatementLineInput {
  /** YYYY-MM-DD */
  date: string;
  debitSen: number;
  creditSen: number;
  /** the invoice the line belongs to (the invoice itself for a debit, the paid invoice for a credit) */
  invoiceId: string;
  /** the invoice's due date (YYYY-MM-DD), on debit lines */
  dueDate?: string;
}

/** What is outstanding on one invoice when the period opens. */
export interface OpenItem {
  invoiceId: string;
  /** YYYY-MM-DD */
  dueDate: string;
  outstandingSen: number;
}

export interface StatementInput<L extends StatementLineInput> {
  /** debits − credits before the period */
  openingBalanceSen: number;
  /** the invoices making up the opening balance, for ageing */
  openItems: OpenItem[];
  /** the period's lines, in date order */
  lines: L[];
  /** the period's last day (YYYY-MM-DD): ageing is measured against it */
  to: string;
}

export interface StatementTotals<L> {
  openingBalanceSen: number;
  lines: (L & { balanceSen: number })[];
  totalDebitSen: number;
  totalCreditSen: number;
  closingBalanceSen: number;
  ageing: Ageing;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `a` to `b` (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The bucket of an amount due on `dueDate`, seen on `asOf`. */
export function ageingBucket(dueDate: string, asOf: string): AgeingBucket {
  const late = daysBetween(dueDate, asOf);
  if (late <= 0) return 'current';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'over90';
}

export const emptyAgeing = (): Ageing => ({ current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 });

/**
 * Running balances, totals, the closing balance (opening + Σ debits − Σ credits) and the
 * ageing of the closing balance. Each credit reduces its own invoice first, then the oldest
 * due invoices; whatever cannot be matched to an invoice (an unmatched credit, or an opening
 * balance not explained by `openItems`) is counted as current, so the buckets always add up
 * to the closing balance.
 */
export function computeStatement<L extends StatementLineInput>(input: StatementInput<L>): StatementTotals<L> {
  let balance = input.openingBalanceSen;
  let totalDebitSen = 0;
  let totalCreditSen = 0;
  const lines = input.lines.map((line) => {
    balance += line.debitSen - line.creditSen;
    totalDebitSen += line.debitSen;
    totalCreditSen += line.creditSen;
    return { ...line, balanceSen: balance };
  });
  const closingBalanceSen = input.openingBalanceSen + totalDebitSen - totalCreditSen;

  // what is left on each invoice at the period's end
  const items = new Map<string, { dueDate: string; outstandingSen: number }>();
  for (const item of input.openItems) {
    items.set(item.invoiceId, { dueDate: item.dueDate, outstandingSen: item.outstandingSen });
  }
  let unmatched = 0;
  for (const line of input.lines) {
    if (line.debitSen !== 0) {
      const item = items.get(line.invoiceId);
      if (item) item.outstandingSen += line.debitSen;
      else items.set(line.invoiceId, { dueDate: line.dueDate ?? line.date, outstandingSen: line.debitSen });
    }
    unmatched -= line.creditSen;
    const own = items.get(line.invoiceId);
    if (own && line.creditSen > 0) {
      const taken = Math.min(own.outstandingSen, line.creditSen);
      own.outstandingSen -= Math.max(0, taken);
      unmatched += Math.max(0, taken);
    }
  }
  // leftover credits settle the oldest due invoices
  const byDue = [...items.values()].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  for (const item of byDue) {
    if (unmatched >= 0) break;
    const taken = Math.min(item.outstandingSen, -unmatched);
    if (taken > 0) {
      item.outstandingSen -= taken;
      unmatched += taken;
    }
  }
  const ageing = emptyAgeing();
  let aged = 0;
  for (const item of byDue) {
    ageing[ageingBucket(item.dueDate, input.to)] += item.outstandingSen;
    aged += item.outstandingSen;
  }
  ageing.current += closingBalanceSen - aged;
  return {
    openingBalanceSen: input.openingBalanceSen,
    lines,
    totalDebitSen,
    totalCreditSen,
    closingBalanceSen,
    ageing,
  };
}
