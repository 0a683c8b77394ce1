import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  apiErrorSchema,
  bulkOrderSchema,
  bulkOutcomeSchema,
  orderListQuerySchema,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import { actOnOrders, exportOrders } from './order-bulk.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Registers POST /api/orders/bulk (many orders accepted or rejected) and GET /api/orders/export (the list as a file). */
export async function orderBulkRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['orders'];

  route.post(
    '/api/orders/bulk',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Accept, or reject with one reason, many submitted orders, each exactly as alone; the answer says which were done and why others were refused (seller, sellOrder Write)',
        security,
        body: bulkOrderSchema,
        response: { 200: bulkOutcomeSchema, ...errors },
      },
    },
    async (request) => actOnOrders(db, request.actor, request.body, request.language),
  );
  route.get(
    '/api/orders/export',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The orders my list shows for its filters (every page, newest first) as CSV or XLSX, in the reader's language (buyOrder, sellOrder or admOrder Read)",
        security,
        querystring: orderListQuerySchema
          .omit({ page: true, pageSize: true })
          .extend({ format: z.enum(EXPORT_FORMATS).default('csv') }),
        response: { 200: z.any().describe('the file'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const file = await exportOrders(db, request.actor, query, format, request.language, clock.now());
      return reply
        .type(file.type)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );
}
