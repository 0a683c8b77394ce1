import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgeInputSchema,
  apiErrorSchema,
  deliveryOrderSchema,
  disputeInputSchema,
  disputeResponseSchema,
  rejectDeliveryInputSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { tooManyAttempts } from '../../lib/errors';
import { acknowledgeDelivery, rejectDelivery } from './acknowledgement.service';
import { cancelDispute, raiseDispute, respondToDispute } from './disputes.service';
import { signedDeliveryPdf } from './signed-do.service';

const idParams = z.object({ id: z.uuid() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/** At most this many PIN attempts per user and DO in the window (acknowledging and rejecting together). */
const PIN_ATTEMPTS = { max: 5, timeWindow: '15 minutes' } as const;

/**
 * Registers the buyer's acknowledgement and rejection of a DO (PIN-checked, rate limited),
 * disputes and their answers, and the signed DO as a PDF.
 */
export async function acknowledgementRoutes(app: FastifyInstance, { db, env, storage }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['delivery'];
  // one allowance for both PIN routes: a stolen session must not be able to guess the PIN quickly
  const pinLimit = app.createRateLimit({
    ...PIN_ATTEMPTS,
    keyGenerator: (request: FastifyRequest) =>
      `delivery-pin:${request.actor?.userId ?? request.headers.authorization ?? request.ip}:${(request.params as { id?: string }).id ?? ''}`,
  });
  const pinChecked = {
    preHandler: [
      app.authenticate,
      async (request: FastifyRequest) => {
        const limit = await pinLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw tooManyAttempts(limit.ttlInSeconds);
      },
    ],
  };
  const signedIn = { preHandler: app.authenticate };

  route.post(
    '/api/delivery-orders/:id/acknowledge',
    {
      ...pinChecked,
      schema: {
        tags,
        summary:
          'Acknowledge an unloading DO with my PIN, my signature (PNG data URL) and the quantity received of each item; short items become disputes (buyDoa Write, buyOrder not Block; 5 PIN attempts per DO in 15 minutes)',
        security,
        params: idParams,
        body: acknowledgeInputSchema,
        response: { 200: deliveryOrderSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => acknowledgeDelivery({ db, storage }, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/delivery-orders/:id/reject',
    {
      ...pinChecked,
      schema: {
        tags,
        summary:
          'Reject an unloading DO with a remark and my PIN; its quantities count as undelivered again (buyDoa Write, buyOrder not Block; shares the PIN attempts of acknowledging)',
        security,
        params: idParams,
        body: rejectDeliveryInputSchema,
        response: { 200: deliveryOrderSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => rejectDelivery({ db, storage }, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/delivery-orders/:id/disputes',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Dispute one item of an acknowledged DO (buyDoa Write); refused while another dispute of the DO waits for its answer',
        security,
        params: idParams,
        body: disputeInputSchema,
        response: { 201: deliveryOrderSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await raiseDispute(db, request.actor, request.params.id, request.body)),
  );
  route.post(
    '/api/disputes/:id/respond',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Answer an open dispute: the DO's driver when it was sent to the driver, the seller (sellOrder Write) when sent to the seller",
        security,
        params: idParams,
        body: disputeResponseSchema,
        response: { 200: deliveryOrderSchema, ...errors },
      },
    },
    async (request) => respondToDispute(db, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/disputes/:id/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Cancel my company’s open dispute (buyDoa Write)',
        security,
        params: idParams,
        response: { 200: deliveryOrderSchema, ...errors },
      },
    },
    async (request) => cancelDispute(db, request.actor, request.params.id),
  );
  route.get(
    '/api/delivery-orders/:id/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The signed DO as a PDF once acknowledged: the same access as GET /api/delivery-orders/:id',
        security,
        params: idParams,
        response: { 200: z.any().describe('the PDF (application/pdf, A4)'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await signedDeliveryPdf({ db, env, storage }, request.actor, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
}
