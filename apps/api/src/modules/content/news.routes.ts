import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPostQuerySchema,
  adminPostSchema,
  apiErrorSchema,
  newsArticleSchema,
  newsSummarySchema,
  pageOf,
  pageQuerySchema,
  postInputSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as news from './news.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Registers the news: GET /api/news and /api/news/:key for everyone (what shows now, in the
 * reader's language), and /api/admin/posts for administrators (admNews Read to read, Write to write).
 */
export async function newsRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.get(
    '/api/news',
    {
      schema: {
        tags,
        summary: "Published news showing now, newest first, in the reader's language (else English); no sign-in",
        querystring: pageQuerySchema,
        response: { 200: pageOf(newsSummarySchema), 400: apiErrorSchema },
      },
    },
    async (request) => news.listNews(db, request.language, clock.now(), request.query.page, request.query.pageSize),
  );
  route.get(
    '/api/news/:key',
    {
      schema: {
        tags,
        summary: 'One published post showing now, by its address or id, with its sanitised body; no sign-in',
        params: z.object({ key: z.string().min(1).max(100) }),
        response: { 200: newsArticleSchema, 404: apiErrorSchema },
      },
    },
    async (request) => news.readNews(db, request.params.key, request.language, clock.now()),
  );

  route.get(
    '/api/admin/posts',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every news post, drafts and scheduled too, latest change first (admNews Read)',
        security,
        querystring: adminPostQuerySchema,
        response: { 200: pageOf(adminPostSchema), ...errors },
      },
    },
    async (request) => news.listAdminPosts(db, request.actor, request.query, clock.now()),
  );
  route.get(
    '/api/admin/posts/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One news post with every language version (admNews Read)',
        security,
        params: idParams,
        response: { 200: adminPostSchema, ...errors },
      },
    },
    async (request) => news.getAdminPost(db, request.actor, request.params.id, clock.now()),
  );
  route.post(
    '/api/admin/posts',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Write a news post: Markdown bodies are rendered and sanitised (admNews Write)',
        security,
        body: postInputSchema,
        response: { 201: adminPostSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await news.createPost(db, request.actor, request.body, clock.now())),
  );
  route.put(
    '/api/admin/posts/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Replace a news post's fields and language versions (admNews Write)",
        security,
        params: idParams,
        body: postInputSchema,
        response: { 200: adminPostSchema, ...errors },
      },
    },
    async (request) => news.updatePost(db, request.actor, request.params.id, request.body, clock.now()),
  );
  route.delete(
    '/api/admin/posts/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove a news post for good (admNews Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await news.removePost(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
