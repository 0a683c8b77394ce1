/**
 * The event bus for everything live: `publish(topic, payload)` after a commit, `subscribe(topic)`
 * in whichever API process holds the watcher. Across processes through Redis pub/sub when
 * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL; in-process on
 * the embedded PGlite (one process holds it). Payloads are short (ids): they say that something
 * changed, never what it is now or who may see it; each watcher reads and checks access itself.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import pg from 'pg';

declare module 'fastify' {
  interface FastifyInstance {
    /** the event bus live features publish to and subscribe on */
    events: EventBus;
  }
}

export interface EventBus {
  readonly kind: 'in-process' | 'postgres' | 'redis';
  /** Sends `payload` to every subscriber of `topic`, in every process. */
  publish(topic: string, payload: string): Promise<void>;
  /** Calls `listener` for each payload published on `topic`; answers the function that stops it. */
  subscribe(topic: string, listener: (payload: string) => void): () => void;
  /** How many subscribers this process holds on `topic`. */
  listenerCount(topic: string): number;
  /** Resolves once the bus receives what is published elsewhere (the LISTEN or SUBSCRIBE is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The channel every process listens on; each message carries its topic. */
export const EVENT_CHANNEL = 'binamart_events';

interface Message {
  topic: string;
  payload: string;
}

/** The subscribers of this process, by topic. */
class LocalFanOut {
  readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  deliver(message: Message) {
    this.emitter.emit(message.topic, message.payload);
  }
  subscribe(topic: string, listener: (payload: string) => void) {
    this.emitter.on(topic, listener);
    return () => void this.emitter.off(topic, listener);
  }
  listenerCount(topic: string) {
    return this.emitter.listenerCount(topic);
  }
}

const parse = (text: string): Message | null => {
  try {
    const message = JSON.parse(text) as Partial<Message>;
    return typeof message.topic === 'string' && typeof message.payload === 'string'
      ? { topic: message.topic, payload: message.payload }
      : null;
  } catch {
    return null;
  }
};

export function inProcessEventBus(): EventBus {
  const local = new LocalFanOut();
  return {
    kind: 'in-process',
    async publish(topic, payload) {
      local.deliver({ topic, payload });
    },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    listenerCount: (topic) => local.listenerCount(topic),
    ready: async () => {},
    close: async () => {},
  };
}

/** LISTEN on one dedicated connection (reopened if it drops); NOTIFY through a short-lived pool. */
export function postgresEventBus(connectionString: string, log: (error: unknown) => void): EventBus {
  const local = new LocalFanOut();
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on('error', () => {});
  let closed = false;
  let listener: pg.Client | null = null;
  let listening: Promise<void>;
  const listen = (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    listener = client;
    client.on('notification', (notice) => {
      const message = notice.payload ? parse(notice.payload) : null;
      if (message) local.deliver(message);
    });
    client.on('error', (error) => {
      log(error);
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void (listening = listen().catch(log)), 1000);
    });
    return client
      .connect()
      .then(() => client.query(`LISTEN ${EVENT_CHANNEL}`))
      .then(() => undefined);
  };
  listening = listen();
  return {
    kind: 'postgres',
    async publish(topic, payload) {
      await pool.query('select pg_notify($1, $2)', [EVENT_CHANNEL, JSON.stringify({ topic, payload })]);
    },
    subscribe: (topic, fn) => local.subscribe(topic, fn),
    listenerCount: (topic) => local.listenerCount(topic),
    ready: () => listening,
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}

/** Redis pub/sub: one connection publishes, another subscribes (ioredis reconnects both). */
export function redisEventBus(url: string, log: (error: unknown) => void): EventBus {
  const local = new LocalFanOut();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  publisher.on('error', log);
  subscriber.on('error', log);
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parse(text);
    if (message) local.deliver(message);
  });
  const subscribed = subscriber.subscribe(EVENT_CHANNEL).then(() => undefined);
  return {
    kind: 'redis',
    async publish(topic, payload) {
      await publisher.publish(EVENT_CHANNEL, JSON.stringify({ topic, payload }));
    },
    subscribe: (topic, fn) => local.subscribe(topic, fn),
    listenerCount: (topic) => local.listenerCount(topic),
    ready: () => subscribed,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** The bus the configuration asks for: Redis when REDIS_URL is set, else PostgreSQL's, else in-process. */
export function createEventBus(options: {
  redisUrl?: string | undefined;
  postgresUrl?: string | undefined;
  log: (error: unknown) => void;
}): EventBus {
  if (options.redisUrl) return redisEventBus(options.redisUrl, options.log);
  if (options.postgresUrl) return postgresEventBus(options.postgresUrl, options.log);
  return inProcessEventBus();
}

/** The bus of each database the app opened, so code that holds only the database reaches its bus. */
const buses = new WeakMap<object, EventBus>();
/** Code run without an app (seeds, scripts) publishes to a bus nobody else hears. */
const fallback = inProcessEventBus();

export function attachEventBus(db: object, bus: EventBus) {
  buses.set(db, bus);
}

export function eventBusOf(db: object): EventBus {
  return buses.get(db) ?? fallback;
}
