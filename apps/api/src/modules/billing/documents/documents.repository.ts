/** What the documents print beyond what the JSON views answer: company details, order lines, notes. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyProfiles } from '../../identity/tables';
import { invoiceNotes } from '../invoice-notes/tables';
import { invoices } from '../invoices/tables';
import { orderLines, orders } from '../../ordering/orders/tables';
import { oneLineAddress } from '../../ordering/orders/index';
import type { CompanyDetails } from './document-layout';

/** The company's name, SSM registration number and postal address (from its profile). */
export async function companyDetails(db: Db, companyId: string): Promise<CompanyDetails> {
  const [row] = await db
    .select({ company: companies, profile: companyProfiles })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  const profile = row?.profile;
  const address = profile ? [oneLineAddress(profile), profile.country].filter((p) => p.trim() !== '').join(', ') : '';
  return {
    name: row?.company.name ?? '',
    registrationNo: row?.company.registrationNo ?? '',
    address,
    email: profile?.accountsEmail || profile?.emails.split(',')[0]?.trim() || '',
    phone: profile?.accountsPhone || profile?.phone || '',
  };
}

/** The invoice row, its order and the order's lines (by product and variation, as the receipt lists them). */
export async function invoiceWithOrder(db: Db, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.order.id))
    .orderBy(asc(orderLines.productName), asc(orderLines.variationName), asc(orderLines.id));
  return { ...row, lines };
}

/** The credit and debit notes issued against an invoice, oldest first. */
export async function notesOfInvoice(db: Db, invoiceId: string) {
  return db
    .select()
    .from(invoiceNotes)
    .where(eq(invoiceNotes.invoiceId, invoiceId))
    .orderBy(asc(invoiceNotes.issuedAt), asc(invoiceNotes.number));
}
