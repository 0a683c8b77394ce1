import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, invoiceListQuerySchema, invoiceSchema, pageOf } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import * as invoices from './invoice.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Registers /api/invoices: the invoices of the three sides. */
export async function invoiceRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['invoices'];

  route.get(
    '/api/invoices',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Invoices, newest first: my company's as buyer (buyInv Read) or seller (sellInv Read); every invoice for administrators (admInv Read)",
        security,
        querystring: invoiceListQuerySchema,
        response: { 200: pageOf(invoiceSchema), ...errors },
      },
    },
    async (request) => invoices.listInvoices(db, request.actor, request.query),
  );
  route.get(
    '/api/invoices/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One invoice my side sees',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) => invoices.getInvoice(db, request.actor, request.params.id),
  );
}
