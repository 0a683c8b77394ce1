import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyAgainResultSchema,
  apiErrorSchema,
  cancelOrderSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderSummarySchema,
  pageOf,
  rejectOrderSchema,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import * as orders from './order.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const moveErrors = { ...errors, 409: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Registers /api/orders: the lists and details of the three sides and the moves each side makes. */
export async function orderRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['orders'];

  route.get(
    '/api/orders',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Orders, newest first: my company's as buyer (buyOrder Read) or seller (sellOrder Read); every order for administrators (admOrder Read)",
        security,
        querystring: orderListQuerySchema,
        response: { 200: pageOf(orderSummarySchema), ...errors },
      },
    },
    async (request) => orders.listOrders(db, request.actor, request.query),
  );
  route.get(
    '/api/orders/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One order with its lines, timeline, payment and the actions I may take',
        security,
        params: idParams,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => orders.getOrder(db, request.actor, request.params.id, request.language),
  );
  route.post(
    '/api/orders/:id/buy-again',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Put an order's lines back in my cart at today's prices; lines no longer for sale, or whose quantity the rules now refuse, are named and left out (buyer, buyOrder Write)",
        security,
        params: idParams,
        response: { 200: buyAgainResultSchema, ...moveErrors },
      },
    },
    async (request) => orders.buyAgain(db, request.actor, request.params.id),
  );
  route.post(
    '/api/orders/:id/accept',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Accept a submitted order (seller, sellOrder Write)',
        security,
        params: idParams,
        response: { 200: orderDetailSchema, ...moveErrors },
      },
    },
    async (request) => orders.actOnOrder(db, request.actor, request.params.id, 'accept', '', request.language),
  );
  route.post(
    '/api/orders/:id/reject',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Reject an order with a reason: a submitted one (seller, sellOrder Write) or a pending one (administrator, admOrder Write)',
        security,
        params: idParams,
        body: rejectOrderSchema,
        response: { 200: orderDetailSchema, ...moveErrors },
      },
    },
    async (request) =>
      orders.actOnOrder(db, request.actor, request.params.id, 'reject', request.body.reason, request.language),
  );
  route.post(
    '/api/orders/:id/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Cancel an order (buyer, buyOrder Write; administrator, admOrder Write); refused once a driver is assigned',
        security,
        params: idParams,
        body: cancelOrderSchema.nullish(),
        response: { 200: orderDetailSchema, ...moveErrors },
      },
    },
    async (request) =>
      orders.actOnOrder(db, request.actor, request.params.id, 'cancel', request.body?.reason ?? '', request.language),
  );
  route.post(
    '/api/orders/:id/approve',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Approve an order held for approval: it goes to the seller (administrator, admOrder Write)',
        security,
        params: idParams,
        response: { 200: orderDetailSchema, ...moveErrors },
      },
    },
    async (request) => orders.actOnOrder(db, request.actor, request.params.id, 'approve', '', request.language),
  );
}
