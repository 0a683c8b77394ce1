/** The seller hub: branches with opening hours, and delivery rates by distance (spec §3, §5 Delivery rate). */
import { z } from 'zod';
import { postcodeSchema, requiredText, stateSchema } from '../validation';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'hub.timeInvalid' });
const times = z.object({ open: time, close: time });
const dayHours = times
  .refine((v) => v.open < v.close, {
    error: 'hub.closeAfterOpen',
    path: ['close'],
    // compared only once both are times: "9am" is answered "Enter a time as HH:mm" alone
    when: (payload) => times.safeParse(payload.value).success,
  })
  .nullable();

export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>,
);
/** A branch's hours per weekday: opening and closing time (HH:mm), or null when closed that day. */
export type OpeningHours = z.output<typeof openingHoursSchema>;

export const branchInputSchema = z.object({
  name: requiredText(120),
  imageFileId: z.uuid().nullable().optional(),
  addressLine1: requiredText(200),
  addressLine2: z.string().trim().max(200).optional().default(''),
  postcode: postcodeSchema,
  city: requiredText(100),
  state: stateSchema,
  openingHours: openingHoursSchema,
});
export type BranchInput = z.input<typeof branchInputSchema>;

export const branchSchema = branchInputSchema.omit({ imageFileId: true }).extend({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  imageFileId: z.uuid().nullable(),
  imageUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Branch = z.infer<typeof branchSchema>;

/** Distance in km (rounded to an integer) and fees in RM (rounded to 2 decimals) are given as numbers. */
export const deliveryRateInputSchema = z.object({
  withinKm: z
    .number({ error: 'hub.numberInvalid' })
    .positive({ error: 'hub.distanceInvalid' })
    .max(1000, { error: 'hub.distanceInvalid' })
    .transform((v) => Math.round(v)),
  tripFee: z
    .number({ error: 'hub.numberInvalid' })
    .min(0, { error: 'hub.feeInvalid' })
    .max(1_000_000, { error: 'hub.feeInvalid' })
    .transform((v) => Math.round(v * 100)),
  freeAbove: z
    .number({ error: 'hub.numberInvalid' })
    .min(0, { error: 'hub.feeInvalid' })
    .max(100_000_000, { error: 'hub.feeInvalid' })
    .transform((v) => Math.round(v * 100))
    .nullable()
    .optional(),
});
export type DeliveryRateInput = z.input<typeof deliveryRateInputSchema>;

export const deliveryRateSchema = z.object({
  id: z.uuid(),
  withinKm: z.number().int(),
  tripFeeSen: z.number().int(),
  freeAboveSen: z.number().int().nullable(),
});
export type DeliveryRate = z.infer<typeof deliveryRateSchema>;

export const hubStatusSchema = z.object({ registered: z.boolean(), registeredAt: z.string().nullable() });
