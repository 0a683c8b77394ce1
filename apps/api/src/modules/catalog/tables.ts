/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Currency, ProductStatus } from '@binamart/shared';
import { files } from '../platform/files/tables';
import { companies } from '../identity/tables';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    nameMs: text('name_ms'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A product or service a seller lists; money in sen, weight in grams, dimensions in millimetres. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').$type<'product' | 'service'>().notNull(),
    status: text('status').$type<ProductStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    /** comma-separated tags, searched with the name, brand and description */
    tags: text('tags').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid('subcategory_id').references(() => categories.id),
    description: text('description').notNull().default(''),
    specification: text('specification').notNull().default(''),
    certificationStatus: text('certification_status')
      .$type<'none' | 'pending' | 'verified' | 'expired'>()
      .notNull()
      .default('none'),
    certificationExpiry: date('certification_expiry'),
    certificationFileId: uuid('certification_file_id').references(() => files.id),
    catalogueFileId: uuid('catalogue_file_id').references(() => files.id),
    videoUrl: text('video_url').notNull().default(''),
    saleType: text('sale_type').$type<'sale' | 'rental'>().notNull().default('sale'),
    leadDays: integer('lead_days').notNull().default(0),
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    currency: text('currency').$type<Currency>().notNull().default('MYR'),
    newArrival: boolean('new_arrival').notNull().default(false),
    deliveryLocations: text('delivery_locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludedDeliveryFees: boolean('excluded_delivery_fees').notNull().default(false),
    jkrApproved: boolean('jkr_approved').notNull().default(false),
    weightGrams: integer('weight_grams').notNull().default(0),
    lengthMm: integer('length_mm').notNull().default(0),
    widthMm: integer('width_mm').notNull().default(0),
    heightMm: integer('height_mm').notNull().default(0),
    // services
    upfrontFeeSen: integer('upfront_fee_sen'),
    subsequentFeeSen: integer('subsequent_fee_sen'),
    salePriceSen: integer('sale_price_sen'),
    deliveryIncluded: boolean('delivery_included'),
    // denormalised for listing: lowest shown selling price and the rating
    minPriceSen: integer('min_price_sen'),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * a product made from an awarded bid (status forBidding): for sale to this buyer company only,
     * at the awarded price, never listed in the shop
     */
    reservedForCompanyId: uuid('reserved_for_company_id').references(() => companies.id),
    /** the bidding project it was awarded in */
    biddingProjectId: uuid('bidding_project_id'),
    /** bumped on every seller edit: a cart item holding an older version was modified by the seller */
    version: integer('version').notNull().default(1),
    /** its variations' names, kept by the database (triggers on product_variations, migration 0037) for the search */
    variationText: text('variation_text').notNull().default(''),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple'::regconfig, ${products.name}), 'A') || setweight(to_tsvector('simple'::regconfig, ${products.brand}), 'A') || setweight(to_tsvector('simple'::regconfig, ${products.tags}), 'B') || setweight(to_tsvector('simple'::regconfig, ${products.variationText}), 'B') || setweight(to_tsvector('simple'::regconfig, ${products.description}), 'C') || setweight(to_tsvector('simple'::regconfig, ${products.specification}), 'C')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('products_company_idx').on(t.companyId),
    index('products_listing_idx').on(t.status, t.categoryId, t.minPriceSen),
    index('products_subcategory_idx').on(t.status, t.subcategoryId),
    index('products_published_idx').on(t.status, t.publishedAt),
    index('products_price_idx').on(t.status, t.minPriceSen),
    index('products_rating_idx').on(t.status, t.ratingAverage, t.ratingCount),
    index('products_search_idx').using('gin', t.search),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id),
    summary: text('summary').notNull().default(''),
    unit: text('unit').notNull(),
    minOrderQty: integer('min_order_qty').notNull(),
    multipleOf: integer('multiple_of').notNull(),
    listPriceSen: integer('list_price_sen').notNull(),
    sellingPriceSen: integer('selling_price_sen').notNull(),
    available: boolean('available').notNull().default(true),
    hidePrice: boolean('hide_price').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_variations_product_idx').on(t.productId)],
);

/**
 * One number that grows whenever anything the public catalogue shows changes — products, their
 * variations and images, categories, and the sellers' names, profiles and branches — raised by
 * the database itself at commit (migration 0038), whoever writes: the shop's ETags are made from it,
 * so a change through any API process is seen by every other on the next request.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
