import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, billingOrderListQuerySchema, billingOrderSchema, pageOf } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import { listBillingOrders } from './order-billing.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Registers GET /api/admin/billing/orders: the billing menu's order list (/admin/or). */
export async function orderBillingRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/admin/billing/orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['invoices'],
        summary:
          'Every order, newest first, with its invoice, credit and debit notes and payment status; by status, payment status, buyer, seller, date placed (Malaysia) and order or invoice number (admInv Read)',
        security: [{ bearer: [] }],
        querystring: billingOrderListQuerySchema,
        response: { 200: pageOf(billingOrderSchema), ...errors },
      },
    },
    async (request) => listBillingOrders(db, request.actor, request.query),
  );
}
