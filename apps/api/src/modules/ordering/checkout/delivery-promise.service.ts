/**
 * The delivery promise on a product page (GET /api/products/{id}/delivery-to): for one of the
 * buyer company's sites or a postcode, whether the product can be delivered there and how, asked
 * exactly as the checkout asks it for a cart of this product: the address and its state
 * (checkAddress, locationIssue), the seller's own delivery within its rates (sellerDeliveryOffer)
 * and the delivery partner's cheapest vehicle that carries the goods (partnerDeliveryQuote).
 */
import type { z } from 'zod';
import {
  type CheckoutDraftDetails,
  type DeliveryPromise,
  type Language,
  type deliveryToQuerySchema,
  translate,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import { authorize } from '../../../lib/access';
import { type FieldIssue, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { postcodeArea } from '../../../adapters/geocoding/postcode-areas';
import { type VariationRow, purchaseRefusal, variationsByIds } from '../../cart/index';
import { siteDetailsFor } from '../../sites/index';
import { partnerDeliveryQuote, partnerNotQuoted } from './checkout-partner';
import {
  type BuyableLine,
  branchDistance,
  checkAddress,
  groupWeightGrams,
  locationIssue,
  sellerDeliveryOffer,
} from './checkout-rules';
import * as repo from './checkout.repository';

type Query = z.output<typeof deliveryToQuerySchema>;

/** A product shown in the shop, or one reserved for the viewer's company (an awarded bid's). */
const onShow = (row: VariationRow, actor: Actor | null) =>
  row.productStatus === 'published' ||
  row.productStatus === 'forEnquiry' ||
  (row.reservedFor !== null && row.reservedFor === actor?.companyId);

/** Where the goods would go: the company's site (its own only), or a postcode's area. */
async function destinationOf(ctx: Pick<AppContext, 'db'>, actor: Actor | null, query: Query) {
  if (query.site) {
    const me = authorize(actor, { side: 'buyer' });
    const site = await siteDetailsFor(ctx.db, me.companyId, query.site);
    if (!site || site.id !== query.site) throw notFound();
    const details: CheckoutDraftDetails = {
      addressLine1: site.addressLine1,
      addressLine2: site.addressLine2,
      postcode: site.postcode,
      city: site.city,
      state: site.state,
      country: site.country,
      recipientName: site.recipientName,
      contactNumber: site.contactPhone,
    };
    return { siteId: site.id, siteName: site.name, details };
  }
  const postcode = query.postcode ?? '';
  const area = postcodeArea(postcode);
  const details: CheckoutDraftDetails = { postcode, state: area?.state ?? '', city: '', country: 'Malaysia' };
  return { siteId: null, siteName: null, details };
}

/** Whether and how the product reaches the site or postcode, and roughly for how much. */
export async function deliveryPromise(
  ctx: Pick<AppContext, 'db' | 'geocoder' | 'partner' | 'clock'>,
  actor: Actor | null,
  productId: string,
  query: Query,
  language: Language,
): Promise<DeliveryPromise> {
  const { db } = ctx;
  const ids = await repo.findProductVariationIds(db, productId);
  const byId = new Map((await variationsByIds(db, ids)).map((row) => [row.variationId, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  if (rows.length === 0 || !onShow(rows[0]!, actor)) throw notFound();
  const row =
    rows.find((r) => r.variationId === query.variation) ?? rows.find((r) => purchaseRefusal(r) === null) ?? rows[0]!;
  const quantity = query.quantity ?? row.minOrderQty;
  const line: BuyableLine = {
    line: { variationId: row.variationId, quantity, cartItemId: null, productVersion: row.productVersion },
    row,
  };
  // a hidden price is not let out through the free-delivery threshold
  const subtotalSen = row.hidePrice ? 0 : row.sellingPriceSen * quantity;

  const destination = await destinationOf(ctx, actor, query);
  const text = (issue: FieldIssue | null) => (issue ? translate(language, issue.key, issue.params) : null);
  const address = checkAddress(destination.details);
  const area = 'area' in address ? address.area : null;
  const issue = 'issue' in address ? address.issue : locationIssue([line], area!.state);

  const [branches, rates] = await Promise.all([
    repo.findBranches(db, [row.sellerId]),
    repo.findDeliveryRates(db, [row.sellerId]),
  ]);
  const offer = sellerDeliveryOffer(branches, rates, area, subtotalSen);
  const partner = issue
    ? partnerNotQuoted(text(issue))
    : await partnerDeliveryQuote(ctx, row.sellerId, destination.details, language, groupWeightGrams({ lines: [line] }));
  const cheapest = partner.vehicles
    .filter((v) => v.feeSen !== null)
    .sort((a, b) => (a.feeSen ?? 0) - (b.feeSen ?? 0))[0];
  const nearest = branches
    .map((b) => ({ branch: b, km: branchDistance(b, area) }))
    .sort((a, b) => (a.km ?? 1e9) - (b.km ?? 1e9))[0];

  const verdict = issue ? 'none' : offer.available ? 'seller' : cheapest ? 'partner' : nearest ? 'pickup' : 'none';
  return {
    destination: {
      siteId: destination.siteId,
      siteName: destination.siteName,
      postcode: destination.details.postcode ?? '',
      city: destination.details.city ?? '',
      state: area?.state ?? null,
    },
    basis: { variationName: row.variationName, quantity, unit: row.unit },
    verdict,
    reason: text(issue),
    sellerDelivery: {
      available: !issue && offer.available,
      feeSen: issue ? null : offer.feeSen,
      distanceKm: offer.distanceKm,
      rangeKm: rates.length > 0 ? Math.max(...rates.map((r) => r.withinKm)) : null,
      reason: issue ? null : text(offer.reason),
    },
    partnerDelivery: {
      available: cheapest !== undefined,
      vehicleType: cheapest?.vehicleType ?? null,
      feeSen: cheapest?.feeSen ?? null,
      distanceKm: partner.distanceKm,
      reason: issue ? null : (partner.reason ?? (cheapest ? null : translate(language, 'partner.noVehicle'))),
    },
    pickup: nearest
      ? { name: nearest.branch.name, city: nearest.branch.city, state: nearest.branch.state, distanceKm: nearest.km }
      : null,
    currency: row.currency,
  };
}
