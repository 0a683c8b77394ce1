/**
 * The administrators' billing view of orders (spec §2 admin "or" and paymentor/{id}): each order
 * with its invoice, notes and payment status (admInv Read), and one order's payment attempts and
 * refunds with the gateway's references (admPay Read). Money is integer sen.
 */
import { z } from 'zod';
import { INVOICE_STATUSES } from '../states/invoice-states';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../states/order-states';
import { refundSchema } from './refunds';
import { PAYMENT_PURPOSES } from './payments';

/** GET /api/admin/billing/orders query; from and to are Malaysian calendar dates of placing, both included. */
export const billingOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** part of the buyer company's name */
  buyer: z.string().trim().max(100).optional(),
  /** part of the seller company's name */
  seller: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** part of the order or invoice number */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BillingOrderListQuery = z.input<typeof billingOrderListQuerySchema>;

const noteTotalSchema = z.object({ count: z.number().int(), totalSen: z.number().int() });

export const billingOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  currency: z.enum(['MYR', 'USD']),
  grandTotalSen: z.number().int(),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  /** null until the order is invoiced */
  invoice: z
    .object({ id: z.uuid(), number: z.string(), status: z.enum(INVOICE_STATUSES), paidSen: z.number().int() })
    .nullable(),
  creditNotes: noteTotalSchema,
  debitNotes: noteTotalSchema,
});
export type BillingOrder = z.infer<typeof billingOrderSchema>;

/** One payment attempt of an order (its checkout's, or a payment of invoices that paid its invoice). */
export const orderPaymentAttemptSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  method: z.enum(PAYMENT_METHODS),
  bankName: z.string().nullable(),
  payerType: z.enum(['corporate', 'personal']).nullable(),
  /** the whole attempt (it may pay several orders of one checkout) */
  amountSen: z.number().int(),
  currency: z.enum(['MYR', 'USD']),
  status: z.enum(PAYMENT_STATUSES),
  /** the gateway's transaction id (online banking and card) */
  gatewayRef: z.string().nullable(),
  slipFileUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderPaymentAttempt = z.infer<typeof orderPaymentAttemptSchema>;

/** GET /api/admin/orders/:id/payments */
export const orderPaymentsSchema = z.object({
  order: z.object({
    id: z.uuid(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    currency: z.enum(['MYR', 'USD']),
    grandTotalSen: z.number().int(),
    buyerName: z.string(),
    sellerName: z.string(),
  }),
  /** newest first */
  payments: z.array(orderPaymentAttemptSchema),
  /** newest first */
  refunds: z.array(refundSchema),
});
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;
