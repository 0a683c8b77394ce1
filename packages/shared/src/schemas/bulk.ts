/**
 * Bulk work on the lists: a seller publishes, unpublishes or reprices many of its products at once,
 * exports its catalogue and imports it back (CSV or XLSX, one row per variation), and accepts or
 * rejects many orders; administrators approve many products. Every list exports what it shows.
 */
import { z } from 'zod';
import { percentOf, percentToBp } from '../money';
import { V } from '../validation';
import { LIMITS, P } from './products';

/** The most rows one bulk request acts on (a page of the longest list). */
export const BULK_MAX = 100;

const bulkIds = z
  .array(z.uuid())
  .min(1, { error: 'bulk.noneSelected' })
  .max(BULK_MAX, { error: 'bulk.tooMany' })
  .transform((ids) => [...new Set(ids)]);

/** POST /api/seller/products/bulk/status: the move of PRODUCT_TRANSITIONS every chosen product makes. */
export const bulkProductStatusSchema = z.object({
  ids: bulkIds,
  action: z.enum(['unpublish', 'republish']),
});
export type BulkProductStatus = z.input<typeof bulkProductStatusSchema>;

export const PRICE_PERCENT = { min: -90, max: 500 } as const;

/** A price change: a new selling price, or the prices raised (positive) or lowered (negative) by a percentage. */
export const priceChangeSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('set'),
    priceSen: z
      .number({ error: V.required })
      .int({ error: P.price })
      .min(1, { error: P.price })
      .max(LIMITS.priceSen, { error: P.price }),
  }),
  z.object({
    mode: z.literal('percent'),
    percent: z
      .number({ error: V.required })
      .min(PRICE_PERCENT.min, { error: 'bulk.price.percentRange' })
      .max(PRICE_PERCENT.max, { error: 'bulk.price.percentRange' })
      .refine((p) => percentToBp(p) !== 0, { error: 'bulk.price.percentRange' }),
  }),
]);
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** POST /api/seller/products/bulk/price */
export const bulkPriceSchema = z.object({ ids: bulkIds, change: priceChangeSchema });
export type BulkPrice = z.input<typeof bulkPriceSchema>;

/**
 * A variation's prices after a change. A percentage moves the list and the selling price alike
 * (the discount keeps its share), half-up to the sen; a new selling price above the list price
 * raises the list price to it (the selling price is never above the list price). Never below one sen.
 */
export function repriceVariation(
  prices: { listPriceSen: number; sellingPriceSen: number },
  change: PriceChange,
): { listPriceSen: number; sellingPriceSen: number } {
  const bounded = (sen: number) => Math.min(LIMITS.priceSen, Math.max(1, sen));
  if (change.mode === 'set') {
    return { listPriceSen: Math.max(prices.listPriceSen, change.priceSen), sellingPriceSen: change.priceSen };
  }
  const bp = percentToBp(change.percent);
  const moved = (sen: number) => bounded(sen + percentOf(sen, bp));
  return { listPriceSen: moved(prices.listPriceSen), sellingPriceSen: moved(prices.sellingPriceSen) };
}

/** POST /api/orders/bulk: many orders accepted, or rejected with one reason, each as if alone. */
export const bulkOrderSchema = z
  .object({
    ids: bulkIds,
    action: z.enum(['accept', 'reject']),
    reason: z.string().trim().max(1000, { error: V.tooLong }).optional().default(''),
  })
  .refine((v) => v.action !== 'reject' || v.reason !== '', { path: ['reason'], error: V.required });
export type BulkOrder = z.input<typeof bulkOrderSchema>;

/** POST /api/admin/products/bulk/publish */
export const bulkApproveSchema = z.object({ ids: bulkIds });
export type BulkApprove = z.input<typeof bulkApproveSchema>;

/** What became of each chosen record when each is done on its own: done, or refused and why. */
export const bulkOutcomeSchema = z.object({
  done: z.number().int(),
  refused: z.number().int(),
  results: z.array(
    z.object({
      id: z.uuid(),
      /** the order's number or the product's name; null for a record the caller does not see */
      label: z.string().nullable(),
      ok: z.boolean(),
      /** the error code and its message in the request's language, when refused */
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

/** How many products a bulk move or price change changed (all of them, or none). */
export const bulkCountSchema = z.object({ count: z.number().int() });
export type BulkCount = z.infer<typeof bulkCountSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The catalogue file's columns, one row per variation; the product's columns are read from its
 * first row. A row without a product ID makes a new product (rows of one new product share its
 * name); a row without a variation ID adds a variation. Prices in ringgit, weight in kg, sizes in cm.
 */
export const CATALOGUE_COLUMNS = [
  'product_id',
  'type',
  'name',
  'brand',
  'category',
  'subcategory',
  'status',
  'currency',
  'states',
  'lead_days',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'service_price',
  'image_ids',
  'variation_id',
  'variation',
  'unit',
  'min_order_qty',
  'multiple_of',
  'list_price',
  'selling_price',
  'available',
  'hide_price',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** The columns a file must have; the others may be left out (kept as they are, or their defaults). */
export const REQUIRED_CATALOGUE_COLUMNS: readonly CatalogueColumn[] = [
  'product_id',
  'name',
  'variation_id',
  'variation',
  'list_price',
  'selling_price',
];

/** POST /api/seller/products/import: what the file changed. */
export const catalogueImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;

/** A problem of an imported file as the API sends it (`details[].path`): rows.<row>.<column>. */
export function importProblemAt(path: string): { row: number; column: string } | null {
  const match = /^rows\.(\d+)\.(.+)$/.exec(path);
  return match ? { row: Number(match[1]), column: match[2]! } : null;
}
