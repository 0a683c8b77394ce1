/**
 * Billing messages the API answers with (invoice payments, credit and debit notes, the
 * credit-term extension, AP invoices). Screens keep their own texts in their own parts.
 */
/** English, in full: the shape the other languages follow. */
export const billingEn = {
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
    exceedsCreditable:
      'A credit note cannot be more than what the invoice still owes plus what was paid on it and can be refunded ({{payable}}).',
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

export type BillingText = typeof billingEn;
