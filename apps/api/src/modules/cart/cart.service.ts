/**
 * The buyer's cart (spec §3 Cart item, §5 Cart): one per buyer user, one row per variation.
 * An item remembers the product's version when it was added, so an edit by the seller
 * shows as "modified" until the buyer accepts it. Another user's items are not found.
 */
import type { z } from 'zod';
import { CART, type CartItem, type Currency, type addToCartSchema, type updateCartItemSchema } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { fileUrl } from '../platform/files/index';
import * as repo from './cart.repository';
import {
  type Purchasable,
  assertPurchasable,
  assertQuantity,
  purchaseRefusal,
  quantityProblem,
} from './purchase-rules';
import { type LineQuote, applyQuote, quoteHolds, quoteOf } from './quotes';

type AddInput = z.output<typeof addToCartSchema>;
type UpdateInput = z.output<typeof updateCartItemSchema>;

/**
 * The item as the buyer sees it at `now`: priced (a quoted item at its quoted price while the
 * quote holds), and flagged when it cannot be checked out as it is.
 */
export function toCartItem(listed: repo.CartRow, now: Date): CartItem {
  const quote = quoteOf(listed);
  const row = applyQuote(listed, quote, now);
  return {
    id: row.id,
    productId: row.productId,
    variationId: row.variationId,
    productName: row.productName,
    variationName: row.variationName,
    unit: row.unit,
    imageUrl: fileUrl(row.imageFileId),
    seller: { id: row.sellerId, name: row.sellerName },
    quantity: row.quantity,
    minOrderQty: row.minOrderQty,
    multipleOf: row.multipleOf,
    unitPriceSen: row.hidePrice ? 0 : row.sellingPriceSen,
    lineTotalSen: row.hidePrice ? 0 : row.sellingPriceSen * row.quantity,
    currency: row.currency,
    available: purchaseRefusal(row) === null,
    modified: row.productVersion !== row.itemVersion,
    quantityProblem: quantityProblem(row, row.quantity),
    addedAt: row.createdAt.toISOString(),
    quotation: quote && {
      id: quote.quotationId,
      number: quote.quotationNumber,
      validUntil: quote.validUntil,
      expired: !quoteHolds(quote, now),
    },
  };
}

async function loadItem(db: Db, userId: string, id: string, now: Date): Promise<CartItem> {
  const [row] = await repo.findCartItems(db, userId, [id]);
  if (!row) throw notFound();
  return toCartItem(row, now);
}

/** The actor's cart at `now`, newest first. */
export async function getCart(db: Db, actor: Actor | null, now: Date): Promise<CartItem[]> {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder' });
  return (await repo.listCart(db, me.userId)).map((row) => toCartItem(row, now));
}

/**
 * Adds a variation, or adds to its quantity when it is already in the cart. Refuses what
 * cannot be bought (unpublished, unavailable, price hidden) and a resulting quantity
 * below the minimum or not a multiple; the merge and the check are one transaction.
 */
export async function addToCart(db: Db, actor: Actor | null, input: AddInput, now: Date): Promise<CartItem> {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write' });
  const [variation] = await repo.findVariations(db, [input.variationId]);
  if (!variation) throw notFound();
  assertPurchasable(variation, me.companyId);
  // the quoted quantity is the quotation's: more of it is another quotation's business
  if (await repo.hasQuotedItem(db, me.userId, variation.variationId)) {
    throw new AppError('quoted_in_cart', CART.quotedInCart);
  }
  const item = await db.transaction(async (tx) => {
    const upserted = await repo.upsertCartItem(tx, {
      userId: me.userId,
      companyId: me.companyId,
      productId: variation.productId,
      variationId: variation.variationId,
      quantity: input.quantity,
      productVersion: variation.productVersion,
      currency: variation.currency,
    });
    assertQuantity(variation, upserted.quantity);
    return upserted;
  });
  // the item as written with the variation as just read: the same as reading them back joined
  return toCartItem({ ...variation, ...item }, now);
}

/** Sets an item's quantity (the variation's minimum and multiple apply; a quoted item keeps the quotation's). */
export async function updateCartItem(
  db: Db,
  actor: Actor | null,
  id: string,
  input: UpdateInput,
  now: Date,
): Promise<CartItem> {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write' });
  const [row] = await repo.findCartItems(db, me.userId, [id]);
  if (!row) throw notFound();
  if (row.quoteLineId !== null && input.quantity !== row.quantity) {
    throw new AppError('quoted_quantity', CART.quotedQuantity, { number: row.quotationNumber ?? '' });
  }
  assertQuantity(row, input.quantity);
  if (!(await repo.updateCartItem(db, me.userId, id, { quantity: input.quantity }))) throw notFound();
  return loadItem(db, me.userId, id, now);
}

/** Takes the product as the seller changed it: the item is no longer "modified" (a quoted item keeps its price). */
export async function acceptChanges(db: Db, actor: Actor | null, id: string, now: Date): Promise<CartItem> {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write' });
  const [row] = await repo.findCartItems(db, me.userId, [id]);
  if (!row) throw notFound();
  await repo.updateCartItem(db, me.userId, id, { productVersion: row.productVersion, currency: row.currency });
  return loadItem(db, me.userId, id, now);
}

/** Removes one of the actor's items. */
export async function removeCartItem(db: Db, actor: Actor | null, id: string): Promise<void> {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write' });
  if (!(await repo.deleteCartItem(db, me.userId, id))) throw notFound();
}

/** Variations by id with their products and sellers as they are now (checkout prices its lines with them). */
export function variationsByIds(db: Db, ids: readonly string[]) {
  return repo.findVariations(db, ids);
}

/** Some of a user's cart items, the lines a checkout starts from (another user's ids are left out). */
export function cartItemsOf(db: Db, userId: string, ids: readonly string[]) {
  return repo.findCartItems(db, userId, ids);
}

/** Takes the lines a placed checkout came from out of the cart (inside the placing transaction). */
export function removeCartItems(db: Db, ids: readonly string[]) {
  return repo.deleteCartItems(db, ids);
}

/**
 * Puts variations in a buyer user's cart in the caller's transaction (an awarded bid's items):
 * added to what the cart already holds of each.
 */
export async function putInCart(
  tx: Db,
  buyer: { userId: string; companyId: string },
  items: { productId: string; variationId: string; quantity: number; currency: Currency }[],
) {
  for (const item of items) {
    await repo.upsertCartItem(tx, { ...buyer, ...item, productVersion: 1 });
  }
}

/**
 * Puts an accepted quotation's lines in a buyer user's cart in the caller's transaction, each at its
 * quoted price and quantity, in place of what the cart held of the variation.
 */
export async function putQuotedInCart(
  tx: Db,
  buyer: { userId: string; companyId: string },
  items: {
    productId: string;
    variationId: string;
    quantity: number;
    currency: Currency;
    productVersion: number;
    quote: LineQuote;
  }[],
) {
  for (const { quote, ...item } of items) {
    await repo.upsertQuotedItem(tx, {
      ...buyer,
      ...item,
      quoteLineId: quote.lineId,
      quotationId: quote.quotationId,
      quotationNumber: quote.quotationNumber,
      quotedUnitPriceSen: quote.unitPriceSen,
      quoteValidUntil: quote.validUntil,
    });
  }
}

/** What "Buy again" did: the lines put in the cart, and the ones that can no longer be bought as they were. */
export interface BuyAgainOutcome {
  added: number;
  skipped: { name: string; reason: 'notPurchasable' | 'quantity' }[];
}

/**
 * Puts an earlier order's lines back in the buyer user's cart, at today's prices: each variation
 * that can still be bought by this buyer, in the quantity ordered (added to what the cart holds);
 * a line no longer listed, or whose quantity the rules now refuse, is named and left out.
 */
export async function putLinesBackInCart(
  db: Db,
  buyer: { userId: string; companyId: string },
  /** a line whose variation was since deleted has none */
  lines: readonly { variationId: string | null; quantity: number; name: string }[],
): Promise<BuyAgainOutcome> {
  const variations = new Map(
    (
      await repo.findVariations(
        db,
        lines.flatMap((l) => (l.variationId ? [l.variationId] : [])),
      )
    ).map((v) => [v.variationId, v]),
  );
  const outcome: BuyAgainOutcome = { added: 0, skipped: [] };
  await db.transaction(async (tx) => {
    for (const line of lines) {
      const variation = line.variationId ? variations.get(line.variationId) : undefined;
      if (!variation || purchaseRefusalFor(variation, buyer.companyId)) {
        outcome.skipped.push({ name: line.name, reason: 'notPurchasable' });
        continue;
      }
      if (quantityProblem(variation, line.quantity)) {
        outcome.skipped.push({ name: line.name, reason: 'quantity' });
        continue;
      }
      await repo.upsertCartItem(tx, {
        ...buyer,
        productId: variation.productId,
        variationId: variation.variationId,
        quantity: line.quantity,
        productVersion: variation.productVersion,
        currency: variation.currency,
      });
      outcome.added += 1;
    }
  });
  return outcome;
}

/** Whether the buyer may not buy the variation now (removed, unpublished, hidden price, reserved for another). */
function purchaseRefusalFor(variation: Purchasable, buyerCompanyId: string): boolean {
  const reservedElsewhere = variation.reservedFor !== null && variation.reservedFor !== buyerCompanyId;
  return reservedElsewhere || purchaseRefusal(variation) !== null;
}
