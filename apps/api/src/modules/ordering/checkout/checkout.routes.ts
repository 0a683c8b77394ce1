import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCheckoutSchema,
  apiErrorSchema,
  checkoutDetailsSchema,
  checkoutDraftDetailsSchema,
  checkoutSchema,
  placeResultSchema,
  quoteRequestSchema,
  quoteSchema,
  walletVoucherSchema,
  startCheckoutSchema,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import * as checkouts from './checkout.service';
import { placeCheckout } from './place.service';
import { quoteCheckout } from './quote.service';
import { voucherWallet } from './voucher-wallet';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Registers checkouts (/api/checkouts: drafts, quote, place) and the administrator's orders for buyers (/api/admin/checkouts). */
export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['checkout'];

  route.post(
    '/api/checkouts',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Start a checkout (a draft) from cart items; refuses modified items, mixed currencies (buyOrder Write)',
        security,
        body: startCheckoutSchema,
        response: { 201: checkoutSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await checkouts.startCheckout(db, request.actor, request.body, ctx.clock.now())),
  );
  route.get(
    '/api/checkouts',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Drafts, newest first: my company's, or (administrators) those made on buyers' behalf",
        security,
        querystring: z.object({ status: z.enum(['draft']).default('draft') }),
        response: { 200: z.array(checkoutSchema), ...errors },
      },
    },
    async (request) => checkouts.listDrafts(db, request.actor),
  );
  route.get(
    '/api/checkouts/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "One of my company's checkouts (buyOrder Read), or any (admOrder Read)",
        security,
        params: idParams,
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request) => checkouts.getCheckout(db, request.actor, request.params.id),
  );
  route.put(
    '/api/checkouts/:id/details',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Autosave the checkout form on a draft',
        security,
        params: idParams,
        body: checkoutDraftDetailsSchema,
        response: { 200: checkoutSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => checkouts.saveDetails(db, request.actor, request.params.id, request.body),
  );
  route.delete(
    '/api/checkouts/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a draft',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await checkouts.deleteDraft(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
  route.post(
    '/api/checkouts/:id/quote',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delivery options, totals and what does not work yet, for the form as it is',
        security,
        params: idParams,
        body: quoteRequestSchema,
        response: { 200: quoteSchema, ...errors },
      },
    },
    async (request) => quoteCheckout(ctx, request.actor, request.params.id, request.body, request.language),
  );
  route.get(
    '/api/checkouts/:id/vouchers',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The vouchers the buyer's company may use on this checkout now: those that apply with their saving, best first, then those needing more spend",
        security,
        params: idParams,
        response: { 200: z.array(walletVoucherSchema), ...errors },
      },
    },
    async (request) => voucherWallet(ctx, request.actor, request.params.id, request.language),
  );
  route.post(
    '/api/checkouts/:id/place',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Place the checkout: one order per seller and one payment; placing again answers the same',
        security,
        params: idParams,
        body: checkoutDetailsSchema,
        response: { 200: placeResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => placeCheckout(ctx, request.actor, request.params.id, request.body, request.language),
  );

  route.post(
    '/api/admin/checkouts',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Make a draft for a buyer company, with a purchase order if given (admOrder Write)',
        security,
        body: adminCheckoutSchema,
        response: { 201: checkoutSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await checkouts.createAdminCheckout(db, request.actor, request.body)),
  );
  route.put(
    '/api/admin/checkouts/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change a draft made for a buyer company (admOrder Write)',
        security,
        params: idParams,
        body: adminCheckoutSchema,
        response: { 200: checkoutSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => checkouts.updateAdminCheckout(db, request.actor, request.params.id, request.body),
  );
}
