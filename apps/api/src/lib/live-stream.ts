/**
 * A live stream of server-sent events for one signed-in user: the first frame at once, a frame
 * after every change the stream watches (through the event bus, so a change made in another API
 * process arrives too), a `: ping` comment every 25 s so proxies keep the connection open.
 * Access is checked again before every frame and every ping, so a user deactivated, blocked or
 * moved away stops receiving; the stream also ends when the access token it was opened with
 * expires (the client reconnects with a fresh one), when the client goes away, and when the
 * server closes (`streams`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PING_MS = 25_000;
/** setTimeout's longest delay; a token living longer is caught by the check before each ping. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One SSE frame. */
export const sseFrame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** When the verified access token of the request expires (ms since the epoch), or null without `exp`. */
function tokenExpiresAt(request: FastifyRequest): number | null {
  const exp = (request.user as { exp?: unknown } | undefined)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

export interface LiveStream {
  request: FastifyRequest;
  reply: FastifyReply;
  /** the open streams, ended when the server closes */
  streams: Set<() => void>;
  /** the first frame, written as soon as the stream opens */
  first: string;
  /** whether the user may still receive it (throwing counts as no) */
  stillAllowed: () => Promise<boolean>;
  /** starts watching: calls `changed` on every change; answers the function that stops it */
  watch: (changed: () => void) => () => void;
  /** the frame to send after a change (null: nothing) */
  next: () => Promise<string | null>;
  /** names the stream in the logs */
  log: Record<string, unknown>;
}

export function openLiveStream({ request, reply, streams, first, stillAllowed, watch, next, log }: LiveStream) {
  const expiresAt = tokenExpiresAt(request);
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
  raw.write(first);

  let open = true;
  let expiry: NodeJS.Timeout | undefined;
  // frames and pings are checked and written one after another, so they go out in the order of the changes
  let queue = Promise.resolve();
  /** Re-checks access, then writes what `text` answers (nothing when null); ends the stream when access is gone. */
  const send = (text: () => Promise<string | null>) => {
    queue = queue.then(async () => {
      if (!open) return;
      if (expiresAt !== null && Date.now() >= expiresAt) return end();
      try {
        if (!(await stillAllowed())) return end();
      } catch (error) {
        request.log.info({ err: error, ...log }, 'live stream: access gone, ending');
        return end();
      }
      try {
        const written = await text();
        if (open && written !== null) raw.write(written);
      } catch (error) {
        request.log.warn({ err: error, ...log }, 'live stream: reading the next frame failed');
      }
    });
  };
  const stop = watch(() => send(next));
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
