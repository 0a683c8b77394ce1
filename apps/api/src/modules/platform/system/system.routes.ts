import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '@binamart/shared';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { JobEngine } from '../../../lib/jobs/job-engine';
import type { Metrics } from '../../../lib/metrics';
import { readiness } from './readiness';

/**
 * Registers GET /api/health (liveness: 200 when the database answers), GET /api/ready (503 until
 * the database, the migrations and the job engine are ready) and GET /metrics (Prometheus text
 * to METRICS_TOKEN's bearer; 404 when no token is configured).
 */
export async function systemRoutes(
  app: FastifyInstance,
  opts: {
    database: Database;
    jobs: JobEngine;
    jobsExpected: boolean;
    metrics: Metrics;
    metricsToken?: string | undefined;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          500: apiErrorSchema,
        },
      },
    },
    async () => {
      await opts.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: opts.database.kind };
    },
  );

  const readinessSchema = z.object({
    ready: z.boolean(),
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['current', 'behind', 'unknown']),
    jobs: z.enum(['running', 'stopped', 'off']),
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations current, job engine running',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const state = await readiness(opts.database, opts.jobs, opts.jobsExpected);
      return reply.status(state.ready ? 200 : 503).send(state);
    },
  );

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = opts.metricsToken;
    if (!token) throw new AppError('route_not_found', 'errors.routeNotFound');
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('unauthorized', 'errors.unauthorized');
    }
    return reply.type(opts.metrics.registry.contentType).send(await opts.metrics.registry.metrics());
  });
}
