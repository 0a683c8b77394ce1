/**
 * The main thread's handle on the embedded PGlite running in `pglite-worker.mjs`: the part of
 * PGlite's interface the app uses (query, exec, transaction, listen, dumpDataDir, close), each
 * call a message to the worker. Drizzle's PGlite driver takes it as it takes a PGlite; its date
 * parsers (functions, which cannot cross threads) are asked for as `raw`, the worker applying
 * the same ones.
 */
import { Worker } from 'node:worker_threads';

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> } | { notice: number; payload: string };

/** The worker's error as an Error with PostgreSQL's fields (code, constraint, detail…) as the app reads them. */
function rebuilt(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #next = 1;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      if ('notice' in reply) {
        this.#listeners.get(reply.notice)?.(reply.payload);
        return;
      }
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      if (reply.error) waiting.reject(rebuilt(reply.error));
      else waiting.resolve(reply.value);
    });
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', () => this.#failAll(new Error('the embedded database has stopped')));
  }

  /** Starts the worker and waits until its database is open (or answers why it could not open). */
  static async create(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir },
      ...(loadDataDir && { transferList: [loadDataDir] }),
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('error', reject);
        resolve();
      };
      worker.once('message', onMessage);
      worker.once('error', reject);
    });
    // the worker keeps the process alive only while a call waits for it, as the database in the process did
    worker.unref();
    return new PgliteThread(worker);
  }

  #failAll(error: Error) {
    this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the embedded database is closed'));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions, tx?: number) {
    return this.#call<Results & { rows: T[] }>({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      raw: options?.parsers !== undefined,
      tx,
    });
  }

  exec(text: string, tx?: number) {
    return this.#call<Results[]>({ op: 'exec', text, tx });
  }

  /** Runs `callback` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await callback(new PgliteTransaction(this, id));
    } catch (error) {
      await this.#call({ op: 'end', tx: id, commit: false });
      throw error;
    }
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** Hears notifications on `channel`; answers the function that stops hearing them. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#next++;
    this.#listeners.set(listener, onPayload);
    await this.#call({ op: 'listen', channel, listener });
    return async () => {
      this.#listeners.delete(listener);
      if (!this.#closed) await this.#call({ op: 'unlisten', listener });
    };
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}

/** A transaction's handle, as Drizzle's PGlite session uses it. */
export class PgliteTransaction {
  constructor(
    readonly thread: PgliteThread,
    readonly id: number,
  ) {}

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.thread.query<T>(text, params, options, this.id);
  }

  exec(text: string) {
    return this.thread.exec(text, this.id);
  }
}
