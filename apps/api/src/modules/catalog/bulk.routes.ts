import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  PRODUCT_STATUSES,
  apiErrorSchema,
  bulkApproveSchema,
  bulkCountSchema,
  bulkOutcomeSchema,
  bulkPriceSchema,
  bulkProductStatusSchema,
  catalogueImportResultSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { readUpload } from '../platform/files/index';
import * as bulk from './bulk-products.service';
import { type SpreadsheetFile, exportCatalogue, importCatalogue } from './catalogue.service';
import { exportModerationList } from './product-list-export';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const search = {
  q: z.string().trim().max(200).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
};
const file = z.any().describe('the file');

const send = (reply: FastifyReply, f: SpreadsheetFile) =>
  reply
    .type(f.type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${f.filename}"`)
    .send(f.bytes);

/** Registers bulk work on products: the seller's bulk moves, prices, export and import; the administrators' bulk approval and export. */
export async function bulkProductRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.post(
    '/api/seller/products/bulk/status',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary:
          'Unpublish (or publish again) many of my products in one transaction: all of them, or none (404 for an id not mine, 409 naming a product whose state does not allow it) (sellPro Write)',
        security,
        body: bulkProductStatusSchema,
        response: { 200: bulkCountSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => bulk.moveOwnProducts(db, request.actor, request.body, request.language),
  );
  route.post(
    '/api/seller/products/bulk/price',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary:
          'Reprice every variation of many of my products (a new selling price, or by a percentage) in one transaction; each goes back to review as after an edit (sellPro Write, set price)',
        security,
        body: bulkPriceSchema,
        response: { 200: bulkCountSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => bulk.repriceOwnProducts(db, request.actor, request.body, request.language),
  );
  route.get(
    '/api/seller/products/export',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary:
          'My products the list shows (status, search) as CSV or XLSX, a row per variation: the file the import reads (sellPro Read)',
        security,
        querystring: z.object({ status: z.enum(PRODUCT_STATUSES).optional(), ...search }),
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => send(reply, await exportCatalogue(db, request.actor, request.query, clock.now())),
  );
  route.post(
    '/api/seller/products/import',
    {
      ...signedIn,
      schema: {
        tags: ['seller products'],
        summary:
          'Create and update my products and variations from a CSV or XLSX file of the export\'s columns (multipart field "file"); every wrong cell answered by row and column, nothing saved while one is (sellPro Write)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: catalogueImportResultSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => importCatalogue(db, request.actor, () => readUpload(request, 'file', 5 * 1_048_576)),
  );

  route.post(
    '/api/admin/products/bulk/publish',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary:
          'Approve many products, each as the single approval does; the answer says which were published and why others were refused (admPro Write)',
        security,
        body: bulkApproveSchema,
        response: { 200: bulkOutcomeSchema, ...errors },
      },
    },
    async (request) => bulk.approveProducts(db, request.actor, request.body.ids, request.language),
  );
  route.get(
    '/api/admin/products/export',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'The products of one state (and search) the review list shows, as CSV or XLSX (admPro Read)',
        security,
        querystring: z.object({ status: z.enum(PRODUCT_STATUSES).default('pending'), ...search }),
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) =>
      send(reply, await exportModerationList(db, request.actor, request.query, request.language, clock.now())),
  );
}
