/**
 * Cart, checkout, orders and payments (spec §3 Cart item, Order, Payment; §4 order and
 * payment states), vouchers and the fee configuration. Money is integer sen.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  CheckoutDraftDetails,
  CreditTerm,
  Currency,
  DeliveryMethod,
  FeeRates,
  OrderStatus,
  PayerType,
  PaymentMethod,
  PaymentStatus,
  VehicleType,
} from '@binamart/shared';
import { categories, branches, productVariations, products } from './catalog';
import { files } from './files';
import { companies, users } from './identity';

/** Human order numbers (SO-2026-000001) and payment references (PY-2026-000001). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });
export const paymentReferenceSeq = pgSequence('payment_reference_seq', { startWith: 1 });

/** A buyer user's cart: one row per variation; productVersion is the product's version when added. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    productVersion: integer('product_version').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_variation_unique').on(t.userId, t.variationId),
    index('cart_items_company_idx').on(t.companyId),
  ],
);

export interface CheckoutLine {
  variationId: string;
  quantity: number;
  /** the cart item the line came from (removed from the cart when the checkout is placed) */
  cartItemId: string | null;
  /** the product's version when the line was chosen: a newer one means the seller modified it */
  productVersion: number;
}

/**
 * One checkout: the lines chosen and the details typed so far. A draft until placed; placing
 * makes one order per seller, all paid together. Administrators keep drafts for buyers too
 * (onBehalf), with a purchase order.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    onBehalf: boolean('on_behalf').notNull().default(false),
    status: text('status').$type<'draft' | 'placed'>().notNull().default('draft'),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    details: jsonb('details').$type<CheckoutDraftDetails>().notNull(),
    poNumber: text('po_number'),
    poFileId: uuid('po_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    placedBy: uuid('placed_by').references(() => users.id),
  },
  (t) => [
    index('checkouts_buyer_idx').on(t.buyerCompanyId, t.status, t.updatedAt),
    index('checkouts_creator_idx').on(t.createdBy, t.status),
  ],
);

/** One seller's part of a placed checkout (spec §3 Order). Totals and the rates they were priced with are kept. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id),
    placedBy: uuid('placed_by')
      .notNull()
      .references(() => users.id),
    onBehalf: boolean('on_behalf').notNull().default(false),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    creditTerm: text('credit_term').$type<CreditTerm>(),
    /** orders on credit terms: the facility they draw on */
    creditFacilityId: uuid('credit_facility_id'),
    currency: text('currency').$type<Currency>().notNull(),
    subtotalSen: integer('subtotal_sen').notNull(),
    deliveryFeeSen: integer('delivery_fee_sen').notNull(),
    discountSen: integer('discount_sen').notNull(),
    creditTermChargeSen: integer('credit_term_charge_sen').notNull(),
    adminChargeSen: integer('admin_charge_sen').notNull(),
    cardChargeSen: integer('card_charge_sen').notNull(),
    grandTotalSen: integer('grand_total_sen').notNull(),
    rates: jsonb('rates').$type<FeeRates>().notNull(),
    publicSector: boolean('public_sector').notNull().default(false),
    // delivery
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    /** deliveryMethod 'partner': the delivery partner's vehicle the buyer chose (its quoted fee is deliveryFeeSen) */
    vehicleType: text('vehicle_type').$type<VehicleType>(),
    branchId: uuid('branch_id').references(() => branches.id),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }).notNull(),
    distanceKm: integer('distance_km'),
    // the checkout details (spec §3 Order)
    projectDetails: text('project_details').notNull(),
    recipientName: text('recipient_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    pic: text('pic').notNull(),
    email: text('email').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    remarks: text('remarks').notNull(),
    poNumber: text('po_number'),
    poFileId: uuid('po_file_id').references(() => files.id),
    salesPic: text('sales_pic'),
    voucherId: uuid('voucher_id'),
    voucherCode: text('voucher_code'),
    slipFileId: uuid('slip_file_id').references(() => files.id),
    // seller side (spec §3 Order: cash rebate, payout, marketing fee)
    cashRebateSen: integer('cash_rebate_sen').notNull().default(0),
    marketingFeeSen: integer('marketing_fee_sen').notNull().default(0),
    payoutSen: integer('payout_sen').notNull().default(0),
    rejectionReason: text('rejection_reason'),
    cancellationReason: text('cancellation_reason'),
    /** set by delivery orders when a driver is assigned: from then on the buyer cannot cancel */
    driverAssignedAt: timestamp('driver_assigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('orders_seller_idx').on(t.sellerCompanyId, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

/** What was bought, as it was when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variationId: uuid('variation_id').references(() => productVariations.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id),
    productName: text('product_name').notNull(),
    variationName: text('variation_name').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceSen: integer('unit_price_sen').notNull(),
    lineTotalSen: integer('line_total_sen').notNull(),
    productVersion: integer('product_version').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export type OrderEventType =
  | 'placed'
  | 'paid'
  | 'paymentFailed'
  | 'paymentPendingAuthorisation'
  | 'slipUploaded'
  | 'slipApproved'
  | 'slipRejected'
  | 'heldForApproval'
  | 'approved'
  | 'accepted'
  | 'rejected'
  | 'cancelled'
  | 'edited'
  | 'shipped'
  | 'completed';

/** The order's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<OrderEventType>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * One attempt to pay a checkout's orders (spec §3 Payment). A failed attempt may be followed
 * by another; at most one attempt per checkout is open (pending, slip pending or pending
 * authorisation) at a time.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** the checkout whose orders it pays; null for a payment of invoices */
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    /** checkout: pays a checkout's orders; invoices: pays invoices (its lines in invoice_payment_lines) */
    purpose: text('purpose').$type<'checkout' | 'invoices'>().notNull().default('checkout'),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    method: text('method').$type<PaymentMethod>().notNull(),
    payerType: text('payer_type').$type<PayerType>(),
    bankCode: text('bank_code'),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** the gateway's id for the transaction (online banking and card) */
    gatewayRef: text('gateway_ref').unique(),
    slipFileId: uuid('slip_file_id').references(() => files.id),
    failureReason: text('failure_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_checkout_idx').on(t.checkoutId),
    index('payments_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    uniqueIndex('payments_one_open_per_checkout')
      .on(t.checkoutId)
      .where(sql`${t.status} in ('pending', 'slipPending', 'pendingAuthorisation')`),
  ],
);

/** Every gateway callback received, by the gateway's event id: a replayed callback is recognised and changes nothing. */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  status: text('status').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in payment-gateway sandbox's own record of transactions (what the real
 * gateway would keep on its side): the bank page reads it, the payer's choice updates it.
 */
export const sandboxGatewayTransactions = pgTable('sandbox_gateway_transactions', {
  ref: text('ref').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  method: text('method').$type<'fpx' | 'card'>().notNull(),
  bankCode: text('bank_code'),
  payerType: text('payer_type'),
  amountSen: integer('amount_sen').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'pending' | 'success' | 'failure' | 'pendingAuthorisation'>().notNull(),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vouchers = pgTable('vouchers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** stored upper case; buyers may type it in any case */
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  kind: text('kind').$type<'fixed' | 'percent'>().notNull(),
  amountSen: integer('amount_sen'),
  percentBp: integer('percent_bp'),
  maxDiscountSen: integer('max_discount_sen'),
  minSpendSen: integer('min_spend_sen').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  totalLimit: integer('total_limit'),
  perBuyerLimit: integer('per_buyer_limit'),
  sellerCompanyId: uuid('seller_company_id').references(() => companies.id),
  categoryId: uuid('category_id').references(() => categories.id),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One use of a voucher by a placed checkout; counted against the total and per-buyer limits. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    discountSen: integer('discount_sen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('voucher_redemptions_checkout_unique').on(t.voucherId, t.checkoutId),
    index('voucher_redemptions_buyer_idx').on(t.voucherId, t.buyerCompanyId),
  ],
);

/** The fee rates in force (one row, id 1); orders keep a copy of the rates they were priced with. */
export const feeSettings = pgTable('fee_settings', {
  id: integer('id').primaryKey(),
  rates: jsonb('rates').$type<FeeRates>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
