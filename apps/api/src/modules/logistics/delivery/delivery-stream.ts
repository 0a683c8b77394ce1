/**
 * Live tracking of one DO as server-sent events: on connect `event: delivery` with the DO
 * (deliveryOrderSchema) as JSON, again after every committed change (the event bus, so a change made through another API process arrives too), and a
 * `: ping` comment every 25 s so proxies keep the connection open.
 *
 * Access is checked as GET /api/delivery-orders/:id at connect, and again before every frame
 * and every ping: the user is loaded afresh (as the authenticate hook does) and the DO's access
 * rules run again, so a user deactivated, blocked or moved off the DO stops receiving it. The
 * stream also ends when the access token it was opened with expires (the client reconnects
 * with a fresh one), when the client goes away, and when the server closes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { loadActor } from '../../identity/index';
import { deliveryAccessDetail } from './delivery-access';
import { watchDeliveryOrder } from './delivery-transitions';
import { deliveryOrderView } from './delivery-views';

export const PING_MS = 25_000;
/** setTimeout's longest delay; a token living longer is caught by the check before each ping. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One SSE frame of the DO. */
const frame = (data: unknown) => `event: delivery\ndata: ${JSON.stringify(data)}\n\n`;

/** When the verified access token of the request expires (ms since the epoch), or null without `exp`. */
function tokenExpiresAt(request: FastifyRequest): number | null {
  const exp = (request.user as { exp?: unknown } | undefined)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** Whether the user of the request may still see the DO: reloaded and checked again. */
async function stillAllowed(db: Db, userId: string, id: string): Promise<boolean> {
  const actor = await loadActor(db, userId);
  if (!actor) return false;
  await deliveryAccessDetail(db, actor, id);
  return true;
}

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
  const expiresAt = tokenExpiresAt(request);
  const first = await deliveryOrderView(db, id);

  reply.hijack();
  const raw = reply.raw;
  // the client may have gone while the access check ran: its 'close' has been and gone
  if (raw.destroyed || request.raw.socket?.destroyed !== false) {
    raw.destroy();
    return;
  }
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(frame(first));

  let open = true;
  let expiry: NodeJS.Timeout | undefined;
  // frames and pings are checked and written one after another, so they go out in the order of the changes
  let queue = Promise.resolve();
  /** Re-checks access, then writes what `next` answers (nothing when null); ends the stream when access is gone. */
  const send = (next: () => Promise<string | null>) => {
    queue = queue.then(async () => {
      if (!open) return;
      if (expiresAt !== null && Date.now() >= expiresAt) return end();
      try {
        if (!(await stillAllowed(db, userId, id))) return end();
      } catch (error) {
        request.log.info({ err: error, deliveryOrderId: id }, 'delivery stream: access gone, ending');
        return end();
      }
      try {
        const text = await next();
        if (open && text !== null) raw.write(text);
      } catch (error) {
        request.log.warn({ err: error, deliveryOrderId: id }, 'delivery stream: reading the DO failed');
      }
    });
  };
  const stop = watchDeliveryOrder(db, id, () => send(async () => frame(await deliveryOrderView(db, id))));
  const ping = setInterval(() => send(async () => ': ping\n\n'), PING_MS);
  const close = () => {
    if (!open) return;
    open = false;
    stop();
    clearInterval(ping);
    clearTimeout(expiry);
    streams.delete(end);
  };
  const end = () => {
    close();
    raw.end();
  };
  const untilExpiry = expiresAt === null ? null : Math.max(0, expiresAt - Date.now());
  if (untilExpiry !== null && untilExpiry <= MAX_TIMER_MS) expiry = setTimeout(end, untilExpiry);
  streams.add(end);
  request.raw.on('close', close);
  raw.on('close', close);
  raw.on('error', close);
}
