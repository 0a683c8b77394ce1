import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, voucherInputSchema, voucherSchema } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import * as vouchers from './voucher.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Registers /api/admin/vouchers (admConfFee). */
export async function voucherRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['vouchers'];

  route.get(
    '/api/admin/vouchers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every voucher, newest first, with how often it was used (admConfFee Read)',
        security,
        response: { 200: z.array(voucherSchema), ...errors },
      },
    },
    async (request) => vouchers.listVouchers(db, request.actor),
  );
  route.post(
    '/api/admin/vouchers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Create a voucher; the code is kept upper case and must be new (admConfFee Write)',
        security,
        body: voucherInputSchema,
        response: { 201: voucherSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await vouchers.createVoucher(db, request.actor, request.body)),
  );
  route.put(
    '/api/admin/vouchers/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Replace a voucher's terms (admConfFee Write)",
        security,
        params: idParams,
        body: voucherInputSchema,
        response: { 200: voucherSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => vouchers.updateVoucher(db, request.actor, request.params.id, request.body),
  );
}
