/** Payments (/payment, /admin/payment, receipt/{id}, payment/{id}) and the gateway's bank list. */
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../states/order-states';
import { reasonSchema } from './common';
import { orderTotalsSchema } from './checkout';
import { refundSchema } from './refunds';

/** GET /api/payments/banks: the online-banking bank list from the gateway. */
export const bankSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** accounts the bank offers online banking for */
  types: z.array(z.enum(['corporate', 'personal'])),
  /** false when the bank is offline at the gateway right now */
  online: z.boolean(),
});
export type Bank = z.infer<typeof bankSchema>;

/** POST /api/checkouts/:id/pay: pay (again) for a placed checkout whose last attempt failed or that awaits payment. */
export const payCheckoutSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS.filter((m) => m !== 'credit') as ['fpx', 'card', 'transfer'], {
      error: 'validation.requiredSelect',
    }),
    payerType: z.enum(['corporate', 'personal']).default('corporate'),
    bankCode: z.string().trim().max(20).optional().default(''),
    slipFileId: z.uuid().nullable().optional().default(null),
  })
  .refine((v) => v.paymentMethod !== 'transfer' || !!v.slipFileId, {
    error: 'checkout.slipRequired',
    path: ['slipFileId'],
  })
  .refine((v) => v.paymentMethod !== 'fpx' || v.bankCode !== '', {
    error: 'checkout.bankRequired',
    path: ['bankCode'],
  });

export const paymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const PAYMENT_PURPOSES = ['checkout', 'invoices', 'creditReport'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** What a payment made for another module bought (a credit report): its words, reference and page. */
export const paymentPurchaseSchema = z.object({ label: z.string(), reference: z.string(), link: z.string() });
export type PaymentPurchase = z.infer<typeof paymentPurchaseSchema>;

export const paymentSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountSen: z.number().int(),
  currency: z.enum(['MYR', 'USD']),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  bankName: z.string().nullable(),
  payerType: z.enum(['corporate', 'personal']).nullable(),
  orderNumbers: z.array(z.string()),
  /** checkout: pays a checkout's orders; invoices: pays invoices (/invoice/payment); creditReport: buys a credit report */
  purpose: z.enum(PAYMENT_PURPOSES),
  /** the invoices a payment of invoices settles */
  invoiceNumbers: z.array(z.string()),
  /** what a payment of another purpose bought (a credit report); null for orders and invoices */
  purchase: paymentPurchaseSchema.nullable(),
  slipFileUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** GET /api/payments/:id: the payment with its orders (payment/{id} result page). */
export const paymentDetailSchema = paymentSummarySchema.extend({
  /** null for a payment of invoices */
  checkoutId: z.uuid().nullable(),
  /** a payment of invoices: each invoice and the amount applied to it */
  invoices: z.array(z.object({ id: z.uuid(), number: z.string(), amountSen: z.number().int() })),
  orders: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      sellerName: z.string(),
      status: z.string(),
      grandTotalSen: z.number().int(),
    }),
  ),
  /** true when this attempt failed and the orders may be paid again */
  canRetry: z.boolean(),
  /** for an unfinished gateway payment: where the payer continues */
  redirectUrl: z.string().nullable(),
  /** what was given back of it, newest first */
  refunds: z.array(refundSchema),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** POST /api/admin/payments/:id/reject */
export const rejectSlipSchema = reasonSchema;

/** GET /api/payments/:id/receipt: a paid payment's printable receipt (receipt/{id}). */
export const receiptSchema = z.object({
  paymentId: z.uuid(),
  /** what a payment of another purpose bought (a credit report) */
  purchase: paymentPurchaseSchema.nullable(),
  reference: z.string(),
  method: z.enum(PAYMENT_METHODS),
  paidAt: z.string(),
  currency: z.enum(['MYR', 'USD']),
  amountSen: z.number().int(),
  buyer: z.object({ name: z.string(), registrationNo: z.string(), address: z.string() }),
  orders: z.array(
    z.object({
      number: z.string(),
      seller: z.object({ name: z.string(), registrationNo: z.string() }),
      lines: z.array(
        z.object({
          productName: z.string(),
          variationName: z.string(),
          unit: z.string(),
          quantity: z.number().int(),
          unitPriceSen: z.number().int(),
          lineTotalSen: z.number().int(),
        }),
      ),
      totals: orderTotalsSchema,
    }),
  ),
  /** a payment of invoices (/invoice/payment): each invoice and the part of the payment applied to it; empty otherwise */
  invoices: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      orderNumber: z.string(),
      sellerName: z.string(),
      amountSen: z.number().int(),
      /** outstanding after this payment */
      outstandingAfterSen: z.number().int(),
    }),
  ),
  /** what was given back of the payment, newest first (each with its own refund receipt) */
  refunds: z.array(refundSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;
