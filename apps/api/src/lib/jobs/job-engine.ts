/**
 * The job engine: pg-boss, on PostgreSQL through its own connection and on the embedded PGlite
 * through the app's database (one process holds PGlite, so its jobs run in that process).
 * Jobs are declared once (name, payload schema, handler, retries, schedule); a job runs once
 * across every API process (pg-boss takes each with SKIP LOCKED, and one process fires each
 * schedule); a handler that throws is retried with backoff, then kept as failed for
 * administrators to see and retry.
 */
import PgBoss from 'pg-boss';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** the job engine (its workers run when the app was built with `jobs: true`) */
    jobs: JobEngine;
  }
}

export const JOB_TIME_ZONE = 'Asia/Kuala_Lumpur';

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** a dotted name, `<module>.<what>` */
  name: string;
  payload: S;
  /** must be idempotent: a job may run again after a crash between its work and its completion */
  handler: (payload: z.infer<S>, run: JobRun) => Promise<void>;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** a cron expression in Malaysian time; `atStart` also runs it once when the engine starts */
  schedule?: { cron: string; atStart?: boolean };
}

/** Declares a job with its payload type checked against the schema. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition {
  return definition as unknown as JobDefinition;
}

/** Which try this is: a handler may record a final failure on its last. */
export interface JobRun {
  attempt: number;
  lastAttempt: boolean;
}

export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string | null;
}

export interface JobEngine {
  start(): Promise<void>;
  /**
   * Queues a job. With an `id` (a UUID, such as the id of the row the job is about) the job is
   * queued once: sending it again, from any process, while it waits, runs, retries or after it
   * ended, queues nothing and answers null.
   */
  send(name: string, payload: object, options?: { id?: string; startAfter?: Date }): Promise<string | null>;
  failed(page: number, pageSize: number): Promise<{ items: FailedJob[]; total: number }>;
  /** Queues a failed job again; false when there is no such failed job. */
  retry(id: string): Promise<boolean>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for those running to finish. */
  stop(timeoutMs?: number): Promise<void>;
  /** Whether the workers and schedules run in this process. */
  running(): boolean;
  /** Jobs waiting, retrying, running or failed, by job (for the metrics). */
  queueCounts(): Promise<{ name: string; state: string; count: number }[]>;
}

/** How pg-boss reaches the database: a PostgreSQL URL, or a query function over PGlite. */
export type JobConnection = { connectionString: string } | { db: PgBoss.Db };

interface JobRow {
  id: string;
  name: string;
  data: unknown;
  output: { message?: string } | null;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createJobEngine(options: {
  connection: JobConnection;
  definitions: JobDefinition[];
  log: (error: unknown, message: string) => void;
  /** how often an idle worker looks for work */
  pollingSeconds?: number;
  /** told of every run that threw (the metrics count them) */
  onFailure?: (name: string) => void;
}): JobEngine {
  const { definitions, log, pollingSeconds = 2, onFailure } = options;
  const boss = new PgBoss({
    ...options.connection,
    schedule: true,
    supervise: true,
    application_name: 'binamart-jobs',
  });
  boss.on('error', (error) => log(error, 'job engine error'));
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  let started = false;
  /** each job's worker in this process, by job name */
  const workers = new Map<string, string>();
  const sql = async <T>(text: string, values: unknown[]) => (await boss.getDb().executeSql(text, values)).rows as T[];

  return {
    async start() {
      await boss.start();
      started = true;
      for (const definition of definitions) {
        const { limit, delaySeconds, backoff } = definition.retry;
        const queue = { name: definition.name, retryLimit: limit, retryDelay: delaySeconds, retryBackoff: backoff };
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
        else await boss.createQueue(definition.name, queue);
        const work = { pollingIntervalSeconds: pollingSeconds, includeMetadata: true } as const;
        let workerId = '';
        workerId = await boss.work(definition.name, work, async ([job]) => {
          if (!job) return;
          const run = { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
          try {
            await definition.handler(definition.payload.parse(job.data), run);
          } catch (error) {
            onFailure?.(definition.name);
            throw error;
          } finally {
            // a worker that found work looks for more at once instead of waiting out its polling interval,
            // so a burst (the e-mails of a busy minute) drains at the handlers' pace
            boss.notifyWorker(workerId);
          }
        });
        workers.set(definition.name, workerId);
        if (definition.schedule) {
          await boss.schedule(definition.name, definition.schedule.cron, {}, { tz: JOB_TIME_ZONE });
          if (definition.schedule.atStart) {
            // one run however many processes start together: one job per key and minute
            await boss.send(definition.name, {}, { singletonKey: 'at-start', singletonSeconds: 60 });
          }
        }
      }
    },
    async send(name, payload, sendOptions = {}) {
      const definition = byName.get(name);
      if (!definition) throw new Error(`No job is declared as ${name}`);
      definition.payload.parse(payload);
      const id = await boss.send(name, payload, {
        ...(sendOptions.id && { id: sendOptions.id }),
        ...(sendOptions.startAfter && { startAfter: sendOptions.startAfter }),
      });
      // this process's worker takes it now rather than at its next poll
      const worker = workers.get(name);
      if (id && worker && !sendOptions.startAfter) boss.notifyWorker(worker);
      return id;
    },
    async failed(page, pageSize) {
      if (!started) return { items: [], total: 0 };
      const rows = await sql<JobRow>(
        `select id, name, data, output, retry_count, created_on, completed_on from pgboss.job
         where state = 'failed' order by completed_on desc nulls last, id limit $1 offset $2`,
        [pageSize, (page - 1) * pageSize],
      );
      const [count] = await sql<{ total: string }>(
        `select count(*)::text as total from pgboss.job where state = 'failed'`,
        [],
      );
      return {
        total: Number(count?.total ?? 0),
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          payload: row.data,
          error: row.output?.message ?? '',
          attempts: Number(row.retry_count) + 1,
          createdAt: iso(row.created_on)!,
          failedAt: iso(row.completed_on),
        })),
      };
    },
    async retry(id) {
      if (!started) return false;
      const [row] = await sql<{ name: string }>(`select name from pgboss.job where id = $1 and state = 'failed'`, [id]);
      if (!row) return false;
      await boss.retry(row.name, id);
      return true;
    },
    running: () => started,
    async queueCounts() {
      if (!started) return [];
      const rows = await sql<{ name: string; state: string; count: string }>(
        `select name, state, count(*)::text as count from pgboss.job
         where state in ('created', 'retry', 'active', 'failed') group by name, state`,
        [],
      );
      return rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.count) }));
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
