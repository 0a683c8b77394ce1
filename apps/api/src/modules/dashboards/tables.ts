/**
 * The order figures the dashboards and reports add up, kept by the database itself: triggers on
 * orders and order lines (migration 0024) move each order's figures between these day rows in the
 * same transaction as the change, however the order was written (checkout, a state change, a
 * seed, a correction), so a period's figure is a sum over a few hundred rows instead of every order.
 * Days are Malaysian calendar days.
 */
import type { SalesChannel } from '@binamart/shared';
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

const sen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Orders and their money per seller, Malaysian day, state, currency, payment method, state delivered to and sales channel. */
export const orderFigures = pgTable(
  'order_figures',
  {
    sellerCompanyId: uuid('seller_company_id').notNull(),
    day: date('day').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    state: text('state').notNull(),
    /** how the orders came in (the order's sales channel) */
    channel: text('channel').$type<SalesChannel>().notNull(),
    orders: integer('orders').notNull().default(0),
    goodsSen: sen('goods_sen'),
    deliveryFeeSen: sen('delivery_fee_sen'),
    chargesSen: sen('charges_sen'),
    discountSen: sen('discount_sen'),
    totalSen: sen('total_sen'),
    payoutSen: sen('payout_sen'),
  },
  (t) => [
    primaryKey({
      name: 'order_figures_pk',
      columns: [t.sellerCompanyId, t.day, t.status, t.currency, t.paymentMethod, t.state, t.channel],
    }),
    // the marketplace's figures of a period (every seller), read from the index alone
    index('order_figures_day_idx').on(t.day, t.currency, t.status, t.totalSen, t.orders),
  ],
);

/** Sales (ringgit orders the seller confirmed) per seller, buyer and day: new, returning and active buyers. */
export const buyerSales = pgTable(
  'buyer_sales',
  {
    sellerCompanyId: uuid('seller_company_id').notNull(),
    buyerCompanyId: uuid('buyer_company_id').notNull(),
    day: date('day').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'buyer_sales_pk', columns: [t.sellerCompanyId, t.day, t.buyerCompanyId] }),
    index('buyer_sales_day_idx').on(t.day, t.buyerCompanyId),
  ],
);

/** What each product sold per seller and day (sales only): the top products. */
export const productSales = pgTable(
  'product_sales',
  {
    sellerCompanyId: uuid('seller_company_id').notNull(),
    productId: uuid('product_id').notNull(),
    day: date('day').notNull(),
    /** the name and unit of its latest line */
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    valueSen: sen('value_sen'),
    quantity: sen('quantity'),
  },
  (t) => [primaryKey({ name: 'product_sales_pk', columns: [t.sellerCompanyId, t.day, t.productId] })],
);

/**
 * A number per seller that grows whenever its figures change (the figures triggers raise it in the
 * transaction that changes them): a dashboard computed at one version stays right until the version
 * moves, so API processes keep computed figures and re-read only this row.
 */
export const figuresVersions = pgTable('figures_versions', {
  sellerCompanyId: uuid('seller_company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
