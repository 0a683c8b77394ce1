/**
 * Placing a checkout (spec §4, §5 Checkout): one transaction that locks the checkout,
 * checks everything again, makes one order per seller (status new) with its lines, events
 * and the fee rates it was priced with, redeems the voucher (its row locked so limits hold),
 * records the payment attempt, empties those cart items and marks the checkout placed. The
 * checkout id is the idempotency key: placing again answers what the first placing made.
 * The delivery partner is asked for the chosen vehicles' prices before the transaction, and
 * the gateway only after the commit: neither outside service is called inside it.
 */
import {
  CHECKOUT,
  type CheckoutDetails,
  type DeliveryMethod,
  type Language,
  type OrderTotals,
  type PlaceResult,
  VEHICLE_CAPACITY_KG,
  type VehicleType,
  channelOf,
  deliveryTimeRefusal,
  evaluateVoucher,
  formatMoney,
  onlineBankingRefusal,
  partnerFailureKey,
  roleKind,
  sumTotals,
  translate,
  vehicleCarries,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { AppError, type FieldIssue, fieldError } from '../../../lib/errors';
import { removeCartItems } from '../../cart/index';
import type { Actor } from '../../../lib/request-context';
import { HELD_INSUFFICIENT_NOTE, heldForInsufficientCredit, reserveCheckout, usableFacility } from '../../credit/index';
import { currentRates } from '../fees/index';
import { type Notice, notifyAll } from '../../messaging/index';
import { assertBankUsable, paymentStartOf, recordPayment, sendToGateway } from '../../payments/index';
import { insertOrder, insertOrderEvents, insertOrderLines, moveOrder, nextOrderNumber } from '../orders/index';
import { loadVoucherTerms, recordRedemption } from '../vouchers/index';
import { accessCheckout } from './checkout-access';
import { authorize } from '../../../lib/access';
import { type PartnerContext, type PartnerTripQuote, quoteChosenVehicle } from './checkout-partner';
import {
  type BuyableLine,
  type SellerGroup,
  assertBuyable,
  assertLineQuantities,
  checkAddress,
  groupBySeller,
  groupWeightGrams,
  quotationIdsOf,
  quotationOfGroup,
  locationIssue,
  priceGroup,
  sellerDeliveryOffer,
  voucherIssue,
  voucherLines,
} from './checkout-rules';
import * as repo from './checkout.repository';
import { loadLines } from './checkout.service';
import { cashOnlyQuotations, markQuotationsOrdered, quotedDeliveryFees } from '../../enquiries/index';
import { crashPoint } from '../../../lib/crash-points';
import { assertCompanyProject } from '../../sites/index';
import { assertChannelsTaken } from '../../sales-channels/index';

/** The field error for an issue the rules found. */
const issueError = (issue: FieldIssue) => fieldError(issue.path, issue.key, issue.params);

/** How one seller's part is delivered, once the choice is valid for the address. */
interface PlannedOrder {
  group: SellerGroup;
  method: DeliveryMethod;
  branchId: string | null;
  /** method 'partner': the vehicle chosen */
  vehicleType: VehicleType | null;
  distanceKm: number | null;
  deliveryFeeSen: number;
  discountSen: number;
  totals: OrderTotals;
}

/** Partner deliveries by seller id: the chosen vehicle's quotation, or why the partner refused it. */
type PartnerTrips = Map<string, PartnerTripQuote>;

/**
 * The chosen partner vehicles quoted again for the delivery time, before the placing
 * transaction (the partner is an outside service). Nothing is asked when the checkout is
 * placed already (placing again answers the same) or when placing will refuse the address,
 * its state or the delivery time first; a seller not in the checkout is refused later.
 */
async function quotePartnerTrips(
  ctx: PartnerContext,
  actor: Actor | null,
  id: string,
  details: CheckoutDetails,
): Promise<PartnerTrips> {
  const trips: PartnerTrips = new Map();
  const chosen = details.deliveries.filter((d) => d.method === 'partner' && d.vehicleType);
  if (chosen.length === 0) return trips;
  const { checkout } = await accessCheckout(ctx.db, actor, id, 'Write');
  if (checkout.status === 'placed') return trips;
  if ('issue' in checkAddress(details) || deliveryTimeRefusal(new Date(details.deliveryAt), ctx.clock.now()))
    return trips;
  const lines = (await loadLines(ctx.db, checkout.lines, ctx.clock.now())).filter(
    (l): l is BuyableLine => l.row !== undefined,
  );
  if (locationIssue(lines, details.state)) return trips;
  const sellerIds = new Set(lines.map((l) => l.row.sellerId));
  for (const d of chosen) {
    if (!sellerIds.has(d.sellerId) || trips.has(d.sellerId)) continue;
    trips.set(d.sellerId, await quoteChosenVehicle(ctx, d.sellerId, details, d.vehicleType!));
  }
  return trips;
}

/** The delivery chosen for each seller, refused field by field in the order the form shows them. */
async function planDeliveries(
  tx: Db,
  groups: SellerGroup[],
  details: CheckoutDetails,
  area: ReturnType<typeof checkAddress>,
  partnerTrips: PartnerTrips,
): Promise<Omit<PlannedOrder, 'discountSen' | 'totals'>[]> {
  const sellerIds = groups.map((g) => g.seller.id);
  if (details.deliveries.some((d) => !sellerIds.includes(d.sellerId))) {
    throw fieldError('deliveries', 'checkout.sellerNotInCheckout');
  }
  // one after another: a transaction is one connection, which runs one statement at a time
  const branches = await repo.findBranches(tx, sellerIds);
  const rates = await repo.findDeliveryRates(tx, sellerIds);
  const quotedFees = await quotedDeliveryFees(tx, groups.map(quotationOfGroup));
  return groups.map((group) => {
    const index = details.deliveries.findIndex((d) => d.sellerId === group.seller.id);
    const choice = details.deliveries[index];
    if (!choice) throw fieldError('deliveries', 'checkout.deliveryPerSeller');
    const own = branches.filter((b) => b.companyId === group.seller.id);
    if (choice.method === 'pickup') {
      if (!own.some((b) => b.id === choice.branchId)) {
        throw fieldError(`deliveries.${index}.branchId`, 'checkout.invalidDeliveryMethod');
      }
      return {
        group,
        method: 'pickup' as const,
        branchId: choice.branchId,
        vehicleType: null,
        distanceKm: null,
        deliveryFeeSen: 0,
      };
    }
    if (choice.method === 'partner') {
      const path = `deliveries.${index}.vehicleType`;
      if (!choice.vehicleType) throw fieldError(path, CHECKOUT.vehicleRequired);
      // the vehicle must carry the seller's goods, whatever the partner would quote for it
      const weightGrams = groupWeightGrams(group);
      if (!vehicleCarries(choice.vehicleType, weightGrams)) {
        throw fieldError(path, 'partner.tooSmall', {
          max: VEHICLE_CAPACITY_KG[choice.vehicleType].toLocaleString('en-MY'),
          weight: Math.ceil(weightGrams / 1000).toLocaleString('en-MY'),
        });
      }
      // missing only when the checkout changed since the quotation was asked for: quote again
      const trip = partnerTrips.get(group.seller.id) ?? { ok: false, failure: 'tripInvalid' as const };
      if (!trip.ok || trip.vehicleType !== choice.vehicleType) {
        throw fieldError(path, partnerFailureKey(trip.ok ? 'tripInvalid' : trip.failure));
      }
      // the buyer placed against the price they were shown: a new one is theirs to check first
      if (choice.quotedFeeSen !== null && choice.quotedFeeSen !== trip.priceSen) {
        throw fieldError(path, 'partner.priceChanged', { amount: formatMoney(trip.priceSen) });
      }
      return {
        group,
        method: 'partner' as const,
        branchId: null,
        vehicleType: trip.vehicleType,
        distanceKm: trip.distanceKm,
        deliveryFeeSen: trip.priceSen,
      };
    }
    const offer = sellerDeliveryOffer(
      own,
      rates.filter((r) => r.companyId === group.seller.id),
      'area' in area ? area.area : null,
      group.subtotalSen,
      quotedFees.get(quotationOfGroup(group) ?? '') ?? null,
    );
    if (!offer.available) {
      const key =
        offer.reason?.key === 'checkout.distanceFailed' ? 'checkout.distanceFailed' : 'checkout.invalidDeliveryMethod';
      throw fieldError(`deliveries.${index}.method`, key);
    }
    return {
      group,
      method: 'seller' as const,
      branchId: null,
      vehicleType: null,
      distanceKm: offer.distanceKm,
      deliveryFeeSen: offer.feeSen ?? 0,
    };
  });
}

/** The voucher's discount per seller, with its row locked until the transaction ends. */
async function applyVoucher(tx: Db, code: string, buyerCompanyId: string, lines: BuyableLine[], now: Date) {
  if (!code) return null;
  const found = await loadVoucherTerms(tx, code, buyerCompanyId, { lock: true });
  if (!found) throw fieldError('voucherCode', 'voucher.notFound');
  const outcome = evaluateVoucher(found.terms, voucherLines(lines), now);
  if (!outcome.ok) throw issueError(voucherIssue(outcome, found.terms, lines[0]!.row.currency));
  return { voucher: found.voucher, outcome };
}

/** A placed order as placing answers it. */
type PlacedOrder = PlaceResult['orders'][number];

/**
 * What placing answers: the orders (by number), the payment, and the notice for orders the credit
 * limit could not cover (held for approval), in the request's language.
 */
function placeAnswer(
  checkoutId: string,
  orders: PlacedOrder[],
  payment: PlaceResult['payment'],
  held: boolean,
  language: Language,
): PlaceResult {
  return {
    checkoutId,
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      sellerName: o.sellerName,
      grandTotalSen: o.grandTotalSen,
    })),
    payment,
    notice: held ? translate(language, 'checkout.creditInsufficient') : null,
  };
}

/** What placing a checkout placed already answers: its orders and latest payment as they are now. */
async function placedResult(
  ctx: Pick<AppContext, 'db' | 'gateway'>,
  checkoutId: string,
  language: Language,
): Promise<PlaceResult> {
  const [orders, paymentId] = await Promise.all([
    repo.findCheckoutOrders(ctx.db, [checkoutId]),
    repo.findLatestPaymentId(ctx.db, checkoutId),
  ]);
  if (!paymentId) throw new AppError('already_placed', 'checkout.alreadyPlaced');
  const held = await heldForInsufficientCredit(
    ctx.db,
    orders.map((o) => o.id),
  );
  // placing again opens a gateway session a stopped process never opened (a no-op when it is open)
  const { payment } = await sendToGateway(ctx, paymentId);
  return placeAnswer(checkoutId, orders, paymentStartOf(payment, ctx.gateway), held, language);
}

/**
 * The credit part of placing: the checkout's whole grand total reserved on the facility, the
 * orders then submitted to their sellers; or, when the limit does not cover it (or the
 * facility is overdue), no reservation and the orders held for an administrator's approval. The
 * notices go into `notices`, sent with placing's own; answers the reservation's outcome.
 */
async function placeOnCredit(
  tx: Db,
  facilityId: string,
  made: { id: string; number: string; sellerId: string; grandTotalSen: number }[],
  who: { me: { userId: string }; buyer: { id: string; name: string } },
  notices: Notice[],
) {
  const outcome = await reserveCheckout(tx, facilityId, made, who.me.userId);
  for (const order of made) {
    if (outcome === 'reserved') {
      await moveOrder(tx, order.id, 'pay', { actorUserId: who.me.userId, event: 'chargedToCredit' });
      notices.push({
        to: { companyId: order.sellerId },
        type: 'orderReceived',
        params: { number: order.number, buyer: who.buyer.name },
        link: `/seller/order/${order.id}`,
      });
    } else {
      await moveOrder(tx, order.id, 'holdForApproval', {
        actorUserId: who.me.userId,
        event: 'heldForApproval',
        note: outcome === 'insufficient' ? HELD_INSUFFICIENT_NOTE : 'credit facility overdue',
      });
      notices.push({
        to: { companyId: who.buyer.id },
        type: 'orderHeldForApproval',
        params: { number: order.number },
        link: `/order/${order.id}`,
      });
    }
  }
  return outcome;
}

/** Places the checkout (or answers what placing it made); see the module comment. */
export async function placeCheckout(
  ctx: Pick<AppContext, 'db' | 'gateway' | 'geocoder' | 'partner' | 'clock'>,
  actor: Actor | null,
  id: string,
  details: CheckoutDetails,
  language: Language,
): Promise<PlaceResult> {
  const partnerTrips = await quotePartnerTrips(ctx, actor, id, details);
  const placed = await ctx.db.transaction(async (tx) => {
    const { me, checkout } = await accessCheckout(tx, actor, id, 'Write', { lock: true });
    // a buyer's staff member places with the checkout toggle, and pays (any method but credit terms) with make payment
    authorize(me, { toggle: { buyer: 'checkout' } });
    if (details.paymentMethod !== 'credit') authorize(me, { toggle: { buyer: 'makePayment' } });
    if (checkout.status === 'placed') return null;
    const now = ctx.clock.now();
    const lines = assertBuyable(await loadLines(tx, checkout.lines, now));
    assertLineQuantities(lines);
    if (details.companyProjectId) {
      await assertCompanyProject(tx, checkout.buyerCompanyId, details.companyProjectId, 'companyProjectId');
    }
    const address = checkAddress(details);
    if ('issue' in address) throw issueError(address.issue);
    const location = locationIssue(lines, details.state);
    if (location) throw issueError(location);
    // the time before the deliveries: the partner was not asked for a time placing refuses
    const timeRefusal = deliveryTimeRefusal(new Date(details.deliveryAt), now);
    if (timeRefusal) throw fieldError('deliveryAt', `checkout.${timeRefusal}`);
    const groups = groupBySeller(lines);
    const deliveries = await planDeliveries(tx, groups, details, address, partnerTrips);
    const voucher = await applyVoucher(tx, details.voucherCode, checkout.buyerCompanyId, lines, now);
    // credit terms: 403 without a company facility or with an inactive one (an overdue one holds the orders)
    if (details.paymentMethod === 'credit') {
      const cashOnly = await cashOnlyQuotations(tx, quotationIdsOf(lines));
      if (cashOnly.length > 0)
        throw fieldError('paymentMethod', 'enquiries.quotedForCash', { numbers: cashOnly.join(', ') });
    }
    const facility = details.paymentMethod === 'credit' ? await usableFacility(tx, checkout.buyerCompanyId) : null;
    // the gateway's bank list (kept by the adapter): an offline bank is refused at its field, before anything is made
    if (details.paymentMethod === 'fpx') await assertBankUsable(ctx.gateway, details.bankCode, details.payerType);

    const [buyer] = await repo.findCompanies(tx, [checkout.buyerCompanyId]);
    const rates = await currentRates(tx);
    const currency = lines[0]!.row.currency;
    // credit limits are in ringgit
    if (facility && currency !== 'MYR') throw fieldError('paymentMethod', 'checkout.currencyNotSupported');
    const creditTerm = details.paymentMethod === 'credit' ? details.creditTerm : null;
    const planned: PlannedOrder[] = deliveries.map((d) => {
      const discountSen = voucher?.outcome.perOrder[d.group.seller.id] ?? 0;
      const totals = priceGroup(d.group, {
        deliveryFeeSen: d.deliveryFeeSen,
        discountSen,
        paymentMethod: details.paymentMethod,
        creditTerm,
        publicSector: buyer!.publicSector,
        rates,
      });
      return { ...d, discountSen, totals };
    });
    const amountSen = sumTotals(planned.map((p) => p.totals)).grandTotalSen;
    if (details.paymentMethod === 'fpx') {
      const refusal = onlineBankingRefusal(amountSen, details.payerType, currency, rates);
      if (refusal === 'currencyNotSupported') throw fieldError('paymentMethod', 'checkout.currencyNotSupported');
      if (refusal === 'paymentAmountInvalid') throw fieldError('paymentMethod', 'payment.amountInvalid');
    }

    const onBehalf = roleKind(me.role) === 'admin';
    const channels = new Map(
      planned.map((p) => [
        p.group.seller.id,
        channelOf({
          awarded: p.group.lines.some(({ row }) => row.productStatus === 'forBidding'),
          quoted: p.group.lines.some(({ line }) => !!line.quote),
          onBehalf: onBehalf || checkout.onBehalf,
          purchaseOrder: !!(checkout.poNumber || checkout.poFileId),
        }),
      ]),
    );
    // BinaMart's checkouts for a buyer go only to suppliers that take orders placed that way
    await assertChannelsTaken(
      tx,
      [...channels].map(([sellerCompanyId, channel]) => ({ sellerCompanyId, channel })),
    );
    const made: { id: string; number: string; sellerName: string; sellerId: string; grandTotalSen: number }[] = [];
    for (const p of planned) {
      const number = await nextOrderNumber(tx, now);
      const orderId = await insertOrder(tx, {
        number,
        checkoutId: checkout.id,
        buyerCompanyId: checkout.buyerCompanyId,
        sellerCompanyId: p.group.seller.id,
        placedBy: me.userId,
        onBehalf,
        channel: channels.get(p.group.seller.id)!,
        status: 'new',
        paymentStatus: details.paymentMethod === 'transfer' ? 'slipPending' : 'pending',
        paymentMethod: details.paymentMethod,
        creditTerm,
        creditFacilityId: facility?.id ?? null,
        currency,
        ...p.totals,
        rates,
        publicSector: buyer!.publicSector,
        deliveryMethod: p.method,
        vehicleType: p.vehicleType,
        branchId: p.branchId,
        deliveryAt: new Date(details.deliveryAt),
        distanceKm: p.distanceKm,
        companyProjectId: details.companyProjectId,
        projectDetails: details.projectDetails,
        recipientName: details.recipientName,
        contactNumber: details.contactNumber,
        pic: details.pic,
        email: details.email,
        addressLine1: details.addressLine1,
        addressLine2: details.addressLine2,
        postcode: details.postcode,
        city: details.city,
        state: details.state,
        country: details.country,
        remarks: details.remarks,
        poNumber: checkout.poNumber,
        poFileId: checkout.poFileId,
        salesPic: details.salesPic || null,
        voucherId: p.discountSen > 0 ? voucher!.voucher.id : null,
        voucherCode: p.discountSen > 0 ? voucher!.voucher.code : null,
      });
      await insertOrderLines(
        tx,
        p.group.lines.map(({ line, row }) => ({
          orderId,
          productId: row.productId,
          variationId: row.variationId,
          categoryId: row.categoryId,
          productName: row.productName,
          variationName: row.variationName,
          unit: row.unit,
          quantity: line.quantity,
          unitPriceSen: row.sellingPriceSen,
          lineTotalSen: row.sellingPriceSen * line.quantity,
          productVersion: row.productVersion,
        })),
      );
      await insertOrderEvents(tx, [{ orderId, type: 'placed', actorUserId: me.userId }]);
      // the enquiries whose quoted items this order buys are now "Order Placed"
      await markQuotationsOrdered(
        tx,
        p.group.lines.flatMap(({ line }) => (line.quote ? [line.quote.quotationId] : [])),
        orderId,
        me,
      );
      made.push({
        id: orderId,
        number,
        sellerName: p.group.seller.name,
        sellerId: p.group.seller.id,
        grandTotalSen: p.totals.grandTotalSen,
      });
    }
    if (voucher) {
      await recordRedemption(tx, {
        voucherId: voucher.voucher.id,
        buyerCompanyId: checkout.buyerCompanyId,
        checkoutId: checkout.id,
        discountSen: voucher.outcome.discountSen,
      });
    }
    const payment = await recordPayment(tx, {
      checkoutId: checkout.id,
      buyerCompanyId: checkout.buyerCompanyId,
      createdBy: me.userId,
      method: details.paymentMethod,
      payerType: details.payerType,
      bankCode: details.bankCode || null,
      slipFileId: details.slipFileId,
      amountSen,
      currency,
    });
    await removeCartItems(
      tx,
      checkout.lines.map((l) => l.cartItemId).filter((cartItemId): cartItemId is string => !!cartItemId),
    );
    await repo.markPlaced(tx, checkout.id, me.userId, details);
    // every notice of the placing is written together, in one statement per table
    const notices: Notice[] = [];
    const credit = facility ? await placeOnCredit(tx, facility.id, made, { me, buyer: buyer! }, notices) : null;
    for (const order of made) {
      notices.push({
        to: { companyId: checkout.buyerCompanyId },
        type: onBehalf ? 'orderPlacedOnBehalf' : 'orderPlaced',
        params: { number: order.number, seller: order.sellerName },
        link: `/order/${order.id}`,
      });
    }
    await notifyAll(tx, notices);
    // what the answer needs, as made here: the orders in number order, as they are read back
    const orders = [...made].sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
    return { payment, orders, held: credit === 'insufficient' };
  });
  crashPoint('place:after-commit');
  if (!placed) return placedResult(ctx, id, language);
  // the gateway is asked once, with the payment as it committed; the answer is what this placing made,
  // and the payment as the gateway step left it, without reading either back
  const { payment } = await sendToGateway(ctx, placed.payment, language);
  return placeAnswer(id, placed.orders, paymentStartOf(payment, ctx.gateway), placed.held, language);
}
