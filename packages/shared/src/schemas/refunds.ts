/** Refunds (payments given back): the buyer's, the seller's and the administrators' views, and the retry. */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../states/order-states';
import { REFUND_CAUSES, REFUND_STATUSES } from '../states/refund-states';

export const refundSchema = z.object({
  id: z.uuid(),
  /** RF-<year>-<6 digits> */
  reference: z.string(),
  status: z.enum(REFUND_STATUSES),
  cause: z.enum(REFUND_CAUSES),
  amountSen: z.number().int(),
  currency: z.enum(['MYR', 'USD']),
  /** the payment it gives back */
  payment: z.object({
    id: z.uuid(),
    reference: z.string(),
    method: z.enum(PAYMENT_METHODS),
    amountSen: z.number().int(),
  }),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  order: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** the credit note that refunds a paid invoice */
  creditNote: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** why the gateway or the bank refused it (in the reader's language) */
  failureReason: z.string().nullable(),
  /** the gateway's refund id, or the administrator's bank-transfer reference */
  bankReference: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundListQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /api/admin/refunds/:id/transferred: the administrator paid a transfer-slip refund by bank transfer. */
export const refundTransferSchema = z.object({
  bankReference: z.string().trim().min(1, { error: 'validation.required' }).max(100),
});

// ---------------------------------------------------------------- gateway checks

/**
 * lateSuccess: the gateway's success came after the attempt was failed or abandoned; conflictingResult:
 * a result contradicting a final one; amountMismatch, stateMismatch, missingHere, missingAtGateway:
 * what the daily reconciliation found between the gateway's report and BinaMart's payments.
 */
export const DISCREPANCY_KINDS = [
  'lateSuccess',
  'conflictingResult',
  'amountMismatch',
  'stateMismatch',
  'missingHere',
  'missingAtGateway',
] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];
/** applied: the payment now pays its orders or invoices; refunded: the money goes back; flagged: for an administrator to look into. */
export const DISCREPANCY_RESOLUTIONS = ['applied', 'refunded', 'flagged'] as const;
export type DiscrepancyResolution = (typeof DISCREPANCY_RESOLUTIONS)[number];

export const discrepancySchema = z.object({
  id: z.uuid(),
  kind: z.enum(DISCREPANCY_KINDS),
  resolution: z.enum(DISCREPANCY_RESOLUTIONS),
  payment: z.object({ id: z.uuid(), reference: z.string() }).nullable(),
  gatewayRef: z.string().nullable(),
  reference: z.string().nullable(),
  ourStatus: z.string().nullable(),
  gatewayStatus: z.string().nullable(),
  ourAmountSen: z.number().int().nullable(),
  gatewayAmountSen: z.number().int().nullable(),
  day: z.string().nullable(),
  createdAt: z.string(),
});
export type Discrepancy = z.infer<typeof discrepancySchema>;

export const reconciliationRunSchema = z.object({
  day: z.string(),
  gatewayCount: z.number().int(),
  ourCount: z.number().int(),
  gatewayPaidSen: z.number().int(),
  ourPaidSen: z.number().int(),
  differences: z.number().int(),
  ranAt: z.string(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** GET /api/admin/payment-checks: the latest discrepancies and reconciliation runs. */
export const paymentChecksSchema = z.object({
  discrepancies: z.array(discrepancySchema),
  runs: z.array(reconciliationRunSchema),
});
export type PaymentChecks = z.infer<typeof paymentChecksSchema>;

/** POST /api/admin/reconciliations: reconcile one past day in Malaysia again (yyyy-mm-dd). */
export const reconcileDaySchema = z.object({
  day: z.iso.date({ error: 'paymentChecks.dayInvalid' }),
});
