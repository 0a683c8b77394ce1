/**
 * Live tracking of one DO as server-sent events: on connect `event: delivery` with the DO
 * (deliveryOrderSchema) as JSON, again after every committed change (deliveryBus), and a
 * `: ping` comment every 25 s so proxies keep the connection open. Access is checked once,
 * at connect, as GET /api/delivery-orders/:id; the listener goes when the client does.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { deliveryAccessDetail } from './delivery-access';
import { deliveryBus } from './delivery-transitions';
import { deliveryOrderView } from './delivery-views';

export const PING_MS = 25_000;

/** One SSE frame of the DO. */
const frame = (data: unknown) => `event: delivery\ndata: ${JSON.stringify(data)}\n\n`;

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
  const first = await deliveryOrderView(db, id);

  reply.hijack();
  const raw = reply.raw;
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
  // changes are read and written one after another, so frames go out in the order of the changes
  let queue = Promise.resolve();
  const stop = deliveryBus.watch(id, () => {
    queue = queue.then(async () => {
      if (!open) return;
      try {
        const view = await deliveryOrderView(db, id);
        if (open) raw.write(frame(view));
      } catch (error) {
        request.log.warn({ err: error, deliveryOrderId: id }, 'delivery stream: reading the DO failed');
      }
    });
  });
  const ping = setInterval(() => {
    if (open) raw.write(': ping\n\n');
  }, PING_MS);
  const close = () => {
    if (!open) return;
    open = false;
    stop();
    clearInterval(ping);
    streams.delete(end);
  };
  const end = () => {
    close();
    raw.end();
  };
  streams.add(end);
  request.raw.on('close', close);
  raw.on('close', close);
  raw.on('error', close);
}
