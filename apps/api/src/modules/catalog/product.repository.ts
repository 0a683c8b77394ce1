/** SQL of products: rows with their images and variations, written together and read back for one product. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import { type PgUpdateSetSource, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { branches } from '../hub/tables';
import { categories, productImages, productVariations, products } from './tables';
import { companies, companyProfiles } from '../identity/tables';

/** Every column but the search vector, which only the database reads (and which is large to transfer). */
const { search: _search, ...productColumns } = getTableColumns(products);
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
export type VariationRow = typeof productVariations.$inferSelect;
export type NewProductRow = Omit<typeof products.$inferInsert, 'id' | 'search'>;
export type NewVariationRow = Omit<typeof productVariations.$inferInsert, 'productId'>;

/** One product ready to insert: its columns, image file ids in order and variations in order. */
export interface ProductRecord {
  product: NewProductRow;
  imageFileIds: string[];
  variations: NewVariationRow[];
}

const CHUNK = 500;
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Inserts products with their images and variations in a few multi-row statements
 * (run it inside a transaction); returns the new ids in the order given. Bulk-friendly:
 * the demo seed and the benchmark load thousands of products through it.
 */
export async function insertProductRecords(db: Db, records: ProductRecord[]): Promise<string[]> {
  const withIds = records.map((record) => ({ ...record, id: randomUUID() }));
  for (const part of chunks(withIds)) {
    await db.insert(products).values(part.map(({ id, product }) => ({ ...product, id })));
  }
  const images = withIds.flatMap(({ id, imageFileIds }) =>
    imageFileIds.map((fileId, sortOrder) => ({ productId: id, fileId, sortOrder })),
  );
  for (const part of chunks(images)) await db.insert(productImages).values(part);
  const variations = withIds.flatMap(({ id, variations: list }) =>
    list.map((variation, sortOrder) => ({ ...variation, productId: id, sortOrder })),
  );
  for (const part of chunks(variations)) await db.insert(productVariations).values(part);
  return withIds.map(({ id }) => id);
}

/** The product's row, locked for the rest of the transaction; undefined when there is none. */
export async function lockProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).for('update');
  return row;
}

/** The product's row without its details; undefined when there is none. */
export async function findProductRow(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** Updates the product's columns and its updated_at. */
export async function updateProductRow(db: Db, id: string, values: PgUpdateSetSource<typeof products>) {
  await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** Replaces the product's images with `fileIds`, in that order. */
export async function replaceImages(db: Db, productId: string, fileIds: string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (fileIds.length > 0) {
    await db.insert(productImages).values(fileIds.map((fileId, sortOrder) => ({ productId, fileId, sortOrder })));
  }
}

/** The product's variations' prices, by variation id. */
export async function variationPrices(db: Db, productId: string) {
  const rows = await db
    .select({
      id: productVariations.id,
      listPriceSen: productVariations.listPriceSen,
      sellingPriceSen: productVariations.sellingPriceSen,
      hidePrice: productVariations.hidePrice,
    })
    .from(productVariations)
    .where(eq(productVariations.productId, productId));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Replaces the product's variations: those whose id is one of the product's are updated in
 * place (so carts holding them keep pointing at them), the others inserted, the rest deleted.
 */
export async function replaceVariations(db: Db, productId: string, list: (NewVariationRow & { id?: string })[]) {
  const existing = await db
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(eq(productVariations.productId, productId));
  const known = new Set(existing.map((row) => row.id));
  const kept = list.filter((v) => v.id && known.has(v.id)).map((v) => v.id!);
  await db
    .delete(productVariations)
    .where(
      and(
        eq(productVariations.productId, productId),
        kept.length > 0 ? notInArray(productVariations.id, kept) : undefined,
      ),
    );
  for (const [sortOrder, variation] of list.entries()) {
    const { id, ...values } = variation;
    if (id && known.has(id)) {
      await db
        .update(productVariations)
        .set({ ...values, sortOrder })
        .where(eq(productVariations.id, id));
    } else {
      await db.insert(productVariations).values({ ...values, productId, sortOrder });
    }
  }
}

const subcategories = alias(categories, 'subcategories');

/** A product with its category names, seller and seller's state, images and variations; undefined when none. */
export async function findProductDetail(db: Db, id: string) {
  const [head] = await db
    .select({
      product: productColumns,
      category: categories,
      subcategory: subcategories,
      sellerName: companies.name,
      sellerState: sql<string>`coalesce((select ${branches.state} from ${branches} where ${branches.companyId} = ${products.companyId} order by ${branches.createdAt}, ${branches.id} limit 1), ${companyProfiles.state}, '')`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, products.companyId))
    .where(eq(products.id, id))
    .limit(1);
  if (!head) return undefined;
  const [images, variations] = await Promise.all([
    db
      .select({ fileId: productImages.fileId })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, id))
      .orderBy(asc(productVariations.sortOrder), asc(productVariations.id)),
  ]);
  return { ...head, images, variations };
}
export type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof findProductDetail>>>;

/** A category with its parent id, or undefined. */
export async function findCategories(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, ids));
}
