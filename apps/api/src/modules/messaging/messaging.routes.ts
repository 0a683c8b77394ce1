import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  notificationSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  pageOf,
  pageQuerySchema,
  smsOutboxMessageSchema,
  unreadCountSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { listOutbox } from './email.service';
import { streamNotifications } from './notification-stream';
import { listNotifications, markRead, unreadCount } from './notification.service';
import { listSmsOutbox } from './sms.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Registers the signed-in user's notifications (with the bell's live stream) and the
 * administrators' outbox. `sessionStillActive` re-checks the user and their session before each live frame.
 */
export async function messagingRoutes(
  app: FastifyInstance,
  {
    db,
    env,
    sessionStillActive,
  }: AppContext & { sessionStillActive: (userId: string, familyId: string) => Promise<boolean> },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const streams = new Set<() => void>();
  app.metrics.trackStreams('notifications', streams);
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
  });
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.get(
    '/api/notifications',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageOf(notificationSchema), ...errors },
      },
    },
    async (request) => listNotifications(db, request.actor, request.query.page, request.query.pageSize),
  );
  route.get(
    '/api/notifications/stream',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary:
          'The unread count, live (text/event-stream): `event: unread` with { unread } on connect and after every change; `: ping` every 25 s',
        security,
        response: errors,
      },
    },
    async (request, reply) => streamNotifications({ db, sessionStillActive }, request, reply, streams),
  );
  route.get(
    '/api/notifications/unread-count',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'How many are unread',
        security,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => unreadCount(db, request.actor),
  );
  route.post(
    '/api/notifications/:id/read',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => markRead(db, request.actor, [request.params.id]),
  );
  route.post(
    '/api/notifications/read-all',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        security,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => markRead(db, request.actor),
  );
  route.get(
    '/api/admin/outbox',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'E-mails the marketplace sent or kept, newest first; q finds a recipient or subject (admConf Read)',
        security,
        querystring: outboxQuerySchema,
        response: { 200: pageOf(outboxMessageSchema), ...errors },
      },
    },
    async (request) => listOutbox(db, env.PUBLIC_URL, request.actor, request.query),
  );
  route.get(
    '/api/admin/sms-outbox',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'SMS the marketplace sent or is sending, newest first (admConf Read)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageOf(smsOutboxMessageSchema), ...errors },
      },
    },
    async (request) => listSmsOutbox(db, request.actor, request.query.page, request.query.pageSize),
  );
}
