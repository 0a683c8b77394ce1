/**
 * Delivery orders as every side sees them (deliveryOrderSchema): the DO with its order,
 * parties, driver (or the delivery partner's booking) and address, its lines, its steps with
 * who took them, and its disputes. One query per part for any number of DOs, so a list page
 * costs the same five queries as one DO. No access check here: callers check with delivery-access first.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, type DeliveryOrder, type PartnerBooking } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { companies, users } from '../../identity/tables';
import { deliveryDisputes } from '../acknowledgement/tables';
import { deliveryEvents, deliveryOrderLines, deliveryOrders, deliveryPartnerBookings } from './tables';
import { orderLines, orders } from '../../ordering/orders/tables';
import { notFound } from '../../../lib/errors';
import { fileUrl } from '../../platform/files/index';
import { oneLineAddress } from '../../ordering/orders/index';

const buyers = alias(companies, 'do_buyers');
const sellers = alias(companies, 'do_sellers');
const drivers = alias(users, 'do_drivers');
const acknowledgers = alias(users, 'do_acknowledgers');
const responders = alias(users, 'do_responders');

const stepIndex = (status: (typeof DELIVERY_STATUSES)[number]) => DELIVERY_STATUSES.indexOf(status);

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** The DOs with these ids as deliveryOrderSchema, in the order of `ids` (ids not found are left out). */
export async function deliveryOrderViews(db: Db, ids: readonly string[]): Promise<DeliveryOrder[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const heads = await db
    .select({
      dorder: deliveryOrders,
      orderNumber: orders.number,
      order: {
        recipientName: orders.recipientName,
        contactNumber: orders.contactNumber,
        addressLine1: orders.addressLine1,
        addressLine2: orders.addressLine2,
        postcode: orders.postcode,
        city: orders.city,
        state: orders.state,
      },
      buyerName: buyers.name,
      sellerName: sellers.name,
      driverFirst: drivers.firstName,
      driverLast: drivers.lastName,
      driverPhone: drivers.phone,
      ackFirst: acknowledgers.firstName,
      ackLast: acknowledgers.lastName,
    })
    .from(deliveryOrders)
    .innerJoin(orders, eq(orders.id, deliveryOrders.orderId))
    .innerJoin(buyers, eq(buyers.id, deliveryOrders.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, deliveryOrders.sellerCompanyId))
    // a DO the delivery partner carries has no driver of ours
    .leftJoin(drivers, eq(drivers.id, deliveryOrders.driverUserId))
    .leftJoin(acknowledgers, eq(acknowledgers.id, deliveryOrders.acknowledgedBy))
    .where(inArray(deliveryOrders.id, list));
  if (heads.length === 0) return [];
  const found = heads.map((h) => h.dorder.id);
  const [lines, events, disputes, bookings] = await Promise.all([
    db
      .select({
        deliveryOrderId: deliveryOrderLines.deliveryOrderId,
        orderLineId: deliveryOrderLines.orderLineId,
        productName: orderLines.productName,
        variationName: orderLines.variationName,
        unit: orderLines.unit,
        quantity: deliveryOrderLines.quantity,
        receivedQuantity: deliveryOrderLines.receivedQuantity,
      })
      .from(deliveryOrderLines)
      .innerJoin(orderLines, eq(orderLines.id, deliveryOrderLines.orderLineId))
      .where(inArray(deliveryOrderLines.deliveryOrderId, found))
      .orderBy(asc(orderLines.productName), asc(orderLines.variationName), asc(orderLines.id)),
    db
      .select({
        deliveryOrderId: deliveryEvents.deliveryOrderId,
        status: deliveryEvents.status,
        at: deliveryEvents.at,
        note: deliveryEvents.note,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(deliveryEvents)
      .leftJoin(users, eq(users.id, deliveryEvents.actorUserId))
      .where(inArray(deliveryEvents.deliveryOrderId, found))
      .orderBy(asc(deliveryEvents.at), asc(deliveryEvents.id)),
    db
      .select({
        dispute: deliveryDisputes,
        productName: orderLines.productName,
        respFirst: responders.firstName,
        respLast: responders.lastName,
      })
      .from(deliveryDisputes)
      .innerJoin(orderLines, eq(orderLines.id, deliveryDisputes.orderLineId))
      .leftJoin(responders, eq(responders.id, deliveryDisputes.respondedBy))
      .where(inArray(deliveryDisputes.deliveryOrderId, found))
      .orderBy(asc(deliveryDisputes.createdAt), asc(deliveryDisputes.id)),
    db.select().from(deliveryPartnerBookings).where(inArray(deliveryPartnerBookings.deliveryOrderId, found)),
  ]);
  const bookingOf = new Map(bookings.map((booking) => [booking.deliveryOrderId, partnerBookingView(booking)]));
  const byId = new Map(heads.map((h) => [h.dorder.id, h]));
  const views: DeliveryOrder[] = [];
  for (const id of list) {
    const head = byId.get(id);
    if (!head) continue;
    const d = head.dorder;
    views.push({
      id: d.id,
      number: d.number,
      sellerDoNumber: d.sellerDoNumber,
      status: d.status,
      order: { id: d.orderId, number: head.orderNumber },
      buyer: { id: d.buyerCompanyId, name: head.buyerName },
      seller: { id: d.sellerCompanyId, name: head.sellerName },
      carrier: d.carrier,
      driver:
        d.driverUserId === null
          ? null
          : {
              id: d.driverUserId,
              name: fullName(head.driverFirst, head.driverLast) ?? '',
              mobile: !head.driverPhone || head.driverPhone.trim() === '' ? null : head.driverPhone,
            },
      partner: bookingOf.get(id) ?? null,
      deliveryAt: d.deliveryAt.toISOString(),
      address: oneLineAddress(head.order),
      recipientName: head.order.recipientName,
      contactNumber: head.order.contactNumber,
      lines: lines
        .filter((line) => line.deliveryOrderId === id)
        .map((line) => ({
          orderLineId: line.orderLineId,
          productName: line.productName,
          variationName: line.variationName,
          unit: line.unit,
          quantity: line.quantity,
          receivedQuantity: line.receivedQuantity,
        })),
      events: events
        .filter((event) => event.deliveryOrderId === id)
        // steps written in one transaction share its time: a DO only moves forward, so the table's order breaks ties
        .sort((a, b) => a.at.getTime() - b.at.getTime() || stepIndex(a.status) - stepIndex(b.status))
        .map((event) => ({
          status: event.status,
          at: event.at.toISOString(),
          by: fullName(event.firstName, event.lastName),
          note: event.note,
        })),
      disputes: disputes
        .filter((row) => row.dispute.deliveryOrderId === id)
        .map(({ dispute, productName, respFirst, respLast }) => ({
          id: dispute.id,
          orderLineId: dispute.orderLineId,
          productName,
          quantityDelivered: dispute.quantityDelivered,
          quantityReceived: dispute.quantityReceived,
          reason: dispute.reason,
          assignedTo: dispute.assignedTo,
          status: dispute.status,
          response: dispute.response,
          respondedBy: fullName(respFirst, respLast),
          respondedAt: dispute.respondedAt?.toISOString() ?? null,
          createdAt: dispute.createdAt.toISOString(),
        })),
      acknowledgedAt: d.acknowledgedAt?.toISOString() ?? null,
      acknowledgedBy: fullName(head.ackFirst, head.ackLast),
      rejectionRemark: d.rejectionRemark,
      signatureUrl: fileUrl(d.signatureFileId),
      signedPdfUrl: d.status === 'acknowledged' ? `/api/delivery-orders/${d.id}/pdf` : null,
      createdAt: d.createdAt.toISOString(),
    });
  }
  return views;
}

/** A DO's booking with the delivery partner as its sides see it. */
function partnerBookingView(row: typeof deliveryPartnerBookings.$inferSelect): PartnerBooking {
  return {
    reference: row.reference,
    vehicleType: row.vehicleType,
    status: row.status,
    feeSen: row.feeSen,
    distanceKm: row.distanceKm,
    driverName: row.driverName,
    driverPhone: row.driverPhone,
    plateNumber: row.plateNumber,
    trackingUrl: row.trackingUrl,
  };
}

/**
 * Every DO of the order as deliveryOrderSchema, by delivery time (cancelled and rejected ones
 * too). No access check: the caller has read the order with its own check first.
 */
export async function deliveryOrdersOfOrder(db: Db, orderId: string): Promise<DeliveryOrder[]> {
  const rows = await db
    .select({ id: deliveryOrders.id })
    .from(deliveryOrders)
    .where(eq(deliveryOrders.orderId, orderId))
    .orderBy(asc(deliveryOrders.deliveryAt), asc(deliveryOrders.number));
  return deliveryOrderViews(
    db,
    rows.map((row) => row.id),
  );
}

/** One DO as deliveryOrderSchema (404 when there is none). */
export async function deliveryOrderView(db: Db, id: string): Promise<DeliveryOrder> {
  const [view] = await deliveryOrderViews(db, [id]);
  if (!view) throw notFound();
  return view;
}
