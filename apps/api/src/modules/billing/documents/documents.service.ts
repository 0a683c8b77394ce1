/**
 * The PDF documents (invoices, credit and debit notes, receipts, statements of account, an
 * order's delivery advice).
 * Each begins with the JSON view it mirrors, so it answers to exactly the same access
 * checks (role, permission, ownership: another company's document is not found), then
 * loads what only the printed page shows (addresses, order lines) and renders it.
 */
import type { StatementQuery } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import { AppError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { outstandingOf, getInvoice } from '../invoices/index';
import { getNote } from '../invoice-notes/index';
import { getOrder, totalsOf } from '../../ordering/orders/index';
import { deliveryOrdersOfOrder } from '../../logistics/delivery/index';
import { getReceipt } from '../../payments/index';
import { getRefund } from '../../refunds/index';
import { getStatement } from '../statements/index';
import { platformOf } from './document-layout';
import { companyDetails, invoiceWithOrder, notesOfInvoice } from './documents.repository';
import { renderDeliveryAdvicePdf } from './delivery-advice-pdf';
import { renderInvoicePdf } from './invoice-pdf';
import { renderNotePdf } from './note-pdf';
import { renderReceiptPdf, renderRefundReceiptPdf } from './receipt-pdf';
import { renderStatementPdf, statementNumber } from './statement-pdf';

type Ctx = Pick<AppContext, 'db' | 'env' | 'gateway'>;

/** A rendered document and the name it downloads as ("INV-2026-000042.pdf"). */
export interface PdfFile {
  filename: string;
  bytes: Uint8Array;
}

const fileOf = (number: string, bytes: Uint8Array): PdfFile => ({
  filename: `${number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`,
  bytes,
});

/** GET /api/invoices/:id/pdf: the invoice the actor's side sees (as GET /api/invoices/:id). */
export async function invoicePdf(ctx: Ctx, actor: Actor | null, id: string): Promise<PdfFile> {
  const visible = await getInvoice(ctx.db, actor, id);
  return invoicePdfFile(ctx, visible.id);
}

/** The invoice's PDF with no reader to check: what the e-mail telling the buyer of it carries. */
export async function invoicePdfFile(ctx: Ctx, id: string): Promise<PdfFile> {
  const found = await invoiceWithOrder(ctx.db, id);
  if (!found) throw notFound();
  const { invoice, order, lines } = found;
  const [buyer, seller, notes] = await Promise.all([
    companyDetails(ctx.db, invoice.buyerCompanyId),
    companyDetails(ctx.db, invoice.sellerCompanyId),
    notesOfInvoice(ctx.db, invoice.id),
  ]);
  const bytes = await renderInvoicePdf(platformOf(ctx.env), {
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    currency: invoice.currency,
    issuedAt: invoice.issuedAt,
    dueDate: invoice.dueDate,
    originalDueDate: invoice.originalDueDate,
    extendedAt: invoice.extendedAt,
    creditTerm: invoice.creditTerm,
    amountSen: invoice.amountSen,
    creditNotedSen: invoice.creditNotedSen,
    debitNotedSen: invoice.debitNotedSen,
    paidSen: invoice.paidSen,
    outstandingSen: outstandingOf(invoice),
    order: { number: order.number, poNumber: order.poNumber, totals: totalsOf(order) },
    lines,
    notes,
    buyer,
    seller,
  });
  return fileOf(invoice.number, bytes);
}

/** GET /api/invoice-notes/:id/pdf: a credit or debit note the actor's side sees (as GET /api/invoice-notes/:id). */
export async function notePdf(ctx: Ctx, actor: Actor | null, id: string): Promise<PdfFile> {
  const note = await getNote(ctx.db, actor, id);
  const [buyer, seller] = await Promise.all([
    companyDetails(ctx.db, note.buyer.id),
    companyDetails(ctx.db, note.seller.id),
  ]);
  return fileOf(note.number, await renderNotePdf(platformOf(ctx.env), note, buyer, seller));
}

/** GET /api/refunds/:id/pdf: a completed refund's receipt (buyer's own, or an administrator; 409 before the money is back). */
export async function refundPdf(ctx: Ctx, actor: Actor | null, refundId: string): Promise<PdfFile> {
  const refund = await getRefund(ctx, actor, refundId, 'en-us');
  if (refund.status !== 'refunded') throw new AppError('refund_not_receiptable', 'refund.notReceiptable');
  const receipt = await getReceipt(ctx, actor, refund.payment.id);
  return fileOf(refund.reference, await renderRefundReceiptPdf(platformOf(ctx.env), refund, receipt.buyer));
}

/** GET /api/payments/:id/receipt/pdf: a paid payment's receipt (as GET /api/payments/:id/receipt). */
export async function receiptPdf(ctx: Ctx, actor: Actor | null, paymentId: string): Promise<PdfFile> {
  const receipt = await getReceipt(ctx, actor, paymentId);
  return fileOf(receipt.reference, await renderReceiptPdf(platformOf(ctx.env), receipt));
}

/** GET /api/statements/pdf: the statement of account for a period (as GET /api/statements). */
export async function statementPdf(ctx: Ctx, actor: Actor | null, query: StatementQuery): Promise<PdfFile> {
  const statement = await getStatement(ctx.db, actor, query);
  const company = await companyDetails(ctx.db, statement.company.id);
  return fileOf(statementNumber(statement), await renderStatementPdf(platformOf(ctx.env), statement, company));
}

/**
 * GET /api/orders/:id/delivery-advice/pdf: the order's delivery advice for the site, to whoever
 * reads the order (as GET /api/orders/:id: its buyer company, its seller, administrators).
 */
export async function deliveryAdvicePdf(ctx: Ctx, actor: Actor | null, orderId: string): Promise<PdfFile> {
  const order = await getOrder(ctx.db, actor, orderId);
  const [buyer, seller, deliveryOrders] = await Promise.all([
    companyDetails(ctx.db, order.buyer.id),
    companyDetails(ctx.db, order.seller.id),
    deliveryOrdersOfOrder(ctx.db, order.id),
  ]);
  const bytes = await renderDeliveryAdvicePdf(platformOf(ctx.env), { order, buyer, seller, deliveryOrders });
  return fileOf(`${order.number}-delivery-advice`, bytes);
}
