import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_STATUSES,
  apiErrorSchema,
  pageOf,
  productCardSchema,
  productSchema,
  rejectProductSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as moderation from './moderation.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });
const listQuery = z.object({
  status: z.enum(PRODUCT_STATUSES).default('pending'),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Registers product moderation for administrators (/api/admin/products). */
export async function moderationRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['admin'];

  route.get(
    '/api/admin/products',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Products in one state; pending ones longest-waiting first (admPro Read)',
        security,
        querystring: listQuery,
        response: { 200: pageOf(productCardSchema), ...errors },
      },
    },
    async (request) => moderation.listForModeration(db, request.actor, request.query),
  );
  route.get(
    '/api/admin/products/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Any product in any state (admPro Read)',
        security,
        params: idParams,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => moderation.getForModeration(db, request.actor, request.params.id, request.language),
  );
  route.post(
    '/api/admin/products/:id/publish',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Publish a product to the shop (admPro Write)',
        security,
        params: idParams,
        response: { 200: productSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => moderation.publishProduct(db, request.actor, request.params.id, request.language),
  );
  route.post(
    '/api/admin/products/:id/reject',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Reject a pending product with a reason the seller sees (admPro Write)',
        security,
        params: idParams,
        body: rejectProductSchema,
        response: { 200: productSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      moderation.rejectProduct(db, request.actor, request.params.id, request.body.reason, request.language),
  );
  route.post(
    '/api/admin/products/:id/remove',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Take a product off the marketplace (admPro Write)',
        security,
        params: idParams,
        response: { 200: productSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => moderation.removeProduct(db, request.actor, request.params.id, request.language),
  );
}
