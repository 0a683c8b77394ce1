import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  biddingFiguresQuerySchema,
  biddingFiguresSchema,
  awardSchema,
  bidChoiceSchema,
  cycleTwoSchema,
  bidInputSchema,
  biddingProjectInputSchema,
  biddingProjectSchema,
  buyerProjectDetailSchema,
  pageOf,
  projectCartSchema,
  projectListQuerySchema,
  reactivateSchema,
  reasonSchema,
  sellerProjectDetailSchema,
  sellerProjectItemSchema,
  sellerProjectListQuerySchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as service from './bidding.service';
import * as bq from './bill-of-quantities';
import { comparisonFile } from './comparison-export';
import * as lifecycle from './project-lifecycle';
import { biddingFigures } from './bidding-figures';
import { streamProject } from './project-stream';
import { readUpload } from '../platform/files/index';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Sends JSON made and checked against the response schema already (read-cache.ts). */
const json = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

/** Registers /api/bidding (buyers' projects) and /api/seller/bidding (suppliers' projects and bids). */
export async function biddingRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['bidding'];
  const streams = new Set<() => void>();
  app.metrics.trackStreams('bidding', streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  route.get(
    '/api/bidding/projects',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The company's bidding projects, newest first (buyBid Read)",
        security,
        querystring: projectListQuerySchema,
        response: { 200: pageOf(biddingProjectSchema), ...errors },
      },
    },
    async (request) => service.listBuyerProjects(ctx, request.actor, request.query),
  );
  route.post(
    '/api/bidding/projects',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Save a new project: incomplete until every required field is there, then a draft (buyBid Write)',
        security,
        body: biddingProjectInputSchema,
        response: { 201: biddingProjectSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createProject(ctx, request.actor, request.body)),
  );
  route.get(
    '/api/bidding/projects/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "One of the company's projects; its bids' prices from the bid end only (buyBid Read)",
        security,
        params: idParams,
        response: { 200: buyerProjectDetailSchema, ...errors },
      },
    },
    async (request, reply) => json(reply, await service.buyerProjectJson(ctx, request.actor, request.params.id)),
  );
  route.put(
    '/api/bidding/projects/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Save the whole project form again while it is incomplete or a draft (buyBid Write)',
        security,
        params: idParams,
        body: biddingProjectInputSchema,
        response: { 200: biddingProjectSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.updateProject(ctx, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/bidding/projects/:id/approve',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Approve a complete draft whose bidding has not ended (the company's approver: buyBid Allow)",
        security,
        params: idParams,
        response: { 200: biddingProjectSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.approveProject(ctx, request.actor, request.params.id),
  );
  route.get(
    '/api/seller/bidding/projects',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Projects open for bids now, closing first and the supplier's categories first, or the ones it bid on (sellBid Read)",
        security,
        querystring: sellerProjectListQuerySchema,
        response: { 200: pageOf(sellerProjectItemSchema), ...errors },
      },
    },
    async (request, reply) => json(reply, await service.sellerProjectsJson(ctx, request.actor, request.query)),
  );
  route.get(
    '/api/seller/bidding/projects/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A project whose bidding has started, with the supplier's own bid only (sellBid Read)",
        security,
        params: idParams,
        response: { 200: sellerProjectDetailSchema, ...errors },
      },
    },
    async (request, reply) => json(reply, await service.sellerProjectJson(ctx, request.actor, request.params.id)),
  );
  route.post(
    '/api/seller/bidding/projects/:id/bids',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Place the supplier's one sealed bid while bidding is open (sellBid Write)",
        security,
        params: idParams,
        body: bidInputSchema,
        response: { 201: sellerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.placeBid(ctx, request.actor, request.params.id, request.body)),
  );

  route.post(
    '/api/bidding/projects/:id/shortlist',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Shortlist bids of the first cycle once bidding has ended (buyBid Write)',
        security,
        params: idParams,
        body: bidChoiceSchema,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.shortlistBids(ctx, request.actor, request.params.id, request.body.bidIds),
  );
  route.post(
    '/api/bidding/projects/:id/cycle-two',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Open the second cycle for the shortlisted bids until its end, 3 hours to 7 days away (buyBid Write)',
        security,
        params: idParams,
        body: cycleTwoSchema,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.openCycleTwo(ctx, request.actor, request.params.id, request.body.endsAt),
  );
  route.post(
    '/api/bidding/projects/:id/finalists',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mark shortlisted or revised bids as finalists (buyBid Write)',
        security,
        params: idParams,
        body: bidChoiceSchema,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.markFinalists(ctx, request.actor, request.params.id, request.body.bidIds),
  );
  route.post(
    '/api/bidding/projects/:id/award',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Award exactly one bid; the others are not selected (buyBid Write)',
        security,
        params: idParams,
        body: awardSchema,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.awardBid(ctx, request.actor, request.params.id, request.body.bidId),
  );
  route.put(
    '/api/seller/bidding/projects/:id/bids',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Revise a shortlisted bid once in the second cycle, changing at least one price (sellBid Write)',
        security,
        params: idParams,
        body: bidInputSchema,
        response: { 200: sellerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.reviseBid(ctx, request.actor, request.params.id, request.body),
  );

  route.post(
    '/api/bidding/projects/:id/close',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Close a project before an award (buyBid Write)',
        security,
        params: idParams,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => lifecycle.closeProject(ctx, request.actor, request.params.id),
  );
  route.post(
    '/api/bidding/projects/:id/reactivate',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Open a closed, bidless or expired project for bids again until a new end (buyBid Write)',
        security,
        params: idParams,
        body: reactivateSchema,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => lifecycle.reactivateProject(ctx, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/bidding/projects/:id/cart',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Put the awarded bid's items in the buyer's cart at the awarded prices, once per project (buyBid and buyOrder Write)",
        security,
        params: idParams,
        response: { 200: projectCartSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => lifecycle.createProjectCart(ctx, request.actor, request.params.id),
  );
  route.get(
    '/api/admin/bidding/projects',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Every company's bidding projects, newest first (admBid Read)",
        security,
        querystring: projectListQuerySchema,
        response: { 200: pageOf(biddingProjectSchema), ...errors },
      },
    },
    async (request) => lifecycle.listAdminProjects(ctx, request.actor, request.query),
  );
  route.get(
    '/api/admin/bidding/figures',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Projects in each state now, and the last days' bids placed, projects awarded and awarded value (admBid Read)",
        security,
        querystring: biddingFiguresQuerySchema,
        response: { 200: biddingFiguresSchema, ...errors },
      },
    },
    async (request) => biddingFigures(ctx, request.actor, request.query.days),
  );
  route.get(
    '/api/admin/bidding/projects/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A project with its bids (prices from the bid end) and its history (admBid Read)',
        security,
        params: idParams,
        response: { 200: buyerProjectDetailSchema, ...errors },
      },
    },
    async (request) => lifecycle.getAdminProject(ctx, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/bidding/projects/:id/revoke',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Revoke a project, with the reason (admBid Write)',
        security,
        params: idParams,
        body: reasonSchema,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => lifecycle.revokeProject(ctx, request.actor, request.params.id, request.body.reason),
  );

  for (const [base, area, read] of [
    ['/api/bidding/projects', 'buyBid Read', service.getBuyerProject],
    ['/api/seller/bidding/projects', 'sellBid Read, a project it may see', service.getSellerProject],
    ['/api/admin/bidding/projects', 'admBid Read', lifecycle.getAdminProject],
  ] as const) {
    route.get(
      `${base}/:id/stream`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The project page live (text/event-stream): \`event: project\` with the project as its GET answers it, on connect and after every change; \`: ping\` every 25 s (${area})`,
          security,
          params: idParams,
          response: errors,
        },
      },
      async (request, reply) => streamProject(ctx, request, reply, request.params.id, streams, read),
    );
  }

  for (const [reader, base, area] of [
    ['buyer', '/api/bidding/projects', 'buyBid Read'],
    ['seller', '/api/seller/bidding/projects', 'sellBid Read, a project it may see'],
    ['admin', '/api/admin/bidding/projects', 'admBid Read'],
  ] as const) {
    route.get(
      `${base}/:id/schedule`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The project's delivery schedule file; "File not available" when it has none or it is gone (${area})`,
          security,
          params: idParams,
          response: { 200: z.any().describe('the file bytes'), ...errors },
        },
      },
      async (request, reply) => {
        const file = await lifecycle.scheduleFile(ctx, request.actor, request.params.id, reader);
        return reply
          .type(file.mimeType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${encodeURIComponent(file.name)}"`)
          .send(file.bytes);
      },
    );
  }

  route.get(
    '/api/bidding/bq-template',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The bill-of-quantities template: item, specification, quantity, unit (buyBid Read)',
        security,
        querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
        response: { 200: z.any().describe('the template'), ...errors },
      },
    },
    async (request, reply) => {
      const file = bq.bqTemplate(request.actor, request.query.format);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );
  route.post(
    '/api/bidding/projects/:id/bq',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Fill the project\'s products from a bill of quantities (XLSX or CSV, multipart field "file"); every wrong cell answered by row and column, nothing saved while one is (buyBid Write, BQ upload)',
        security,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) =>
      bq.uploadBq(ctx, request.actor, request.params.id, () => readUpload(request, 'file', 5 * 1_048_576)),
  );
  route.post(
    '/api/bidding/projects/:id/bq/approve',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Approve the uploaded bill of quantities (buyBid Write, BQ approve)',
        security,
        params: idParams,
        response: { 200: buyerProjectDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => bq.approveBq(ctx, request.actor, request.params.id),
  );

  for (const [reader, base, area] of [
    ['buyer', '/api/bidding/projects', 'buyBid Read'],
    ['admin', '/api/admin/bidding/projects', 'admBid Read'],
  ] as const) {
    route.get(
      `${base}/:id/comparison`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The comparison of the bids as XLSX or PDF, from the bid end (${area})`,
          security,
          params: idParams,
          querystring: z.object({ format: z.enum(['xlsx', 'pdf']).default('xlsx') }),
          response: { 200: z.any().describe('the file'), ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const file = await comparisonFile(ctx, request.actor, request.params.id, reader, request.query.format);
        return reply
          .type(file.type)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.bytes);
      },
    );
  }
}
