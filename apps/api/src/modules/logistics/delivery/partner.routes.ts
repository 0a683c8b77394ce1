import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, partnerQuoteAnswerSchema, partnerQuoteRequestSchema } from '@binamart/shared';
import { PARTNER_SIGNATURE_HEADER } from '../../../adapters/delivery-partner/delivery-partner';
import type { AppContext } from '../../../lib/context';
import { receivePartnerNotice } from './partner-notices';
import { quoteForOrder } from './partner-quotes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Registers the delivery partner's routes: the seller's quotation for a DO of an order, and the
 * partner's signed status notices.
 */
export async function deliveryPartnerRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['delivery'];
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/seller/orders/:orderId/partner-quote',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "The delivery partner's price for a DO of this order at this time, before booking it (sellOrder Read); nothing is booked",
        security: [{ bearer: [] }],
        params: z.object({ orderId: z.uuid() }),
        body: partnerQuoteRequestSchema,
        response: { 200: partnerQuoteAnswerSchema, ...errors, 409: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => quoteForOrder(ctx, request.actor, request.params.orderId, request.body),
  );

  // the notice's signature is over the exact bytes sent, so this route reads the raw body
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/delivery-partner/notices',
      {
        schema: {
          tags,
          summary: `The delivery partner's signed trip-status notice (public; header ${PARTNER_SIGNATURE_HEADER}: HMAC-SHA256 hex of the raw body)`,
          response: { 200: z.object({ ok: z.literal(true) }), 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[PARTNER_SIGNATURE_HEADER];
        return receivePartnerNotice(ctx, body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
