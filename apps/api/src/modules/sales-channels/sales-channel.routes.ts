import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  salesChannelQuerySchema,
  salesChannelReportSchema,
  sellerChannelsInputSchema,
  sellerChannelsSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { ownChannels, salesChannelReport, updateOwnChannels, updateSellerChannels } from './sales-channel.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const common = { tags: ['sales channels'], security: [{ bearer: [] }] };

/** Registers /api/admin/sales-channels (the figures, a supplier's channels) and /api/seller/sales-channels. */
export async function salesChannelRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/admin/sales-channels',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary:
          'Ringgit orders and sales per sales channel over a period of Malaysian days, for the marketplace and per supplier, with the channels each supplier takes (admReport Read)',
        querystring: salesChannelQuerySchema,
        response: { 200: salesChannelReportSchema, ...errors },
      },
    },
    async (request) => salesChannelReport({ db, clock }, request.actor, request.query),
  );
  route.put(
    '/api/admin/sales-channels/sellers/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Chooses the sales channels a supplier takes (admConf Write)',
        params: z.object({ id: z.uuid() }),
        body: sellerChannelsInputSchema,
        response: { 200: sellerChannelsSchema, ...errors },
      },
    },
    async (request) => updateSellerChannels(db, request.actor, request.params.id, request.body),
  );
  route.get(
    '/api/seller/sales-channels',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'The sales channels the supplier’s company takes (sellConf Read)',
        response: { 200: sellerChannelsSchema, ...errors },
      },
    },
    async (request) => ownChannels(db, request.actor),
  );
  route.put(
    '/api/seller/sales-channels',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary:
          'Chooses the sales channels the supplier’s company takes; the shop’s checkout is always taken (sellConf Write)',
        body: sellerChannelsInputSchema,
        response: { 200: sellerChannelsSchema, ...errors },
      },
    },
    async (request) => updateOwnChannels(db, request.actor, request.body),
  );
}
