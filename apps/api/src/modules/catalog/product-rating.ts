/** A product's rating as its listing shows it, kept by the ratings module through this one door. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './tables';

/**
 * Re-reads a product's rating with `summarise` while holding the product's row, and stores it:
 * ratings of one product given at once are summed one after the other, so the last one counts all.
 * Call inside the transaction that changed a rating.
 */
export async function refreshProductRating(
  tx: Db,
  productId: string,
  summarise: () => Promise<{ average: number; count: number }>,
): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const { average, count } = await summarise();
  await tx
    .update(products)
    .set({ ratingAverage: average.toFixed(2), ratingCount: count })
    .where(eq(products.id, productId));
}
