/**
 * Public sales, logistics and other enquiries (spec §2 SalesEnquiry and SalesEnquiry/{code}, §3 Enquiry
 * and "other enquiries", §5 Enquiry; admEnq at /admin/saleEnquiry). Anyone, signed in or not, asks
 * BinaMart to supply (sales) or to move (logistics) construction materials, or asks anything else
 * (other); the enquiry is answered by administrators and followed with its unguessable code.
 */
import { z } from 'zod';
import { SALES_ENQUIRY_STATUSES } from '../states/sales-enquiry-states';
import { MALAYSIAN_STATES, V, emailSchema, postcodeSchema, requiredSelect, requiredText } from '../validation';
import { phoneSchema } from '../phone';
import { pageQuerySchema, reasonSchema } from './common';

/** Catalogue keys of the messages of these enquiries (spec §5 Enquiry and the rules around it). */
export const SE = {
  addressNeeded: 'salesEnquiries.addressNeeded',
  weight: 'salesEnquiries.weightInvalid',
  size: 'salesEnquiries.sizeInvalid',
  time: 'salesEnquiries.timeInvalid',
  timeBoth: 'salesEnquiries.timeBoth',
  timeSame: 'salesEnquiries.timeSame',
  tooManyRules: 'salesEnquiries.tooManyRules',
  deliveryDatePast: 'salesEnquiries.deliveryDatePast',
  closed: 'salesEnquiries.closedAlready',
} as const;

/** sales: buy materials through BinaMart; logistics: have them moved; other: any other question. */
export const SALES_ENQUIRY_TYPES = ['sales', 'logistics', 'other'] as const;
export type SalesEnquiryType = (typeof SALES_ENQUIRY_TYPES)[number];

/** What the items are (the select of the form). */
export const SALES_ITEM_CATEGORIES = [
  'cementConcrete',
  'steelRebar',
  'bricksBlocks',
  'sandAggregates',
  'timberPlywood',
  'roofing',
  'tilesFlooring',
  'pipesPlumbing',
  'electrical',
  'paintChemicals',
  'hardwareTools',
  'precast',
  'machineryEquipment',
  'scaffolding',
  'others',
] as const;
export type SalesItemCategory = (typeof SALES_ITEM_CATEGORIES)[number];

/** How the enquirer would like the goods to arrive. */
export const SALES_DELIVERY_METHODS = ['lorry', 'craneLorry', 'trailer', 'van', 'selfCollect', 'noPreference'] as const;
export type SalesDeliveryMethod = (typeof SALES_DELIVERY_METHODS)[number];

/** When in the day the enquirer would like the delivery. */
export const SALES_DELIVERY_TIMES = ['morning', 'afternoon', 'night', 'anyTime'] as const;
export type SalesDeliveryTime = (typeof SALES_DELIVERY_TIMES)[number];

/** The days a road access rule holds on. */
export const ROAD_ACCESS_DAYS = [
  'everyDay',
  'weekdays',
  'weekends',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
  'sun',
  'publicHolidays',
] as const;
export type RoadAccessDays = (typeof ROAD_ACCESS_DAYS)[number];

/** The vehicles a road access rule is about. */
export const ROAD_ACCESS_VEHICLES = ['allVehicles', 'van', 'lorry', 'heavyLorry', 'craneLorry', 'trailer'] as const;
export type RoadAccessVehicle = (typeof ROAD_ACCESS_VEHICLES)[number];

export const ROAD_ACCESS_KINDS = ['allowed', 'notAllowed'] as const;
export type RoadAccessKind = (typeof ROAD_ACCESS_KINDS)[number];

/** At most this many road access rules on one enquiry. */
export const ROAD_ACCESS_MAX_RULES = 10;
export const SALES_ENQUIRY_TEXT_MAX = 2000;
/** kg and cm: above 0 and at most these. */
export const SALES_WEIGHT_MAX_KG = 1_000_000;
export const SALES_SIZE_MAX_CM = 10_000;

const optionalText = (max: number) => z.string().trim().max(max, { error: V.tooLong }).optional().default('');

const weight = z
  .number({ error: V.required })
  .min(0.01, { error: SE.weight })
  .max(SALES_WEIGHT_MAX_KG, { error: SE.weight });
const size = z.number({ error: V.required }).min(0.1, { error: SE.size }).max(SALES_SIZE_MAX_CM, { error: SE.size });
const day = z.iso.date({ error: V.required });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SE.time });

/** What a pickup or drop-off address holds (every part kept as text; blank when not given). */
export interface SalesEnquiryAddress {
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
}

export const BLANK_ADDRESS: SalesEnquiryAddress = {
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  city: '',
  state: '',
};

/** True when any part of the address is filled in. */
export const addressStarted = (a: SalesEnquiryAddress) => Object.values(a).some((part) => part.trim() !== '');

/**
 * A pickup or drop-off address: it may be left blank, but once any part is written, line 1,
 * postcode, city and state are all needed (spec §5 "pickup or drop-off address complete"), each
 * refused at its own field.
 */
export const salesEnquiryAddressSchema = z
  .object({
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    postcode: optionalText(10),
    city: optionalText(100),
    state: optionalText(40),
  })
  .optional()
  .default(BLANK_ADDRESS)
  .superRefine((address, ctx) => {
    if (!addressStarted(address)) return;
    const missing = (path: keyof SalesEnquiryAddress, message: string = V.required) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!address.addressLine1) missing('addressLine1');
    if (!address.postcode) missing('postcode');
    else if (!postcodeSchema.safeParse(address.postcode).success) missing('postcode', V.postcode);
    if (!address.city) missing('city');
    if (!(MALAYSIAN_STATES as readonly string[]).includes(address.state)) missing('state', V.requiredSelect);
  });

/**
 * A road access rule of the drop-off (or pickup) site: on which days which vehicles are allowed or
 * not, between two times (both empty: the whole day; an end before the start runs overnight),
 * e.g. lorries allowed on weekdays 09:00–17:00, no entry for any vehicle on Fridays.
 */
export const roadAccessRuleSchema = z
  .object({
    days: requiredSelect(ROAD_ACCESS_DAYS),
    vehicle: requiredSelect(ROAD_ACCESS_VEHICLES),
    access: requiredSelect(ROAD_ACCESS_KINDS),
    from: hhmm.nullable().optional().default(null),
    to: hhmm.nullable().optional().default(null),
    note: optionalText(200),
  })
  .superRefine((rule, ctx) => {
    if ((rule.from === null) !== (rule.to === null)) {
      ctx.addIssue({ code: 'custom', path: [rule.from === null ? 'from' : 'to'], message: SE.timeBoth });
    } else if (rule.from !== null && rule.from === rule.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SE.timeSame });
    }
  });
export type RoadAccessRuleInput = z.input<typeof roadAccessRuleSchema>;
export type RoadAccessRule = z.output<typeof roadAccessRuleSchema>;

const contact = {
  contactPerson: requiredText(120),
  email: emailSchema,
  contactPhone: phoneSchema,
};

/** A sales or a logistics enquiry: the items, where from and where to, and when (spec §3 Enquiry). */
export const goodsEnquiryInputSchema = z.object({
  type: z.enum(['sales', 'logistics']),
  ...contact,
  pickup: salesEnquiryAddressSchema,
  dropoff: salesEnquiryAddressSchema,
  itemCategory: requiredSelect(SALES_ITEM_CATEGORIES),
  /** the weight of one item, in kg */
  itemWeightKg: weight.nullable().optional().default(null),
  lengthCm: size.nullable().optional().default(null),
  widthCm: size.nullable().optional().default(null),
  heightCm: size.nullable().optional().default(null),
  /** the whole load, in kg */
  estimatedWeightKg: weight,
  itemRemarks: optionalText(SALES_ENQUIRY_TEXT_MAX),
  deliveryMethod: z.enum(SALES_DELIVERY_METHODS, { error: V.requiredSelect }).nullable().optional().default(null),
  deliveryTime: z.enum(SALES_DELIVERY_TIMES, { error: V.requiredSelect }).nullable().optional().default(null),
  roadAccess: z
    .array(roadAccessRuleSchema)
    .max(ROAD_ACCESS_MAX_RULES, { error: SE.tooManyRules })
    .optional()
    .default([]),
  deliveryDate: day,
  remarks: optionalText(SALES_ENQUIRY_TEXT_MAX),
});

/** Any other question ("other enquiries"): who asks, a subject and the message. */
export const otherEnquiryInputSchema = z.object({
  type: z.literal('other'),
  ...contact,
  subject: requiredText(200),
  message: requiredText(5000),
});

/** True when an address as sent (anything at all) has some part written. */
const rawAddressStarted = (raw: unknown) =>
  typeof raw === 'object' &&
  raw !== null &&
  Object.values(raw).some((part) => (typeof part === 'string' ? part.trim() !== '' : part != null));

/**
 * "Pickup or drop-off address complete" (spec §5): a sales or logistics enquiry needs at least one
 * address. It reads the addresses as sent, beside the fields' own checks rather than as a refinement
 * of the object, because zod skips an object's refinements once a blank required field has stopped
 * its checks, and this message must show together with the others. It adds nothing to the value.
 */
const oneAddressGiven = z.unknown().transform((raw, ctx) => {
  if (typeof raw === 'object' && raw !== null) {
    const { type, pickup, dropoff } = raw as Record<string, unknown>;
    if ((type === 'sales' || type === 'logistics') && !rawAddressStarted(pickup) && !rawAddressStarted(dropoff)) {
      ctx.addIssue({ code: 'custom', path: ['addresses'], message: SE.addressNeeded });
    }
  }
  // always an empty object, so that the intersection's value is the enquiry's alone
  return {};
});

/** POST /api/sales-enquiries: what a visitor files (spec §5 Enquiry). */
export const salesEnquiryInputSchema = z.intersection(
  z.discriminatedUnion('type', [goodsEnquiryInputSchema, otherEnquiryInputSchema], { error: V.requiredSelect }),
  oneAddressGiven,
);
export type SalesEnquiryInput = z.input<typeof salesEnquiryInputSchema>;
export type SalesEnquiryValues = z.output<typeof salesEnquiryInputSchema>;
export type GoodsEnquiryValues = z.output<typeof goodsEnquiryInputSchema>;

/** POST /api/admin/sales-enquiries/:id/answers: an administrator's answer (e-mailed to the enquirer). */
export const salesEnquiryAnswerInputSchema = z.object({ body: requiredText(4000) });
export type SalesEnquiryAnswerInput = z.infer<typeof salesEnquiryAnswerInputSchema>;

/** POST /api/admin/sales-enquiries/:id/close: closing needs a reason (shown to the enquirer). */
export const salesEnquiryCloseInputSchema = reasonSchema;

const addressView = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
});

const roadAccessView = z.object({
  days: z.enum(ROAD_ACCESS_DAYS),
  vehicle: z.enum(ROAD_ACCESS_VEHICLES),
  access: z.enum(ROAD_ACCESS_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string(),
});

export const salesEnquiryAnswerSchema = z.object({ body: z.string(), createdAt: z.string() });

/** What the code shows its holder at /SalesEnquiry/{code}: the enquiry as filed, its state and the answers. */
export const salesEnquirySchema = z.object({
  code: z.string(),
  type: z.enum(SALES_ENQUIRY_TYPES),
  status: z.enum(SALES_ENQUIRY_STATUSES),
  contactPerson: z.string(),
  email: z.string(),
  contactPhone: z.string(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  pickup: addressView.nullable(),
  dropoff: addressView.nullable(),
  itemCategory: z.enum(SALES_ITEM_CATEGORIES).nullable(),
  itemWeightKg: z.number().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  estimatedWeightKg: z.number().nullable(),
  itemRemarks: z.string(),
  deliveryMethod: z.enum(SALES_DELIVERY_METHODS).nullable(),
  deliveryTime: z.enum(SALES_DELIVERY_TIMES).nullable(),
  roadAccess: z.array(roadAccessView),
  deliveryDate: z.string().nullable(),
  remarks: z.string(),
  answers: z.array(salesEnquiryAnswerSchema),
  closeReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SalesEnquiry = z.infer<typeof salesEnquirySchema>;
export type SalesEnquiryAnswer = z.infer<typeof salesEnquiryAnswerSchema>;

/** The same for administrators: its id, the enquirer's language, who answered and who closed it. */
export const adminSalesEnquirySchema = salesEnquirySchema.extend({
  id: z.uuid(),
  language: z.string(),
  answers: z.array(salesEnquiryAnswerSchema.extend({ authorName: z.string() })),
  closedByName: z.string().nullable(),
});
export type AdminSalesEnquiry = z.infer<typeof adminSalesEnquirySchema>;

/** One row of the administrators' list. */
export const salesEnquiryListItemSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  type: z.enum(SALES_ENQUIRY_TYPES),
  status: z.enum(SALES_ENQUIRY_STATUSES),
  contactPerson: z.string(),
  email: z.string(),
  /** the item category of a sales or logistics enquiry, or null */
  itemCategory: z.enum(SALES_ITEM_CATEGORIES).nullable(),
  /** the subject of an other enquiry, or null */
  subject: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  answerCount: z.number().int(),
  createdAt: z.string(),
});
export type SalesEnquiryListItem = z.infer<typeof salesEnquiryListItemSchema>;

/** GET /api/admin/sales-enquiries: filters by type and state, a search in code, e-mail and name, and paging. */
export const salesEnquiryListQuerySchema = pageQuerySchema.extend({
  type: z.enum(SALES_ENQUIRY_TYPES).optional(),
  status: z.enum(SALES_ENQUIRY_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type SalesEnquiryListQuery = z.infer<typeof salesEnquiryListQuerySchema>;
