/**
 * Delivery orders (spec §3 Delivery order, §4 tracking steps, §5 Delivery order): the seller
 * makes DOs from a confirmed or ongoing order for part or all of its quantities and cancels
 * them before they leave; each side lists and sees its DOs; the DO's driver steps it along
 * the tracking steps. Every move goes through delivery-transitions (inDeliveryTransaction),
 * so live watchers hear of it once it is committed.
 */
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
import type { Db } from '../../db/client';
import {
  deliveryEvents,
  deliveryOrderLines,
  deliveryOrderNumberSeq,
  deliveryOrders,
  orderLines,
  orders,
  users,
} from '../../db/schema/index';
import { requireActor } from '../../lib/access';
import { AppError, type FieldIssue, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { notify } from '../messaging/notification.service';
import { moveOrder } from '../orders/order-transitions';
import { deliveryAccessDetail, deliveryUnauthorised, isActiveDriver } from './delivery-access';
import { inDeliveryTransaction, moveDelivery } from './delivery-transitions';
import { deliveryOrderView, deliveryOrderViews } from './delivery-views';

type DeliveryOrderInput = z.output<typeof deliveryOrderInputSchema>;
type DeliveryListQuery = z.output<typeof deliveryListQuerySchema>;

const DAY_MS = 24 * 3600_000;
/** DOs that no longer count against the order (isLiveDelivery is false). */
const ENDED: DeliveryStatus[] = ['cancelled', 'rejected'];
/** DOs the driver has finished with (shown under "finished" for 30 days). */
const FINISHED: DeliveryStatus[] = ['acknowledged', 'rejected', 'cancelled'];

const orderNotDeliverable = () => new AppError(409, 'order_not_deliverable', 'delivery.orderNotDeliverable');
const doNumberTaken = () =>
  new AppError(409, 'do_number_taken', 'delivery.doNumberTaken', {}, {}, [
    { path: 'sellerDoNumber', key: 'delivery.doNumberTaken' },
  ]);
const invalidFields = (fields: FieldIssue[]) =>
  new AppError(400, 'validation_error', 'errors.validation', {}, {}, fields);

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};

/** The year in Malaysia, for DO-<yyyy>-<6 digits>. */
const malaysianYear = (at: Date) => new Date(at.getTime() + 8 * 3600_000).getUTCFullYear();

/** A seller user of the actor's company with sellOrder at `level` (403 otherwise). */
function sellerActor(actor: Actor | null, level: 'Read' | 'Write'): Actor {
  const me = requireActor(actor);
  if (roleKind(me.role) !== 'seller' || !hasPermission(me.permissions, 'sellOrder', level)) throw forbidden();
  return me;
}

/** GET /api/seller/drivers: the company's active users with the 'driver' toggle, by name. */
export async function listDrivers(db: Db, actor: Actor | null): Promise<Driver[]> {
  const me = sellerActor(actor, 'Read');
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

/**
 * POST /api/seller/orders/:orderId/delivery-orders: a DO for part or all of a confirmed or
 * ongoing order of the actor's company (sellOrder Write). The order row is locked for the
 * whole transaction, so two DOs made at once cannot carry more than an order line holds.
 */
export async function createDeliveryOrder(
  db: Db,
  actor: Actor | null,
  orderId: string,
  input: DeliveryOrderInput,
): Promise<DeliveryOrder> {
  const me = sellerActor(actor, 'Write');
  const now = new Date();
  const deliveryAt = new Date(input.deliveryAt);
  checkDeliveryTime(deliveryAt, now);
  let id: string;
  try {
    id = await inDeliveryTransaction(db, async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.sellerCompanyId, me.companyId)))
        .for('update');
      if (!order) throw notFound();
      if (order.status !== 'confirmed' && order.status !== 'ongoing') throw orderNotDeliverable();

      const [driver] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, input.driverUserId),
            eq(users.companyId, me.companyId),
            eq(users.status, 'active'),
            inArray(users.role, ['SellAdm', 'SellUsr']),
            sql`(${users.toggles} ->> 'driver') = 'true'`,
          ),
        );
      const issues: FieldIssue[] = [];
      if (!driver) issues.push({ path: 'driverUserId', key: 'delivery.driverUnknown' });

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

      const seq = await tx.execute(sql`select nextval(${deliveryOrderNumberSeq.seqName}) as n`);
      const n = Number((seq as unknown as { rows: { n: string }[] }).rows[0]!.n);
      const number = `DO-${malaysianYear(now)}-${String(n).padStart(6, '0')}`;
      const [created] = await tx
        .insert(deliveryOrders)
        .values({
          number,
          orderId: order.id,
          sellerCompanyId: order.sellerCompanyId,
          buyerCompanyId: order.buyerCompanyId,
          sellerDoNumber: input.sellerDoNumber,
          status: 'assigned',
          deliveryAt,
          driverUserId: input.driverUserId,
          createdBy: me.userId,
        })
        .returning({ id: deliveryOrders.id });
      const doId = created!.id;
      await tx.insert(deliveryOrderLines).values(
        input.lines.map((line) => ({
          deliveryOrderId: doId,
          orderLineId: line.orderLineId,
          quantity: line.quantity,
        })),
      );
      await tx.insert(deliveryEvents).values({ deliveryOrderId: doId, status: 'assigned', actorUserId: me.userId });

      // the first DO ships the order; from then on the buyer can no longer cancel it
      if (order.status === 'confirmed') {
        await moveOrder(tx, order.id, 'ship', {
          actorUserId: me.userId,
          event: 'shipped',
          note: number,
          set: { driverAssignedAt: order.driverAssignedAt ?? now },
        });
      } else if (!order.driverAssignedAt) {
        await tx.update(orders).set({ driverAssignedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
      }

      const params = { seller: me.companyName, number, order: order.number, date: formatDateTime(input.deliveryAt) };
      await notify(tx, { companyId: order.buyerCompanyId }, 'deliveryCreated', params, `/delivery/${doId}`);
      await notify(tx, { userIds: [input.driverUserId] }, 'deliveryCreated', params, `/driver/do/${doId}`);
      return doId;
    });
  } catch (error) {
    // the partial unique index, when another DO took the number between the check and the insert
    if (isUniqueViolation(error)) throw doNumberTaken();
    throw error;
  }
  return deliveryOrderView(db, id);
}

/** POST /api/seller/delivery-orders/:id/cancel (sellOrder Write): an assigned DO is cancelled; its quantities return to the order. */
export async function cancelDeliveryOrder(db: Db, actor: Actor | null, id: string): Promise<DeliveryOrder> {
  const me = sellerActor(actor, 'Write');
  await inDeliveryTransaction(db, async (tx, afterCommit) => {
    const [row] = await tx
      .select({ id: deliveryOrders.id })
      .from(deliveryOrders)
      .where(and(eq(deliveryOrders.id, id), eq(deliveryOrders.sellerCompanyId, me.companyId)));
    if (!row) throw notFound();
    await moveDelivery(tx, id, 'cancelled', { actorUserId: me.userId }, afterCommit);
  });
  return deliveryOrderView(db, id);
}

/** Whose DOs the actor lists: a buyer company's, a seller company's, a driver's own, or (administrators) all. */
async function listScope(db: Db, actor: Actor | null): Promise<SQL | undefined> {
  const me = requireActor(actor);
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
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: deliveryOrders.id })
      .from(deliveryOrders)
      .where(where)
      .orderBy(desc(deliveryOrders.createdAt), desc(deliveryOrders.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(deliveryOrders).where(where),
  ]);
  const items = await deliveryOrderViews(
    db,
    rows.map((row) => row.id),
  );
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** GET /api/delivery-orders/:id: the DO for whoever may see it (delivery-access). */
export async function getDeliveryOrder(db: Db, actor: Actor | null, id: string): Promise<DeliveryOrder> {
  await deliveryAccessDetail(db, actor, id);
  return deliveryOrderView(db, id);
}

/** A seller user with the 'driver' toggle (403 for anyone else). */
async function driverActor(db: Db, actor: Actor | null): Promise<Actor> {
  const me = requireActor(actor);
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
  const me = requireActor(actor);
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
