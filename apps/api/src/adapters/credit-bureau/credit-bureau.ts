/**
 * The credit bureau (CTOS-like) behind one interface: a free search that says whether it knows a
 * subject, an order for a report that may be ready at once or later (a ticket to collect it
 * with), and the collection. The built-in sandbox is the default (CREDIT_BUREAU=sandbox); a real
 * bureau would be another implementation of the same interface.
 */
import type { CreditReportEntityType, CreditReportProduct, ReportContent } from '@binamart/shared';

export interface BureauSubject {
  entityType: CreditReportEntityType;
  subjectId: string;
  subjectName: string;
}

export interface BureauOrder extends BureauSubject {
  product: CreditReportProduct;
  /** our report's reference (CR-…): the bureau answers a repeated one with the same ticket */
  reference: string;
}

/** What the bureau answers an order or a collection: the report, or a ticket still being prepared. */
export type BureauAnswer =
  { status: 'ready'; ticket: string; content: ReportContent } | { status: 'pending'; ticket: string };

/** The bureau could not be reached or refused to work (try again later). */
export class BureauUnavailableError extends Error {
  constructor() {
    super('the credit bureau is unavailable');
    this.name = 'BureauUnavailableError';
  }
}

export interface CreditBureau {
  readonly name: string;
  /** Whether the bureau holds a record of the subject (free of charge); throws BureauUnavailableError. */
  search(subject: BureauSubject): Promise<boolean>;
  /** Orders a report; throws BureauUnavailableError. */
  order(order: BureauOrder): Promise<BureauAnswer>;
  /** Collects a report ordered earlier; throws BureauUnavailableError. */
  collect(ticket: string, order: BureauOrder): Promise<BureauAnswer>;
}
