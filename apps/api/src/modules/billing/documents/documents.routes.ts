import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, statementQuerySchema } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import * as documents from './documents.service';

const idParams = z.object({ id: z.uuid() });
const pdfResponses = {
  200: z.any().describe('the PDF (application/pdf, A4)'),
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Sends a rendered document to open in the browser, named for its download. */
const sendPdf = (reply: FastifyReply, file: documents.PdfFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));

/**
 * Registers the PDF documents: an invoice, a credit or debit note, a payment's receipt, a
 * statement of account and an order's delivery advice, each with the access of the JSON
 * endpoint it mirrors.
 */
export async function documentRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['documents'];

  route.get(
    '/api/invoices/:id/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The invoice as a PDF: the same access as GET /api/invoices/:id',
        security,
        params: idParams,
        response: pdfResponses,
      },
    },
    async (request, reply) => sendPdf(reply, await documents.invoicePdf(ctx, request.actor, request.params.id)),
  );
  route.get(
    '/api/invoice-notes/:id/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A credit or debit note as a PDF: the same access as GET /api/invoice-notes/:id',
        security,
        params: idParams,
        response: pdfResponses,
      },
    },
    async (request, reply) => sendPdf(reply, await documents.notePdf(ctx, request.actor, request.params.id)),
  );
  route.get(
    '/api/payments/:id/receipt/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A paid payment's receipt as a PDF: the same access as GET /api/payments/:id/receipt",
        security,
        params: idParams,
        response: pdfResponses,
      },
    },
    async (request, reply) => sendPdf(reply, await documents.receiptPdf(ctx, request.actor, request.params.id)),
  );
  route.get(
    '/api/refunds/:id/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A completed refund's receipt as a PDF: the same access as GET /api/refunds/:id",
        security,
        params: idParams,
        response: { ...pdfResponses, 409: apiErrorSchema },
      },
    },
    async (request, reply) => sendPdf(reply, await documents.refundPdf(ctx, request.actor, request.params.id)),
  );
  route.get(
    '/api/statements/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A statement of account as a PDF (from, to[, companyId]): the same access as GET /api/statements',
        security,
        querystring: statementQuerySchema,
        response: pdfResponses,
      },
    },
    async (request, reply) => sendPdf(reply, await documents.statementPdf(ctx, request.actor, request.query)),
  );
  route.get(
    '/api/orders/:id/delivery-advice/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The order's delivery advice for the site as a PDF (items, delivery orders, drivers): the same access as GET /api/orders/:id",
        security,
        params: idParams,
        response: pdfResponses,
      },
    },
    async (request, reply) => sendPdf(reply, await documents.deliveryAdvicePdf(ctx, request.actor, request.params.id)),
  );
}
