/** SQL of bulk work on products: many rows locked in one go, their variations, and the catalogue file's rows. */
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, productImages, productVariations, products } from './tables';

const { search: _search, ...productColumns } = getTableColumns(products);

/** The products' rows, locked for the rest of the transaction in id order (two bulk writes never deadlock). */
export function lockProducts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update');
}

/** The variations of the products, in each product's order. */
export function variationsOf(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariations)
    .where(inArray(productVariations.productId, [...productIds]))
    .orderBy(asc(productVariations.productId), asc(productVariations.sortOrder), asc(productVariations.id));
}

/** Sets one variation's prices. */
export async function setVariationPrices(
  db: Db,
  id: string,
  prices: { listPriceSen: number; sellingPriceSen: number },
) {
  await db.update(productVariations).set(prices).where(eq(productVariations.id, id));
}

const subcategories = alias(categories, 'subcategories');

/** The products (in the order of `ids`) with their category names and image file ids, for the catalogue file. */
export async function catalogueProducts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      product: productColumns,
      category: categories.nameEn,
      subcategory: subcategories.nameEn,
      imageIds: sql<string>`coalesce((select string_agg(${productImages.fileId}::text, ' ' order by ${productImages.sortOrder}, ${productImages.id}) from ${productImages} where ${productImages.productId} = ${products.id}), '')`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** Every category with its parent, for matching a file's category names. */
export function allCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameZh: categories.nameZh,
      nameMs: categories.nameMs,
    })
    .from(categories);
}
