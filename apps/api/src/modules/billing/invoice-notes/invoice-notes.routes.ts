import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  extensionResultSchema,
  noteInputSchema,
  noteListQuerySchema,
  noteSchema,
  pageOf,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import { extendInvoice } from './extension.service';
import { getNote, issueNote, listNotes } from './invoice-notes.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Registers credit and debit notes (/api/admin/invoice-notes, /api/invoice-notes) and the credit-term extension. */
export async function invoiceNoteRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['invoices'];
  const byId = z.object({ id: z.uuid() });

  route.post(
    '/api/admin/invoice-notes',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Issue a credit note (lowers what the buyer owes, at most the outstanding amount less payments in progress) or a debit note (raises it) against an invoice (admInv Write)',
        security,
        body: noteInputSchema,
        response: { 201: noteSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await issueNote(db, request.actor, request.body)),
  );
  route.get(
    '/api/invoice-notes',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Credit and debit notes, newest first: my company's as buyer (buyInv Read), my sales' as seller (sellInv Read), every note for administrators (admInv Read)",
        security,
        querystring: noteListQuerySchema,
        response: { 200: pageOf(noteSchema), ...errors },
      },
    },
    async (request) => listNotes(db, request.actor, request.query),
  );
  route.get(
    '/api/invoice-notes/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One credit or debit note my side sees',
        security,
        params: byId,
        response: { 200: noteSchema, ...errors },
      },
    },
    async (request) => getNote(db, request.actor, request.params.id),
  );
  route.post(
    '/api/invoices/:id/extension',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Extend my company's credit invoice by 30 days, once, from 30 days before to 30 days after its due date; bills 1% interest on the outstanding amount as a debit note (buyInv Write). 409 extension_refused otherwise",
        security,
        params: byId,
        response: { 200: extensionResultSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => extendInvoice(db, request.actor, request.params.id),
  );
}
