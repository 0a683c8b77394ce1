/**
 * SQL of the payments module: payment lists and pages, with the buyer and the orders a
 * checkout payment pays or the invoices a payment of invoices settles.
 */
import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus } from '@binamart/shared';
import type { Db } from '../../db/client';
import { companies, companyProfiles } from '../identity/tables';
import { invoicePaymentLines } from '../billing/invoice-payments/tables';
import { invoices } from '../billing/invoices/tables';
import { orderLines, orders } from '../ordering/orders/tables';
import { payments } from './tables';
import { containing } from '../../lib/like';
import { paginate } from '../../lib/paginate';

export interface PaymentFilter {
  /** only this buyer company's payments; undefined for administrators */
  buyerCompanyId?: string;
  status?: PaymentStatus;
  method?: PaymentMethod;
  q?: string;
}

function filterCondition(filter: PaymentFilter): SQL | undefined {
  const search = filter.q
    ? or(
        ilike(payments.reference, containing(filter.q)),
        ilike(companies.name, containing(filter.q)),
        sql`exists (select 1 from ${orders} where ${orders.checkoutId} = ${payments.checkoutId} and ${orders.number} ilike ${containing(filter.q)})`,
        sql`exists (select 1 from ${invoicePaymentLines} inner join ${invoices} on ${invoices.id} = ${invoicePaymentLines.invoiceId} where ${invoicePaymentLines.paymentId} = ${payments.id} and ${invoices.number} ilike ${containing(filter.q)})`,
      )
    : undefined;
  return and(
    filter.buyerCompanyId ? eq(payments.buyerCompanyId, filter.buyerCompanyId) : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.method ? eq(payments.method, filter.method) : undefined,
    search,
  );
}

const paymentColumns = {
  payment: payments,
  buyerName: companies.name,
  orderNumbers: sql<
    string[]
  >`coalesce((select json_agg(${orders.number} order by ${orders.number}) from ${orders} where ${orders.checkoutId} = ${payments.checkoutId}), '[]'::json)`,
  invoiceNumbers: sql<
    string[]
  >`coalesce((select json_agg(${invoices.number} order by ${invoices.number}) from ${invoicePaymentLines} inner join ${invoices} on ${invoices.id} = ${invoicePaymentLines.invoiceId} where ${invoicePaymentLines.paymentId} = ${payments.id}), '[]'::json)`,
};

export type PaymentListRow = {
  payment: typeof payments.$inferSelect;
  buyerName: string;
  orderNumbers: string[];
  invoiceNumbers: string[];
};

/** One page of payments, newest first, and how many match. */
export async function listPayments(db: Db, filter: PaymentFilter, page: number, pageSize: number) {
  const where = filterCondition(filter);
  const { items: rows, total } = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db
        .select(paymentColumns)
        .from(payments)
        .innerJoin(companies, eq(companies.id, payments.buyerCompanyId))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.reference))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(payments)
        .innerJoin(companies, eq(companies.id, payments.buyerCompanyId))
        .where(where),
  );
  return { rows: rows as PaymentListRow[], total };
}

/** One payment with its buyer's name and order numbers, or undefined. */
export async function findPayment(db: Db, id: string): Promise<PaymentListRow | undefined> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.buyerCompanyId))
    .where(eq(payments.id, id));
  return row as PaymentListRow | undefined;
}

/** The latest payment attempt of a checkout. */
export async function latestPayment(db: Db, checkoutId: string | null) {
  if (!checkoutId) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.checkoutId, checkoutId))
    .orderBy(desc(payments.createdAt), desc(payments.reference))
    .limit(1);
  return row;
}

/** A checkout's orders with their sellers' names and registration numbers (none for a payment of invoices). */
export async function checkoutOrders(db: Db, checkoutId: string | null) {
  if (!checkoutId) return [];
  return db
    .select({ order: orders, sellerName: companies.name, sellerRegistrationNo: companies.registrationNo })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.sellerCompanyId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.number));
}

/** The lines of some orders, by product and variation name. */
export async function linesOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.productName), asc(orderLines.variationName));
}

/** A company with its profile's address. */
export async function companyWithAddress(db: Db, companyId: string) {
  const [row] = await db
    .select({ company: companies, profile: companyProfiles })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row;
}

/**
 * The invoices a payment of invoices settles, by number: the part applied to each, the
 * invoice as it is now (to work out what it still owes), its order and seller.
 */
export async function paymentInvoices(db: Db, paymentId: string) {
  return db
    .select({
      amountSen: invoicePaymentLines.amountSen,
      invoice: invoices,
      orderNumber: orders.number,
      sellerName: companies.name,
    })
    .from(invoicePaymentLines)
    .innerJoin(invoices, eq(invoices.id, invoicePaymentLines.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(companies, eq(companies.id, invoices.sellerCompanyId))
    .where(eq(invoicePaymentLines.paymentId, paymentId))
    .orderBy(asc(invoices.number));
}
