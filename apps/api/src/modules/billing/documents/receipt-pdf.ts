/**
 * A paid payment's receipt as a PDF: who paid, the reference, method and date, the orders
 * (a checkout payment) or invoices (a payment of invoices) it paid, and the amount in
 * figures and in words.
 */
import { type Receipt, type Refund, formatMoney, translate } from '@binamart/shared';
import { DocumentLayout, type PlatformDetails } from './document-layout';
import { displayDay } from './pdf-text';

/** Renders the receipt. */
export async function renderReceiptPdf(platform: PlatformDetails, receipt: Receipt): Promise<Uint8Array> {
  const money = (sen: number) => formatMoney(sen, receipt.currency);
  const doc = await DocumentLayout.start(platform, 'RECEIPT', receipt.reference);
  doc.parties({
    heading: 'Received from',
    name: receipt.buyer.name,
    registrationNo: receipt.buyer.registrationNo,
    address: receipt.buyer.address,
  });
  doc.facts([
    { label: 'Payment reference', value: receipt.reference },
    { label: 'Paid on', value: displayDay(receipt.paidAt) },
    { label: 'Method', value: translate('en-us', `paymentMethod.${receipt.method}`) },
    { label: 'Amount', value: money(receipt.amountSen) },
  ]);

  const invoices = receipt.invoices;
  if (receipt.purchase) {
    doc.heading('Paid for');
    doc.table(
      [
        { header: 'Reference', width: 0.25 },
        { header: 'Description', width: 0.58 },
        { header: 'Amount', width: 0.17, align: 'right' },
      ],
      [[receipt.purchase.reference, receipt.purchase.label, money(receipt.amountSen)]],
    );
  } else if (invoices.length > 0) {
    doc.heading('Invoices paid');
    doc.table(
      [
        { header: 'Invoice no.', width: 0.2 },
        { header: 'Order no.', width: 0.18 },
        { header: 'Seller', width: 0.28 },
        { header: 'Amount paid', width: 0.17, align: 'right' },
        { header: 'Outstanding after', width: 0.17, align: 'right' },
      ],
      invoices.map((invoice) => [
        invoice.number,
        invoice.orderNumber,
        invoice.sellerName,
        money(invoice.amountSen),
        money(invoice.outstandingAfterSen),
      ]),
    );
  } else {
    doc.heading('Orders paid');
    doc.table(
      [
        { header: 'Order no.', width: 0.2 },
        { header: 'Seller', width: 0.34 },
        { header: 'Items', width: 0.29 },
        { header: 'Amount', width: 0.17, align: 'right' },
      ],
      receipt.orders.map((order) => [
        order.number,
        order.seller.name,
        order.lines
          .map((l) => `${l.quantity} x ${l.productName}${l.variationName ? ` - ${l.variationName}` : ''}`)
          .join('; '),
        money(order.totals.grandTotalSen),
      ]),
    );
  }
  doc.totals([{ label: 'Amount received', value: money(receipt.amountSen), strong: true }]);
  if (receipt.currency === 'MYR') doc.amountInWords(receipt.amountSen);
  doc.paragraph(`Received with thanks: this receipt confirms the payment of the amount above to ${platform.name}`);
  if (receipt.refunds.length > 0) {
    doc.heading('Refunds of this payment');
    doc.table(
      [
        { header: 'Refund no.', width: 0.24 },
        { header: 'For', width: 0.3 },
        { header: 'Status', width: 0.24 },
        { header: 'Amount', width: 0.22, align: 'right' },
      ],
      receipt.refunds.map((refund) => [
        refund.reference,
        refund.order?.number ?? refund.creditNote?.number ?? '',
        translate('en-us', `refundStatus.${refund.status}`),
        money(refund.amountSen),
      ]),
    );
  }
  return doc.finish();
}

/** A completed refund's receipt: to whom, of which payment, why, and the amount in figures and in words. */
export async function renderRefundReceiptPdf(
  platform: PlatformDetails,
  refund: Refund,
  buyer: Receipt['buyer'],
): Promise<Uint8Array> {
  const money = (sen: number) => formatMoney(sen, refund.currency);
  const doc = await DocumentLayout.start(platform, 'REFUND RECEIPT', refund.reference);
  doc.parties({
    heading: 'Refunded to',
    name: buyer.name,
    registrationNo: buyer.registrationNo,
    address: buyer.address,
  });
  doc.facts([
    { label: 'Refund reference', value: refund.reference },
    { label: 'Refunded on', value: refund.refundedAt ? displayDay(refund.refundedAt) : '' },
    { label: 'Original payment', value: `${refund.payment.reference} (${money(refund.payment.amountSen)})` },
    { label: 'Method', value: translate('en-us', `paymentMethod.${refund.payment.method}`) },
    { label: 'Reason', value: translate('en-us', `refundCause.${refund.cause}`) },
    ...(refund.order ? [{ label: 'Order', value: refund.order.number }] : []),
    ...(refund.creditNote ? [{ label: 'Credit note', value: refund.creditNote.number }] : []),
    ...(refund.bankReference ? [{ label: 'Bank reference', value: refund.bankReference }] : []),
  ]);
  doc.totals([{ label: 'Amount refunded', value: money(refund.amountSen), strong: true }]);
  if (refund.currency === 'MYR') doc.amountInWords(refund.amountSen);
  doc.paragraph(
    `${platform.name} has refunded the amount above to the original payment method or bank account. Bank processing takes 2 to 5 working days.`,
  );
  return doc.finish();
}
