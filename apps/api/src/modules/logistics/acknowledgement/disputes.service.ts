/**
 * Disputes over short deliveries (spec §4 delivery-order dispute): after acknowledging, the buyer
 * may raise one on an item while no other dispute of the DO waits for its answer; the driver or
 * the seller it was sent to answers it; the buyer may cancel it while it is open. Each change is
 * made with the DO locked and published to live tracking once committed.
 */
import type { z } from 'zod';
import { type disputeInputSchema, type disputeResponseSchema, hasPermission, roleKind } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { authorize } from '../../../lib/access';
import { fieldError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import {
  deliveryUnauthorised,
  isActiveDriver,
  publishDeliveryChange,
  inDeliveryTransaction,
  lockDeliveryOrder,
  deliveryOrderView,
} from '../delivery/index';
import { notify } from '../../messaging/index';
import { assertAcknowledger, isAcknowledger } from './acknowledgement-access';
import { disputeNotOpen, disputeOpen, notAcknowledged } from './acknowledgement.errors';
import * as repo from './acknowledgement.repository';
import { disputeAnswerer, notifyDisputeRaised } from './acknowledgement.service';

type DisputeInput = z.output<typeof disputeInputSchema>;
type DisputeResponse = z.output<typeof disputeResponseSchema>;

/**
 * POST /api/delivery-orders/:id/disputes: the buyer (buyDoa Write) disputes one item of an
 * acknowledged DO; refused while another dispute of the DO is open.
 */
export async function raiseDispute(db: Db, actor: Actor | null, id: string, input: DisputeInput) {
  const row = await assertAcknowledger(db, actor, id);
  const me = actor!;
  const assignedTo = disputeAnswerer(row, input.assignedTo);
  await inDeliveryTransaction(db, async (tx, afterCommit) => {
    // the DO's lock makes "no open dispute" and the new one a single step
    const locked = await lockDeliveryOrder(tx, id);
    if (locked.status !== 'acknowledged') throw notAcknowledged();
    if (await repo.hasOpenDispute(tx, id)) throw disputeOpen();
    const line = (await repo.deliveryLines(tx, id)).find((l) => l.orderLineId === input.orderLineId);
    if (!line) throw fieldError('orderLineId', 'delivery.itemNotOnDelivery');
    if (input.quantityReceived >= line.quantity) {
      throw fieldError('quantityReceived', 'delivery.disputeNotShort', { delivered: line.quantity });
    }
    await repo.insertDisputes(tx, [
      {
        deliveryOrderId: id,
        orderLineId: line.orderLineId,
        quantityDelivered: line.quantity,
        quantityReceived: input.quantityReceived,
        reason: input.reason,
        assignedTo,
        createdBy: me.userId,
      },
    ]);
    await notifyDisputeRaised(tx, row, assignedTo, {
      buyer: me.companyName,
      received: input.quantityReceived,
      delivered: line.quantity,
      product: line.productName,
      number: row.number,
      reason: input.reason,
    });
    afterCommit((db) => publishDeliveryChange(db, id));
  });
  return deliveryOrderView(db, id);
}

/**
 * POST /api/disputes/:id/respond: a dispute sent to the driver is answered by the DO's driver,
 * one sent to the seller by its users with sellOrder Write; to anyone else it is not found.
 */
export async function respondToDispute(db: Db, actor: Actor | null, disputeId: string, input: DisputeResponse) {
  const me = authorize(actor);
  const found = await repo.findDispute(db, disputeId);
  if (!found) throw notFound();
  const { dispute, deliveryOrder: row } = found;
  const sameSeller = roleKind(me.role) === 'seller' && me.companyId === row.sellerCompanyId;
  const mayAnswer =
    dispute.assignedTo === 'driver'
      ? sameSeller && me.userId === row.driverUserId && (await isActiveDriver(db, me.userId))
      : sameSeller && hasPermission(me.permissions, 'sellOrder', 'Write');
  if (!mayAnswer) throw notFound();
  await inDeliveryTransaction(db, async (tx, afterCommit) => {
    await lockDeliveryOrder(tx, row.id);
    const closed = await repo.moveDispute(tx, disputeId, 'answer', {
      response: input.response,
      respondedBy: me.userId,
      respondedAt: new Date(),
    });
    if (!closed) throw disputeNotOpen();
    await notify(
      tx,
      { companyId: row.buyerCompanyId },
      'disputeResponded',
      { number: row.number, response: input.response },
      `/delivery/${row.id}`,
    );
    afterCommit((db) => publishDeliveryChange(db, row.id));
  });
  return deliveryOrderView(db, row.id);
}

/** POST /api/disputes/:id/cancel: the buyer (buyDoa Write) withdraws an open dispute. */
export async function cancelDispute(db: Db, actor: Actor | null, disputeId: string) {
  const me = authorize(actor);
  const found = await repo.findDispute(db, disputeId);
  if (!found) throw notFound();
  const { deliveryOrder: row } = found;
  if (!isAcknowledger(me, row.buyerCompanyId)) throw deliveryUnauthorised();
  await inDeliveryTransaction(db, async (tx, afterCommit) => {
    await lockDeliveryOrder(tx, row.id);
    const closed = await repo.moveDispute(tx, disputeId, 'cancel');
    if (!closed) throw disputeNotOpen();
    await notify(
      tx,
      { companyId: row.sellerCompanyId },
      'disputeCancelled',
      { buyer: me.companyName, number: row.number },
      `/seller/order/${row.orderId}`,
    );
    afterCommit((db) => publishDeliveryChange(db, row.id));
  });
  return deliveryOrderView(db, row.id);
}
