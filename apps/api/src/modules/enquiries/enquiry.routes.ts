import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  assignEnquiryInputSchema,
  closeEnquiryInputSchema,
  enquiryAssigneeSchema,
  enquiryInputSchema,
  enquiryListQuerySchema,
  enquiryMessageInputSchema,
  enquiryPageSchema,
  enquirySchema,
  quotableVariationSchema,
  quotationCartResultSchema,
  quotationInputSchema,
  quotationSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as enquiries from './enquiry.service';
import * as quotations from './quotation.service';
import { streamEnquiry } from './enquiry-stream';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const changeErrors = { ...errors, 409: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });
const fileResponse = { 200: z.any().describe('the file bytes'), ...errors };

/**
 * Registers product enquiries and quotations: /api/enquiries (buyers), /api/seller/enquiries
 * (suppliers), /api/admin/enquiries (administrators) and /api/quotations (all three, each to what
 * its company may see).
 */
export async function enquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, clock } = ctx;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['enquiries'];
  const streams = new Set<() => void>();
  app.metrics.trackStreams('enquiries', streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  route.post(
    '/api/enquiries',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Ask a supplier for a price on a product's quantities for a site (buyEnq Write, make enquiries)",
        security,
        body: enquiryInputSchema,
        response: { 201: enquirySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await enquiries.createEnquiry(db, request.actor, request.body, clock.now())),
  );

  for (const [base, side, area] of [
    ['/api/enquiries', 'buyer', 'buyEnq'],
    ['/api/seller/enquiries', 'seller', 'sellEnq'],
    ['/api/admin/enquiries', 'admin', 'admEnq'],
  ] as const) {
    const whose =
      side === 'buyer' ? "The company's enquiries" : side === 'seller' ? 'Enquiries to the supplier' : 'Every enquiry';
    route.get(
      base,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `${whose}, latest change first, by state, ${side === 'buyer' ? 'seller, company project' : side === 'seller' ? 'buyer' : 'seller, buyer'} and search (${area} Read)`,
          security,
          querystring: enquiryListQuerySchema,
          response: { 200: enquiryPageSchema, ...errors },
        },
      },
      async (request) => enquiries.listFor(db, request.actor, request.query, clock.now()),
    );
    route.get(
      `${base}/:id`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `One enquiry with its lines, messages and quotation versions (${area} Read)`,
          security,
          params: idParams,
          response: { 200: enquirySchema, ...errors },
        },
      },
      async (request) => enquiries.getEnquiry(db, request.actor, request.params.id, clock.now()),
    );
    route.post(
      `${base}/:id/messages`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `Write on the enquiry; the other side is told (${area} Write${side === 'buyer' ? ', make enquiries' : side === 'seller' ? ', respond to enquiries' : ''})`,
          security,
          params: idParams,
          body: enquiryMessageInputSchema,
          response: { 200: enquirySchema, ...changeErrors },
        },
      },
      async (request) => enquiries.postMessage(db, request.actor, request.params.id, request.body.body, clock.now()),
    );
    route.get(
      `${base}/:id/stream`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The enquiry page live (text/event-stream): \`event: enquiry\` with the enquiry as its GET answers it, on connect and after every change; \`: ping\` every 25 s (${area} Read)`,
          security,
          params: idParams,
          response: errors,
        },
      },
      async (request, reply) => streamEnquiry(ctx, request, reply, request.params.id, streams),
    );
  }

  route.get(
    '/api/seller/enquiries/:id/variations',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The enquired product's variations a quotation may name, with their listed prices (sellEnq Read)",
        security,
        params: idParams,
        response: { 200: z.array(quotableVariationSchema), ...errors },
      },
    },
    async (request) => enquiries.quotableVariations(db, request.actor, request.params.id),
  );
  route.post(
    '/api/seller/enquiries/:id/quotations',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Quote the enquiry, or revise the quotation as a new version (sellEnq Write, respond to enquiries; while Pending or Responded)',
        security,
        params: idParams,
        body: quotationInputSchema,
        response: { 201: quotationSchema, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await quotations.createQuotation(ctx, request.actor, request.params.id, request.body, clock.now())),
  );
  route.get(
    '/api/admin/enquiries/:id/assignees',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The supplier's users who may answer the enquiry (admEnq Read)",
        security,
        params: idParams,
        response: { 200: z.array(enquiryAssigneeSchema), ...errors },
      },
    },
    async (request) => enquiries.assignees(db, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/enquiries/:id/assign',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Give the enquiry to another of the supplier's users to answer (admEnq Write)",
        security,
        params: idParams,
        body: assignEnquiryInputSchema,
        response: { 200: enquirySchema, ...changeErrors },
      },
    },
    async (request) => enquiries.assignEnquiry(db, request.actor, request.params.id, request.body.userId, clock.now()),
  );
  route.post(
    '/api/admin/enquiries/:id/close',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Close an unfinished enquiry with a reason; both sides are told (admEnq Write)',
        security,
        params: idParams,
        body: closeEnquiryInputSchema,
        response: { 200: enquirySchema, ...changeErrors },
      },
    },
    async (request) => enquiries.closeEnquiry(db, request.actor, request.params.id, request.body.reason, clock.now()),
  );

  route.get(
    '/api/quotations/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "One quotation version with the charges each payment would add and the other versions (the enquiry's buyer company, its supplier, administrators)",
        security,
        params: idParams,
        response: { 200: quotationSchema, ...errors },
      },
    },
    async (request) => quotations.getQuotation(ctx, request.actor, request.params.id, clock.now()),
  );
  route.get(
    '/api/quotations/:id/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The quotation as a PDF on the supplier's letterhead (A4)",
        security,
        params: idParams,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const file = await quotations.quotationPdf(ctx, request.actor, request.params.id, clock.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
  route.get(
    '/api/quotations/:id/attachment',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The supplier's file attached to the quotation",
        security,
        params: idParams,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const file = await quotations.quotationAttachment(ctx, request.actor, request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
  route.post(
    '/api/quotations/:id/accept',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Accept the open quotation version before its validity ends: the enquiry becomes Added (buyEnq Write, make enquiries)',
        security,
        params: idParams,
        response: { 200: quotationSchema, ...changeErrors },
      },
    },
    async (request) => quotations.acceptQuotation(ctx, request.actor, request.params.id, clock.now()),
  );
  route.post(
    '/api/quotations/:id/cart',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Put the accepted quotation's items in the user's cart at the quoted prices until its validity ends: the enquiry becomes Added To Cart (buyOrder Write)",
        security,
        params: idParams,
        response: { 200: quotationCartResultSchema, ...changeErrors },
      },
    },
    async (request) => quotations.addQuotationToCart(ctx, request.actor, request.params.id, clock.now()),
  );
}
