/**
 * Server-sent events read with fetch, because EventSource cannot send the bearer header: the
 * stream is opened with the session (renewed once on 401, like private files), its frames are
 * parsed as they arrive, and a dropped or silent connection is opened again with a growing pause.
 */
import { useEffect, useRef, useState } from 'react';
import { api } from './api';
import { authStore } from './auth-store';
import { currentLanguage } from './i18n';

/** One event of the stream: its name ("message" when the frame names none) and its data lines joined. */
export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/** connecting: the first attempt; live: the stream is open; reconnecting: waiting to try again; stopped: refused or closed. */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

/** Splits text arriving in arbitrary chunks into SSE events (comments such as ": ping" are dropped). */
export function createSseParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), ...(id !== undefined && { id }) });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // a frame may end with \n, \r\n or \r; a lone \r at the very end may be half of \r\n
      let match: RegExpExecArray | null;
      const eol = /\r\n|\n|\r(?!$)/;
      while ((match = eol.exec(buffer))) {
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** forgets a half-received frame (the connection dropped) */
    reset() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}

export interface EventStreamDeps {
  fetch: typeof fetch;
  token(): string | undefined;
  /** a new session token, or null when the session is over */
  renew(): Promise<string | null>;
  language(): string;
}

export interface EventStreamOptions {
  url: string;
  onEvent(event: StreamEvent): void;
  onState?(state: StreamState): void;
  /** aborting it closes the stream for good */
  signal: AbortSignal;
  /** first pause before reconnecting, doubled each failure up to maxDelay (ms) */
  initialDelay?: number;
  maxDelay?: number;
  /** no bytes (not even a ping) for this long counts as a dropped connection (ms) */
  idleTimeout?: number;
  deps?: EventStreamDeps;
}

const browserDeps: EventStreamDeps = {
  fetch: (input, init) => window.fetch(input, init),
  token: () => authStore.get()?.jwtToken,
  renew: async () => (await api.refreshSession())?.jwtToken ?? null,
  language: currentLanguage,
};

/** Refusals that another attempt will not change: stop instead of reconnecting. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 410]);

/**
 * Keeps the stream open until `signal` aborts: reconnects after network failures, server errors
 * and closed streams (1 s, 2 s, 4 s … up to 30 s; back to 1 s once a connection opens); stops on
 * 401 after one renewal, and on 403/404.
 */
export async function runEventStream({
  url,
  onEvent,
  onState = () => {},
  signal,
  initialDelay = 1_000,
  maxDelay = 30_000,
  idleTimeout = 60_000,
  deps = browserDeps,
}: EventStreamOptions): Promise<void> {
  const parser = createSseParser(onEvent);
  let delay = initialDelay;
  let first = true;

  const open = (token: string | undefined, attempt: AbortSignal) =>
    deps.fetch(url, {
      headers: {
        Accept: 'text/event-stream',
        'Accept-Language': deps.language(),
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: attempt,
    });

  while (!signal.aborted) {
    onState(first ? 'connecting' : 'reconnecting');
    const attempt = new AbortController();
    const stop = () => attempt.abort();
    signal.addEventListener('abort', stop);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(stop, idleTimeout);
    };
    try {
      watch();
      let response = await open(deps.token(), attempt.signal);
      if (response.status === 401) {
        const token = await deps.renew();
        if (!token) return onState('stopped');
        response = await open(token, attempt.signal);
      }
      if (FINAL_STATUSES.has(response.status)) return onState('stopped');
      if (response.ok && response.body) {
        first = false;
        delay = initialDelay;
        onState('live');
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          watch();
          const { value, done } = await reader.read();
          if (done) break;
          parser.push(value);
        }
      }
    } catch {
      // a network failure, an idle connection or the caller leaving: decided below
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', stop);
      parser.reset();
    }
    if (signal.aborted) break;
    first = false;
    onState('reconnecting');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, delay);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });
    delay = Math.min(delay * 2, maxDelay);
  }
  onState('stopped');
}

/**
 * Reads the stream at `url` while the component is shown (null: nothing) and hands each event to
 * `onEvent`; answers the connection's state for a "Live" / "Reconnecting…" line.
 */
export function useEventStream(url: string | null, onEvent: (event: StreamEvent) => void): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void runEventStream({
      url,
      signal: controller.signal,
      onEvent: (event) => handler.current(event),
      onState: (next) => !controller.signal.aborted && setState(next),
    });
    return () => controller.abort();
  }, [url]);
  return state;
}
