/**
 * Checkout (spec §5 Checkout): the details a buyer gives, the quote shown before paying,
 * drafts, and what placing answers. One checkout makes one order per seller, paid together.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../states/order-states';
import { CREDIT_TERMS } from '../pricing';
import { V, emailSchema, postcodeSchema, requiredSelect, requiredText, stateSchema } from '../validation';
import { phoneSchema } from '../phone';
import { VEHICLE_TYPES, partnerDeliveryQuoteSchema } from './delivery-partner';
import { LIMITS } from './products';

export const CHECKOUT = {
  selectOne: 'checkout.selectOne',
  mixedCurrency: 'checkout.mixedCurrency',
  deliveryTooSoon: 'checkout.deliveryTooSoon',
  deliveryOutsideHours: 'checkout.deliveryOutsideHours',
  deliveryTooFar: 'checkout.deliveryTooFar',
  deliveryPerSeller: 'checkout.deliveryPerSeller',
  branchRequired: 'checkout.branchRequired',
  vehicleRequired: 'checkout.vehicleRequired',
  slipRequired: 'checkout.slipRequired',
  bankRequired: 'checkout.bankRequired',
  creditTermRequired: 'checkout.creditTermRequired',
} as const;

/** self-pickup at a branch, the seller's own delivery, or the delivery partner's vehicle */
export const DELIVERY_METHODS = ['pickup', 'seller', 'partner'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const deliveryChoiceSchema = z.object({
  sellerId: z.uuid(),
  method: requiredSelect(DELIVERY_METHODS),
  /** the seller's branch for self-pickup */
  branchId: z.uuid().nullable().optional().default(null),
  /** the delivery partner's vehicle (spec §5: a vehicle type must be selected) */
  vehicleType: z.enum(VEHICLE_TYPES).nullable().optional().default(null),
  /** the partner's fee (sen) for that vehicle the buyer was shown; placing refuses when the partner's price is now another */
  quotedFeeSen: z.number().int().nullable().optional().default(null),
});
export type DeliveryChoice = z.input<typeof deliveryChoiceSchema>;

/** POST /api/checkouts/:id/place: every field the spec requires, with its messages. */
export const checkoutDetailsSchema = z
  .object({
    /** ISO date-time with offset; at least 1 h ahead, 9:00–18:00 Malaysian time, under 30 days ahead */
    deliveryAt: z.iso.datetime({ offset: true, error: V.required }),
    /** the company's construction project (site) the order is for: it tags the order */
    companyProjectId: z.uuid().nullable().optional().default(null),
    projectDetails: requiredText(1000),
    recipientName: requiredText(120),
    contactNumber: phoneSchema,
    pic: requiredText(120),
    country: requiredText(60),
    email: emailSchema,
    addressLine1: requiredText(200),
    addressLine2: z.string().trim().max(200).optional().default(''),
    postcode: postcodeSchema,
    city: requiredText(100),
    state: stateSchema,
    remarks: requiredText(1000),
    paymentMethod: requiredSelect(PAYMENT_METHODS),
    /** online banking: corporate or personal account, and the bank */
    payerType: z.enum(['corporate', 'personal']).default('corporate'),
    bankCode: z.string().trim().max(20).optional().default(''),
    creditTerm: z.enum(CREDIT_TERMS).nullable().optional().default(null),
    /** manual bank transfer: the slip, uploaded with POST /api/files?purpose=payment-slip */
    slipFileId: z.uuid().nullable().optional().default(null),
    voucherCode: z.string().trim().max(40).optional().default(''),
    deliveries: z.array(deliveryChoiceSchema).min(1, { error: CHECKOUT.deliveryPerSeller }),
    /** administrators placing for a buyer */
    salesPic: z.string().trim().max(120).optional().default(''),
  })
  .refine((v) => v.paymentMethod !== 'transfer' || !!v.slipFileId, {
    error: CHECKOUT.slipRequired,
    path: ['slipFileId'],
  })
  .refine((v) => v.paymentMethod !== 'fpx' || v.bankCode !== '', { error: CHECKOUT.bankRequired, path: ['bankCode'] })
  .refine((v) => v.paymentMethod !== 'credit' || v.creditTerm !== null, {
    error: CHECKOUT.creditTermRequired,
    path: ['creditTerm'],
  })
  .refine((v) => v.deliveries.every((d) => d.method !== 'pickup' || !!d.branchId), {
    error: CHECKOUT.branchRequired,
    path: ['deliveries'],
  })
  .refine((v) => v.deliveries.every((d) => d.method !== 'partner' || !!d.vehicleType), {
    error: CHECKOUT.vehicleRequired,
    path: ['deliveries'],
  });
export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/** PUT /api/checkouts/:id/details: what the form holds so far (autosaved; nothing required yet). */
export const checkoutDraftDetailsSchema = z.object({
  deliveryAt: z.string().max(40).optional(),
  companyProjectId: z.uuid().nullable().optional(),
  projectDetails: z.string().max(1000).optional(),
  recipientName: z.string().max(120).optional(),
  contactNumber: z.string().max(40).optional(),
  pic: z.string().max(120).optional(),
  country: z.string().max(60).optional(),
  email: z.string().max(200).optional(),
  addressLine1: z.string().max(200).optional(),
  addressLine2: z.string().max(200).optional(),
  postcode: z.string().max(10).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(60).optional(),
  remarks: z.string().max(1000).optional(),
  paymentMethod: z.string().max(20).optional(),
  payerType: z.string().max(20).optional(),
  bankCode: z.string().max(20).optional(),
  creditTerm: z.string().max(20).nullable().optional(),
  slipFileId: z.uuid().nullable().optional(),
  voucherCode: z.string().max(40).optional(),
  deliveries: z
    .array(
      z.object({
        sellerId: z.uuid(),
        method: z.string().max(20).optional(),
        branchId: z.uuid().nullable().optional(),
        vehicleType: z.string().max(20).nullable().optional(),
        quotedFeeSen: z.number().int().nullable().optional(),
      }),
    )
    .max(50)
    .optional(),
  salesPic: z.string().max(120).optional(),
});
export type CheckoutDraftDetails = z.infer<typeof checkoutDraftDetailsSchema>;

/** POST /api/checkouts: start a checkout (a draft) from cart items. */
export const startCheckoutSchema = z.object({
  cartItemIds: z.array(z.uuid()).min(1, { error: CHECKOUT.selectOne }).max(200),
});

/** A line chosen by an administrator creating an order for a buyer. */
export const adminCheckoutLineSchema = z.object({
  variationId: z.uuid(),
  quantity: z
    .number({ error: V.required })
    .int({ error: 'cart.quantityInvalid' })
    .min(1, { error: 'cart.quantityInvalid' })
    .max(LIMITS.quantity, { error: 'cart.quantityInvalid' }),
});

/** POST /api/admin/checkouts (create, or CreateOrderWithPO when a PO is given) and PUT /api/admin/checkouts/:id (edit). */
export const adminCheckoutSchema = z.object({
  buyerCompanyId: z.uuid({ error: V.requiredSelect }),
  lines: z.array(adminCheckoutLineSchema).min(1, { error: CHECKOUT.selectOne }).max(200),
  poNumber: z.string().trim().max(60).optional().default(''),
  /** uploaded with POST /api/files?purpose=purchase-order */
  poFileId: z.uuid().nullable().optional().default(null),
});
export type AdminCheckoutInput = z.input<typeof adminCheckoutSchema>;

export const checkoutLineViewSchema = z.object({
  variationId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  variationName: z.string(),
  unit: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceSen: z.number().int(),
  lineTotalSen: z.number().int(),
  currency: z.enum(['MYR', 'USD']),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  deliveryLocations: z.array(z.string()),
  modified: z.boolean(),
  available: z.boolean(),
});
export type CheckoutLineView = z.infer<typeof checkoutLineViewSchema>;

/** GET /api/checkouts/:id (and each item of GET /api/checkouts?status=draft). */
export const checkoutSchema = z.object({
  id: z.uuid(),
  status: z.enum(['draft', 'placed']),
  buyerCompany: z.object({ id: z.uuid(), name: z.string(), publicSector: z.boolean() }),
  onBehalf: z.boolean(),
  createdByName: z.string(),
  lines: z.array(checkoutLineViewSchema),
  details: checkoutDraftDetailsSchema,
  poNumber: z.string().nullable(),
  poFileUrl: z.string().nullable(),
  currency: z.enum(['MYR', 'USD']),
  subtotalSen: z.number().int(),
  /** after placing: the orders made */
  orders: z.array(z.object({ id: z.uuid(), number: z.string(), sellerName: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const orderTotalsSchema = z.object({
  subtotalSen: z.number().int(),
  deliveryFeeSen: z.number().int(),
  discountSen: z.number().int(),
  creditTermChargeSen: z.number().int(),
  adminChargeSen: z.number().int(),
  cardChargeSen: z.number().int(),
  grandTotalSen: z.number().int(),
});

/**
 * GET /api/checkouts/:id/vouchers: the vouchers the buyer's company may use on this checkout now —
 * those that apply, with what they take off, best first; then those that need more spend, saying how much.
 */
export const walletVoucherSchema = z.object({
  code: z.string(),
  description: z.string(),
  endsAt: z.string(),
  /** what it takes off this checkout; null when it does not apply yet */
  discountSen: z.number().int().nullable(),
  /** why it does not apply yet (a minimum spend), in the user's language */
  reason: z.string().nullable(),
});
export type WalletVoucher = z.infer<typeof walletVoucherSchema>;

/** POST /api/checkouts/:id/quote body: the draft details as they are (address, deliveries, method, voucher). */
export const quoteRequestSchema = checkoutDraftDetailsSchema;

export const quoteSchema = z.object({
  /** null when the address is complete and valid; else the message (e.g. "Invalid Address") */
  addressError: z.string().nullable(),
  /** one per seller */
  orders: z.array(
    z.object({
      seller: z.object({ id: z.uuid(), name: z.string() }),
      lines: z.array(checkoutLineViewSchema),
      pickupBranches: z.array(
        z.object({ id: z.uuid(), name: z.string(), address: z.string(), distanceKm: z.number().int().nullable() }),
      ),
      /** seller delivery: its fee for this address, or why it is not offered */
      sellerDelivery: z.object({
        available: z.boolean(),
        feeSen: z.number().int().nullable(),
        distanceKm: z.number().int().nullable(),
        reason: z.string().nullable(),
      }),
      /** the delivery partner: its price per vehicle type for this address and time */
      partnerDelivery: partnerDeliveryQuoteSchema,
      deliveryMethod: z.enum(DELIVERY_METHODS).nullable(),
      /** the partner vehicle chosen, when deliveryMethod is 'partner' */
      vehicleType: z.enum(VEHICLE_TYPES).nullable(),
      totals: orderTotalsSchema,
    }),
  ),
  totals: orderTotalsSchema,
  currency: z.enum(['MYR', 'USD']),
  voucher: z.object({ code: z.string(), discountSen: z.number().int() }).nullable(),
  /** why the typed voucher does not apply, in the user's language */
  voucherError: z.string().nullable(),
  /** payment methods offered for this checkout (credit terms only once the buyer has a credit facility) */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** why online banking cannot take this amount, else null */
  paymentError: z.string().nullable(),
  /** the buyer's credit facility when credit terms are offered: available credit and the terms */
  credit: z
    .object({ availableSen: z.number().int(), approvedSen: z.number().int(), terms: z.array(z.enum(CREDIT_TERMS)) })
    .nullable()
    .optional(),
  /** why credit terms are not offered to a company that has a facility: it is overdue (spec §4) */
  /** why credit terms are not offered: an overdue facility, or quoted items offered for cash only */
  creditUnavailable: z.enum(['overdue', 'quotedForCash']).nullable().optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** POST /api/checkouts/:id/place answer (the same on a repeated call). */
export const placeResultSchema = z.object({
  checkoutId: z.uuid(),
  orders: z.array(
    z.object({ id: z.uuid(), number: z.string(), sellerName: z.string(), grandTotalSen: z.number().int() }),
  ),
  payment: z.object({
    id: z.uuid(),
    reference: z.string(),
    method: z.enum(PAYMENT_METHODS),
    status: z.string(),
    amountSen: z.number().int(),
    /** where to send the payer (the gateway's bank or card page), or null */
    redirectUrl: z.string().nullable(),
  }),
  /** a message for the buyer about the orders, e.g. credit limit insufficient: subject to approval */
  notice: z.string().nullable().optional(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;
