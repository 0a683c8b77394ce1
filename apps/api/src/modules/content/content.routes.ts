import type { AppContext } from '../../lib/context';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  contactAnswerInputSchema,
  contactMessageInputSchema,
  contactMessageSchema,
  pageOf,
  pageQuerySchema,
} from '@binamart/shared';
import { answerContactMessage, listContactMessages, submitContactMessage } from './contact.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Registers POST /api/contact (public), GET /api/contact-messages (administrators) and
 * POST /api/contact-messages/:id/answers (an administrator answers by e-mail).
 */
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
        summary: 'Contact-form messages with their answers, newest first (admChat Read)',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: pageOf(contactMessageSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listContactMessages(opts.db, request.actor, request.query.page, request.query.pageSize),
  );
  route.post(
    '/api/contact-messages/:id/answers',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['content'],
        summary:
          "Answer a contact message: the answer is e-mailed to the sender (through the outbox) in the message's language and kept with the message (admChat Write)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        body: contactAnswerInputSchema,
        response: { 201: contactMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await answerContactMessage(opts.db, request.actor, request.params.id, request.body.body, opts.clock.now()),
        ),
  );
}
