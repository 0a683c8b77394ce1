/**
 * The platform's own branches (spec §3 Branch, §6 admBranch): BinaMart's offices and collection
 * points, kept by administrators at /admin/branch and shown to everyone on /contact and /map.
 * Opening hours and the address follow the seller hub's branches (schemas/hub.ts).
 */
import { z } from 'zod';
import { V, postcodeSchema, requiredSelect, requiredText, stateSchema } from '../validation';
import { phoneSchema } from '../phone';
import { openingHoursSchema } from './hub';

export const PLATFORM_BRANCH_KINDS = ['office', 'collection-point'] as const;
export type PlatformBranchKind = (typeof PLATFORM_BRANCH_KINDS)[number];

/** Malaysia's extent, with a margin: a point outside it is a typing slip (or latitude and longitude swapped). */
export const MALAYSIA_BOUNDS = { latitude: [0.5, 7.5], longitude: [99.5, 119.5] } as const;

/** An optional e-mail: blank is none (null); anything else must be an address, kept in lower case. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: V.tooLong })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: V.email })
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const coordinate = (range: readonly [number, number], key: string) =>
  z
    .number({ error: key })
    .min(range[0], { error: key })
    .max(range[1], { error: key })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const latitude = coordinate(MALAYSIA_BOUNDS.latitude, 'platformBranches.latitudeInvalid');
const longitude = coordinate(MALAYSIA_BOUNDS.longitude, 'platformBranches.longitudeInvalid');
const point = z.object({ latitude, longitude });

export const platformBranchInputSchema = z
  .object({
    name: requiredText(120),
    kind: requiredSelect(PLATFORM_BRANCH_KINDS),
    imageFileId: z.uuid().nullable().optional(),
    addressLine1: requiredText(200),
    addressLine2: z.string().trim().max(200, { error: V.tooLong }).optional().default(''),
    postcode: postcodeSchema,
    city: requiredText(100),
    state: stateSchema,
    country: requiredText(60).default('Malaysia'),
    phone: phoneSchema,
    email: optionalEmail,
    openingHours: openingHoursSchema,
    /** the map point; both empty: taken from the postcode */
    latitude,
    longitude,
    active: z.boolean().optional().default(true),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    error: 'platformBranches.pointIncomplete',
    path: ['longitude'],
    // checked whenever each coordinate is valid on its own, so every message shows at once
    when: (payload) => point.safeParse(payload.value).success,
  });
export type PlatformBranchInput = z.input<typeof platformBranchInputSchema>;
export type PlatformBranchValues = z.output<typeof platformBranchInputSchema>;

export const platformBranchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(PLATFORM_BRANCH_KINDS),
  imageFileId: z.uuid().nullable(),
  imageUrl: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  openingHours: openingHoursSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** true when the point was entered, false when it came from the postcode (or there is none) */
  pointEntered: z.boolean(),
  active: z.boolean(),
});
export type PlatformBranch = z.infer<typeof platformBranchSchema>;
