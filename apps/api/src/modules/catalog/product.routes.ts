import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_STATUSES,
  apiErrorSchema,
  createProductSchema,
  pageOf,
  productCardSchema,
  productSchema,
  shopPageSchema,
  shopQuerySchema,
  updateProductSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { revalidateCatalogue, sendCatalogueAnswer, sendCatalogueJson } from './catalog-caching';
import * as products from './product.service';
import { getPublicProductJson, getShopProduct, listShop } from './shop.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });
const sellerListQuery = z.object({
  status: z.enum(PRODUCT_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Registers the seller's products (/api/seller/products) and the public shop (/api/products). */
export async function productRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  // the shop is public; a bearer token, when sent, lets the seller and administrators see more
  const signedInIfAny = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
  // the shop's answers carry ETags; a copy still current is answered 304 (catalog-caching)
  const revalidate = revalidateCatalogue(db);

  route.get(
    '/api/seller/products',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary: "My company's products and services in any state, most recently changed first (sellPro Read)",
        security,
        querystring: sellerListQuery,
        response: { 200: pageOf(productCardSchema), ...errors },
      },
    },
    async (request) => products.listSellerProducts(db, request.actor, request.query),
  );
  route.post(
    '/api/seller/products',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary: 'List a product or service for moderation; products need the hub (sellPro Write)',
        security,
        body: createProductSchema,
        response: { 201: productSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await products.createProduct(db, request.actor, request.body, request.language)),
  );
  route.get(
    '/api/seller/products/:id',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary: 'One of my products in any state, hidden prices included (sellPro Read)',
        security,
        params: idParams,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => products.getSellerProduct(db, request.actor, request.params.id, request.language),
  );
  route.put(
    '/api/seller/products/:id',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary: 'Edit one of my products; the category stays, and it goes back to moderation (sellPro Write)',
        security,
        params: idParams,
        body: updateProductSchema,
        response: { 200: productSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => products.updateProduct(db, request.actor, request.params.id, request.body, request.language),
  );
  route.delete(
    '/api/seller/products/:id',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary: 'Remove one of my products from the marketplace (sellPro Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await products.removeSellerProduct(db, request.actor, request.params.id, request.language);
      return reply.status(204).send(null);
    },
  );

  route.get(
    '/api/products',
    {
      // "delivers to" also reads the sellers' delivery rates, which the catalogue's version does not follow
      preHandler: async (request, reply) => {
        if ((request.query as { deliversTo?: string }).deliversTo) return;
        return revalidate(request, reply);
      },
      schema: {
        tags: ['shop'],
        summary:
          'Published products: filter by category, type, price (sen), rating, seller, seller delivery to a postcode; search; sort; page',
        querystring: shopQuerySchema,
        response: { 200: shopPageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogueAnswer(request, reply, shopPageSchema, () => listShop(db, request.query)),
  );
  route.get(
    '/api/products/:id',
    {
      preHandler: [signedInIfAny, revalidate],
      schema: {
        tags: ['shop'],
        summary: 'A published product; its seller and administrators see it in any state, hidden prices included',
        security: [{}, { bearer: [] }],
        params: idParams,
        response: { 200: productSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.actor) return getShopProduct(db, request.actor, request.params.id, request.language);
      return sendCatalogueJson(request, reply, () => getPublicProductJson(db, request.params.id, request.language));
    },
  );
}
