/**
 * Statement of account (spec §2 /statementofaccounts, /admin/statementofaccounts): for one buyer
 * company and a period of Malaysian calendar dates, the opening balance (debits − credits
 * before the period), each invoice issued (a debit of its amount) and each payment received
 * against the company's invoices (a credit) in date order, the closing balance and the ageing
 * of what is outstanding at the period's end. For now the payments are those of paid invoices:
 * a credit of what was paid, on the day it was paid. Buyers (buyInv Read) see their own
 * company whatever companyId they send; administrators (admInv Read) name a buyer company.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type OpenItem,
  type Statement,
  type StatementLine,
  computeStatement,
  hasPermission,
  roleKind,
  type statementQuerySchema,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { companies, invoices, orders } from '../../db/schema/index';
import { requireActor } from '../../lib/access';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { addDays, malaysianDate } from '../invoices/invoice-issuing';

type StatementQuery = z.output<typeof statementQuerySchema>;
type Line = Omit<StatementLine, 'balanceSen'> & { at: number };

/** The buyer company the actor may see a statement of; 403 for sellers and without Read. */
function companyOf(actor: Actor | null, query: StatementQuery): string {
  const me = requireActor(actor);
  const side = roleKind(me.role);
  if (side === 'buyer' && hasPermission(me.permissions, 'buyInv', 'Read')) return me.companyId;
  if (side === 'admin' && hasPermission(me.permissions, 'admInv', 'Read')) {
    if (!query.companyId) throw fieldError('companyId', 'validation.requiredSelect');
    return query.companyId;
  }
  throw forbidden();
}

/** The statement of one buyer company for the period. */
export async function getStatement(db: Db, actor: Actor | null, query: StatementQuery): Promise<Statement> {
  const companyId = companyOf(actor, query);
  const [company] = await db
    .select({ id: companies.id, name: companies.name, registrationNo: companies.registrationNo, kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || company.kind !== 'buyer') throw notFound();

  // every invoice issued before the day after the period (Malaysian midnight, UTC+8)
  const end = new Date(`${addDays(query.to, 1)}T00:00:00+08:00`);
  const rows = await db
    .select({ invoice: invoices, orderNumber: orders.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.buyerCompanyId, companyId), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));

  let openingBalanceSen = 0;
  const openItems: OpenItem[] = [];
  const lines: Line[] = [];
  for (const { invoice, orderNumber } of rows) {
    const issued = malaysianDate(invoice.issuedAt);
    const common = { reference: invoice.number, invoiceId: invoice.id, orderNumber };
    let outstandingBefore = 0;
    if (issued < query.from) {
      openingBalanceSen += invoice.amountSen;
      outstandingBefore += invoice.amountSen;
    } else {
      lines.push({
        ...common,
        date: issued,
        kind: 'invoice',
        dueDate: invoice.dueDate,
        debitSen: invoice.amountSen,
        creditSen: 0,
        at: invoice.issuedAt.getTime(),
      });
    }
    if (invoice.status === 'paid' && invoice.paidAt && invoice.paidSen > 0) {
      const paid = malaysianDate(invoice.paidAt);
      if (paid < query.from) {
        openingBalanceSen -= invoice.paidSen;
        outstandingBefore -= invoice.paidSen;
      } else if (paid <= query.to) {
        lines.push({
          ...common,
          date: paid,
          kind: 'payment',
          debitSen: 0,
          creditSen: invoice.paidSen,
          // a payment follows its invoice even when both carry the same instant
          at: Math.max(invoice.paidAt.getTime(), invoice.issuedAt.getTime()),
        });
      }
    }
    if (issued < query.from && outstandingBefore !== 0) {
      openItems.push({ invoiceId: invoice.id, dueDate: invoice.dueDate, outstandingSen: outstandingBefore });
    }
  }
  const kindOrder = { invoice: 0, payment: 1 } as const;
  lines.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.at - b.at ||
      kindOrder[a.kind] - kindOrder[b.kind] ||
      a.reference.localeCompare(b.reference),
  );
  const totals = computeStatement({
    openingBalanceSen,
    openItems,
    lines: lines.map(({ at: _at, ...line }) => line),
    to: query.to,
  });
  return {
    company: { id: company.id, name: company.name, registrationNo: company.registrationNo },
    from: query.from,
    to: query.to,
    currency: 'MYR',
    ...totals,
  };
}
