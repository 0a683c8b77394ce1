/** A product's rating as its listing shows it, kept by the ratings module through this one door. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './tables';

/**
 * Runs `change` (a change of the product's ratings) while holding the product's row, then stores
 * what `summarise` reads after it: ratings of one product given at once are summed one after the
 * other, so the last one counts all. The row is taken first, before `change` writes a rating that
 * refers to it, so two changes at once wait for each other instead of deadlocking. Call inside the
 * transaction that changes the rating.
 */
export async function changeProductRating<T>(
  tx: Db,
  productId: string,
  change: () => Promise<T>,
  summarise: () => Promise<{ average: number; count: number }>,
): Promise<T> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const result = await change();
  const { average, count } = await summarise();
  await tx
    .update(products)
    .set({ ratingAverage: average.toFixed(2), ratingCount: count })
    .where(eq(products.id, productId));
  return result;
}
