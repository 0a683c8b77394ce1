/**
 * Products made from an awarded bid (spec §4 product "for bidding"): one per priced project line,
 * in the supplier's catalogue at the awarded unit price, delivered to the project's state, for
 * sale to the project's buyer company only and never listed in the shop.
 */
import type { Currency } from '@binamart/shared';
import type { Db } from '../../db/client';
import { productVariations, products } from './tables';

export interface AwardedLine {
  specification: string;
  unit: string;
  unitPriceSen: number;
}

export interface AwardedProducts {
  sellerCompanyId: string;
  buyerCompanyId: string;
  biddingProjectId: string;
  projectNumber: string;
  categoryId: string;
  subcategoryId: string | null;
  state: string;
  currency: Currency;
  lines: AwardedLine[];
}

/** Creates the products (in the caller's transaction); their ids and variations', in the lines' order. */
export async function createAwardedProducts(
  tx: Db,
  award: AwardedProducts,
): Promise<{ productId: string; variationId: string }[]> {
  const ids: { productId: string; variationId: string }[] = [];
  for (const line of award.lines) {
    const [product] = await tx
      .insert(products)
      .values({
        companyId: award.sellerCompanyId,
        type: 'product',
        status: 'forBidding',
        name: line.specification,
        categoryId: award.categoryId,
        subcategoryId: award.subcategoryId,
        description: `Awarded in bidding project ${award.projectNumber}.`,
        states: [award.state],
        currency: award.currency,
        reservedForCompanyId: award.buyerCompanyId,
        biddingProjectId: award.biddingProjectId,
        minPriceSen: line.unitPriceSen,
      })
      .returning({ id: products.id });
    const [variation] = await tx
      .insert(productVariations)
      .values({
        productId: product!.id,
        name: line.specification,
        unit: line.unit,
        minOrderQty: 1,
        multipleOf: 1,
        listPriceSen: line.unitPriceSen,
        sellingPriceSen: line.unitPriceSen,
      })
      .returning({ id: productVariations.id });
    ids.push({ productId: product!.id, variationId: variation!.id });
  }
  return ids;
}
