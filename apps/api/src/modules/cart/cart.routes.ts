import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartSchema, apiErrorSchema, cartItemSchema, cartSchema, updateCartItemSchema } from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as cart from './cart.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Registers the buyer's cart at /api/Cart (buyer roles; one cart per user). */
export async function cartRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['cart'];

  route.get(
    '/api/Cart',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My cart, newest first; its length is the header badge (buyers, buyOrder Read)',
        security,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => cart.getCart(db, request.actor, clock.now()),
  );
  route.post(
    '/api/Cart',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add a variation, or add to its quantity when it is in the cart already (buyOrder Write)',
        security,
        body: addToCartSchema,
        response: { 201: cartItemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await cart.addToCart(db, request.actor, request.body, clock.now())),
  );
  route.put(
    '/api/Cart/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Change an item's quantity (buyOrder Write)",
        security,
        params: idParams,
        body: updateCartItemSchema,
        response: { 200: cartItemSchema, ...errors },
      },
    },
    async (request) => cart.updateCartItem(db, request.actor, request.params.id, request.body, clock.now()),
  );
  route.post(
    '/api/Cart/:id/accept-changes',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Take the seller's changes to the product: the item is no longer modified (buyOrder Write)",
        security,
        params: idParams,
        response: { 200: cartItemSchema, ...errors },
      },
    },
    async (request) => cart.acceptChanges(db, request.actor, request.params.id, clock.now()),
  );
  route.delete(
    '/api/Cart/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove an item (buyOrder Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cart.removeCartItem(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
