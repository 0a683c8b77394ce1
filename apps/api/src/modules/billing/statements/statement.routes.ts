import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, statementQuerySchema, statementSchema } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import { getStatement } from './statement.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Registers /api/statements: the statement of account of a buyer company. */
export async function statementRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/statements',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['invoices'],
        summary:
          "Statement of account for a period (from, to: YYYY-MM-DD, inclusive): my company's as buyer (buyInv Read); any buyer company's for administrators (admInv Read, companyId required)",
        security: [{ bearer: [] }],
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...errors },
      },
    },
    async (request) => getStatement(db, request.actor, request.query),
  );
}
