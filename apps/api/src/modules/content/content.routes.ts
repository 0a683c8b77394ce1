import type { AppContext } from '../../lib/context';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  contactMessageInputSchema,
  contactMessageSchema,
  pageOf,
  pageQuerySchema,
} from '@binamart/shared';
import { listContactMessages, submitContactMessage } from './contact.service';

/** Registers POST /api/contact (public) and GET /api/contact-messages (administrators). */
export async function contentRoutes(app: FastifyInstance, opts: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post(
    '/api/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['content'],
        summary: 'Send a message to the marketplace team',
        body: contactMessageInputSchema,
        response: { 201: contactMessageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const message = await submitContactMessage(opts.db, request.body, request.language);
      return reply.status(201).send(message);
    },
  );
  route.get(
    '/api/contact-messages',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['content'],
        summary: 'Contact-form messages, newest first (admChat Read)',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: pageOf(contactMessageSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listContactMessages(opts.db, request.actor, request.query.page, request.query.pageSize),
  );
}
