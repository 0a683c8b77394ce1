import type { AppContext } from '../../lib/context';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@binamart/shared';
import { listCategories } from './category.service';

/** Registers GET /api/Category (public). */
export async function catalogRoutes(app: FastifyInstance, opts: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The category tree, parents first, named in the Accept-Language language',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => listCategories(opts.db, request.language),
  );
}
