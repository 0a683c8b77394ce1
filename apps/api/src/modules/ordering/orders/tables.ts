/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import type {
  CreditTerm,
  Currency,
  DeliveryMethod,
  FeeRates,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  SalesChannel,
  VehicleType,
} from '@binamart/shared';
import { categories } from '../../catalog/tables';
import { branches } from '../../hub/tables';
import { productVariations } from '../../catalog/tables';
import { products } from '../../catalog/tables';
import { files } from '../../platform/files/tables';
import { companies } from '../../identity/tables';
import { users } from '../../identity/tables';
import { companyProjects } from '../../sites/tables';
import { checkouts } from '../checkout/tables';

/** Human order numbers (SO-2026-000001) and payment references (PY-2026-000001). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

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
    /** how it came in (spec §2 /admin/saleschannel): the shop, BinaMart for the buyer, a purchase order, a quotation, an award */
    channel: text('channel').$type<SalesChannel>().notNull().default('web'),
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
    /** the buyer company's construction project (site) it was ordered for */
    companyProjectId: uuid('company_project_id').references(() => companyProjects.id),
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
    // what waits for a seller: its orders to accept and to deliver, counted from the index alone
    index('orders_seller_status_idx').on(t.sellerCompanyId, t.status),
    // the order report's rows in the order they were placed (the figures are in dashboards/tables.ts)
    index('orders_created_idx').on(t.createdAt, t.id),
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
  (t) => [
    // an order's lines, and for the dashboards' top products their product and amounts without visiting the rows
    index('order_lines_order_idx').on(t.orderId, t.productId, t.lineTotalSen, t.quantity),
  ],
);

export type OrderEventType =
  | 'placed'
  | 'paid'
  /** placed on credit terms: the grand total reserved on the facility, paid later by its invoice */
  | 'chargedToCredit'
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
    /** the order events were written in: events of one transaction share its time */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);
