import { describe, expect, it, vi } from 'vitest';
import {
  type EventStreamDeps,
  type StreamEvent,
  type StreamState,
  createSseParser,
  runEventStream,
} from './event-stream';

describe('createSseParser', () => {
  it('joins frames split across chunks and line endings, and drops comments', () => {
    const events: StreamEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push(': ping\n\nevent: deli');
    parser.push('very\r\ndata: {"a":1,\n');
    parser.push('data: "b":2}\r');
    parser.push('\n\r\ndata:plain\n\n');
    expect(events).toEqual([
      { event: 'delivery', data: '{"a":1,\n"b":2}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('forgets a half-received frame on reset', () => {
    const events: StreamEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: delivery\ndata: {"half"');
    parser.reset();
    parser.push('\n\nevent: delivery\ndata: 1\n\n');
    expect(events).toEqual([{ event: 'delivery', data: '1' }]);
  });
});

/** A body that sends the given chunks and then stays open until the request is aborted, or ends. */
function streamBody(chunks: string[], signal: AbortSignal | undefined, end: boolean) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (end) controller.close();
      else signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
}

function setup(answers: Array<(init: RequestInit) => Response>, renewed: string | null = 'jwt-2') {
  const calls: Record<string, string>[] = [];
  const events: StreamEvent[] = [];
  const states: StreamState[] = [];
  let token = 'jwt-1';
  const deps: EventStreamDeps = {
    fetch: vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ ...(init?.headers as Record<string, string>) });
      const answer = answers.shift();
      if (!answer) throw new TypeError('offline');
      return answer(init!);
    }) as typeof fetch,
    token: () => token,
    renew: vi.fn(async () => {
      if (renewed) token = renewed;
      return renewed;
    }),
    language: () => 'zh-cn',
  };
  const controller = new AbortController();
  const run = runEventStream({
    url: '/api/delivery-orders/1/stream',
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
    signal: controller.signal,
    initialDelay: 5,
    deps,
  });
  return { calls, events, states, controller, run, deps };
}

const ok =
  (chunks: string[], end = false) =>
  (init: RequestInit) =>
    new Response(streamBody(chunks, init.signal ?? undefined, end), {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    });

describe('runEventStream', () => {
  it('sends the bearer header, hands over events and stops when aborted', async () => {
    const { calls, events, states, controller, run } = setup([ok(['event: delivery\ndata: 1\n\n'])]);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    controller.abort();
    await run;
    expect(calls[0]).toMatchObject({ Authorization: 'Bearer jwt-1', 'Accept-Language': 'zh-cn' });
    expect(events[0]).toEqual({ event: 'delivery', data: '1' });
    expect(states[0]).toBe('connecting');
    expect(states).toContain('live');
    expect(states.at(-1)).toBe('stopped');
  });

  it('renews the session once on 401 and retries with the new token', async () => {
    const { calls, events, controller, run, deps } = setup([
      () => new Response(null, { status: 401 }),
      ok(['event: delivery\ndata: 2\n\n']),
    ]);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    controller.abort();
    await run;
    expect(deps.renew).toHaveBeenCalledTimes(1);
    expect(calls.map((headers) => headers.Authorization)).toEqual(['Bearer jwt-1', 'Bearer jwt-2']);
  });

  it('stops when the session cannot be renewed, and on 403', async () => {
    const expired = setup([() => new Response(null, { status: 401 })], null);
    await expired.run;
    expect(expired.states.at(-1)).toBe('stopped');
    expect(expired.calls).toHaveLength(1);

    const refused = setup([() => new Response(null, { status: 403 })]);
    await refused.run;
    expect(refused.states).toEqual(['connecting', 'stopped']);
  });

  it('reconnects after a closed stream, a server error and a network failure', async () => {
    const { events, states, controller, run } = setup([
      ok(['event: delivery\ndata: a\n\n'], true),
      () => new Response('busy', { status: 503 }),
      () => {
        throw new TypeError('offline');
      },
      ok(['event: delivery\ndata: b\n\n']),
    ]);
    await vi.waitFor(() => expect(events.map((event) => event.data)).toEqual(['a', 'b']));
    controller.abort();
    await run;
    expect(states.filter((state) => state === 'reconnecting').length).toBeGreaterThanOrEqual(3);
    expect(states.filter((state) => state === 'live')).toHaveLength(2);
  });
});
