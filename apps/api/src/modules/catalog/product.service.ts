/**
 * A seller's products and services (spec §3 Product, Product variation, Service; §5
 * Product): create, edit (back to moderation), remove and list, always within the actor's
 * own company. State changes follow PRODUCT_TRANSITIONS only.
 */
import type { z } from 'zod';
import {
  type Language,
  type Product,
  type ProductAction,
  type ProductCard,
  type ProductStatus,
  type createProductSchema,
  nextProductStatus,
  translate,
  type updateProductSchema,
  type variationInputSchema,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { assertCompanyFiles } from '../platform/files/index';
import { hasHub } from '../hub/index';
import { type ListingSort, listProducts } from './listing.repository';
import { toProduct, toProductCard } from './product-view';
import * as repo from './product.repository';

type CreateProductInput = z.output<typeof createProductSchema>;
type UpdateProductInput = z.output<typeof updateProductSchema>;
type VariationInput = z.output<typeof variationInputSchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SellerProductQuery {
  status?: ProductStatus;
  q?: string;
  page: number;
  pageSize: number;
}

export const hubRequired = () => new AppError('hub_required', 'errors.hubRequired');
export const categoryLocked = () => new AppError('category_locked', 'errors.categoryLocked');
export const invalidCategory = () => new AppError('invalid_category', 'errors.invalidCategory');

/** 409 naming the product's current state in the request's language. */
export const transitionNotAllowed = (language: Language, status: ProductStatus) =>
  new AppError('transition_not_allowed', 'errors.transitionNotAllowed', {
    status: translate(language, `productStatus.${status}`).toLowerCase(),
  });

/** The state `action` leads to from `from`, or 409 when the transitions table has no such move. */
export function transition(language: Language, from: ProductStatus, action: ProductAction): ProductStatus {
  const to = nextProductStatus(from, action);
  if (!to) throw transitionNotAllowed(language, from);
  return to;
}

/** The lowest selling price buyers can see: available variations whose price is shown; null if none. */
export function lowestShownPrice(variations: Pick<VariationInput, 'available' | 'hidePrice' | 'sellingPriceSen'>[]) {
  const prices = variations.filter((v) => v.available && !v.hidePrice).map((v) => v.sellingPriceSen);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** 400 unless `categoryId` is a main category and `subcategoryId` (if any) one of its children. */
async function assertCategories(db: Db, categoryId: string, subcategoryId: string | null | undefined) {
  const ids = subcategoryId ? [categoryId, subcategoryId] : [categoryId];
  const rows = await repo.findCategories(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const main = byId.get(categoryId);
  if (!main || main.parentId !== null) throw invalidCategory();
  if (subcategoryId && byId.get(subcategoryId)?.parentId !== categoryId) throw invalidCategory();
}

/** The files a product refers to must be the company's own; images must be images. */
async function assertProductFiles(db: Db, companyId: string, input: UpdateProductInput) {
  await assertCompanyFiles(db, companyId, {
    imageIds: [...input.imageFileIds, ...input.variations.map((v) => v.imageFileId)],
    anyIds: [input.certificationFileId, input.catalogueFileId],
  });
}

/** A variation's columns from the form (its id kept when it has one). */
export const variationColumns = (v: VariationInput): repo.NewVariationRow & { id?: string } => ({
  ...(v.id && { id: v.id }),
  name: v.name,
  imageFileId: v.imageFileId ?? null,
  summary: v.summary,
  unit: v.unit,
  minOrderQty: v.minOrderQty,
  multipleOf: v.multipleOf,
  listPriceSen: v.listPriceSen,
  sellingPriceSen: v.sellingPriceSen,
  available: v.available,
  hidePrice: v.hidePrice,
});

/** The product's own columns from the form (not its company, category, status or version). */
export function productColumns(input: UpdateProductInput) {
  return {
    type: input.type,
    name: input.name,
    brand: input.brand,
    tags: input.tags,
    subcategoryId: input.subcategoryId ?? null,
    description: input.description,
    specification: input.specification,
    certificationStatus: input.certificationStatus,
    certificationExpiry: input.certificationExpiry ?? null,
    certificationFileId: input.certificationFileId ?? null,
    catalogueFileId: input.catalogueFileId ?? null,
    videoUrl: input.videoUrl,
    saleType: input.saleType,
    leadDays: input.leadDays,
    states: input.states,
    currency: input.currency,
    newArrival: input.newArrival,
    deliveryLocations: input.deliveryLocations,
    excludedDeliveryFees: input.excludedDeliveryFees,
    jkrApproved: input.jkrApproved,
    weightGrams: input.weightGrams,
    lengthMm: input.lengthMm,
    widthMm: input.widthMm,
    heightMm: input.heightMm,
    upfrontFeeSen: input.upfrontFeeSen ?? null,
    subsequentFeeSen: input.subsequentFeeSen ?? null,
    salePriceSen: input.salePriceSen ?? null,
    deliveryIncluded: input.deliveryIncluded ?? null,
    minPriceSen: lowestShownPrice(input.variations),
  };
}

/** The product with its details; `seesHiddenPrices` for its seller and administrators. */
export async function loadProduct(db: Db, id: string, language: Language, seesHiddenPrices: boolean) {
  const row = await repo.findProductDetail(db, id);
  if (!row) throw notFound();
  return toProduct(row, language, seesHiddenPrices);
}

/**
 * Lists a new product or service for moderation (status pending). Physical products need
 * the company's hub registration (400 hub_required); services do not.
 */
export async function createProduct(
  db: Db,
  actor: Actor | null,
  input: CreateProductInput,
  language: Language = 'en-us',
): Promise<Product> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write', toggle: 'productUpload' });
  if (input.type === 'product' && !(await hasHub(db, me.companyId))) throw hubRequired();
  await assertCategories(db, input.categoryId, input.subcategoryId);
  await assertProductFiles(db, me.companyId, input);
  const [id] = await db.transaction((tx) =>
    repo.insertProductRecords(tx, [
      {
        product: { ...productColumns(input), companyId: me.companyId, categoryId: input.categoryId, status: 'pending' },
        imageFileIds: input.imageFileIds,
        variations: input.variations.map(variationColumns),
      },
    ]),
  );
  return loadProduct(db, id!, language, true);
}

/** The company's product in any state; another company's is not found. */
export async function getSellerProduct(db: Db, actor: Actor | null, id: string, language: Language) {
  const me = authorize(actor, { side: 'seller', area: 'sellPro' });
  const row = await repo.findProductRow(db, id);
  if (!row || row.companyId !== me.companyId) throw notFound();
  return loadProduct(db, id, language, true);
}

/**
 * Saves the seller's edit: the category cannot change (400 category_locked); the product
 * goes back to pending for moderation and its version is bumped, so carts holding the
 * older version know the seller modified it. Images and variations are replaced; variation
 * ids sent back are kept.
 */
export async function updateProduct(
  db: Db,
  actor: Actor | null,
  id: string,
  input: UpdateProductInput,
  language: Language = 'en-us',
): Promise<Product> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write', toggle: 'productUpload' });
  await db.transaction(async (tx) => {
    const row = await repo.lockProduct(tx, id);
    if (!row || row.companyId !== me.companyId) throw notFound();
    if (input.categoryId && input.categoryId !== row.categoryId) throw categoryLocked();
    const status = transition(language, row.status, 'edit');
    if (input.type === 'product' && !(await hasHub(tx, me.companyId))) throw hubRequired();
    await assertCategories(tx, row.categoryId, input.subcategoryId);
    await assertProductFiles(tx, me.companyId, input);
    // a seller's staff member changes prices (or adds a priced variation) with the set price toggle
    const prices = await repo.variationPrices(tx, id);
    const repriced = input.variations.some((v) => {
      const before = v.id ? prices.get(v.id) : undefined;
      return (
        !before ||
        before.listPriceSen !== v.listPriceSen ||
        before.sellingPriceSen !== v.sellingPriceSen ||
        before.hidePrice !== v.hidePrice
      );
    });
    if (repriced) authorize(me, { toggle: 'productSetPrice' });
    await repo.updateProductRow(tx, id, {
      ...productColumns(input),
      status,
      rejectionReason: null,
      version: row.version + 1,
    });
    await repo.replaceImages(tx, id, input.imageFileIds);
    await repo.replaceVariations(tx, id, input.variations.map(variationColumns));
  });
  return loadProduct(db, id, language, true);
}

/** Takes the company's product off the marketplace (the 'remove' transition). */
export async function removeSellerProduct(db: Db, actor: Actor | null, id: string, language: Language = 'en-us') {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write', toggle: 'productUpload' });
  await db.transaction(async (tx) => {
    const row = await repo.lockProduct(tx, id);
    if (!row || row.companyId !== me.companyId) throw notFound();
    await repo.updateProductRow(tx, id, { status: transition(language, row.status, 'remove') });
  });
}

/** The company's products in any state (or one), most recently changed first. */
export async function listSellerProducts(
  db: Db,
  actor: Actor | null,
  query: SellerProductQuery,
): Promise<Page<ProductCard>> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro' });
  const sort: ListingSort = query.q ? 'relevance' : 'recentlyChanged';
  const { rows, total } = await listProducts(
    db,
    { companyId: me.companyId, ...(query.status && { statuses: [query.status] }), q: query.q },
    sort,
    query.page,
    query.pageSize,
  );
  return { items: rows.map(toProductCard), total, page: query.page, pageSize: query.pageSize };
}
