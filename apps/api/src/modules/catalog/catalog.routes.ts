import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, categorySchema } from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { adminCategorySchema, categoryCreateSchema, categoryUpdateSchema } from '@binamart/shared';
import { createCategory, deleteCategory, listCategories, updateCategory } from './category.service';
import { revalidateCatalogue, sendCatalogueAnswer } from './catalog-caching';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Registers GET /api/Category (public) and category administration (/api/admin/categories). */
export async function catalogRoutes(app: FastifyInstance, opts: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.get(
    '/api/category',
    {
      // answers carry ETags; a copy still current is answered 304 (catalog-caching)
      preHandler: revalidateCatalogue(opts.db),
      schema: {
        tags: ['catalog'],
        summary: 'The category tree, parents first, named in the Accept-Language language',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request, reply) =>
      sendCatalogueAnswer(request, reply, z.array(categorySchema), () => listCategories(opts.db, request.language)),
  );
  route.post(
    '/api/admin/categories',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Add a main category or a subcategory; the slug comes from the English name (admPro Write)',
        security,
        body: categoryCreateSchema,
        response: { 201: adminCategorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(opts.db, request.actor, request.body, request.language)),
  );
  route.put(
    '/api/admin/categories/:id',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Rename or reorder a category; its parent stays (admPro Write)',
        security,
        params: idParams,
        body: categoryUpdateSchema,
        response: { 200: adminCategorySchema, ...errors },
      },
    },
    async (request) => updateCategory(opts.db, request.actor, request.params.id, request.body, request.language),
  );
  route.delete(
    '/api/admin/categories/:id',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Delete a category without products or subcategories (admPro Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteCategory(opts.db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
