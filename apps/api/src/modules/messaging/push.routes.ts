import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { listPushSubscriptions, subscribePush, unsubscribePush } from './push.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Registers Web Push: the VAPID public key, and the signed-in user's own device subscriptions. */
export async function pushRoutes(app: FastifyInstance, { db, push }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.get(
    '/api/push/public-key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key (base64url) a browser subscribes to push with',
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: push.publicKey }),
  );
  route.get(
    '/api/push/subscriptions',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'My devices that receive push notifications',
        security,
        response: { 200: z.array(pushSubscriptionSchema), ...errors },
      },
    },
    async (request) => listPushSubscriptions(db, request.actor),
  );
  route.post(
    '/api/push/subscriptions',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary:
          "This browser's push subscription (PushSubscription.toJSON()): its pushes come to me; an endpoint a browser's push service does not serve is refused",
        security,
        body: pushSubscriptionInputSchema,
        response: { 201: pushSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await subscribePush({ db, push }, request.actor, request.body, request.headers['user-agent'] ?? '')),
  );
  route.delete(
    '/api/push/subscriptions/:id',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Stop push notifications to one of my devices',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribePush(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
