/**
 * A delivery under way for the demo: Syarikat Bahan Binaan Maju's newest confirmed order of
 * Pembinaan Teguh Jaya gets a delivery order (all of its first item, part of the rest) for
 * its driver driver@demo.test, who has started it and is out for delivery — so the buyer's
 * /delivery/:id shows progress and the driver app has a DO to finish. Made through the
 * delivery service, then dated back along a believable morning.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loadActor } from '../modules/identity/index';
import { createDeliveryOrder, stepDeliveryOrder } from '../modules/logistics/delivery/index';
import {
  companies,
  deliveryEvents,
  deliveryOrders,
  notifications,
  orderEvents,
  orderLines,
  orders,
  users,
} from '../db/schema/index';

const MINUTE_MS = 60_000;

async function actorOf(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const actor = row && (await loadActor(db, row.id));
  if (!actor) throw new Error(`demo delivery: no user ${email}`);
  return actor;
}

async function companyId(db: Db, registrationNo: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.registrationNo, registrationNo));
  return row!.id;
}

/** Seeds the delivery under way (see the module comment); the demo orders must be there first. */
export async function seedDelivery(tx: Db, now = new Date()) {
  const seller = await actorOf(tx, 'seller@demo.test');
  const driver = await actorOf(tx, 'driver@demo.test');
  const buyerId = await companyId(tx, '201801034567');
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.sellerCompanyId, seller.companyId),
        eq(orders.buyerCompanyId, buyerId),
        eq(orders.status, 'confirmed'),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) throw new Error('demo delivery: no confirmed Maju order of Pembinaan Teguh Jaya');
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);

  const created = await createDeliveryOrder({ db: tx }, seller, order.id, {
    sellerDoNumber: 'MAJU-DO-2611',
    deliveryAt: new Date(now.getTime() + 45 * MINUTE_MS).toISOString(),
    carrier: 'driver',
    driverUserId: driver.userId,
    vehicleType: null,
    lines: lines.map((line, i) => ({
      orderLineId: line.id,
      quantity: i === 0 ? line.quantity : Math.max(1, Math.floor(line.quantity / 2)),
    })),
  });
  await stepDeliveryOrder(tx, driver, created.id, 'initiated');
  await stepDeliveryOrder(tx, driver, created.id, 'outForDelivery');

  // the morning as it happened: made at 07:30-ish (an hour and a half ago), started 40 minutes ago, left 25 minutes ago
  const at = {
    assigned: new Date(now.getTime() - 90 * MINUTE_MS),
    initiated: new Date(now.getTime() - 40 * MINUTE_MS),
    outForDelivery: new Date(now.getTime() - 25 * MINUTE_MS),
  } as const;
  for (const [status, when] of Object.entries(at)) {
    await tx
      .update(deliveryEvents)
      .set({ at: when })
      .where(and(eq(deliveryEvents.deliveryOrderId, created.id), eq(deliveryEvents.status, status as keyof typeof at)));
  }
  await tx
    .update(deliveryOrders)
    .set({ createdAt: at.assigned, updatedAt: at.outForDelivery })
    .where(eq(deliveryOrders.id, created.id));
  await tx.update(orders).set({ driverAssignedAt: at.assigned, updatedAt: at.assigned }).where(eq(orders.id, order.id));
  await tx
    .update(orderEvents)
    .set({ createdAt: at.assigned })
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'shipped')));
  const links = [`/delivery/${created.id}`, `/driver/do/${created.id}`];
  await tx
    .update(notifications)
    .set({ createdAt: at.assigned })
    .where(and(inArray(notifications.link, links), eq(notifications.type, 'deliveryCreated')));
  for (const [step, when] of [
    ['Delivery initiated', at.initiated],
    ['Out for delivery', at.outForDelivery],
  ] as const) {
    await tx
      .update(notifications)
      .set({ createdAt: when })
      .where(
        and(
          eq(notifications.link, links[0]!),
          eq(notifications.type, 'deliveryStep'),
          sql`${notifications.params} ->> 'step' = ${step}`,
        ),
      );
  }
}
