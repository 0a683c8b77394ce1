/** Refunds: their states and causes, the API's messages, and the texts of the buyer's, seller's and administrators' screens. */
/** English, in full: the shape the other languages follow. */
export const refundsEn = {
  refundStatus: {
    queued: 'Refund queued',
    processing: 'With the bank',
    refunded: 'Refunded',
    failed: 'Refund refused',
  },
  refundCause: {
    orderRejected: 'Order rejected',
    orderCancelled: 'Order cancelled',
    creditNote: 'Credit note',
    latePayment: 'Payment arrived too late',
  },
  refund: {
    refused: "The payer's bank refused the refund.",
    exceedsPayment: 'This refund would give back more than was paid.',
    gatewayUnavailable: 'The payment gateway could not be reached.',
    notRetryable: 'Only a refused online-banking or card refund can be sent again.',
    notTransferable: 'This refund is on its way through the payment gateway; it cannot be recorded as a bank transfer.',
    notReceiptable: 'A refund receipt is ready once the money is back with the payer.',
  },
  refundScreens: {
    title: 'Refunds',
    bankProcessing: 'Bank processing takes 2 to 5 working days.',
    onItsWay: '{{amount}} is being refunded to the original payment method.',
    reference: 'Refund no.',
    amount: 'Amount',
    status: 'Status',
    cause: 'Reason',
    payment: 'Payment',
    order: 'Order',
    creditNote: 'Credit note',
    buyer: 'Buyer',
    requested: 'Requested',
    refundedOn: 'Refunded on',
    failureReason: 'Why it was refused',
    bankReference: 'Bank reference',
    attempts: 'Attempts',
    receipt: 'Refund receipt (PDF)',
    none: 'No refunds.',
    search: 'Search by refund, payment or order number, or buyer',
    allStatuses: 'All states',
    retry: 'Send again',
    retried: 'Refund {{reference}} was sent to the gateway again.',
    recordTransfer: 'Record bank transfer',
    transferReference: 'Bank transfer reference',
    transferRecorded: 'Refund {{reference}} is recorded as paid by bank transfer.',
    transferHint:
      "Pay the amount to the buyer's bank account, then record the transfer's reference here. The buyer is told the money is on its way.",
    byTransfer: 'To be paid by bank transfer',
    tabPayments: 'Payments',
    pdfFailed: 'The refund receipt could not be opened. Try again.',
    tabRefunds: 'Refunds',
  },
};

export type RefundsText = typeof refundsEn;
