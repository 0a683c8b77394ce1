/**
 * The delivery promise on a product page: for the buyer's site (a company project) or a postcode,
 * whether and how the product reaches it (the seller's own delivery within its range, the
 * delivery partner, or pickup only) and roughly at what fee. The checkout's own rules answer it.
 */
import { z } from 'zod';
import { VEHICLE_TYPES } from './delivery-partner';

const postcode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: 'checkout.invalidAddress' });

/** GET /api/products/{id}/delivery-to: one of the company's sites (signed in) or a postcode. */
export const deliveryToQuerySchema = z
  .object({
    site: z.uuid().optional(),
    postcode: postcode.optional(),
    /** the variation and quantity to price it for; the first variation at its minimum order by default */
    variation: z.uuid().optional(),
    quantity: z.coerce.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((q) => (q.site === undefined) !== (q.postcode === undefined), {
    error: 'validation.required',
    path: ['postcode'],
  });
export type DeliveryToQuery = z.input<typeof deliveryToQuerySchema>;

/** How the product gets there, the first that works: seller delivery, the partner, else pickup only. */
export const DELIVERY_VERDICTS = ['seller', 'partner', 'pickup', 'none'] as const;
export type DeliveryVerdict = (typeof DELIVERY_VERDICTS)[number];

export const deliveryPromiseSchema = z.object({
  destination: z.object({
    /** the company project asked about, else null (a postcode) */
    siteId: z.uuid().nullable(),
    siteName: z.string().nullable(),
    postcode: z.string(),
    city: z.string(),
    /** the postcode's state; null when the postcode is not a Malaysian one */
    state: z.string().nullable(),
  }),
  /** what the fees are worked out for */
  basis: z.object({ variationName: z.string(), quantity: z.number().int(), unit: z.string() }),
  verdict: z.enum(DELIVERY_VERDICTS),
  /** why the product cannot be delivered there at all (a state it does not serve, an unknown postcode) */
  reason: z.string().nullable(),
  sellerDelivery: z.object({
    available: z.boolean(),
    feeSen: z.number().int().nullable(),
    distanceKm: z.number().int().nullable(),
    /** the seller's furthest delivery rate, in km; null without rates */
    rangeKm: z.number().int().nullable(),
    reason: z.string().nullable(),
  }),
  partnerDelivery: z.object({
    available: z.boolean(),
    /** the cheapest vehicle that carries the order, and its price */
    vehicleType: z.enum(VEHICLE_TYPES).nullable(),
    feeSen: z.number().int().nullable(),
    distanceKm: z.number().int().nullable(),
    reason: z.string().nullable(),
  }),
  /** the seller's branch nearest the destination, to pick up from */
  pickup: z
    .object({ name: z.string(), city: z.string(), state: z.string(), distanceKm: z.number().int().nullable() })
    .nullable(),
  currency: z.enum(['MYR', 'USD']),
});
export type DeliveryPromise = z.infer<typeof deliveryPromiseSchema>;
