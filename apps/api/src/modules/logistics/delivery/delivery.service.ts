/**
 * Delivery orders (spec §3 Delivery order, §4 tracking steps, §5 Delivery order): the seller
 * makes DOs from a confirmed or ongoing order for part or all of its quantities and cancels
 * them before they leave; each side lists and sees its DOs; the DO's driver steps it along
 * the tracking steps. Every move goes through delivery-transitions (inDeliveryTransaction),
 * so live watchers hear of it once it is committed.
 */
import { randomUUID } from 'node:crypto';
import { type SQL, and, asc, count, desc, eq, gte, inArray, notInArray, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DO_MAX_DAYS_AHEAD,
  type DeliveryOrder,
  type DeliveryStatus,
  type Driver,
  type DriverStep,
  type deliveryListQuerySchema,
  type deliveryOrderInputSchema,
  formatDateTime,
  hasPermission,
  levelOf,
  roleKind,
} from '@binamart/shared';
import type { PartnerTrip } from '../../../adapters/delivery-partner/delivery-partner';
import type { Db } from '../../../db/client';
import { deliveryEvents, deliveryOrderLines, deliveryOrders, deliveryPartnerBookings } from './tables';
import { orderLines, orders } from '../../ordering/orders/tables';
import { users } from '../../identity/tables';
import { authorize } from '../../../lib/access';
import { paginate } from '../../../lib/paginate';
import type { AppContext } from '../../../lib/context';
import { AppError, type FieldIssue, forbidden, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import {
  bookOrderTrip,
  cancelBookedTrip,
  cancelTripQuietly,
  checkPartnerTime,
  insertBooking,
  updateBookingFromTrip,
} from './partner-bookings';
import { catchUpWithTrip } from './partner-notices';
import { notify } from '../../messaging/index';
import { markDriverAssigned, moveOrder } from '../../ordering/orders/index';
import { deliveryAccessDetail, deliveryUnauthorised, isActiveDriver } from './delivery-access';
import {
  canMoveDeliveryOrder,
  deliveryStepNotAllowed,
  inDeliveryTransaction,
  lockDeliveryOrder,
  moveDelivery,
} from './delivery-transitions';
import { deliveryOrderView, deliveryOrderViews } from './delivery-views';
import { nextDocumentNumber } from '../../../lib/document-numbers';

type DeliveryOrderInput = z.output<typeof deliveryOrderInputSchema>;
type DeliveryListQuery = z.output<typeof deliveryListQuerySchema>;

const DAY_MS = 24 * 3600_000;
/** DOs that no longer count against the order (isLiveDelivery is false). */
const ENDED: DeliveryStatus[] = ['cancelled', 'rejected'];
/** DOs the driver has finished with (shown under "finished" for 30 days). */
const FINISHED: DeliveryStatus[] = ['acknowledged', 'rejected', 'cancelled'];

const orderNotDeliverable = () => new AppError('order_not_deliverable', 'delivery.orderNotDeliverable');
const doNumberTaken = () =>
  new AppError('do_number_taken', 'delivery.doNumberTaken', {}, {}, [
    { path: 'sellerDoNumber', key: 'delivery.doNumberTaken' },
  ]);
const invalidFields = (fields: FieldIssue[]) => new AppError('validation_error', 'errors.validation', {}, {}, fields);

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};

/** GET /api/seller/drivers: the company's active users with the 'driver' toggle, by name. */
export async function listDrivers(db: Db, actor: Actor | null): Promise<Driver[]> {
  const me = authorize(actor, { side: 'seller', area: 'sellOrder' });
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.companyId, me.companyId),
        eq(users.status, 'active'),
        inArray(users.role, ['SellAdm', 'SellUsr']),
        sql`(${users.toggles} ->> 'driver') = 'true'`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    mobile: row.phone.trim() === '' ? null : row.phone,
  }));
}

/** The quantity of each of the order's lines already on live DOs. */
async function quantitiesOnLiveDos(tx: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderLineId: deliveryOrderLines.orderLineId, total: sum(deliveryOrderLines.quantity).mapWith(Number) })
    .from(deliveryOrderLines)
    .innerJoin(deliveryOrders, eq(deliveryOrders.id, deliveryOrderLines.deliveryOrderId))
    .where(and(eq(deliveryOrders.orderId, orderId), notInArray(deliveryOrders.status, ENDED)))
    .groupBy(deliveryOrderLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.total ?? 0]));
}

/** 400 at deliveryAt unless the time is after now and at most DO_MAX_DAYS_AHEAD days ahead. */
function checkDeliveryTime(deliveryAt: Date, now: Date) {
  if (deliveryAt.getTime() <= now.getTime()) throw invalidFields([{ path: 'deliveryAt', key: 'delivery.dateInPast' }]);
  if (deliveryAt.getTime() > now.getTime() + DO_MAX_DAYS_AHEAD * DAY_MS)
    throw invalidFields([{ path: 'deliveryAt', key: 'delivery.dateTooFar' }]);
}

type OrderRow = typeof orders.$inferSelect;

/** What a DO is made with: the database, and the delivery partner with its geocoder for partner DOs. */
export type DeliveryDeps = { db: Db } & Partial<Pick<AppContext, 'partner' | 'geocoder'>>;

/**
 * Every rule a new DO must meet, against the order as it is now: the actor's company's order
 * (404), confirmed or ongoing (409), a delivery (not pickup) for the partner, an active driver of
 * the company for carrier 'driver', each line the order's once and within its balance, and a DO
 * number not on another live DO. Run it before booking the partner (without a lock) and again
 * inside the transaction with the order row locked (`lock`), so two DOs made at once cannot
 * carry more than an order line holds. Answers the order.
 */
async function checkNewDeliveryOrder(
  tx: Db,
  me: Actor,
  orderId: string,
  input: DeliveryOrderInput,
  lock: boolean,
): Promise<OrderRow> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerCompanyId, me.companyId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound();
  if (order.status !== 'confirmed' && order.status !== 'ongoing') throw orderNotDeliverable();

  const issues: FieldIssue[] = [];
  if (input.carrier === 'partner' && order.deliveryMethod === 'pickup') {
    throw invalidFields([{ path: 'carrier', key: 'checkout.invalidDeliveryMethod' }]);
  }
  if (input.carrier === 'driver' && !(await isCompanyDriver(tx, me.companyId, input.driverUserId))) {
    issues.push({ path: 'driverUserId', key: 'delivery.driverUnknown' });
  }

  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const delivered = await quantitiesOnLiveDos(tx, order.id);
  const seen = new Set<string>();
  input.lines.forEach((wanted, i) => {
    const line = byId.get(wanted.orderLineId);
    if (!line || seen.has(wanted.orderLineId)) {
      issues.push({ path: `lines.${i}.orderLineId`, key: 'validation.requiredSelect' });
      return;
    }
    seen.add(line.id);
    const balance = line.quantity - (delivered.get(line.id) ?? 0);
    if (wanted.quantity > balance)
      issues.push({
        path: `lines.${i}.quantity`,
        key: 'delivery.quantityAboveBalance',
        params: { product: `${line.productName} (${line.variationName})`, balance: Math.max(0, balance) },
      });
  });
  if (issues.length > 0) throw invalidFields(issues);

  const [taken] = await tx
    .select({ id: deliveryOrders.id })
    .from(deliveryOrders)
    .where(
      and(
        eq(deliveryOrders.sellerCompanyId, me.companyId),
        // the same number whatever its letter case, as the unique index compares it
        sql`lower(${deliveryOrders.sellerDoNumber}) = lower(${input.sellerDoNumber})`,
        notInArray(deliveryOrders.status, ENDED),
      ),
    )
    .limit(1);
  if (taken) throw doNumberTaken();
  return order;
}

/** Whether the user is an active seller user of the company with the 'driver' toggle. */
async function isCompanyDriver(tx: Db, companyId: string, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [driver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, companyId),
        eq(users.status, 'active'),
        inArray(users.role, ['SellAdm', 'SellUsr']),
        sql`(${users.toggles} ->> 'driver') = 'true'`,
      ),
    );
  return driver !== undefined;
}

/**
 * POST /api/seller/orders/:orderId/delivery-orders: a DO for part or all of a confirmed or
 * ongoing order of the actor's company (sellOrder Write), carried by one of its drivers or by
 * the delivery partner. For the partner the trip is quoted and booked first, outside the
 * transaction, with the DO's id (made up front) as the partner's idempotency key; when the
 * DO then cannot be written the trip is cancelled again.
 */
export async function createDeliveryOrder(
  deps: DeliveryDeps,
  actor: Actor | null,
  orderId: string,
  input: DeliveryOrderInput,
): Promise<DeliveryOrder> {
  const me = authorize(actor, { side: 'seller', area: 'sellOrder', level: 'Write', toggle: 'updateOrderStatus' });
  const now = new Date();
  const deliveryAt = new Date(input.deliveryAt);
  checkDeliveryTime(deliveryAt, now);
  const id = randomUUID();
  let trip: PartnerTrip | null = null;
  if (input.carrier === 'partner') {
    const { partner, geocoder } = deps;
    if (!partner || !geocoder || !input.vehicleType) throw new Error('a partner DO needs the partner and a vehicle');
    checkPartnerTime(deliveryAt, now);
    const order = await checkNewDeliveryOrder(deps.db, me, orderId, input, false);
    trip = await bookOrderTrip({ db: deps.db, partner, geocoder }, order, {
      deliveryOrderId: id,
      vehicleType: input.vehicleType,
      deliveryAt,
      sellerDoNumber: input.sellerDoNumber,
    });
  }
  try {
    await inDeliveryTransaction(deps.db, async (tx) => {
      const order = await checkNewDeliveryOrder(tx, me, orderId, input, true);
      await writeDeliveryOrder(tx, me, order, { id, input, deliveryAt, now, trip, provider: deps.partner?.name });
    });
  } catch (error) {
    if (trip && deps.partner) await cancelTripQuietly({ partner: deps.partner }, trip.reference);
    // the partial unique index, when another DO took the number between the check and the insert
    if (isUniqueViolation(error)) throw doNumberTaken();
    throw error;
  }
  // the partner's driver may have taken the trip before the booking was committed (its notice
  // then found no booking): bring the DO up to the trip as the partner has it now
  if (trip && deps.partner) await catchUpWithTrip({ db: deps.db, partner: deps.partner }, trip.reference);
  return deliveryOrderView(deps.db, id);
}

/**
 * Writes a checked DO: the DO with its lines, the partner's booking, the 'assigned' step; ships
 * the order (the first DO) or marks a driver assigned; tells the buyer and the driver.
 */
async function writeDeliveryOrder(
  tx: Db,
  me: Actor,
  order: OrderRow,
  made: {
    id: string;
    input: DeliveryOrderInput;
    deliveryAt: Date;
    now: Date;
    trip: PartnerTrip | null;
    provider: string | undefined;
  },
) {
  const { id, input, now, trip } = made;
  const number = await nextDocumentNumber(tx, 'delivery_order_number_seq', 'DO', now);
  await tx.insert(deliveryOrders).values({
    id,
    number,
    orderId: order.id,
    sellerCompanyId: order.sellerCompanyId,
    buyerCompanyId: order.buyerCompanyId,
    sellerDoNumber: input.sellerDoNumber,
    status: 'assigned',
    deliveryAt: made.deliveryAt,
    carrier: input.carrier,
    driverUserId: trip ? null : input.driverUserId,
    createdBy: me.userId,
  });
  await tx
    .insert(deliveryOrderLines)
    .values(
      input.lines.map((line) => ({ deliveryOrderId: id, orderLineId: line.orderLineId, quantity: line.quantity })),
    );
  if (trip) await insertBooking(tx, made.provider ?? '', id, trip);
  await tx
    .insert(deliveryEvents)
    .values({ deliveryOrderId: id, status: 'assigned', actorUserId: me.userId, note: trip?.reference ?? null });

  // the first DO ships the order; from then on the buyer can no longer cancel it (a booked partner counts as a driver)
  if (order.status === 'confirmed') {
    await moveOrder(tx, order.id, 'ship', {
      actorUserId: me.userId,
      event: 'shipped',
      note: number,
      set: { driverAssignedAt: order.driverAssignedAt ?? now },
    });
  } else if (!order.driverAssignedAt) {
    await markDriverAssigned(tx, order.id, now);
  }

  const params = { seller: me.companyName, number, order: order.number, date: formatDateTime(input.deliveryAt) };
  await notify(tx, { companyId: order.buyerCompanyId }, 'deliveryCreated', params, `/delivery/${id}`);
  if (!trip && input.driverUserId) {
    await notify(tx, { userIds: [input.driverUserId] }, 'deliveryCreated', params, `/driver/do/${id}`);
  }
}

/**
 * POST /api/seller/delivery-orders/:id/cancel (sellOrder Write): an assigned DO is cancelled — a
 * partner DO also once the partner's driver accepted ('initiated') but has not picked up; its
 * quantities return to the order. A partner DO's trip is cancelled at the partner first: when the
 * partner refuses (its driver has the goods), the DO stays as it is. The booking is marked with
 * the trip's end, so the partner's echo of our cancel tells no one again.
 */
export async function cancelDeliveryOrder(deps: DeliveryDeps, actor: Actor | null, id: string): Promise<DeliveryOrder> {
  const me = authorize(actor, { side: 'seller', area: 'sellOrder', level: 'Write', toggle: 'updateOrderStatus' });
  const [row] = await deps.db
    .select({ status: deliveryOrders.status, carrier: deliveryOrders.carrier, booking: deliveryPartnerBookings })
    .from(deliveryOrders)
    .leftJoin(deliveryPartnerBookings, eq(deliveryPartnerBookings.deliveryOrderId, deliveryOrders.id))
    .where(and(eq(deliveryOrders.id, id), eq(deliveryOrders.sellerCompanyId, me.companyId)));
  if (!row) throw notFound();
  let trip: PartnerTrip | null = null;
  if (row.booking && deps.partner) {
    if (!canMoveDeliveryOrder(row, 'cancelled')) throw deliveryStepNotAllowed(row.status);
    trip = await cancelBookedTrip({ partner: deps.partner }, row.booking.reference);
  }
  await inDeliveryTransaction(deps.db, async (tx, afterCommit) => {
    const current = await lockDeliveryOrder(tx, id);
    // the partner's own notice of the ended trip may have cancelled the DO meanwhile
    if (trip && current.status === 'cancelled') return;
    await moveDelivery(tx, id, 'cancelled', { actorUserId: me.userId }, afterCommit);
    if (trip) await updateBookingFromTrip(tx, id, trip);
  });
  return deliveryOrderView(deps.db, id);
}

/** Whose DOs the actor lists: a buyer company's, a seller company's, a driver's own, or (administrators) all. */
async function listScope(db: Db, actor: Actor | null): Promise<SQL | undefined> {
  const me = authorize(actor);
  const kind = roleKind(me.role);
  if (kind === 'admin') {
    if (levelOf(me.permissions, 'admOrder') === 'Block') throw deliveryUnauthorised();
    return undefined;
  }
  if (kind === 'buyer') {
    if (levelOf(me.permissions, 'buyOrder') === 'Block') throw deliveryUnauthorised();
    return eq(deliveryOrders.buyerCompanyId, me.companyId);
  }
  if (hasPermission(me.permissions, 'sellOrder', 'Read')) return eq(deliveryOrders.sellerCompanyId, me.companyId);
  if (await isActiveDriver(db, me.userId)) return eq(deliveryOrders.driverUserId, me.userId);
  throw forbidden();
}

/** GET /api/delivery-orders: a page of the DOs the actor's side sees, newest first. */
export async function listDeliveryOrders(db: Db, actor: Actor | null, query: DeliveryListQuery) {
  const where = and(
    await listScope(db, actor),
    query.orderId ? eq(deliveryOrders.orderId, query.orderId) : undefined,
    query.status ? eq(deliveryOrders.status, query.status) : undefined,
  );
  const { items: rows, total } = await paginate(
    query,
    ({ limit, offset }) =>
      db
        .select({ id: deliveryOrders.id })
        .from(deliveryOrders)
        .where(where)
        .orderBy(desc(deliveryOrders.createdAt), desc(deliveryOrders.number))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(deliveryOrders).where(where),
  );
  const items = await deliveryOrderViews(
    db,
    rows.map((row) => row.id),
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/delivery-orders/:id: the DO for whoever may see it (delivery-access). */
export async function getDeliveryOrder(db: Db, actor: Actor | null, id: string): Promise<DeliveryOrder> {
  await deliveryAccessDetail(db, actor, id);
  return deliveryOrderView(db, id);
}

/** A seller user with the 'driver' toggle (403 for anyone else). */
async function driverActor(db: Db, actor: Actor | null): Promise<Actor> {
  const me = authorize(actor);
  if (roleKind(me.role) !== 'seller' || !(await isActiveDriver(db, me.userId))) throw forbidden();
  return me;
}

/**
 * GET /api/driver/delivery-orders: the driver's own DOs — the open ones first by delivery
 * time, then the ones finished in the last 30 days, latest first.
 */
export async function driverDeliveryOrders(db: Db, actor: Actor | null): Promise<DeliveryOrder[]> {
  const me = await driverActor(db, actor);
  const mine = eq(deliveryOrders.driverUserId, me.userId);
  const [open, finished] = await Promise.all([
    db
      .select({ id: deliveryOrders.id })
      .from(deliveryOrders)
      .where(and(mine, notInArray(deliveryOrders.status, FINISHED)))
      .orderBy(asc(deliveryOrders.deliveryAt), asc(deliveryOrders.number))
      .limit(200),
    db
      .select({ id: deliveryOrders.id })
      .from(deliveryOrders)
      .where(
        and(
          mine,
          inArray(deliveryOrders.status, FINISHED),
          gte(deliveryOrders.updatedAt, new Date(Date.now() - 30 * DAY_MS)),
        ),
      )
      .orderBy(desc(deliveryOrders.updatedAt), desc(deliveryOrders.number))
      .limit(100),
  ]);
  return deliveryOrderViews(
    db,
    [...open, ...finished].map((row) => row.id),
  );
}

/**
 * POST /api/driver/delivery-orders/:id/step: the DO's driver takes the next tracking step
 * (409 for any other); anyone else gets 404. The buyer company is told.
 */
export async function stepDeliveryOrder(
  db: Db,
  actor: Actor | null,
  id: string,
  step: DriverStep,
): Promise<DeliveryOrder> {
  const me = authorize(actor);
  const mine = roleKind(me.role) === 'seller' && (await isActiveDriver(db, me.userId));
  await inDeliveryTransaction(db, async (tx, afterCommit) => {
    const [row] = await tx
      .select({ number: deliveryOrders.number, buyerCompanyId: deliveryOrders.buyerCompanyId, order: orders.number })
      .from(deliveryOrders)
      .innerJoin(orders, eq(orders.id, deliveryOrders.orderId))
      .where(and(eq(deliveryOrders.id, id), eq(deliveryOrders.driverUserId, me.userId)));
    if (!row || !mine) throw notFound();
    await moveDelivery(tx, id, step, { actorUserId: me.userId }, afterCommit);
    await notify(
      tx,
      { companyId: row.buyerCompanyId },
      'deliveryStep',
      // the step's key: the notifications page shows it in the reader's language (deliveryStatus.*)
      { number: row.number, order: row.order, step },
      `/delivery/${id}`,
    );
  });
  return deliveryOrderView(db, id);
}
