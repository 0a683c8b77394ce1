/**
 * Invoices for their three sides (spec §3 Invoice): buyers see their company's invoices
 * (buyInv), sellers the invoices of their sales (sellInv), administrators every invoice
 * (admInv). Another company's invoice is not found. Each invoice carries what it owes
 * (amount + debit notes − credit notes − paid), what payments still at the gateway would pay
 * on it, and whether the viewer may extend its credit term now (spec §4).
 */
import { type Column, type SQL, and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type Area,
  type Invoice,
  type RoleKind,
  canExtendInvoice,
  hasPermission,
  type invoiceListQuerySchema,
  roleKind,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import { companies } from '../../identity/tables';
import { invoices } from './tables';
import { orders } from '../../ordering/orders/tables';
import { authorize } from '../../../lib/access';
import { paginate } from '../../../lib/paginate';
import { notFound } from '../../../lib/errors';
import { containing } from '../../../lib/like';
import type { Actor } from '../../../lib/request-context';
import { inProgressSen, outstandingOf } from './invoice-balance';
import { malaysianDate } from './invoice-issuing';

type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** The invoice area each side's permission is read from. */
export const INVOICE_AREA: Record<RoleKind, Area> = { buyer: 'buyInv', seller: 'sellInv', admin: 'admInv' };

const buyers = alias(companies, 'buyers');
const sellers = alias(companies, 'sellers');

interface Scope {
  where: SQL | undefined;
  /** a buyer with buyInv Write: may extend its company's invoices */
  mayExtend: boolean;
}

/**
 * What the actor's side sees of rows carrying these buyer and seller company columns (buyers
 * their company's, sellers their sales, administrators all); 403 without Read in the side's
 * invoice area.
 */
export function invoiceSideScope(actor: Actor | null, company: { buyer: Column; seller: Column }) {
  const me = authorize(actor, { area: INVOICE_AREA });
  const side = roleKind(me.role);
  const where: SQL | undefined =
    side === 'buyer'
      ? eq(company.buyer, me.companyId)
      : side === 'seller'
        ? eq(company.seller, me.companyId)
        : undefined;
  return { me, side, where };
}

/** What the actor's side sees; 403 without Read in the side's invoice area. */
function scopeOf(actor: Actor | null): Scope {
  const { me, side, where } = invoiceSideScope(actor, {
    buyer: invoices.buyerCompanyId,
    seller: invoices.sellerCompanyId,
  });
  return { where, mayExtend: side === 'buyer' && hasPermission(me.permissions, 'buyInv', 'Write') };
}

const base = (db: Db) =>
  db
    .select({ invoice: invoices, orderNumber: orders.number, buyerName: buyers.name, sellerName: sellers.name })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(buyers, eq(buyers.id, invoices.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, invoices.sellerCompanyId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

interface ViewContext {
  mayExtend: boolean;
  /** today in Malaysia (YYYY-MM-DD) */
  today: string;
  inProgress: Map<string, number>;
}

async function viewContext(db: Db, scope: Scope, rows: Row[]): Promise<ViewContext> {
  return {
    mayExtend: scope.mayExtend,
    today: malaysianDate(new Date()),
    inProgress: await inProgressSen(
      db,
      rows.map((r) => r.invoice.id),
    ),
  };
}

function toInvoice({ invoice, orderNumber, buyerName, sellerName }: Row, view: ViewContext): Invoice {
  const outstandingSen = outstandingOf(invoice);
  const extensible = { ...invoice, extended: invoice.extendedAt !== null, outstandingSen };
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    order: { id: invoice.orderId, number: orderNumber },
    buyer: { id: invoice.buyerCompanyId, name: buyerName },
    seller: { id: invoice.sellerCompanyId, name: sellerName },
    currency: invoice.currency,
    amountSen: invoice.amountSen,
    creditNotedSen: invoice.creditNotedSen,
    debitNotedSen: invoice.debitNotedSen,
    paidSen: invoice.paidSen,
    outstandingSen,
    inProgressSen: view.inProgress.get(invoice.id) ?? 0,
    creditTerm: invoice.creditTerm,
    issuedAt: invoice.issuedAt.toISOString(),
    dueDate: invoice.dueDate,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    originalDueDate: invoice.originalDueDate,
    extendedAt: invoice.extendedAt?.toISOString() ?? null,
    canExtend: view.mayExtend && canExtendInvoice(extensible, view.today),
  };
}

/** A page of the invoices the actor's side sees, newest first. */
export async function listInvoices(db: Db, actor: Actor | null, query: InvoiceListQuery) {
  const scope = scopeOf(actor);
  const q = query.q?.trim();
  const where = and(
    scope.where,
    query.status ? eq(invoices.status, query.status) : undefined,
    q
      ? or(
          ilike(invoices.number, containing(q)),
          ilike(orders.number, containing(q)),
          ilike(buyers.name, containing(q)),
          ilike(sellers.name, containing(q)),
        )
      : undefined,
  );
  const { items: rows, total } = await paginate(
    query,
    ({ limit, offset }) =>
      base(db).where(where).orderBy(desc(invoices.issuedAt), desc(invoices.number)).limit(limit).offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .innerJoin(buyers, eq(buyers.id, invoices.buyerCompanyId))
        .innerJoin(sellers, eq(sellers.id, invoices.sellerCompanyId))
        .where(where),
  );
  const view = await viewContext(db, scope, rows);
  return {
    items: rows.map((row) => toInvoice(row, view)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One invoice the actor's side sees (404 otherwise). */
export async function getInvoice(db: Db, actor: Actor | null, id: string): Promise<Invoice> {
  const scope = scopeOf(actor);
  const [row] = await base(db).where(and(eq(invoices.id, id), scope.where));
  if (!row) throw notFound();
  return toInvoice(row, await viewContext(db, scope, [row]));
}
