/**
 * The quote the checkout form shows as it is filled in: per seller, the pickup branches and
 * whether (and for how much) the seller delivers to the address, the totals with the
 * voucher and payment method chosen, and why the address, voucher or online banking do not
 * work yet, in the user's language. Never refuses an incomplete form.
 */
import {
  CREDIT_TERMS,
  type CheckoutDraftDetails,
  type CreditTerm,
  type Language,
  type OrderTotals,
  type PaymentMethod,
  type Quote,
  evaluateVoucher,
  onlineBankingRefusal,
  sumTotals,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import type { FieldIssue } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { creditOffer } from '../credit/credit-checkout';
import { currentRates } from '../fees/fee-settings';
import { loadVoucherTerms } from '../vouchers/voucher-terms';
import { oneLineAddress } from '../orders/order-view';
import { accessCheckout } from './checkout-access';
import {
  type BuyableLine,
  branchDistance,
  checkAddress,
  groupBySeller,
  locationIssue,
  priceGroup,
  sellerDeliveryOffer,
  toLineView,
  voucherIssue,
  voucherLines,
} from './checkout-rules';
import * as repo from './checkout.repository';
import { loadLines } from './checkout.service';

const QUOTED_METHODS: readonly PaymentMethod[] = ['fpx', 'card', 'transfer'];

/** The quote for the draft details as they are now. */
export async function quoteCheckout(
  db: Db,
  actor: Actor | null,
  id: string,
  details: CheckoutDraftDetails,
  language: Language,
): Promise<Quote> {
  const { checkout } = await accessCheckout(db, actor, id, 'Read');
  const text = (issue: FieldIssue | null) => (issue ? translate(language, issue.key, issue.params) : null);
  const lines = (await loadLines(db, checkout.lines)).filter((l): l is BuyableLine => l.row !== undefined);
  const currency = lines[0]?.row.currency ?? 'MYR';
  const now = new Date();

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
  const [branches, deliveryRates] = await Promise.all([
    repo.findBranches(db, sellerIds),
    repo.findDeliveryRates(db, sellerIds),
  ]);
  // credit terms are offered only with an active company facility, in ringgit
  const credit = currency === 'MYR' ? await creditOffer(db, checkout.buyerCompanyId) : null;
  const offered: readonly PaymentMethod[] = credit ? [...QUOTED_METHODS, 'credit'] : QUOTED_METHODS;
  const chosen = details.paymentMethod as PaymentMethod | undefined;
  const paymentMethod = chosen && offered.includes(chosen) ? chosen : 'transfer';
  const term = details.creditTerm as CreditTerm | null | undefined;
  const creditTerm = paymentMethod === 'credit' && term && CREDIT_TERMS.includes(term) ? term : null;

  const orders = groups.map((group) => {
    const own = branches.filter((b) => b.companyId === group.seller.id);
    const offer = sellerDeliveryOffer(
      own,
      deliveryRates.filter((r) => r.companyId === group.seller.id),
      area,
      group.subtotalSen,
    );
    const choice = details.deliveries?.find((d) => d.sellerId === group.seller.id);
    const method = choice?.method;
    const deliveryMethod: 'pickup' | 'seller' | null = method === 'pickup' || method === 'seller' ? method : null;
    const deliveryFeeSen = deliveryMethod === 'seller' && offer.available ? (offer.feeSen ?? 0) : 0;
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
      deliveryMethod,
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
    paymentError:
      fpxRefusal === 'currencyNotSupported'
        ? translate(language, 'checkout.currencyNotSupported')
        : fpxRefusal === 'paymentAmountInvalid'
          ? translate(language, 'payment.amountInvalid')
          : null,
  };
}
