import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  deliveryListQuerySchema,
  deliveryOrderInputSchema,
  deliveryOrderSchema,
  driverSchema,
  driverStepInputSchema,
  pageOf,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import * as delivery from './delivery.service';
import { streamDeliveryOrder } from './delivery-stream';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const moveErrors = { ...errors, 409: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Registers delivery orders: the seller's drivers, making and cancelling DOs, the lists and
 * the DO of every side, its live stream, and the driver app's list and steps.
 */
export async function deliveryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['delivery'];
  const streams = new Set<() => void>();
  app.metrics.trackStreams('delivery', streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  route.get(
    '/api/seller/drivers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My company's active drivers (users with the driver toggle), to assign to a DO (sellOrder Read)",
        security,
        response: { 200: z.array(driverSchema), ...errors },
      },
    },
    async (request) => delivery.listDrivers(db, request.actor),
  );
  route.post(
    '/api/seller/orders/:orderId/delivery-orders',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Make a delivery order for part or all of a confirmed or ongoing order (sellOrder Write), carried by the seller's driver or booked with the delivery partner; the first one ships the order",
        security,
        params: z.object({ orderId: z.uuid() }),
        body: deliveryOrderInputSchema,
        response: { 201: deliveryOrderSchema, ...moveErrors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await delivery.createDeliveryOrder(ctx, request.actor, request.params.orderId, request.body);
      return reply.status(201).send(created);
    },
  );
  route.post(
    '/api/seller/delivery-orders/:id/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Cancel a delivery order before it leaves (assigned; sellOrder Write): its quantities return; a partner DO's trip is cancelled at the partner first",
        security,
        params: idParams,
        response: { 200: deliveryOrderSchema, ...moveErrors, 503: apiErrorSchema },
      },
    },
    async (request) => delivery.cancelDeliveryOrder(ctx, request.actor, request.params.id),
  );
  route.get(
    '/api/delivery-orders',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Delivery orders, newest first: my company's as buyer or seller, a driver's own, every DO for administrators",
        security,
        querystring: deliveryListQuerySchema,
        response: { 200: pageOf(deliveryOrderSchema), ...errors },
      },
    },
    async (request) => delivery.listDeliveryOrders(db, request.actor, request.query),
  );
  route.get(
    '/api/delivery-orders/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One delivery order with its items, tracking steps and disputes',
        security,
        params: idParams,
        response: { 200: deliveryOrderSchema, ...errors },
      },
    },
    async (request) => delivery.getDeliveryOrder(db, request.actor, request.params.id),
  );
  route.get(
    '/api/delivery-orders/:id/stream',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Live tracking (text/event-stream): `event: delivery` with the DO as JSON on connect and after every change; `: ping` every 25 s',
        security,
        params: idParams,
        response: errors,
      },
    },
    async (request, reply) => streamDeliveryOrder(db, request, reply, request.params.id, streams),
  );
  route.get(
    '/api/driver/delivery-orders',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My delivery orders as a driver: open ones by delivery time, then those finished in the last 30 days',
        security,
        response: { 200: z.array(deliveryOrderSchema), ...errors },
      },
    },
    async (request) => delivery.driverDeliveryOrders(db, request.actor),
  );
  route.post(
    '/api/driver/delivery-orders/:id/step',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The next tracking step of one of my DOs as its driver (the buyer is told); 409 for any other step',
        security,
        params: idParams,
        body: driverStepInputSchema,
        response: { 200: deliveryOrderSchema, ...moveErrors },
      },
    },
    async (request) => delivery.stepDeliveryOrder(db, request.actor, request.params.id, request.body.status),
  );
}
