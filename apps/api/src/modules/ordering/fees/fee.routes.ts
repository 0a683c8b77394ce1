import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, feeConfigurationSchema, feeRatesSchema } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import * as fees from './fee-configuration.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Registers /api/admin/fee-configuration (admConfFee). */
export async function feeRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['fees'];

  route.get(
    '/api/admin/fee-configuration',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The fee rates new orders are priced with, and who changed them last (admConfFee Read)',
        security,
        response: { 200: feeConfigurationSchema, ...errors },
      },
    },
    async (request) => fees.getFeeConfiguration(db, request.actor),
  );
  route.put(
    '/api/admin/fee-configuration',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change the fee rates for orders placed from now on; placed orders keep theirs (admConfFee Write)',
        security,
        body: feeRatesSchema,
        response: { 200: feeConfigurationSchema, ...errors },
      },
    },
    async (request) => fees.saveFeeConfiguration(db, request.actor, request.body),
  );
}
