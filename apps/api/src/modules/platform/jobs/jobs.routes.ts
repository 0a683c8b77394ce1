import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, failedJobSchema, pageOf, pageQuerySchema } from '@binamart/shared';
import type { JobEngine } from '../../../lib/jobs/job-engine';
import { listFailedJobs, retryFailedJob } from './jobs.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Registers the administrators' failed-jobs list and retry (/api/admin/jobs). */
export async function jobsRoutes(app: FastifyInstance, { jobs }: { jobs: JobEngine }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.get(
    '/api/admin/jobs',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Background jobs that failed after their retries, the latest first (admConf Read)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageOf(failedJobSchema), ...errors },
      },
    },
    async (request) => listFailedJobs(jobs, request.actor, request.query.page, request.query.pageSize),
  );
  route.post(
    '/api/admin/jobs/:id/retry',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Run a failed job again (admConf Write)',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await retryFailedJob(jobs, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
