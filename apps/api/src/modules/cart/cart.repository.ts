/** SQL of the cart: a buyer user's items with their product, variation and seller as they are now. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from './tables';
import { companies } from '../identity/tables';
import { productImages, productVariations, products } from '../catalog/tables';

/** The variation's image, else the product's first image. */
const imageFileId = sql<
  string | null
>`coalesce(${productVariations.imageFileId}, (select ${productImages.fileId} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.sortOrder}, ${productImages.id} limit 1))`;

/** A variation with what buying it depends on: its product's state, version, currency, seller and locations. */
export const variationColumns = {
  variationId: productVariations.id,
  variationName: productVariations.name,
  unit: productVariations.unit,
  minOrderQty: productVariations.minOrderQty,
  multipleOf: productVariations.multipleOf,
  sellingPriceSen: productVariations.sellingPriceSen,
  variationAvailable: productVariations.available,
  hidePrice: productVariations.hidePrice,
  productId: products.id,
  productName: products.name,
  productStatus: products.status,
  reservedFor: products.reservedForCompanyId,
  productVersion: products.version,
  currency: products.currency,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  states: products.states,
  deliveryLocations: products.deliveryLocations,
  /** one unit's weight (0 when the seller gave none) */
  weightGrams: products.weightGrams,
  sellerId: companies.id,
  sellerName: companies.name,
  imageFileId,
};

/** Variations by id with their products and sellers (missing ids are left out). */
export async function findVariations(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(variationColumns)
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(inArray(productVariations.id, [...ids]));
}

export type VariationRow = Awaited<ReturnType<typeof findVariations>>[number];

/** What the cart item itself holds of a cart row (the rest is its variation's). */
const itemColumns = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  itemVersion: cartItems.productVersion,
  itemCurrency: cartItems.currency,
  quoteLineId: cartItems.quoteLineId,
  quotationId: cartItems.quotationId,
  quotationNumber: cartItems.quotationNumber,
  quotedUnitPriceSen: cartItems.quotedUnitPriceSen,
  quoteValidUntil: cartItems.quoteValidUntil,
  createdAt: cartItems.createdAt,
};

const cartColumns = { ...variationColumns, ...itemColumns };

function cartQuery(db: Db) {
  return db
    .select(cartColumns)
    .from(cartItems)
    .innerJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .innerJoin(products, eq(products.id, productVariations.productId))
    .innerJoin(companies, eq(companies.id, products.companyId));
}

export type CartRow = Awaited<ReturnType<ReturnType<typeof cartQuery>['execute']>>[number];

/** The user's items, newest first. */
export async function listCart(db: Db, userId: string): Promise<CartRow[]> {
  return cartQuery(db).where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

/** Some of the user's items (another user's ids are left out). */
export async function findCartItems(db: Db, userId: string, ids: readonly string[]): Promise<CartRow[]> {
  if (ids.length === 0) return [];
  return cartQuery(db).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
}

/** Adds the variation to the user's cart, or adds to its quantity when it is there; returns the item as it now is. */
export async function upsertCartItem(db: Db, values: typeof cartItems.$inferInsert) {
  const [row] = await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variationId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
    })
    .returning(itemColumns);
  return row!;
}

/**
 * Puts a quoted item in the user's cart: it takes the place of the variation's item if there is one
 * (the quotation's quantity and price replace what the cart held).
 */
export async function upsertQuotedItem(db: Db, values: typeof cartItems.$inferInsert) {
  await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variationId],
      set: {
        quantity: sql`excluded.quantity`,
        productVersion: sql`excluded.product_version`,
        currency: sql`excluded.currency`,
        quoteLineId: sql`excluded.quote_line_id`,
        quotationId: sql`excluded.quotation_id`,
        quotationNumber: sql`excluded.quotation_number`,
        quotedUnitPriceSen: sql`excluded.quoted_unit_price_sen`,
        quoteValidUntil: sql`excluded.quote_valid_until`,
        updatedAt: new Date(),
      },
    });
}

/** Whether the user's cart holds the variation as a quoted item. */
export async function hasQuotedItem(db: Db, userId: string, variationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.variationId, variationId),
        sql`${cartItems.quoteLineId} is not null`,
      ),
    );
  return rows.length > 0;
}

/** Updates one of the user's items; false when there is none. */
export async function updateCartItem(
  db: Db,
  userId: string,
  id: string,
  values: Partial<typeof cartItems.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Removes one of the user's items; false when there is none. */
export async function deleteCartItem(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Removes items by id (the lines a placed checkout came from). */
export async function deleteCartItems(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(inArray(cartItems.id, [...ids]));
}
