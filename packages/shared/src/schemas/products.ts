/**
 * Products, variations and services (spec §3, §5 Product). Money in integer sen, weight in
 * grams, dimensions in millimetres; forms convert from RM, kg and cm.
 */
import { z } from 'zod';
import { pageOf, reasonSchema } from './common';
import { PRODUCT_STATUSES } from '../states/product-states';
import { SHOP_SORTS } from '../shop-query';
import { MALAYSIAN_STATES, V, requiredSelect, requiredText } from '../validation';

export const LIMITS = {
  leadDays: 365,
  weightGrams: 100_000_000, // 100 tonnes
  dimensionMm: 100_000, // 100 m
  priceSen: 10_000_000_000, // RM100 million
  quantity: 1_000_000,
} as const;

export const P = {
  moq: 'product.moqPositive',
  multiple: 'product.multiplePositive',
  price: 'product.pricePositive',
  listPrice: 'product.listPriceInvalid',
  sellingAboveList: 'product.sellingAboveList',
  image: 'product.imageRequired',
  variation: 'product.variationRequired',
  leadDays: 'product.leadDaysRange',
  weight: 'product.weightRange',
  dimension: 'product.dimensionRange',
  serviceFees: 'product.serviceFeesRequired',
  states: 'product.statesRequired',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: V.required }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const variationInputSchema = z
  .object({
    id: z.uuid().optional(),
    name: requiredText(120),
    imageFileId: z.uuid().nullable().optional(),
    summary: z.string().trim().max(500).optional().default(''),
    unit: requiredText(30),
    minOrderQty: wholeNumber(P.moq, 1, LIMITS.quantity),
    multipleOf: wholeNumber(P.multiple, 1, LIMITS.quantity),
    listPriceSen: wholeNumber(P.listPrice, 1, LIMITS.priceSen),
    sellingPriceSen: wholeNumber(P.price, 1, LIMITS.priceSen),
    available: z.boolean().default(true),
    hidePrice: z.boolean().default(false),
  })
  .refine((v) => v.sellingPriceSen <= v.listPriceSen, { error: P.sellingAboveList, path: ['sellingPriceSen'] });
export type VariationInput = z.input<typeof variationInputSchema>;

const productFields = {
  type: requiredSelect(['product', 'service'] as const),
  name: requiredText(200),
  brand: z.string().trim().max(100).optional().default(''),
  tags: z.string().trim().max(500).optional().default(''),
  subcategoryId: z.uuid().nullable().optional(),
  description: z.string().trim().max(10_000).optional().default(''),
  specification: z.string().trim().max(10_000).optional().default(''),
  certificationStatus: z.enum(['none', 'pending', 'verified', 'expired']).default('none'),
  certificationExpiry: z.iso.date().nullable().optional(),
  certificationFileId: z.uuid().nullable().optional(),
  catalogueFileId: z.uuid().nullable().optional(),
  imageFileIds: z.array(z.uuid()).min(1, { error: P.image }).max(10),
  videoUrl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { error: 'validation.url' })
    .optional()
    .default(''),
  saleType: z.enum(['sale', 'rental']).default('sale'),
  leadDays: wholeNumber(P.leadDays, 0, LIMITS.leadDays),
  states: z.array(z.enum(MALAYSIAN_STATES)).min(1, { error: P.states }),
  currency: requiredSelect(['MYR', 'USD'] as const),
  newArrival: z.boolean().default(false),
  deliveryLocations: z.array(z.enum(MALAYSIAN_STATES)).default([]),
  excludedDeliveryFees: z.boolean().default(false),
  jkrApproved: z.boolean().default(false),
  weightGrams: wholeNumber(P.weight, 0, LIMITS.weightGrams),
  lengthMm: wholeNumber(P.dimension, 0, LIMITS.dimensionMm),
  widthMm: wholeNumber(P.dimension, 0, LIMITS.dimensionMm),
  heightMm: wholeNumber(P.dimension, 0, LIMITS.dimensionMm),
  upfrontFeeSen: z.number().int().min(0).max(LIMITS.priceSen).nullable().optional(),
  subsequentFeeSen: z.number().int().min(0).max(LIMITS.priceSen).nullable().optional(),
  salePriceSen: z.number().int().min(1, { error: P.price }).max(LIMITS.priceSen).nullable().optional(),
  deliveryIncluded: z.boolean().nullable().optional(),
  variations: z.array(variationInputSchema).min(1, { error: P.variation }).max(50),
};

const serviceRule = (v: { type: string; salePriceSen?: number | null | undefined }) =>
  v.type !== 'service' || (v.salePriceSen ?? 0) > 0;

/** A new product: the category is chosen here once and cannot change afterwards. */
export const createProductSchema = z
  .object({ categoryId: z.uuid({ error: V.requiredSelect }), ...productFields })
  .refine(serviceRule, { error: P.serviceFees, path: ['salePriceSen'] });
export type CreateProductInput = z.input<typeof createProductSchema>;

/** An edit: the same fields; a categoryId different from the product's is refused by the API. */
export const updateProductSchema = z
  .object({ categoryId: z.uuid().optional(), ...productFields })
  .refine(serviceRule, { error: P.serviceFees, path: ['salePriceSen'] });
export type UpdateProductInput = z.input<typeof updateProductSchema>;

export const variationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  imageFileId: z.uuid().nullable(),
  summary: z.string(),
  unit: z.string(),
  minOrderQty: z.number().int(),
  multipleOf: z.number().int(),
  /** null when the seller hides the price: buyers enquire instead */
  listPriceSen: z.number().int().nullable(),
  sellingPriceSen: z.number().int().nullable(),
  available: z.boolean(),
  hidePrice: z.boolean(),
});

export const productSchema = z.object({
  id: z.uuid(),
  status: z.enum(PRODUCT_STATUSES),
  rejectionReason: z.string().nullable(),
  type: z.enum(['product', 'service']),
  name: z.string(),
  brand: z.string(),
  tags: z.string(),
  categoryId: z.uuid(),
  subcategoryId: z.uuid().nullable(),
  categoryName: z.string(),
  subcategoryName: z.string().nullable(),
  description: z.string(),
  specification: z.string(),
  certificationStatus: z.enum(['none', 'pending', 'verified', 'expired']),
  certificationExpiry: z.string().nullable(),
  certificationFileId: z.uuid().nullable(),
  certificationFileUrl: z.string().nullable(),
  catalogueFileId: z.uuid().nullable(),
  catalogueFileUrl: z.string().nullable(),
  images: z.array(z.object({ fileId: z.uuid(), url: z.string() })),
  videoUrl: z.string(),
  saleType: z.enum(['sale', 'rental']),
  leadDays: z.number().int(),
  states: z.array(z.string()),
  currency: z.enum(['MYR', 'USD']),
  newArrival: z.boolean(),
  deliveryLocations: z.array(z.string()),
  excludedDeliveryFees: z.boolean(),
  jkrApproved: z.boolean(),
  weightGrams: z.number().int(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  upfrontFeeSen: z.number().int().nullable(),
  subsequentFeeSen: z.number().int().nullable(),
  salePriceSen: z.number().int().nullable(),
  deliveryIncluded: z.boolean().nullable(),
  variations: z.array(variationSchema),
  seller: z.object({ id: z.uuid(), name: z.string(), state: z.string() }),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** One card of the shop listing. */
export const productCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  brand: z.string(),
  type: z.enum(['product', 'service']),
  currency: z.enum(['MYR', 'USD']),
  /** lowest shown selling price; null when every variation hides its price */
  fromPriceSen: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  seller: z.object({ id: z.uuid(), name: z.string(), state: z.string() }),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  jkrApproved: z.boolean(),
  newArrival: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  /** a search's best-matching variation by name ("T12 (12 mm)" for "Y12"), when it matched one */
  matchedVariation: z.string().nullable().optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** The API's reading of a shop search; the web app reads its address with `readShopQuery` (shop-query.ts), by these rules. */
export const shopQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.uuid().optional(),
  type: z.enum(['product', 'service']).optional(),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  seller: z.uuid().optional(),
  /** only products whose seller delivers to this postcode itself: its state served, within the seller's range */
  deliversTo: z
    .string()
    .trim()
    .regex(/^\d{5}$/)
    .optional(),
  sort: z.enum(SHOP_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(20),
});
export type ShopQuery = z.input<typeof shopQuerySchema>;

/** A page of the shop; when nothing matched what was typed, the page of what was probably meant. */
export const shopPageSchema = pageOf(productCardSchema).extend({
  /** the corrected search these products were found with (the typed one found nothing) */
  didYouMean: z.string().optional(),
});
export type ShopPage = z.infer<typeof shopPageSchema>;

export const rejectProductSchema = reasonSchema;
