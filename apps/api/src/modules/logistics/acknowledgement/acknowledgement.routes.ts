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
import type { AppContext } from '../../../lib/context';
import { AppError, tooManyAttempts } from '../../../lib/errors';
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
/**
 * At most this many wrong PINs per user in the window, over every DO and over acknowledging and
 * rejecting together; once they are used up every PIN attempt of the user is 429 until it ends.
 */
const PIN_ATTEMPTS = { max: 5, timeWindow: '15 minutes' } as const;

/** True when the service refused the PIN (400 with an issue at `pin`), the attempts that count. */
const isWrongPin = (error: unknown) =>
  error instanceof AppError && error.kind === 'invalid' && error.fields.some((field) => field.path === 'pin');

/**
 * Registers the buyer's acknowledgement and rejection of a DO (PIN-checked, rate limited),
 * disputes and their answers, and the signed DO as a PDF.
 */
export async function acknowledgementRoutes(app: FastifyInstance, { db, env, storage }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['delivery'];
  // one allowance per user for both PIN routes and every DO: a stolen session must not be able
  // to guess the PIN quickly, whichever DO (or spelling of its id) it tries it on
  const pinLimit = app.createRateLimit({
    ...PIN_ATTEMPTS,
    keyGenerator: (request: FastifyRequest) => `delivery-pin:${request.actor!.userId}`,
  });
  // a user's PIN attempts run one at a time, so a burst of requests cannot all pass the check
  // before the first wrong PIN is counted
  const turns = new Map<string, Promise<void>>();
  const oneAtATime = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = turns.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const mine = before.then(() => done);
    turns.set(key, mine);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (turns.get(key) === mine) turns.delete(key);
    }
  };
  /** Runs a PIN-checked action: 429 once the user's wrong PINs are used up; a wrong PIN uses one. */
  const withPinAllowance = <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> =>
    oneAtATime(request.actor!.userId, async () => {
      const status = await pinLimit(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0) throw tooManyAttempts(status.ttlInSeconds);
      try {
        return await work();
      } catch (error) {
        if (isWrongPin(error)) await pinLimit(request);
        throw error;
      }
    });
  const signedIn = { preHandler: app.authenticate };

  route.post(
    '/api/delivery-orders/:id/acknowledge',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Acknowledge an unloading DO with my PIN, my signature (PNG data URL) and the quantity received of each item; short items become disputes (buyDoa Write, buyOrder not Block; 5 wrong PINs per user in 15 minutes, then 429)',
        security,
        params: idParams,
        body: acknowledgeInputSchema,
        response: { 200: deliveryOrderSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) =>
      withPinAllowance(request, () =>
        acknowledgeDelivery({ db, storage }, request.actor, request.params.id, request.body),
      ),
  );
  route.post(
    '/api/delivery-orders/:id/reject',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Reject an unloading DO with a remark and my PIN; its quantities count as undelivered again (buyDoa Write, buyOrder not Block; shares the wrong-PIN allowance of acknowledging)',
        security,
        params: idParams,
        body: rejectDeliveryInputSchema,
        response: { 200: deliveryOrderSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) =>
      withPinAllowance(request, () => rejectDelivery({ db, storage }, request.actor, request.params.id, request.body)),
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
