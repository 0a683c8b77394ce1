import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, invoicePaymentInputSchema, invoicePaymentResultSchema } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import { payInvoices } from './invoice-payments.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Registers POST /api/invoice-payments: paying invoices through the gateway. */
export async function invoicePaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post(
    '/api/invoice-payments',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['invoices', 'payments'],
        summary:
          "Pay my company's invoices, in full or in part, by online banking or card (buyPay Write); the key makes it idempotent: 201 made now, 200 made by an earlier request with the same key",
        security: [{ bearer: [] }],
        body: invoicePaymentInputSchema,
        response: { 200: invoicePaymentResultSchema, 201: invoicePaymentResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, result } = await payInvoices(ctx, request.actor, request.body);
      return reply.status(created ? 201 : 200).send(result);
    },
  );
}
