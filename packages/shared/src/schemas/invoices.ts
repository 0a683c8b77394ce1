/** Invoices (spec §3 Invoice, §4 invoice states) for buyers (/invoice), sellers and administrators (/admin/in). */
import { z } from 'zod';
import { CREDIT_TERMS } from '../pricing';
import { INVOICE_STATUSES } from '../states/invoice-states';

/** credit: issued when the seller confirms an order on credit terms; paid: for an order paid at checkout. */
export const INVOICE_KINDS = ['credit', 'paid'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** GET /api/invoices query. Buyers see their company's invoices, sellers their sales', administrators all. */
export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  /** invoice number, order number, buyer or seller name */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  order: z.object({ id: z.uuid(), number: z.string() }),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  currency: z.enum(['MYR', 'USD']),
  /** the order's grand total */
  amountSen: z.number().int(),
  /** the sum of credit notes issued against it */
  creditNotedSen: z.number().int(),
  /** the sum of debit notes issued against it (extension interest included) */
  debitNotedSen: z.number().int(),
  paidSen: z.number().int(),
  /** what is left to pay: amount + debit notes − credit notes − paid */
  outstandingSen: z.number().int(),
  /** paid through payments in progress at the gateway (not yet confirmed) */
  inProgressSen: z.number().int(),
  creditTerm: z.enum(CREDIT_TERMS).nullable(),
  /** ISO timestamp */
  issuedAt: z.string(),
  /** YYYY-MM-DD (Malaysian calendar date) */
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  /** the due date before a credit-term extension; null when not extended */
  originalDueDate: z.string().nullable(),
  extendedAt: z.string().nullable(),
  /** true when the viewer (a buyer with buyInv Write) may extend it now (spec §4: once, ±30 days of the due date) */
  canExtend: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
