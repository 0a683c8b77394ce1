import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, supplierDirectoryQuerySchema, supplierDirectorySchema } from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { supplierDirectory } from './supplier-directory';

/** Registers GET /api/suppliers (public: no sign-in). */
export async function directoryRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/suppliers',
    {
      schema: {
        tags: ['directory'],
        summary:
          'Verified suppliers with their company profile, the states they are in, the categories they sell in and their rating; by name or product, state and category',
        querystring: supplierDirectoryQuerySchema,
        response: { 200: supplierDirectorySchema, 400: apiErrorSchema },
      },
    },
    async (request) => supplierDirectory(db, request.query, request.language),
  );
}
