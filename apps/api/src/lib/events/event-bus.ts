/**
 * The event bus for everything live: `publish(topic, payload)` after a commit, `subscribe(topic)`
 * in whichever API process holds the watcher. Across processes through Redis pub/sub when
 * REDIS_URL is set, else the database's LISTEN/NOTIFY: PostgreSQL's reaches every process, the
 * embedded PGlite's its one process. `publishOnCommit` publishes from inside a transaction. Payloads are short (ids): they say that something
 * changed, never what it is now or who may see it; each watcher reads and checks access itself.
 */
import { EventEmitter } from 'node:events';
import { type SQL, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';

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

/** Hears the database's notifications on a channel (PGlite's own, or a LISTEN connection to PostgreSQL). */
export type DatabaseListen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** What the database itself delivers on EVENT_CHANNEL (transactional publishes among them) fans out here too. */
function relayDatabase(listen: DatabaseListen, local: LocalFanOut, log: (error: unknown) => void) {
  const stop = listen(EVENT_CHANNEL, (text) => {
    const message = parse(text);
    if (message) local.deliver(message);
  });
  // a failure is logged here; `ready` and `close` never leave a rejection nobody handles
  const ready = stop.then(
    () => undefined,
    (error: unknown) => log(error),
  );
  return { ready, close: () => stop.then((end) => end()).catch(() => {}) };
}

/**
 * The database's LISTEN/NOTIFY: on PostgreSQL every API process hears every publish; on the
 * embedded PGlite the one process does. Publishing is a NOTIFY through the app's database.
 */
export function databaseEventBus(
  kind: 'in-process' | 'postgres',
  notify: (message: string) => Promise<void>,
  listen: DatabaseListen,
  log: (error: unknown) => void,
): EventBus {
  const local = new LocalFanOut();
  const relay = relayDatabase(listen, local, log);
  return {
    kind,
    publish: (topic, payload) => notify(JSON.stringify({ topic, payload })),
    subscribe: (topic, fn) => local.subscribe(topic, fn),
    listenerCount: (topic) => local.listenerCount(topic),
    ready: () => relay.ready,
    close: relay.close,
  };
}

/**
 * Redis pub/sub (one connection publishes, another subscribes; ioredis reconnects both), and the
 * database's own notifications for what is published inside a transaction (publishOnCommit).
 */
export function redisEventBus(url: string, listen: DatabaseListen, log: (error: unknown) => void): EventBus {
  const local = new LocalFanOut();
  const relay = relayDatabase(listen, local, log);
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url);
  publisher.on('error', log);
  subscriber.on('error', log);
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parse(text);
    if (message) local.deliver(message);
  });
  const subscribed = subscriber.subscribe(EVENT_CHANNEL).then(
    () => undefined,
    (error: unknown) => log(error),
  );
  return {
    kind: 'redis',
    async publish(topic, payload) {
      await publisher.publish(EVENT_CHANNEL, JSON.stringify({ topic, payload }));
    },
    subscribe: (topic, fn) => local.subscribe(topic, fn),
    listenerCount: (topic) => local.listenerCount(topic),
    ready: () => Promise.all([subscribed, relay.ready]).then(() => undefined),
    async close() {
      await relay.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** The bus the configuration asks for: Redis when REDIS_URL is set, else the database's LISTEN/NOTIFY. */
export function createEventBus(options: {
  redisUrl?: string | undefined;
  database: { kind: 'pglite' | 'postgres'; listen: DatabaseListen; notify: (message: string) => Promise<void> };
  log: (error: unknown) => void;
}): EventBus {
  const { database, log } = options;
  if (options.redisUrl) return redisEventBus(options.redisUrl, database.listen, log);
  return databaseEventBus(
    database.kind === 'postgres' ? 'postgres' : 'in-process',
    database.notify,
    database.listen,
    log,
  );
}

/**
 * Publishes inside a transaction: PostgreSQL (and PGlite) deliver a NOTIFY only when the
 * transaction commits, and never when it rolls back; every bus relays what the database delivers.
 */
export async function publishOnCommit(
  tx: { execute: (query: SQL) => Promise<unknown> },
  topic: string,
  payload: string,
) {
  await publishAllOnCommit(tx, topic, [payload]);
}

/** Several events of one topic in one statement (one NOTIFY each, delivered on commit). */
export async function publishAllOnCommit(
  tx: { execute: (query: SQL) => Promise<unknown> },
  topic: string,
  payloads: string[],
) {
  await publishTopicsOnCommit(tx, [{ topic, payloads }]);
}

/**
 * The events of several topics in one statement (one NOTIFY each, delivered on commit in the
 * order given): what one change announces on its way out, in one round trip instead of one a topic.
 */
export async function publishTopicsOnCommit(
  tx: { execute: (query: SQL) => Promise<unknown> },
  events: { topic: string; payloads: string[] }[],
) {
  const notices = events.flatMap(({ topic, payloads }) =>
    payloads.map((payload) => sql`pg_notify(${EVENT_CHANNEL}, ${JSON.stringify({ topic, payload })})`),
  );
  if (notices.length === 0) return;
  await tx.execute(sql`select ${sql.join(notices, sql`, `)}`);
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
