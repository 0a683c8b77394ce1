/**
 * Prometheus metrics of one app (its own registry, so several apps in one test process do not
 * mix): request durations by route and status, live connections, job queue depth and failures,
 * and the process's own (memory, event loop, CPU). Served at GET /metrics to a bearer token.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's Prometheus metrics */
    metrics: Metrics;
  }
}

export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  liveConnections: Gauge<'stream'>;
  /** counts a kind of live stream's open connections from its set */
  trackStreams(stream: string, open: Set<unknown>): void;
  jobFailures: Counter<'job'>;
}

export function createMetrics(collectQueue: () => Promise<{ name: string; state: string; count: number }[]>): Metrics {
  const registry = new Registry();
  const tracked = new Map<string, Set<unknown>>();
  collectDefaultMetrics({ register: registry, prefix: 'binamart_' });
  const queueDepth = new Gauge({
    name: 'binamart_job_queue',
    help: 'Jobs by queue and state (created, retry, active, failed)',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await collectQueue().catch(() => [])) this.set({ job: row.name, state: row.state }, row.count);
    },
  });
  void queueDepth;
  return {
    registry,
    requestDuration: new Histogram({
      name: 'binamart_http_request_duration_seconds',
      help: 'API request durations by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    liveConnections: new Gauge({
      name: 'binamart_live_connections',
      help: 'Open live streams (server-sent events) by stream',
      labelNames: ['stream'] as const,
      registers: [registry],
      collect() {
        for (const [stream, open] of tracked) this.set({ stream }, open.size);
      },
    }),
    trackStreams: (stream, open) => void tracked.set(stream, open),
    jobFailures: new Counter({
      name: 'binamart_job_failures_total',
      help: 'Job runs that threw, by job',
      labelNames: ['job'] as const,
      registers: [registry],
    }),
  };
}
