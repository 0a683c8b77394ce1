/** Vouchers at /admin/voucher. */
import { z } from 'zod';
import { requiredSelect, requiredText } from '../validation';

export const VOUCHER = {
  code: 'voucher.codeInvalid',
  amount: 'voucher.amountInvalid',
  percent: 'voucher.percentInvalid',
  window: 'voucher.endBeforeStart',
  limit: 'voucher.limitInvalid',
} as const;

const optionalCount = z
  .number()
  .int({ error: VOUCHER.limit })
  .min(1, { error: VOUCHER.limit })
  .max(1_000_000, { error: VOUCHER.limit })
  .nullable()
  .optional()
  .default(null);

/** POST /api/admin/vouchers and PUT /api/admin/vouchers/:id. Fixed amounts in sen, percentages in basis points. */
export const voucherInputSchema = z
  .object({
    code: requiredText(40)
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z0-9-]{3,40}$/.test(v), { error: VOUCHER.code }),
    description: z.string().trim().max(300).optional().default(''),
    kind: requiredSelect(['fixed', 'percent'] as const),
    amountSen: z
      .number()
      .int()
      .min(1, { error: VOUCHER.amount })
      .max(100_000_000, { error: VOUCHER.amount })
      .nullable()
      .optional()
      .default(null),
    percentBp: z
      .number()
      .int()
      .min(1, { error: VOUCHER.percent })
      .max(10_000, { error: VOUCHER.percent })
      .nullable()
      .optional()
      .default(null),
    maxDiscountSen: z.number().int().min(1, { error: VOUCHER.amount }).nullable().optional().default(null),
    minSpendSen: z.number().int().min(0, { error: VOUCHER.amount }).default(0),
    startsAt: z.iso.datetime({ offset: true, error: 'validation.required' }),
    endsAt: z.iso.datetime({ offset: true, error: 'validation.required' }),
    totalLimit: optionalCount,
    perBuyerLimit: optionalCount,
    sellerCompanyId: z.uuid().nullable().optional().default(null),
    categoryId: z.uuid().nullable().optional().default(null),
    active: z.boolean().default(true),
  })
  .refine((v) => v.kind !== 'fixed' || v.amountSen !== null, { error: VOUCHER.amount, path: ['amountSen'] })
  .refine((v) => v.kind !== 'percent' || v.percentBp !== null, { error: VOUCHER.percent, path: ['percentBp'] })
  .refine((v) => new Date(v.endsAt) > new Date(v.startsAt), { error: VOUCHER.window, path: ['endsAt'] });
export type VoucherInput = z.input<typeof voucherInputSchema>;

export const voucherSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['fixed', 'percent']),
  amountSen: z.number().int().nullable(),
  percentBp: z.number().int().nullable(),
  maxDiscountSen: z.number().int().nullable(),
  minSpendSen: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalLimit: z.number().int().nullable(),
  perBuyerLimit: z.number().int().nullable(),
  sellerCompanyId: z.uuid().nullable(),
  sellerName: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  active: z.boolean(),
  usedCount: z.number().int(),
  createdAt: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;
