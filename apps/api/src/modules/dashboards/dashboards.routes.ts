import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDashboardQuerySchema,
  adminDashboardSchema,
  apiErrorSchema,
  sellerDashboardQuerySchema,
  sellerDashboardSchema,
} from '@binamart/shared';
import { adminDashboard } from './admin-dashboard';
import type { AppContext } from '../../lib/context';
import { sellerDashboard } from './seller-dashboard';
import { createFiguresCache } from './figures-cache';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Registers the dashboards: GET /api/seller/dashboard and /api/admin/dashboard. */
export async function dashboardRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const figures = createFiguresCache();
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
    async (request) => sellerDashboard({ db, clock, figures }, request.actor, request.query.months),
  );
  route.get(
    '/api/admin/dashboard',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['dashboards'],
        summary:
          'The marketplace for a period of 1 to 12 months (GMV, orders, active companies) and as it stands (registrations, credit, overdue invoices, slips, disputes, failed jobs) (admReport Read)',
        security: [{ bearer: [] }],
        querystring: adminDashboardQuerySchema,
        response: { 200: adminDashboardSchema, ...errors },
      },
    },
    async (request) => adminDashboard({ db, clock, jobs: app.jobs, figures }, request.actor, request.query.months),
  );
}
