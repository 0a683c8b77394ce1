/**
 * Billing after the invoice (spec §2 /invoice/payment, cn, dn, invoicecn/{id}, invoicedn/{id},
 * apinvoice; §3 Invoice, AP invoice; §4 credit-term extension; §5 AP invoice; §9 extension):
 * paying invoices through the gateway (one or several, partial allowed), credit and debit
 * notes, the credit-term extension, and sellers' AP invoices with the platform's payout.
 * Money is integer sen; dates are Malaysian calendar dates (YYYY-MM-DD).
 */
import { z } from 'zod';
import { daysBetween } from '../statement';
import { V, requiredText } from '../validation';

// ---------------------------------------------------------------- invoice payment

/** The most invoices one payment settles. */
export const MAX_INVOICES_PER_PAYMENT = 50;

/** POST /api/invoice-payments: pay one or several of my company's invoices (buyPay Write). */
export const invoicePaymentInputSchema = z
  .object({
    /** made by the screen once per payment form: sending it again answers the same payment (idempotency key) */
    key: z.uuid(),
    invoices: z
      .array(
        z.object({
          invoiceId: z.uuid(),
          /** at most the invoice's outstanding amount less payments in progress; partial allowed */
          amountSen: z.number({ error: V.required }).int().min(1, { error: 'invoicePayment.amountPositive' }),
        }),
      )
      .min(1, { error: 'invoicePayment.selectOne' })
      .max(MAX_INVOICES_PER_PAYMENT),
    /** through the payment gateway: online banking or card */
    paymentMethod: z.enum(['fpx', 'card'], { error: V.requiredSelect }),
    payerType: z.enum(['corporate', 'personal']).default('corporate'),
    bankCode: z.string().trim().max(20).optional().default(''),
  })
  .refine((v) => v.paymentMethod !== 'fpx' || v.bankCode !== '', {
    error: 'checkout.bankRequired',
    path: ['bankCode'],
  })
  .refine((v) => new Set(v.invoices.map((i) => i.invoiceId)).size === v.invoices.length, {
    error: 'invoicePayment.duplicate',
    path: ['invoices'],
  });
export type InvoicePaymentInput = z.input<typeof invoicePaymentInputSchema>;

/** What POST /api/invoice-payments answers: the payment and where the payer continues. */
export const invoicePaymentResultSchema = z.object({
  payment: z.object({
    id: z.uuid(),
    reference: z.string(),
    method: z.enum(['fpx', 'card']),
    status: z.string(),
    amountSen: z.number().int(),
    /** the gateway's bank or card page, or null when the attempt already failed */
    redirectUrl: z.string().nullable(),
  }),
});
export type InvoicePaymentResult = z.infer<typeof invoicePaymentResultSchema>;

// ---------------------------------------------------------------- credit and debit notes

/** credit: lowers what the buyer owes on an invoice; debit: raises it (spec GLOSSARY). */
export const NOTE_KINDS = ['credit', 'debit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/**
 * manual: issued by an administrator; extension: the interest of a credit-term extension;
 * orderRejected, orderCancelled: a paid order undone (its paid invoice credited in full, the money refunded).
 */
export const NOTE_CAUSES = ['manual', 'extension', 'orderRejected', 'orderCancelled'] as const;
export type NoteCause = (typeof NOTE_CAUSES)[number];

/** POST /api/admin/invoice-notes: an administrator issues a note against an invoice (admInv Write). */
export const noteInputSchema = z.object({
  kind: z.enum(NOTE_KINDS, { error: V.requiredSelect }),
  invoiceId: z.uuid({ error: V.requiredSelect }),
  amountSen: z.number({ error: V.required }).int().min(1, { error: 'notes.amountPositive' }),
  reason: requiredText(500),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteListQuerySchema = z.object({
  kind: z.enum(NOTE_KINDS).optional(),
  /** only the notes of this invoice */
  invoiceId: z.uuid().optional(),
  /** note number, invoice number, order number, buyer or seller name */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const noteSchema = z.object({
  id: z.uuid(),
  /** CN-2026-000001 or DN-2026-000001 */
  number: z.string(),
  kind: z.enum(NOTE_KINDS),
  cause: z.enum(NOTE_CAUSES),
  invoice: z.object({ id: z.uuid(), number: z.string(), dueDate: z.string() }),
  order: z.object({ id: z.uuid(), number: z.string() }),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  currency: z.enum(['MYR', 'USD']),
  amountSen: z.number().int(),
  reason: z.string(),
  /** ISO timestamp */
  issuedAt: z.string(),
  issuedBy: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;

// ---------------------------------------------------------------- credit-term extension

/** The extension: 30 days, once per invoice (spec §4, §9). */
export const EXTENSION_DAYS = 30;
/** Requestable from this many days before to this many days after the due date. */
export const EXTENSION_WINDOW_DAYS = 30;
/** Interest of 1% per month on the outstanding amount, in basis points per month. */
export const EXTENSION_INTEREST_BP_PER_MONTH = 100;

/** The interest a 30-day extension bills on `outstandingSen`: 1% (one month), rounded half up. */
export const extensionInterestSen = (outstandingSen: number): number =>
  Math.round((outstandingSen * EXTENSION_INTEREST_BP_PER_MONTH * (EXTENSION_DAYS / 30)) / 10_000);

/**
 * Whether an invoice may be extended on `today` (YYYY-MM-DD, Malaysian calendar): a credit
 * invoice still owing, never extended, and `today` from 30 days before to 30 days after its
 * due date. Otherwise the answer is "Unable to perform extension".
 */
export function canExtendInvoice(
  invoice: { kind: string; status: string; dueDate: string; extended: boolean; outstandingSen: number },
  today: string,
): boolean {
  if (invoice.kind !== 'credit' || invoice.status === 'paid' || invoice.extended || invoice.outstandingSen <= 0) {
    return false;
  }
  const late = daysBetween(invoice.dueDate, today);
  return late >= -EXTENSION_WINDOW_DAYS && late <= EXTENSION_WINDOW_DAYS;
}

/** POST /api/invoices/:id/extension answers the invoice's new due date and the debit note billed. */
export const extensionResultSchema = z.object({
  invoiceId: z.uuid(),
  dueDate: z.string(),
  originalDueDate: z.string(),
  /** the interest billed; null when 1% of the outstanding rounds to RM 0.00 */
  debitNote: noteSchema.nullable(),
});
export type ExtensionResult = z.infer<typeof extensionResultSchema>;

// ---------------------------------------------------------------- AP invoices

/** submitted: uploaded by the seller; paid: the platform recorded the payout with its bank slip. */
export const AP_INVOICE_STATUSES = ['submitted', 'paid'] as const;
export type ApInvoiceStatus = (typeof AP_INVOICE_STATUSES)[number];

/** POST /api/seller/ap-invoices (sellInv Write): the seller's own invoice to the platform (spec §5 AP invoice). */
export const apInvoiceInputSchema = z.object({
  number: requiredText(60),
  /** YYYY-MM-DD */
  invoiceDate: z.iso.date({ error: V.required }),
  /** payment term in days */
  termDays: z.number({ error: V.required }).int().min(0).max(365),
  amountSen: z.number({ error: V.required }).int().min(1, { error: 'apInvoice.amountPositive' }),
  /** an uploaded 'ap-invoice' file of the seller company (JPG, PNG or PDF) */
  fileId: z.uuid({ error: V.required }),
  /** the seller's orders this invoice bills (optional; each order on at most one AP invoice) */
  orderIds: z.array(z.uuid()).max(100).default([]),
});
export type ApInvoiceInput = z.input<typeof apInvoiceInputSchema>;

/** POST /api/admin/ap-invoices/:id/payout (admPay Write): the payout made, with its bank slip. */
export const payoutInputSchema = z.object({
  /** an uploaded 'payout-slip' file */
  slipFileId: z.uuid({ error: V.required }),
  /** YYYY-MM-DD, the day the transfer was made */
  paidOn: z.iso.date({ error: V.required }),
  note: z.string().trim().max(500).optional().default(''),
  /** for each order on the AP invoice: the marketing fee kept and the cash rebate added */
  orders: z
    .array(
      z.object({
        orderId: z.uuid(),
        marketingFeeSen: z.number().int().min(0),
        cashRebateSen: z.number().int().min(0),
      }),
    )
    .default([]),
});
export type PayoutInput = z.input<typeof payoutInputSchema>;

export const apInvoiceListQuerySchema = z.object({
  status: z.enum(AP_INVOICE_STATUSES).optional(),
  /** invoice number or seller name */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const apInvoiceOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.string(),
  /** what the seller sold: subtotal plus the seller's delivery fee */
  saleSen: z.number().int(),
  marketingFeeSen: z.number().int(),
  cashRebateSen: z.number().int(),
  /** sale − marketing fee + cash rebate, once paid out; 0 before */
  payoutSen: z.number().int(),
});
export type ApInvoiceOrder = z.infer<typeof apInvoiceOrderSchema>;

export const apInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  invoiceDate: z.string(),
  termDays: z.number().int(),
  /** invoice date + term */
  dueDate: z.string(),
  amountSen: z.number().int(),
  status: z.enum(AP_INVOICE_STATUSES),
  /** /api/files/:id of the seller's invoice file */
  fileUrl: z.string(),
  orders: z.array(apInvoiceOrderSchema),
  payout: z
    .object({
      totalSen: z.number().int(),
      paidOn: z.string(),
      slipFileUrl: z.string(),
      note: z.string(),
      recordedBy: z.string().nullable(),
      recordedAt: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type ApInvoice = z.infer<typeof apInvoiceSchema>;
