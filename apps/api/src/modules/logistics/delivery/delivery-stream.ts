/**
 * Live tracking of one DO as server-sent events (lib/live-stream): on connect `event: delivery`
 * with the DO (deliveryOrderSchema) as JSON, again after every committed change of the DO.
 * Access is checked as GET /api/delivery-orders/:id at connect, and again before every frame and
 * ping: the user is loaded afresh (as the authenticate hook does) and the DO's access rules run
 * again, so a user deactivated, blocked or moved off the DO stops receiving it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { openLiveStream, sseFrame } from '../../../lib/live-stream';
import { loadSessionActor } from '../../identity/index';
import { deliveryAccessDetail } from './delivery-access';
import { watchDeliveryOrder } from './delivery-transitions';
import { deliveryOrderView } from './delivery-views';

/** Answers the request with the DO's event stream (after the access check, which may throw). */
export async function streamDeliveryOrder(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  /** the open streams, ended when the server closes */
  streams: Set<() => void>,
) {
  await deliveryAccessDetail(db, request.actor, id);
  const userId = request.actor!.userId;
  // the session the stream was opened in: signing it out ends the stream at its next frame
  const familyId = request.user.fam;
  openLiveStream({
    request,
    reply,
    streams,
    first: sseFrame('delivery', await deliveryOrderView(db, id)),
    stillAllowed: async () => {
      const actor = await loadSessionActor(db, userId, familyId);
      if (!actor) return false;
      await deliveryAccessDetail(db, actor, id);
      return true;
    },
    watch: (changed) => watchDeliveryOrder(db, id, changed),
    next: async () => sseFrame('delivery', await deliveryOrderView(db, id)),
    log: { deliveryOrderId: id },
  });
}
