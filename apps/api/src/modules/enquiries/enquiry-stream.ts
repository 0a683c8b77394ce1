/**
 * An enquiry page followed live, as server-sent events (lib/live-stream): on connect `event: enquiry`
 * with the enquiry as its reader's GET answers it, again after every committed change (a message, a
 * quotation or its revision, an acceptance, the cart, an order, a reassignment, closing, expiry).
 * Access is the GET's, checked at connect and again before every frame and ping with the user loaded
 * afresh, so a user deactivated or moved away stops receiving.
 */
import { AsyncResource } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openLiveStream, sseFrame } from '../../lib/live-stream';
import type { AppContext } from '../../lib/context';
import { loadSessionActor } from '../identity/index';
import { getEnquiry, watchEnquiry } from './enquiry.service';

/** Answers the request with the enquiry's event stream. */
export async function streamEnquiry(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  streams: Set<() => void>,
) {
  const first = sseFrame('enquiry', await getEnquiry(ctx.db, request.actor, id, ctx.clock.now()));
  const userId = request.actor!.userId;
  const familyId = request.user.fam;
  // bound to the request's execution context, so a frame made when a change arrives reads the clock as the request does
  const current = AsyncResource.bind(async () => {
    const actor = await loadSessionActor(ctx.db, userId, familyId);
    return actor ? getEnquiry(ctx.db, actor, id, ctx.clock.now()).catch(() => null) : null;
  });
  openLiveStream({
    request,
    reply,
    streams,
    first,
    stillAllowed: async () => (await current()) !== null,
    watch: (changed) => watchEnquiry(ctx.db, id, changed),
    next: async () => {
      const enquiry = await current();
      return enquiry === null ? null : sseFrame('enquiry', enquiry);
    },
    log: { enquiryId: id },
  });
}
