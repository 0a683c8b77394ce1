import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bankSchema,
  pageOf,
  payCheckoutSchema,
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentSummarySchema,
  placeResultSchema,
  receiptSchema,
  rejectSlipSchema,
  paymentChecksSchema,
  reconcileDaySchema,
  reconciliationRunSchema,
  orderPaymentsSchema,
} from '@binamart/shared';
import { GATEWAY_SIGNATURE_HEADER } from '../../adapters/payments/payment-gateway';
import type { AppContext } from '../../lib/context';
import * as service from './payments.service';
import { paymentChecks, reconcileDayNow } from './gateway-checks';
import { orderPayments } from './order-payments';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Registers /api/payments (banks, lists, a payment, its receipt, the gateway callback),
 * POST /api/checkouts/:id/pay and the administrator's slip review.
 */
export async function paymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['payments'];

  route.get(
    '/api/payments/banks',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The gateway's online-banking banks: account types served and whether each is online",
        security,
        response: { 200: z.array(bankSchema), 401: apiErrorSchema },
      },
    },
    async (request) => service.listBanks(ctx, request.actor),
  );
  route.get(
    '/api/payments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Payments, newest first: a buyer's company's (buyPay Read) or all (admPay Read)",
        security,
        querystring: paymentListQuerySchema,
        response: { 200: pageOf(paymentSummarySchema), ...errors },
      },
    },
    async (request) => service.listPayments(ctx, request.actor, request.query, request.language),
  );
  route.get(
    '/api/payments/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A payment with its orders, whether it may be paid again, and where an open one continues',
        security,
        params: idParams,
        response: { 200: paymentDetailSchema, ...errors },
      },
    },
    async (request) => service.getPayment(ctx, request.actor, request.params.id, request.language),
  );
  route.get(
    '/api/payments/:id/receipt',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A paid payment's receipt: buyer, orders, lines and totals",
        security,
        params: idParams,
        response: { 200: receiptSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.getReceipt(ctx, request.actor, request.params.id, request.language),
  );
  route.get(
    '/api/admin/orders/:id/payments',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "One order's payment attempts (its checkout's and payments of its invoice) and refunds, with the gateway's references (admPay Read)",
        security,
        params: idParams,
        response: { 200: orderPaymentsSchema, ...errors },
      },
    },
    async (request) => orderPayments(ctx, request.actor, request.params.id, request.language),
  );
  route.post(
    '/api/checkouts/:id/pay',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Pay a placed checkout again (after a failed attempt, or one placed on behalf): buyOrder or admOrder Write',
        security,
        params: idParams,
        body: payCheckoutSchema,
        response: { 200: placeResultSchema.shape.payment, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.payCheckout(ctx, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/admin/payments/:id/approve',
    {
      ...signedIn,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Approve a transfer slip: the orders are paid (admPay Write)',
        security,
        params: idParams,
        response: { 200: paymentSummarySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.approveSlip(ctx, request.actor, request.params.id, request.language),
  );
  route.post(
    '/api/admin/payments/:id/reject',
    {
      ...signedIn,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Reject a transfer slip with a reason; the buyer may pay again (admPay Write)',
        security,
        params: idParams,
        body: rejectSlipSchema,
        response: { 200: paymentSummarySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.rejectSlip(ctx, request.actor, request.params.id, request.body.reason, request.language),
  );

  route.get(
    '/api/admin/payment-checks',
    {
      ...signedIn,
      schema: {
        tags: ['admin', ...tags],
        summary:
          'Where the gateway and BinaMart disagreed (late successes, contradictions, daily reconciliation) and the latest reconciliations (admPay Read)',
        security,
        response: { 200: paymentChecksSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => paymentChecks(ctx.db, request.actor),
  );
  route.post(
    '/api/admin/reconciliations',
    {
      ...signedIn,
      schema: {
        tags: ['admin', ...tags],
        summary: "Reconcile a day's gateway transactions again, at once (admPay Write)",
        security,
        body: reconcileDaySchema,
        response: { 200: reconciliationRunSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => reconcileDayNow(ctx, request.actor, request.body.day, ctx.clock.now()),
  );

  // the callback's signature is over the exact bytes sent, so this route reads the raw body
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/callback',
      {
        schema: {
          tags,
          summary: `The gateway's signed notification (public; header ${GATEWAY_SIGNATURE_HEADER}: HMAC-SHA256 hex of the raw body)`,
          response: { 200: z.object({ received: z.literal(true) }), 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[GATEWAY_SIGNATURE_HEADER];
        return service.receiveCallback(ctx, body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
