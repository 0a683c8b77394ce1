/**
 * The quote the checkout form shows as it is filled in: per seller, the pickup branches,
 * whether (and for how much) the seller delivers to the address, the delivery partner's
 * price per vehicle type, the totals with the voucher and payment method chosen, and why
 * the address, voucher or online banking do not work yet, in the user's language. Never
 * refuses an incomplete form.
 */
import {
  CREDIT_TERMS,
  type CheckoutDraftDetails,
  type CreditTerm,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type Language,
  type OrderTotals,
  type PaymentMethod,
  type Quote,
  VEHICLE_TYPES,
  type VehicleType,
  evaluateVoucher,
  onlineBankingRefusal,
  sumTotals,
  translate,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import type { FieldIssue } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { creditOffer, creditUnavailable } from '../../credit/index';
import { currentRates } from '../fees/index';
import { loadVoucherTerms } from '../vouchers/index';
import { oneLineAddress } from '../orders/index';
import { accessCheckout } from './checkout-access';
import { partnerDeliveryQuote, partnerNotQuoted } from './checkout-partner';
import {
  type BuyableLine,
  branchDistance,
  checkAddress,
  groupBySeller,
  groupWeightGrams,
  quotationIdsOf,
  quotationOfGroup,
  locationIssue,
  priceGroup,
  sellerDeliveryOffer,
  toLineView,
  voucherIssue,
  voucherLines,
} from './checkout-rules';
import * as repo from './checkout.repository';
import { loadLines } from './checkout.service';
import { cashOnlyQuotations, quotedDeliveryFees } from '../../enquiries/index';

const QUOTED_METHODS: readonly PaymentMethod[] = ['fpx', 'card', 'transfer'];

/** The quote for the draft details as they are now. */
export async function quoteCheckout(
  ctx: Pick<AppContext, 'db' | 'geocoder' | 'partner' | 'clock'>,
  actor: Actor | null,
  id: string,
  details: CheckoutDraftDetails,
  language: Language,
): Promise<Quote> {
  const { db } = ctx;
  const { checkout } = await accessCheckout(db, actor, id, 'Read');
  const text = (issue: FieldIssue | null) => (issue ? translate(language, issue.key, issue.params) : null);
  const lines = (await loadLines(db, checkout.lines, ctx.clock.now())).filter(
    (l): l is BuyableLine => l.row !== undefined,
  );
  const currency = lines[0]?.row.currency ?? 'MYR';
  const now = ctx.clock.now();

  const address = checkAddress(details);
  const area = 'area' in address ? address.area : null;
  const addressIssue = 'issue' in address ? address.issue : locationIssue(lines, details.state ?? '');

  let voucher: Quote['voucher'] = null;
  let voucherError: string | null = null;
  let perOrder: Record<string, number> = {};
  const code = details.voucherCode?.trim() ?? '';
  if (code && lines.length > 0) {
    const found = await loadVoucherTerms(db, code, checkout.buyerCompanyId);
    const outcome = found ? evaluateVoucher(found.terms, voucherLines(lines), now) : null;
    if (!found || !outcome) voucherError = translate(language, 'voucher.notFound');
    else if (!outcome.ok) voucherError = text(voucherIssue(outcome, found.terms, currency));
    else {
      voucher = { code: found.voucher.code, discountSen: outcome.discountSen };
      perOrder = outcome.perOrder;
    }
  }

  const [buyer] = await repo.findCompanies(db, [checkout.buyerCompanyId]);
  const rates = await currentRates(db);
  const groups = groupBySeller(lines);
  const sellerIds = groups.map((g) => g.seller.id);
  const [branches, deliveryRates, quotedFees] = await Promise.all([
    repo.findBranches(db, sellerIds),
    repo.findDeliveryRates(db, sellerIds),
    quotedDeliveryFees(db, groups.map(quotationOfGroup)),
  ]);
  // credit terms are offered only with an active company facility, in ringgit, and not for items quoted for cash
  const cashOnly = await cashOnlyQuotations(db, quotationIdsOf(lines));
  const credit = currency === 'MYR' && cashOnly.length === 0 ? await creditOffer(db, checkout.buyerCompanyId) : null;
  const creditRefusal =
    cashOnly.length > 0
      ? ('quotedForCash' as const)
      : credit
        ? null
        : await creditUnavailable(db, checkout.buyerCompanyId);
  const offered: readonly PaymentMethod[] = credit ? [...QUOTED_METHODS, 'credit'] : QUOTED_METHODS;
  const chosen = details.paymentMethod as PaymentMethod | undefined;
  const paymentMethod = chosen && offered.includes(chosen) ? chosen : 'transfer';
  const term = details.creditTerm as CreditTerm | null | undefined;
  const creditTerm = paymentMethod === 'credit' && term && CREDIT_TERMS.includes(term) ? term : null;

  // the partner is asked only for a valid address: 6 quotations per seller
  const partnerQuotes = await Promise.all(
    groups.map((group) =>
      'issue' in address
        ? partnerNotQuoted(text(address.issue))
        : partnerDeliveryQuote(ctx, group.seller.id, details, language, groupWeightGrams(group)),
    ),
  );

  const orders = groups.map((group, index) => {
    const partnerDelivery = partnerQuotes[index]!;
    const own = branches.filter((b) => b.companyId === group.seller.id);
    const offer = sellerDeliveryOffer(
      own,
      deliveryRates.filter((r) => r.companyId === group.seller.id),
      area,
      group.subtotalSen,
      quotedFees.get(quotationOfGroup(group) ?? '') ?? null,
    );
    const choice = details.deliveries?.find((d) => d.sellerId === group.seller.id);
    const method = choice?.method as DeliveryMethod | undefined;
    const deliveryMethod = method && DELIVERY_METHODS.includes(method) ? method : null;
    const vehicle = choice?.vehicleType as VehicleType | null | undefined;
    const vehicleType = deliveryMethod === 'partner' && vehicle && VEHICLE_TYPES.includes(vehicle) ? vehicle : null;
    const deliveryFeeSen =
      deliveryMethod === 'seller' && offer.available
        ? (offer.feeSen ?? 0)
        : deliveryMethod === 'partner'
          ? (partnerDelivery.vehicles.find((v) => v.vehicleType === vehicleType)?.feeSen ?? 0)
          : 0;
    const totals: OrderTotals = priceGroup(group, {
      deliveryFeeSen,
      discountSen: perOrder[group.seller.id] ?? 0,
      paymentMethod,
      creditTerm,
      publicSector: buyer?.publicSector ?? false,
      rates,
    });
    return {
      seller: group.seller,
      lines: group.lines.map(toLineView),
      pickupBranches: own.map((b) => ({
        id: b.id,
        name: b.name,
        address: oneLineAddress(b),
        distanceKm: branchDistance(b, area),
      })),
      sellerDelivery: {
        available: offer.available,
        feeSen: offer.feeSen,
        distanceKm: offer.distanceKm,
        reason: text(offer.reason),
      },
      partnerDelivery,
      deliveryMethod,
      vehicleType,
      totals,
    };
  });
  const totals = sumTotals(orders.map((o) => o.totals));
  const fpxRefusal = onlineBankingRefusal(
    totals.grandTotalSen - totals.cardChargeSen,
    details.payerType === 'personal' ? 'personal' : 'corporate',
    currency,
    rates,
  );
  return {
    addressError: text(addressIssue),
    orders,
    totals,
    currency,
    voucher,
    voucherError,
    paymentMethods: [
      ...(currency === 'MYR' ? (['fpx', 'card', 'transfer'] as const) : (['card', 'transfer'] as const)),
      ...(credit ? (['credit'] as const) : []),
    ],
    credit,
    creditUnavailable: creditRefusal,
    paymentError:
      fpxRefusal === 'currencyNotSupported'
        ? translate(language, 'checkout.currencyNotSupported')
        : fpxRefusal === 'paymentAmountInvalid'
          ? translate(language, 'payment.amountInvalid')
          : null,
  };
}
