/**
 * Quoted items (spec §2 /quotation/{id}): a line of an accepted quotation is bought at its net
 * quoted unit price instead of the listed one, to the end of the quotation's validity date in
 * Malaysia; the listed price, a hidden price or the product being "for enquiry" do not matter
 * then. The cart, checkout and placing all see a quoted line through `applyQuote`, so the quoted
 * price reaches the order exactly as any listed price would.
 */
import { type LineQuote, quotationExpiresAt } from '@binamart/shared';
import type { VariationRow } from './cart.repository';

export type { LineQuote };

/** Whether the quote still holds at `now` (null: not judged, as a page that only shows the price). */
export const quoteHolds = (quote: LineQuote, now: Date | null) =>
  now === null || now.getTime() <= quotationExpiresAt(quote.validUntil).getTime();

/**
 * The variation as a quoted line buys it: at the quoted price, price shown, a product "for enquiry"
 * on sale to the buyer; once the quote lapsed (at `now`; null does not judge it), not for sale at
 * all. Without a quote the row is as listed.
 */
export function applyQuote<
  R extends Pick<VariationRow, 'sellingPriceSen' | 'hidePrice' | 'productStatus' | 'variationAvailable'>,
>(row: R, quote: LineQuote | null | undefined, now: Date | null): R {
  if (!quote) return row;
  const status = row.productStatus === 'forEnquiry' ? 'published' : row.productStatus;
  return {
    ...row,
    sellingPriceSen: quote.unitPriceSen,
    hidePrice: false,
    productStatus: status,
    variationAvailable: row.variationAvailable && quoteHolds(quote, now),
  };
}

/** A cart row's quote, when it is a quoted item. */
export function quoteOf(row: {
  quoteLineId: string | null;
  quotationId: string | null;
  quotationNumber: string | null;
  quotedUnitPriceSen: number | null;
  quoteValidUntil: string | null;
}): LineQuote | null {
  if (!row.quoteLineId || !row.quotationId || row.quotedUnitPriceSen === null || !row.quoteValidUntil) return null;
  return {
    quotationId: row.quotationId,
    quotationNumber: row.quotationNumber ?? '',
    lineId: row.quoteLineId,
    unitPriceSen: row.quotedUnitPriceSen,
    validUntil: row.quoteValidUntil,
  };
}
