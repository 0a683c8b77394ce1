import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, deliveryPromiseSchema, deliveryToQuerySchema } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import { deliveryPromise } from './delivery-promise.service';

/** Registers GET /api/products/{id}/delivery-to: the product page's delivery promise for a site or a postcode. */
export async function deliveryPromiseRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  // a postcode needs no sign-in; a company site does
  const signedInIfAny = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
  route.get(
    '/api/products/:id/delivery-to',
    {
      preHandler: signedInIfAny,
      schema: {
        tags: ['shop'],
        summary:
          'Whether and how the product is delivered to one of my sites (buyer) or a postcode: seller delivery, the delivery partner or pickup, with the fee',
        security: [{}, { bearer: [] }],
        params: z.object({ id: z.uuid() }),
        querystring: deliveryToQuerySchema,
        response: {
          200: deliveryPromiseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // the partner's prices and the sellers' rates change without the catalogue: never kept by a cache
      reply.header('cache-control', 'private, no-store');
      return deliveryPromise(ctx, request.actor, request.params.id, request.query, request.language);
    },
  );
}
