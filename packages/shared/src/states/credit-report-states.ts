/**
 * Credit report states (spec §3 Credit report, §8 payment messages). A report is bought per use
 * from the credit bureau: the subject is searched first (free, so a subject the bureau does not
 * know costs nothing), then paid through the gateway, then asked of the bureau.
 *
 * - awaitingPayment: recorded with its payment; the buyer is at the gateway;
 * - paymentFailed: the gateway refused or the payer gave up; nothing was charged, pay again;
 * - requested: paid (or obtained by BinaMart for a credit review); the bureau is preparing it,
 *   which may take minutes for a slow answer;
 * - ready: the bureau answered; the report can be read and printed;
 * - failed: the bureau could not give the report after its retries; the payment is refunded.
 */
export const CREDIT_REPORT_STATUSES = ['awaitingPayment', 'paymentFailed', 'requested', 'ready', 'failed'] as const;
export type CreditReportStatus = (typeof CREDIT_REPORT_STATUSES)[number];

export const CREDIT_REPORT_TRANSITIONS: Record<CreditReportStatus, readonly CreditReportStatus[]> = {
  awaitingPayment: ['requested', 'paymentFailed'],
  // paying again after a failure opens a new payment on the same report
  paymentFailed: ['awaitingPayment', 'requested'],
  requested: ['ready', 'failed'],
  ready: [],
  failed: [],
};

export function canMoveCreditReport(from: CreditReportStatus, to: CreditReportStatus): boolean {
  return CREDIT_REPORT_TRANSITIONS[from].includes(to);
}

/** Lite: the bureau's summary credit report; CCM: the company's record at the Companies Commission of Malaysia. */
export const CREDIT_REPORT_PRODUCTS = ['lite', 'ccm'] as const;
export type CreditReportProduct = (typeof CREDIT_REPORT_PRODUCTS)[number];

/** What each report costs the buyer, in sen, SST included (spec §1 pay-per-use). */
export const CREDIT_REPORT_PRICES_SEN: Record<CreditReportProduct, number> = { lite: 2800, ccm: 1800 };

/** How many times the bureau is asked for a paid report before it is given up and refunded. */
export const BUREAU_ATTEMPTS = 5;
