import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, sellerDashboardQuerySchema, sellerDashboardSchema } from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { sellerDashboard } from './seller-dashboard';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Registers the dashboards: GET /api/seller/dashboard. */
export async function dashboardRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/seller/dashboard',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['dashboards'],
        summary:
          "My company's sales figures for the last 1, 3, 6, 9 or 12 months, with the previous period (sellOrder Read and the reports toggle)",
        security: [{ bearer: [] }],
        querystring: sellerDashboardQuerySchema,
        response: { 200: sellerDashboardSchema, ...errors },
      },
    },
    async (request) => sellerDashboard({ db, clock }, request.actor, request.query.months),
  );
}
