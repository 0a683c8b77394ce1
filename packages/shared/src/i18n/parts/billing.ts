/**
 * Billing messages the API answers with (invoice payments, credit and debit notes, the
 * credit-term extension, AP invoices). Screens keep their own texts in their own parts.
 */
import type { CataloguePart, Widen } from '../types';

const en = {
  invoicePayment: {
    selectOne: 'Select at least one invoice to pay.',
    amountPositive: 'Enter an amount above RM 0.00.',
    duplicate: 'Each invoice can be listed once in a payment.',
    exceedsOutstanding: 'The amount is more than what can still be paid on this invoice ({{payable}}).',
    notPayable: 'This invoice has nothing left to pay.',
    currencyMixed: 'Invoices in different currencies cannot be paid together.',
    keyReused: 'This payment was already started with other invoices or amounts. Reload the page and try again.',
  },
  notes: {
    amountPositive: 'Enter an amount above RM 0.00.',
    exceedsOutstanding: 'A credit note cannot be more than the outstanding amount of the invoice ({{payable}}).',
  },
  extension: {
    refused: 'Unable to perform extension',
  },
  apInvoice: {
    amountPositive: 'The amount must be above RM 0.00.',
    numberTaken: 'You have already uploaded an invoice with this number.',
    orderUnavailable:
      'Order {{number}} cannot be billed on this invoice: it is not a confirmed order of yours, or it is already on another AP invoice.',
    alreadyPaid: 'The payout for this invoice has already been recorded.',
    payoutNegative: 'The marketing fee of order {{number}} is more than its sale plus its cash rebate.',
    ordersMismatch: 'Give the marketing fee and cash rebate of each order on this invoice, and only those.',
  },
  orderBilling: {
    cancelBilled: "This order is on the seller's AP invoice and can no longer be cancelled.",
  },
};

const zh: Widen<typeof en> = {
  invoicePayment: {
    selectOne: '请至少选择一张要支付的发票。',
    amountPositive: '请输入大于 RM 0.00 的金额。',
    duplicate: '同一张发票在一笔付款中只能出现一次。',
    exceedsOutstanding: '金额超过此发票仍可支付的金额（{{payable}}）。',
    notPayable: '此发票已无待付金额。',
    currencyMixed: '不同币种的发票不能一起支付。',
    keyReused: '此付款已使用其他发票或金额发起。请重新加载页面后再试。',
  },
  notes: {
    amountPositive: '请输入大于 RM 0.00 的金额。',
    exceedsOutstanding: '贷项通知单金额不能超过发票的未付金额（{{payable}}）。',
  },
  extension: {
    refused: '无法延长期限',
  },
  apInvoice: {
    amountPositive: '金额必须大于 RM 0.00。',
    numberTaken: '您已上传过相同编号的发票。',
    orderUnavailable: '订单 {{number}} 不能计入此发票：它不是您已确认的订单，或已在另一张应付发票上。',
    alreadyPaid: '此发票的付款已记录。',
    payoutNegative: '订单 {{number}} 的营销费超过其销售额加现金回扣。',
    ordersMismatch: '请为此发票上的每个订单（且仅这些订单）填写营销费和现金回扣。',
  },
  orderBilling: {
    cancelBilled: '此订单已在卖家的应付发票上，无法再取消。',
  },
};

export const billingText: CataloguePart<typeof en> = {
  'en-us': en,
  'zh-cn': zh,
  ms: {
    invoicePayment: { selectOne: 'Pilih sekurang-kurangnya satu invois untuk dibayar.' },
    extension: { refused: 'Tidak dapat melanjutkan tempoh' },
  },
};
