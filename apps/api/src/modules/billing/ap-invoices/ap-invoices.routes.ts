import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apInvoiceInputSchema,
  apInvoiceListQuerySchema,
  apInvoiceOrderSchema,
  apInvoiceSchema,
  pageOf,
  payoutInputSchema,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import * as ap from './ap-invoices.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** An order the seller may bill on a new AP invoice (GET /api/seller/ap-invoices/billable-orders). */
export const billableOrderSchema = apInvoiceOrderSchema.extend({
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  /** when it was placed, ISO timestamp */
  createdAt: z.string(),
});

/**
 * Registers /api/seller/ap-invoices (a seller's own invoices to the platform, sellInv) and
 * /api/admin/ap-invoices (every seller's, admInv Read; recording a payout, admPay Write).
 */
export async function apInvoiceRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['ap-invoices'];
  const params = z.object({ id: z.uuid() });

  route.get(
    '/api/seller/ap-invoices',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My company's AP invoices, newest first, by number and status (a seller with sellInv Read)",
        security,
        querystring: apInvoiceListQuerySchema,
        response: { 200: pageOf(apInvoiceSchema), ...errors },
      },
    },
    async (request) => ap.listSellerApInvoices(db, request.actor, request.query),
  );
  route.get(
    '/api/seller/ap-invoices/billable-orders',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "My company's confirmed, ongoing or completed orders on no AP invoice yet, newest first, at most 200 (sellInv Read)",
        security,
        response: { 200: z.array(billableOrderSchema), ...errors },
      },
    },
    async (request) => ap.listBillableOrders(db, request.actor),
  );
  route.get(
    '/api/seller/ap-invoices/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "One of my company's AP invoices (sellInv Read)",
        security,
        params,
        response: { 200: apInvoiceSchema, ...errors },
      },
    },
    async (request) => ap.getSellerApInvoice(db, request.actor, request.params.id),
  );
  route.post(
    '/api/seller/ap-invoices',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Upload my company's AP invoice with its file (an 'ap-invoice' upload) and the orders it bills (sellInv Write); administrators are notified",
        security,
        body: apInvoiceInputSchema,
        response: { 201: apInvoiceSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await ap.createApInvoice(db, request.actor, request.body)),
  );

  route.get(
    '/api/admin/ap-invoices',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Every seller's AP invoices, newest first, by number or seller name and status (admInv Read)",
        security,
        querystring: apInvoiceListQuerySchema,
        response: { 200: pageOf(apInvoiceSchema), ...errors },
      },
    },
    async (request) => ap.listAdminApInvoices(db, request.actor, request.query),
  );
  route.get(
    '/api/admin/ap-invoices/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One AP invoice with its orders and payout (admInv Read)',
        security,
        params,
        response: { 200: apInvoiceSchema, ...errors },
      },
    },
    async (request) => ap.getAdminApInvoice(db, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/ap-invoices/:id/payout',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Record an AP invoice's payout with its bank slip (a 'payout-slip' upload) and each order's marketing fee and cash rebate (admPay Write); the seller is notified",
        security,
        params,
        body: payoutInputSchema,
        response: { 200: apInvoiceSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ap.recordPayout(db, request.actor, request.params.id, request.body),
  );
}
