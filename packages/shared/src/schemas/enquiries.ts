/**
 * Product enquiries and quotations (spec §2 /enquiry, /seller/enquiry, /admin/enquiry, /quotation/{id};
 * §3 Enquiry; §4 enquiry states; §5 Enquiry; §6 buyEnq, sellEnq, admEnq and the "make enquiries" and
 * "respond to enquiries" toggles). A buyer asks a supplier for a price (always for a product "for
 * enquiry" or a variation whose price is hidden; for any product as "a project price"); the supplier
 * writes on it and answers with a quotation, revised as new versions; the buyer accepts one, and its
 * items go to the cart at the quoted prices until the validity date.
 */
import { z } from 'zod';
import { V, postcodeSchema, requiredSelect, requiredText, stateSchema } from '../validation';
import { phoneSchema } from '../phone';
import { ENQUIRY_STATUSES, QUOTATION_STATUSES } from '../states/enquiry-states';
import { DELIVERY_METHODS } from './checkout';
import { LIMITS } from './products';
import { pageOf, pageQuerySchema } from './common';
import { CREDIT_TERMS } from '../pricing';

/** Catalogue keys of the enquiry messages (spec §5 Enquiry and the rules around it). */
export const ENQ = {
  linesRequired: 'enquiries.linesRequired',
  quantity: 'enquiries.quantityInvalid',
  deliveryDatePast: 'enquiries.deliveryDatePast',
  validUntilPast: 'enquiries.validUntilPast',
  validUntilTooFar: 'enquiries.validUntilTooFar',
  price: 'enquiries.priceInvalid',
  discount: 'enquiries.discountTooHigh',
  leadDays: 'enquiries.leadDaysInvalid',
  variationNotOfProduct: 'enquiries.variationNotOfProduct',
  duplicateVariation: 'enquiries.duplicateVariation',
} as const;

/** When the buyer would like the delivery to arrive in the day. */
export const DELIVERY_TIMES = ['morning', 'afternoon', 'anyTime'] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];

/** Why the buyer enquired: the price is on request, or a price for the project's quantities. */
export const ENQUIRY_KINDS = ['priceOnRequest', 'projectPrice'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** What the supplier offers to be paid with: cash (online banking or card) or the buyer's credit terms. */
export const QUOTATION_PAYMENT_TERMS = ['cash', 'creditTerms'] as const;
export type QuotationPaymentTerms = (typeof QUOTATION_PAYMENT_TERMS)[number];

/** A quotation is valid for at most this many days from the day it is given. */
export const QUOTATION_MAX_VALID_DAYS = 90;
export const ENQUIRY_TEXT_MAX = 2000;

const day = z.iso.date({ error: V.required });
const quantity = z
  .number({ error: V.required })
  .int({ error: ENQ.quantity })
  .min(1, { error: ENQ.quantity })
  .max(LIMITS.quantity, { error: ENQ.quantity });
const optionalText = (max: number) => z.string().trim().max(max, { error: V.tooLong }).optional().default('');

export const enquiryLineInputSchema = z.object({ variationId: z.uuid({ error: V.requiredSelect }), quantity });

const uniqueVariations = (lines: { variationId: string }[]) =>
  new Set(lines.map((l) => l.variationId)).size === lines.length;

/** POST /api/enquiries: a buyer's enquiry about one product (buyEnq Write, "make enquiries"). */
export const enquiryInputSchema = z.object({
  productId: z.uuid(),
  kind: z.enum(ENQUIRY_KINDS).default('projectPrice'),
  lines: z
    .array(enquiryLineInputSchema)
    .min(1, { error: ENQ.linesRequired })
    .max(20)
    .refine(uniqueVariations, { error: ENQ.duplicateVariation }),
  companyProjectId: z.uuid().nullable().optional().default(null),
  contactPerson: requiredText(120),
  contactPhone: phoneSchema,
  addressLine1: requiredText(200),
  addressLine2: optionalText(200),
  postcode: postcodeSchema,
  city: requiredText(100),
  state: stateSchema,
  deliveryDate: day,
  deliveryMethod: requiredSelect(DELIVERY_METHODS),
  deliveryTime: requiredSelect(DELIVERY_TIMES),
  remarks: optionalText(ENQUIRY_TEXT_MAX),
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;
export type EnquiryValues = z.output<typeof enquiryInputSchema>;

/** POST …/messages: a message on an enquiry, from the buyer, the supplier or an administrator. */
export const enquiryMessageInputSchema = z.object({ body: requiredText(ENQUIRY_TEXT_MAX) });

export const quotationLineInputSchema = z.object({
  variationId: z.uuid({ error: V.requiredSelect }),
  quantity,
  unitPriceSen: z
    .number({ error: V.required })
    .int({ error: ENQ.price })
    .min(1, { error: ENQ.price })
    .max(LIMITS.priceSen, { error: ENQ.price }),
  /** taken off each unit: the buyer pays unitPriceSen − discountSen a unit */
  discountSen: z.number({ error: V.required }).int({ error: ENQ.discount }).min(0, { error: ENQ.discount }).default(0),
});

/** POST /api/seller/enquiries/:id/quotations: a quotation, or a new version of it (sellEnq Write, "respond"). */
export const quotationInputSchema = z
  .object({
    lines: z
      .array(quotationLineInputSchema)
      .min(1, { error: ENQ.linesRequired })
      .max(20)
      .refine(uniqueVariations, { error: ENQ.duplicateVariation }),
    deliveryFeeSen: z
      .number({ error: V.required })
      .int({ error: ENQ.price })
      .min(0, { error: ENQ.price })
      .max(LIMITS.priceSen),
    deliveryMethod: requiredSelect(DELIVERY_METHODS),
    leadDays: z
      .number({ error: V.required })
      .int({ error: ENQ.leadDays })
      .min(0, { error: ENQ.leadDays })
      .max(365, { error: ENQ.leadDays }),
    validUntil: day,
    paymentTerms: requiredSelect(QUOTATION_PAYMENT_TERMS),
    notes: optionalText(ENQUIRY_TEXT_MAX),
    attachmentFileId: z.uuid().nullable().optional().default(null),
  })
  .superRefine((v, ctx) => {
    v.lines.forEach((line, i) => {
      if (line.discountSen >= line.unitPriceSen) {
        ctx.addIssue({ code: 'custom', message: ENQ.discount, path: ['lines', i, 'discountSen'] });
      }
    });
  });
export type QuotationInput = z.input<typeof quotationInputSchema>;
export type QuotationValues = z.output<typeof quotationInputSchema>;

/** POST /api/admin/enquiries/:id/close and …/assign */
export const closeEnquiryInputSchema = z.object({ reason: requiredText(500) });
export const assignEnquiryInputSchema = z.object({ userId: z.uuid({ error: V.requiredSelect }) });

export const enquiryListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  sellerId: z.uuid().optional(),
  buyerId: z.uuid().optional(),
  companyProjectId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});
export type EnquiryListQuery = z.input<typeof enquiryListQuerySchema>;

const party = z.object({ id: z.uuid(), name: z.string() });

export const enquiryListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  kind: z.enum(ENQUIRY_KINDS),
  product: z.object({ id: z.uuid(), name: z.string(), imageUrl: z.string().nullable() }),
  seller: party,
  buyer: party,
  companyProject: party.nullable(),
  /** the newest quotation's total and validity, when the supplier quoted */
  quotation: z
    .object({
      id: z.uuid(),
      number: z.string(),
      totalSen: z.number().int(),
      currency: z.enum(['MYR', 'USD']),
      validUntil: z.string(),
      status: z.enum(QUOTATION_STATUSES),
    })
    .nullable(),
  deliveryDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** when the supplier first answered (a message or a quotation) */
  respondedAt: z.string().nullable(),
});
export type EnquiryListItem = z.infer<typeof enquiryListItemSchema>;
export const enquiryPageSchema = pageOf(enquiryListItemSchema);

export const enquiryMessageSchema = z.object({
  id: z.uuid(),
  side: z.enum(['buyer', 'seller', 'admin']),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type EnquiryMessage = z.infer<typeof enquiryMessageSchema>;

export const quotationVersionSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  version: z.number().int(),
  status: z.enum(QUOTATION_STATUSES),
  totalSen: z.number().int(),
  validUntil: z.string(),
  createdAt: z.string(),
});
export type QuotationVersion = z.infer<typeof quotationVersionSchema>;

export const enquirySchema = enquiryListItemSchema.extend({
  createdByName: z.string(),
  lines: z.array(
    z.object({
      variationId: z.uuid(),
      variationName: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
      /** the listed price, when the variation shows one */
      listedPriceSen: z.number().int().nullable(),
    }),
  ),
  contactPerson: z.string(),
  contactPhone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryTime: z.enum(DELIVERY_TIMES),
  remarks: z.string(),
  assignee: party.nullable(),
  closedReason: z.string().nullable(),
  messages: z.array(enquiryMessageSchema),
  quotations: z.array(quotationVersionSchema),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const quotationLineSchema = z.object({
  variationId: z.uuid(),
  productName: z.string(),
  variationName: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  unitPriceSen: z.number().int(),
  discountSen: z.number().int(),
  /** what a unit costs the buyer: unitPriceSen − discountSen */
  netUnitPriceSen: z.number().int(),
  lineTotalSen: z.number().int(),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

/** What a payment method would add to the quotation's total (spec §9 charges). */
export const quotationPaymentOptionSchema = z.object({
  paymentMethod: z.enum(['fpx', 'card', 'credit']),
  creditTerm: z.enum(CREDIT_TERMS).nullable(),
  chargesSen: z.number().int(),
  grandTotalSen: z.number().int(),
});
export type QuotationPaymentOption = z.infer<typeof quotationPaymentOptionSchema>;

const letterhead = z.object({
  id: z.uuid(),
  name: z.string(),
  registrationNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  logoUrl: z.string().nullable(),
});

/** GET /api/quotations/:id: one version of a quotation as its page and PDF show it. */
export const quotationSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  version: z.number().int(),
  status: z.enum(QUOTATION_STATUSES),
  enquiry: z.object({ id: z.uuid(), number: z.string(), status: z.enum(ENQUIRY_STATUSES) }),
  seller: letterhead,
  buyer: letterhead.omit({ logoUrl: true }),
  attention: z.string(),
  companyProject: party.nullable(),
  product: z.object({ id: z.uuid(), name: z.string() }),
  lines: z.array(quotationLineSchema),
  currency: z.enum(['MYR', 'USD']),
  subtotalSen: z.number().int(),
  deliveryFeeSen: z.number().int(),
  totalSen: z.number().int(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  leadDays: z.number().int(),
  validUntil: z.string(),
  paymentTerms: z.enum(QUOTATION_PAYMENT_TERMS),
  paymentOptions: z.array(quotationPaymentOptionSchema),
  /** why a quotation offered on credit terms shows no credit-term option to this buyer: an overdue facility, or none */
  creditTermsUnavailable: z.enum(['overdue', 'noFacility']).nullable(),
  notes: z.string(),
  attachmentUrl: z.string().nullable(),
  /** the attached file (a revision keeps it unless the supplier replaces or removes it) */
  attachmentFileId: z.uuid().nullable(),
  attachmentName: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  acceptedByName: z.string().nullable(),
  /** every version of this quotation, newest first */
  versions: z.array(quotationVersionSchema),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** POST /api/quotations/:id/cart: what went into the cart. */
export const quotationCartResultSchema = z.object({ added: z.number().int(), enquiryStatus: z.enum(ENQUIRY_STATUSES) });

/** GET /api/seller/enquiries/:id/variations: the enquired product's variations a quotation may name. */
export const quotableVariationSchema = z.object({
  variationId: z.uuid(),
  name: z.string(),
  unit: z.string(),
  minOrderQty: z.number().int(),
  multipleOf: z.number().int(),
  /** the selling price as listed (also when the buyer cannot see it) */
  listedPriceSen: z.number().int(),
  hidePrice: z.boolean(),
  available: z.boolean(),
});
export type QuotableVariation = z.infer<typeof quotableVariationSchema>;

/** GET /api/admin/enquiries/:id/assignees: the supplier's users who may answer it. */
export const enquiryAssigneeSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
