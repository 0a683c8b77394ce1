/**
 * One order's payments and refunds for administrators (spec §2 admin paymentor/{id}, admPay
 * Read): every attempt to pay its checkout and every payment of invoices that paid its invoice,
 * with the gateway's references, and the refunds of the order or of those payments.
 */
import { desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language, OrderPayments, Refund } from '@binamart/shared';
import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { companies } from '../identity/tables';
import { invoicePaymentLines } from '../billing/invoice-payments/tables';
import { invoices } from '../billing/invoices/tables';
import { orders } from '../ordering/orders/tables';
import { fileUrl } from '../platform/files/index';
import { refundsOfOrder, refundsOfPayment } from '../refunds/index';
import { payments } from './tables';
import { reasonText } from './payment-text';

type Ctx = Pick<AppContext, 'db' | 'gateway'>;

const buyers = alias(companies, 'buyers');
const sellers = alias(companies, 'sellers');

/** GET /api/admin/orders/:id/payments: the order, its payment attempts and its refunds, newest first. */
export async function orderPayments(
  ctx: Ctx,
  actor: Actor | null,
  id: string,
  language: Language,
): Promise<OrderPayments> {
  authorize(actor, { side: 'admin', area: 'admPay', level: 'Read' });
  const [row] = await ctx.db
    .select({ order: orders, buyerName: buyers.name, sellerName: sellers.name })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerCompanyId))
    .where(eq(orders.id, id));
  if (!row) throw notFound();
  const { order } = row;
  const paidInvoice = ctx.db
    .select({ id: invoicePaymentLines.paymentId })
    .from(invoicePaymentLines)
    .innerJoin(invoices, eq(invoices.id, invoicePaymentLines.invoiceId))
    .where(eq(invoices.orderId, order.id));
  const [attempts, banks] = await Promise.all([
    ctx.db
      .select()
      .from(payments)
      .where(or(eq(payments.checkoutId, order.checkoutId), inArray(payments.id, paidInvoice)))
      .orderBy(desc(payments.createdAt), desc(payments.reference)),
    ctx.gateway.listBanks(),
  ]);
  const refunds = new Map<string, Refund>();
  const lists = await Promise.all([
    refundsOfOrder(ctx.db, order.id, language),
    ...attempts.map((p) => refundsOfPayment(ctx.db, p.id, language)),
  ]);
  // a checkout payment may pay other sellers' orders too: their refunds are theirs
  for (const refund of lists.flat()) {
    if (!refund.order || refund.order.id === order.id) refunds.set(refund.id, refund);
  }
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      currency: order.currency,
      grandTotalSen: order.grandTotalSen,
      buyerName: row.buyerName,
      sellerName: row.sellerName,
    },
    payments: attempts.map((p) => ({
      id: p.id,
      reference: p.reference,
      purpose: p.purpose,
      method: p.method,
      bankName: p.bankCode ? (banks.find((b) => b.code === p.bankCode)?.name ?? p.bankCode) : null,
      payerType: p.payerType,
      amountSen: p.amountSen,
      currency: p.currency,
      status: p.status,
      gatewayRef: p.gatewayRef,
      slipFileUrl: fileUrl(p.slipFileId),
      failureReason: reasonText(language, p.failureReason),
      reviewNote: p.reviewNote,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    refunds: [...refunds.values()].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.reference.localeCompare(a.reference),
    ),
  };
}
