/** Orders for buyers (/order), sellers (/seller/order) and administrators (/admin/order). */
import { z } from 'zod';
import { refundSchema } from './refunds';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../states/order-states';
import { CREDIT_TERMS } from '../pricing';
import { reasonSchema } from './common';
import { DELIVERY_METHODS, orderTotalsSchema } from './checkout';
import { VEHICLE_TYPES } from './delivery-partner';

/** GET /api/orders query. Buyers see their company's orders, sellers theirs, administrators every order. */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** order number, buyer or seller name */
  q: z.string().trim().max(100).optional(),
  /** the buyer company's construction project (site) the orders were placed for */
  companyProjectId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  currency: z.enum(['MYR', 'USD']),
  grandTotalSen: z.number().int(),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  itemCount: z.number().int(),
  deliveryAt: z.string(),
  onBehalf: z.boolean(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variationId: z.uuid().nullable(),
  productName: z.string(),
  variationName: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  unitPriceSen: z.number().int(),
  lineTotalSen: z.number().int(),
});

export const orderEventSchema = z.object({
  type: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
});

/** What the actor may do with the order now (from the transitions table and the actor's side and permissions). */
export const ORDER_USER_ACTIONS = ['accept', 'reject', 'cancel', 'pay', 'approve'] as const;

/** GET /api/orders/:id */
export const orderDetailSchema = orderSummarySchema.extend({
  checkoutId: z.uuid(),
  creditTerm: z.enum(CREDIT_TERMS).nullable(),
  totals: orderTotalsSchema,
  lines: z.array(orderLineSchema),
  events: z.array(orderEventSchema),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  /** the delivery partner's vehicle the buyer chose at checkout */
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  branch: z.object({ id: z.uuid(), name: z.string(), address: z.string() }).nullable(),
  distanceKm: z.number().int().nullable(),
  projectDetails: z.string(),
  /** the bidding project whose award the items came from */
  biddingProject: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** the buyer company's construction project (site) it was ordered for */
  companyProject: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  recipientName: z.string(),
  contactNumber: z.string(),
  pic: z.string(),
  email: z.string(),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string(),
    postcode: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  remarks: z.string(),
  poNumber: z.string().nullable(),
  poFileUrl: z.string().nullable(),
  salesPic: z.string().nullable(),
  voucherCode: z.string().nullable(),
  slipFileUrl: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  driverAssigned: z.boolean(),
  /** seller side */
  cashRebateSen: z.number().int(),
  marketingFeeSen: z.number().int(),
  payoutSen: z.number().int(),
  /** the latest payment attempt of the order's checkout */
  payment: z
    .object({ id: z.uuid(), reference: z.string(), status: z.enum(PAYMENT_STATUSES), method: z.enum(PAYMENT_METHODS) })
    .nullable(),
  /** money given back for this order (rejected or cancelled after payment, credit notes), newest first */
  refunds: z.array(refundSchema),
  actions: z.array(z.enum(ORDER_USER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /api/orders/:id/reject */
export const rejectOrderSchema = reasonSchema;
/** POST /api/orders/:id/cancel */
export const cancelOrderSchema = z.object({ reason: z.string().trim().max(1000).optional().default('') });

/** POST /api/orders/:id/buy-again: the lines put back in the cart, and those that can no longer be bought as ordered. */
export const buyAgainResultSchema = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ name: z.string(), reason: z.enum(['notPurchasable', 'quantity']) })),
});
export type BuyAgainResult = z.infer<typeof buyAgainResultSchema>;
