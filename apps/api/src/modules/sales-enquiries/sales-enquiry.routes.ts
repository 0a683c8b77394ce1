import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSalesEnquirySchema,
  apiErrorSchema,
  pageOf,
  salesEnquiryAnswerInputSchema,
  salesEnquiryCloseInputSchema,
  salesEnquiryInputSchema,
  salesEnquiryListItemSchema,
  salesEnquiryListQuerySchema,
  salesEnquirySchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as admin from './sales-enquiry-admin.service';
import * as enquiries from './sales-enquiry.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });
const codeParams = z.object({ code: z.string().max(40) });

/**
 * Registers the public POST /api/sales-enquiries and GET /api/sales-enquiries/:code (no sign-in,
 * rate-limited per client address like the contact form) and the administrators'
 * /api/admin/sales-enquiries (admEnq Read; answering and closing admEnq Write).
 */
export async function salesEnquiryRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['sales enquiries'];

  route.post(
    '/api/sales-enquiries',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'File a sales, logistics or other enquiry (anyone); the answer carries its code',
        body: salesEnquiryInputSchema,
        response: { 201: salesEnquirySchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await enquiries.fileSalesEnquiry({ db, clock }, request.body, request.language)),
  );
  route.get(
    '/api/sales-enquiries/:code',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The enquiry its code opens, with its state and answers (anyone holding the code)',
        params: codeParams,
        response: { 200: salesEnquirySchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => enquiries.salesEnquiryByCode(db, request.params.code),
  );
  route.get(
    '/api/admin/sales-enquiries',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Enquiries, newest first, by type, state and a search in code, e-mail and name (admEnq Read)',
        security,
        querystring: salesEnquiryListQuerySchema,
        response: { 200: pageOf(salesEnquiryListItemSchema), ...errors },
      },
    },
    async (request) => admin.listSalesEnquiries(db, request.actor, request.query),
  );
  route.get(
    '/api/admin/sales-enquiries/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One enquiry with its answers (admEnq Read)',
        security,
        params: idParams,
        response: { 200: adminSalesEnquirySchema, ...errors },
      },
    },
    async (request) => admin.adminSalesEnquiry(db, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/sales-enquiries/:id/answers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Answer an enquiry: e-mailed to the enquirer, the enquiry becomes answered (admEnq Write)',
        security,
        params: idParams,
        body: salesEnquiryAnswerInputSchema,
        response: { 200: adminSalesEnquirySchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => admin.answerSalesEnquiry(db, request.actor, request.params.id, request.body.body),
  );
  route.post(
    '/api/admin/sales-enquiries/:id/close',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Close an enquiry with a reason, e-mailed to the enquirer (admEnq Write)',
        security,
        params: idParams,
        body: salesEnquiryCloseInputSchema,
        response: { 200: adminSalesEnquirySchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => admin.closeSalesEnquiry(db, request.actor, request.params.id, request.body.reason),
  );
}
