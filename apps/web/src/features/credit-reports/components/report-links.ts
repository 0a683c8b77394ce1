/** Where a report opens: its own page once ready (/lite/{id} or /ccm/{id}), else its purchase and progress (/payment/{id}). */
import type { CreditReportSummary } from '@binamart/shared';

export function reportPath(report: Pick<CreditReportSummary, 'id' | 'product' | 'status'>): string {
  return report.status === 'ready' ? `/${report.product}/${report.id}` : `/payment/${report.id}`;
}

/** The page that buys a product (spec §2 buylite, buyccm). */
export const buyPath = (product: CreditReportSummary['product']) => (product === 'lite' ? '/buylite' : '/buyccm');
