/**
 * Two of Pembinaan Teguh Jaya's older Syarikat Bahan Binaan Maju orders delivered and completed
 * (through the delivery and acknowledgement services, as the driver and the buyer would), and the
 * older one rated: each product on the five criteria with a review, one of them answered by the
 * supplier. The newer one waits to be rated, so the demo buyer has a "Rate your order" invitation,
 * and product, store and bid comparison pages show real averages. Dated back to when it happened.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DRIVER_STEPS, type RatingScores } from '@binamart/shared';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import { loadActor } from '../modules/identity/index';
import { acknowledgeDelivery } from '../modules/logistics/acknowledgement/index';
import { createDeliveryOrder, stepDeliveryOrder } from '../modules/logistics/delivery/index';
import { rateProduct, replyToReview } from '../modules/ratings/index';
import {
  deliveryEvents,
  deliveryOrders,
  notifications,
  orderEvents,
  orderLines,
  orders,
  ratings,
  users,
} from '../db/schema/index';
import { swatchPng } from './swatch-png';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

async function actorOf(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const actor = row && (await loadActor(db, row.id));
  if (!actor) throw new Error(`demo ratings: no user ${email}`);
  return actor;
}

/** What Teguh Jaya's site purchaser said of each product of the older order, by product name. */
const RATINGS: Record<string, { scores: RatingScores; review: string; reply?: string }> = {
  'YTL Castle Ordinary Portland Cement 50 kg': {
    scores: { qualityOfService: 5, speedOfResponse: 4, speedOfDelivery: 4, priceOfProduct: 4, qualityOfProduct: 5 },
    review:
      'Ten pallets, all bags sealed and dry even after the afternoon rain. The lorry came at 10:40 instead of 9:00 but the driver called ahead, and the forklift unloading at the hoist bay was quick.',
    reply:
      'Thank you, Encik Lim. The delay was the Jalan Besar roadworks; we now leave the yard at 7:30 for Seri Kembangan deliveries.',
  },
  'Kim Hin Common Clay Brick': {
    scores: { qualityOfService: 4, speedOfResponse: 4, speedOfDelivery: 3, priceOfProduct: 5, qualityOfProduct: 4 },
    review:
      'Good price for 15,000 bricks. About 60 pieces chipped at the corners, which the supplier credited without argument. Delivery split over two trips.',
  },
};

/** A finished signature for the acknowledgement: a small PNG, as the signature pad makes. */
const signature = () => `data:image/png;base64,${swatchPng([40, 40, 60], 'coils', 64).toString('base64')}`;

/** Seeds the completed orders and ratings (see the module comment); the demo orders and delivery must be there first. */
export async function seedRatings(tx: Db, storage: FileStorage) {
  const seller = await actorOf(tx, 'seller@demo.test');
  const driver = await actorOf(tx, 'driver@demo.test');
  const buyer = await actorOf(tx, 'buyer@demo.test');
  const done = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.sellerCompanyId, seller.companyId),
        eq(orders.buyerCompanyId, buyer.companyId),
        eq(orders.status, 'confirmed'),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(2);
  if (done.length < 2) throw new Error('demo ratings: Teguh Jaya needs two older confirmed Maju orders');

  for (const [index, order] of done.entries()) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    const created = await createDeliveryOrder({ db: tx }, seller, order.id, {
      sellerDoNumber: `MAJU-DO-${order.number.slice(-4)}`,
      // made now (a DO cannot be dated in the past), then dated back below
      deliveryAt: new Date(Date.now() + HOUR_MS).toISOString(),
      carrier: 'driver',
      driverUserId: driver.userId,
      vehicleType: null,
      lines: lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
    });
    for (const step of DRIVER_STEPS) await stepDeliveryOrder(tx, driver, created.id, step);
    await acknowledgeDelivery({ db: tx, storage }, buyer, created.id, {
      pin: '123456',
      signature: signature(),
      lines: lines.map((line) => ({ orderLineId: line.id, receivedQuantity: line.quantity })),
      disputeReason: '',
      disputeTo: 'driver',
    });
    const delivered = order.deliveryAt;
    await backdateDelivery(tx, order.id, created.id, delivered);

    if (index > 0) continue;
    // rated the day after delivery; the supplier answered the next morning
    const ratedAt = new Date(delivered.getTime() + DAY_MS);
    for (const line of lines) {
      const given = RATINGS[line.productName];
      if (!given) continue;
      const mine = await rateProduct({ db: tx, clock: { now: () => ratedAt } }, buyer, order.id, line.productId, {
        scores: given.scores,
        review: given.review,
        photoIds: [],
      });
      if (given.reply) {
        const repliedAt = new Date(ratedAt.getTime() + 18 * HOUR_MS);
        await replyToReview({ db: tx, clock: { now: () => repliedAt } }, seller, mine.id, given.reply);
      }
    }
    const rated = await tx.select({ id: ratings.id }).from(ratings).where(eq(ratings.orderId, order.id));
    await tx
      .update(notifications)
      .set({ createdAt: ratedAt })
      .where(
        and(
          inArray(notifications.type, ['ratingReceived', 'ratingReplied']),
          inArray(
            notifications.userId,
            tx
              .select({ id: users.id })
              .from(users)
              .where(inArray(users.companyId, [seller.companyId, buyer.companyId])),
          ),
        ),
      );
    if (rated.length === 0) throw new Error('demo ratings: no product of the older order was rated');
  }
}

/** The delivery as it happened: the DO made the day before, every step on the delivery morning. */
async function backdateDelivery(tx: Db, orderId: string, deliveryOrderId: string, delivered: Date) {
  const made = new Date(delivered.getTime() - DAY_MS);
  await tx.update(deliveryEvents).set({ at: delivered }).where(eq(deliveryEvents.deliveryOrderId, deliveryOrderId));
  await tx
    .update(deliveryEvents)
    .set({ at: made })
    .where(and(eq(deliveryEvents.deliveryOrderId, deliveryOrderId), eq(deliveryEvents.status, 'assigned')));
  await tx
    .update(deliveryOrders)
    .set({ deliveryAt: delivered, createdAt: made, updatedAt: delivered, acknowledgedAt: delivered })
    .where(eq(deliveryOrders.id, deliveryOrderId));
  await tx.update(orders).set({ driverAssignedAt: made, updatedAt: delivered }).where(eq(orders.id, orderId));
  await tx
    .update(orderEvents)
    .set({ createdAt: made })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'shipped')));
  await tx
    .update(orderEvents)
    .set({ createdAt: delivered })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'completed')));
  await tx
    .update(notifications)
    .set({ createdAt: delivered })
    .where(inArray(notifications.link, [`/order/${orderId}`, `/order/${orderId}/rate`, `/seller/order/${orderId}`]));
}
