import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REPORT_KINDS,
  SELLER_REPORT_KINDS,
  apiErrorSchema,
  reportCompaniesSchema,
  reportExportQuerySchema,
  reportQuerySchema,
  reportSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { REPORT_CONTENT_TYPES } from './report-export';
import { exportReport, readReport, reportCompanies } from './reports.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Registers the reports: /api/admin/reports/{order,seller,delivery,sales} (admReport Read) and
 * /api/seller/reports/{sales,delivery} (sellOrder Read and the reports toggle), each with its
 * export (?format=csv|xlsx|pdf, streamed) and the companies its filters offer.
 */
export async function reportRoutes(app: FastifyInstance, { db, clock, env }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db, clock, env };
  const sides = [
    { side: 'admin', kinds: REPORT_KINDS, who: 'admReport Read' },
    { side: 'seller', kinds: SELLER_REPORT_KINDS, who: 'sellOrder Read and the reports toggle; own company only' },
  ] as const;
  for (const { side, kinds, who } of sides) {
    const base = `/api/${side}/reports`;
    const params = z.object({ kind: z.enum(kinds) });
    const common = { tags: ['reports'], security: [{ bearer: [] }] };
    route.get(
      `${base}/companies`,
      {
        preHandler: app.authenticate,
        schema: {
          ...common,
          summary: `The sellers and buyers the report filters offer (${who})`,
          response: { 200: reportCompaniesSchema, ...errors },
        },
      },
      async (request) => reportCompanies(ctx, request.actor, side),
    );
    route.get(
      `${base}/:kind`,
      {
        preHandler: app.authenticate,
        schema: {
          ...common,
          summary: `A report for a period of Malaysian days: a page of rows, the totals of every row and the chart (${who})`,
          params,
          querystring: reportQuerySchema,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request) => readReport(ctx, request.actor, side, request.params.kind, request.query),
    );
    route.get(
      `${base}/:kind/export`,
      {
        preHandler: app.authenticate,
        schema: {
          ...common,
          summary: `The whole report as CSV or XLSX (streamed, in the reader's language) or PDF (${who})`,
          params,
          querystring: reportExportQuerySchema,
          response: { 200: z.any().describe('the file'), ...errors },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const file = await exportReport(ctx, request.actor, side, request.params.kind, query, format, request.language);
        return reply
          .type(REPORT_CONTENT_TYPES[format])
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-report-rows', String(file.rows))
          .send(file.body);
      },
    );
  }
}
