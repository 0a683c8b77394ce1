import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, pageOf, refundListQuerySchema, refundSchema, refundTransferSchema } from '@binamart/shared';
import { GATEWAY_SIGNATURE_HEADER } from '../../adapters/payments/payment-gateway';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { receiveRefundCallback } from './refund-recording';
import * as service from './refunds.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Registers /api/refunds, the administrator's retry and recorded transfer, and the gateway's refund notification. */
export async function refundsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['payments'];

  route.get(
    '/api/refunds',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Refunds, newest first: a buyer's company's (buyPay Read) or all (admPay Read)",
        security,
        querystring: refundListQuerySchema,
        response: { 200: pageOf(refundSchema), ...errors },
      },
    },
    async (request) => service.listRefunds(ctx, request.actor, request.query, request.language),
  );
  route.get(
    '/api/refunds/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One refund: its payment, order or credit note, state and bank reference',
        security,
        params: idParams,
        response: { 200: refundSchema, ...errors },
      },
    },
    async (request) => service.getRefund(ctx, request.actor, request.params.id, request.language),
  );
  route.post(
    '/api/admin/refunds/:id/retry',
    {
      ...signedIn,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Send a refused gateway refund again as a new attempt (admPay Write)',
        security,
        params: idParams,
        response: { 200: refundSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.retryRefund(ctx, request.actor, request.params.id, request.language),
  );
  route.post(
    '/api/admin/refunds/:id/transferred',
    {
      ...signedIn,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Record the bank transfer that paid a refund (transfer-slip payments, refused refunds; admPay Write)',
        security,
        params: idParams,
        body: refundTransferSchema,
        response: { 200: refundSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      service.recordRefundTransfer(ctx, request.actor, request.params.id, request.body.bankReference, request.language),
  );

  // the notification's signature is over the exact bytes sent, so this route reads the raw body
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/refund-callback',
      {
        schema: {
          tags,
          summary: `The gateway's signed refund notification (public; header ${GATEWAY_SIGNATURE_HEADER})`,
          response: { 200: z.object({ received: z.literal(true) }), 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[GATEWAY_SIGNATURE_HEADER];
        const outcome = await receiveRefundCallback(ctx, body, typeof signature === 'string' ? signature : undefined);
        if (outcome === 'invalid') throw new AppError('signature_invalid', 'payment.signatureInvalid');
        if (outcome === 'unknown') throw notFound();
        return { received: true as const };
      },
    );
  });
}
