/**
 * Orders for their three sides (spec §4): buyers see their company's orders, sellers the
 * orders placed with their company, administrators every order. Another company's order is
 * not found. Accept, reject, cancel and approve move the order along the transitions table,
 * reserve or release its credit, and tell the other party, in one transaction.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  holdsToggle,
  type Language,
  type OrderDetail,
  type OrderSummary,
  type RoleKind,
  type orderListQuerySchema,
  roleKind,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import { type OrderEventType } from './tables';
import { apInvoiceOrders } from '../../billing/ap-invoices/tables';
import { authorize } from '../../../lib/access';
import { AppError, forbidden, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { oneLineAddress, pricedLineOf, totalsOf } from './order-view';
import { releaseOrder, reserveOrder } from '../../credit/index';
import { refundPaidOrder } from '../../billing/invoice-notes/index';
import { refundsOfOrder } from '../../refunds/index';
import { fileUrl } from '../../platform/files/index';
import { hasCreditInvoice, issueCreditInvoice } from '../../billing/invoices/index';
import { type NotificationType, type Recipients, notify } from '../../messaging/index';
import { ORDER_AREA, type OrderUserAction, availableActions, sideMayAct, stateAllows } from './order-actions';
import { moveOrder, transitionNotAllowed } from './order-transitions';
import * as repo from './order.repository';
import { crashPoint } from '../../../lib/crash-points';
import { companyProjectRef } from '../../sites/index';
import { type BuyAgainOutcome, putLinesBackInCart } from '../../cart/index';

type OrderListQuery = z.output<typeof orderListQuerySchema>;

const cancellationForbidden = () => new AppError('cancellation_forbidden', 'order.cancellationForbidden');
/** 409 when the order is on its seller's AP invoice: billed (and perhaps paid out) to the seller. */
const cancelBilled = () => new AppError('cancellation_forbidden', 'orderBilling.cancelBilled');

/** Whether the order is on an AP invoice (to cancel, read under the order's lock, which billing it takes too). */
async function isOnApInvoice(tx: Db, orderId: string): Promise<boolean> {
  const [billed] = await tx
    .select({ orderId: apInvoiceOrders.orderId })
    .from(apInvoiceOrders)
    .where(eq(apInvoiceOrders.orderId, orderId))
    .limit(1);
  return !!billed;
}

/** The actor's side and what it sees; 403 without at least `level` in the side's order area. */
export function sideOf(actor: Actor | null, level: 'Read' | 'Write') {
  const me = authorize(actor, { area: ORDER_AREA, level });
  const side = roleKind(me.role);
  const scope: repo.OrderScope =
    side === 'buyer' ? { buyerCompanyId: me.companyId } : side === 'seller' ? { sellerCompanyId: me.companyId } : 'all';
  return { me, side, scope };
}

const toSummary = (row: repo.OrderListRow): OrderSummary => ({
  id: row.order.id,
  number: row.order.number,
  status: row.order.status,
  paymentStatus: row.order.paymentStatus,
  paymentMethod: row.order.paymentMethod,
  currency: row.order.currency,
  grandTotalSen: row.order.grandTotalSen,
  buyer: { id: row.order.buyerCompanyId, name: row.buyerName },
  seller: { id: row.order.sellerCompanyId, name: row.sellerName },
  itemCount: row.itemCount,
  deliveryAt: row.order.deliveryAt.toISOString(),
  onBehalf: row.order.onBehalf,
  createdAt: row.order.createdAt.toISOString(),
});

/** A page of the orders the actor's side sees, newest first. */
export async function listOrders(db: Db, actor: Actor | null, query: OrderListQuery) {
  const { scope } = sideOf(actor, 'Read');
  const { rows, total } = await repo.listOrders(db, scope, query);
  return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/** One order with its lines, timeline, branch, payment and the actions the actor may take. */
export async function getOrder(
  db: Db,
  actor: Actor | null,
  id: string,
  language: Language = 'en-us',
): Promise<OrderDetail> {
  const { me, side, scope } = sideOf(actor, 'Read');
  const row = await repo.findOrder(db, scope, id);
  if (!row) throw notFound();
  const order = row.order;
  const [lines, events, payment, branch, invoiced, billed, orderRefunds, biddingProject, site] = await Promise.all([
    repo.orderLinesOf(db, order.id),
    repo.orderEventsOf(db, order.id),
    repo.latestPayment(db, order.checkoutId),
    order.branchId ? repo.findBranch(db, order.branchId) : Promise.resolve(undefined),
    hasCreditInvoice(db, order.id),
    isOnApInvoice(db, order.id),
    refundsOfOrder(db, order.id, language),
    repo.biddingProjectOf(db, order.id),
    // the buyer's site tag is the buyer's (and administrators'); the seller reads the project details
    side === 'seller' ? Promise.resolve(null) : companyProjectRef(db, order.companyProjectId),
  ]);
  return {
    ...toSummary(row),
    checkoutId: order.checkoutId,
    creditTerm: order.creditTerm,
    totals: totalsOf(order),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variationId: line.variationId,
      ...pricedLineOf(line),
    })),
    events: events.map((event) => ({
      type: event.type,
      at: event.createdAt.toISOString(),
      actorName: event.firstName === null ? null : `${event.firstName} ${event.lastName ?? ''}`.trim(),
      note: event.note,
    })),
    deliveryMethod: order.deliveryMethod,
    vehicleType: order.vehicleType,
    branch: branch
      ? {
          id: branch.id,
          name: branch.name,
          address: oneLineAddress(branch),
        }
      : null,
    distanceKm: order.distanceKm,
    projectDetails: order.projectDetails,
    biddingProject,
    companyProject: site,
    recipientName: order.recipientName,
    contactNumber: order.contactNumber,
    pic: order.pic,
    email: order.email,
    address: {
      addressLine1: order.addressLine1,
      addressLine2: order.addressLine2,
      postcode: order.postcode,
      city: order.city,
      state: order.state,
      country: order.country,
    },
    remarks: order.remarks,
    poNumber: order.poNumber,
    poFileUrl: fileUrl(order.poFileId),
    salesPic: order.salesPic,
    voucherCode: order.voucherCode,
    slipFileUrl: fileUrl(order.slipFileId ?? payment?.slipFileId),
    rejectionReason: order.rejectionReason,
    cancellationReason: order.cancellationReason,
    driverAssigned: order.driverAssignedAt !== null,
    cashRebateSen: order.cashRebateSen,
    marketingFeeSen: order.marketingFeeSen,
    payoutSen: order.payoutSen,
    payment: payment
      ? { id: payment.id, reference: payment.reference, status: payment.status, method: payment.method }
      : null,
    refunds: orderRefunds,
    actions: availableActions(side, me.permissions, {
      status: order.status,
      driverAssignedAt: order.driverAssignedAt,
      // on the seller's AP invoice: no longer cancelled either (actOnOrder refuses it)
      invoiced: invoiced || billed,
      payment: payment ? { status: payment.status, method: payment.method, createdAt: payment.createdAt } : null,
    }).filter((action) => {
      // what the actor's toggles do not give is not offered (the API refuses it all the same)
      if (side === 'seller' && (action === 'accept' || action === 'reject')) {
        return holdsToggle(me.role, me.toggles, 'updateOrderStatus');
      }
      return side !== 'buyer' || action !== 'pay' || holdsToggle(me.role, me.toggles, 'makePayment');
    }),
  };
}

type MoveAction = Exclude<OrderUserAction, 'pay'>;

const EVENTS: Record<MoveAction, OrderEventType> = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  approve: 'approved',
};

interface Notice {
  to: Recipients;
  type: NotificationType;
  link: string;
}

/** Who hears of the move: the party on the other side (both parties when an administrator acts). */
function noticesFor(
  action: MoveAction,
  side: RoleKind,
  order: { id: string; buyer: string; seller: string },
): Notice[] {
  const toBuyer: Notice = { to: { companyId: order.buyer }, type: 'orderAccepted', link: `/order/${order.id}` };
  const toSeller: Notice = {
    to: { companyId: order.seller },
    type: 'orderCancelled',
    link: `/seller/order/${order.id}`,
  };
  switch (action) {
    case 'accept':
      return [{ ...toBuyer, type: 'orderAccepted' }];
    case 'reject':
      return [{ ...toBuyer, type: 'orderRejected' }];
    case 'approve':
      // the order now waits for the seller
      return [{ ...toSeller, type: 'orderReceived' }];
    case 'cancel':
      return side === 'admin'
        ? [
            { ...toBuyer, type: 'orderCancelled' },
            { ...toSeller, type: 'orderCancelled' },
          ]
        : [{ ...toSeller, type: 'orderCancelled' }];
  }
}

/**
 * Moves an order the actor's side sees by one of its actions: 403 when the side may not take
 * the action, 404 for an order it does not see, 409 when the state does not allow it (or,
 * to cancel, when a driver is already assigned, the order is invoiced on credit terms, or it
 * is on the seller's AP invoice).
 */
export async function actOnOrder(
  db: Db,
  actor: Actor | null,
  id: string,
  action: MoveAction,
  reason = '',
  language: Language = 'en-us',
): Promise<OrderDetail> {
  const { me, side, scope } = sideOf(actor, 'Read');
  if (!sideMayAct(side, me.permissions, action)) throw forbidden();
  // a seller's staff member accepts and rejects with the update order status toggle
  authorize(me, { toggle: { seller: 'updateOrderStatus' } });
  await db.transaction(async (tx) => {
    const row = await repo.findOrder(tx, scope, id, { lock: true });
    if (!row) throw notFound();
    const order = row.order;
    // once a driver is assigned the answer is "Cancellation Forbidden" (spec §4), whatever the state
    if (action === 'cancel' && order.driverAssignedAt) throw cancellationForbidden();
    if (!stateAllows(side, action, order.status)) throw transitionNotAllowed(order.status);
    // an order invoiced on credit terms is settled through its invoice (credit note), not cancelled
    if (action === 'cancel' && (await hasCreditInvoice(tx, order.id))) throw cancellationForbidden();
    // an order on the seller's AP invoice is billed to the platform: it may be paid out, so it stays
    if (action === 'cancel' && (await isOnApInvoice(tx, order.id))) throw cancelBilled();
    const note = reason.trim() === '' ? null : reason.trim();
    // credit terms: approving reserves the order's grand total (409 credit_insufficient when it does
    // not fit); rejecting or cancelling gives back what the order holds — under the facility's lock
    if (action === 'approve') await reserveOrder(tx, order, me.userId);
    if (action === 'reject' || action === 'cancel') {
      // credit terms give back the reservation; a paid order has its invoice credited and its money refunded
      await releaseOrder(tx, order, me.userId, note);
      await refundPaidOrder(tx, order, action === 'reject' ? 'orderRejected' : 'orderCancelled', me.userId, note);
    }
    const moved = await moveOrder(tx, order.id, action, {
      actorUserId: me.userId,
      event: EVENTS[action],
      note,
      set:
        action === 'reject'
          ? { rejectionReason: note }
          : action === 'cancel'
            ? { cancellationReason: note }
            : undefined,
    });
    // credit terms: the confirmed order is invoiced now and its reservation posted
    if (action === 'accept') await issueCreditInvoice(tx, moved, me.userId);
    const params = {
      number: order.number,
      buyer: row.buyerName,
      seller: side === 'admin' && action === 'reject' ? me.companyName : row.sellerName,
      reason: note ?? '',
    };
    for (const notice of noticesFor(action, side, {
      id: order.id,
      buyer: order.buyerCompanyId,
      seller: order.sellerCompanyId,
    })) {
      await notify(tx, notice.to, notice.type, params, notice.link);
    }
  });
  if (action === 'reject') crashPoint('reject:after-commit');
  return getOrder(db, me, id, language);
}

/** POST /api/orders/:id/buy-again: the buyer's order's lines back in the user's cart (buyOrder Write, own company). */
export async function buyAgain(db: Db, actor: Actor | null, id: string): Promise<BuyAgainOutcome> {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write' });
  const row = await repo.findOrder(db, { buyerCompanyId: me.companyId }, id);
  if (!row) throw notFound();
  const lines = await repo.orderLinesOf(db, row.order.id);
  return putLinesBackInCart(
    db,
    { userId: me.userId, companyId: me.companyId },
    lines.map((line) => ({
      variationId: line.variationId,
      quantity: line.quantity,
      name: line.variationName ? `${line.productName} · ${line.variationName}` : line.productName,
    })),
  );
}
