import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adImpressionsInputSchema,
  adInputSchema,
  adReportSchema,
  adminAdQuerySchema,
  adminAdSchema,
  apiErrorSchema,
  pageOf,
  publicAdQuerySchema,
  publicAdSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as ads from './ads.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Registers the advertisements: GET /api/ads (a placement's ads showing now), POST
 * /api/ads/impressions (a page's batch) and GET /api/ads/:id/click (counts, then 302 to the ad's
 * stored link) for everyone; /api/admin/ads for administrators (admAd Read to read, Write to write).
 */
export async function adRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.get(
    '/api/ads',
    {
      schema: {
        tags,
        summary: "A placement's ads showing now, highest priority first; no sign-in",
        querystring: publicAdQuerySchema,
        response: { 200: z.array(publicAdSchema), 400: apiErrorSchema },
      },
    },
    async (request) => ads.listLiveAds(db, request.query.placement, clock.now()),
  );
  route.post(
    '/api/ads/impressions',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Count one impression for each ad a page showed (sent once per view); ads not showing are passed over',
        body: adImpressionsInputSchema,
        response: { 204: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await ads.recordImpressions(db, request.body.ids, clock.now());
      return reply.status(204).send(null);
    },
  );
  route.get(
    '/api/ads/:id/click',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Count a click on an ad, then 302 to the ad's stored link (and only there)",
        params: idParams,
        response: { 302: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const link = await ads.recordClick(db, request.params.id, clock.now());
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  );

  route.get(
    '/api/admin/ads',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every ad with its impressions, clicks and click-through rate; showing ones first (admAd Read)',
        security,
        querystring: adminAdQuerySchema,
        response: { 200: pageOf(adminAdSchema), ...errors },
      },
    },
    async (request) => ads.listAdminAds(db, request.actor, request.query, clock.now()),
  );
  route.get(
    '/api/admin/ads/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One ad with its totals and its impressions and clicks per Malaysian day (admAd Read)',
        security,
        params: idParams,
        response: { 200: adReportSchema, ...errors },
      },
    },
    async (request) => ads.getAdReport(db, request.actor, request.params.id, clock.now()),
  );
  route.post(
    '/api/admin/ads',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add an ad (admAd Write)',
        security,
        body: adInputSchema,
        response: { 201: adReportSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await ads.createAd(db, request.actor, request.body, clock.now())),
  );
  route.put(
    '/api/admin/ads/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Replace an ad's fields; its counts stay (admAd Write)",
        security,
        params: idParams,
        body: adInputSchema,
        response: { 200: adReportSchema, ...errors },
      },
    },
    async (request) => ads.updateAd(db, request.actor, request.params.id, request.body, clock.now()),
  );
  route.delete(
    '/api/admin/ads/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove an ad and its counts for good (admAd Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ads.removeAd(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
