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
