/**
 * GET /api/admin/companies: active buyer or seller companies for an administrator to choose from
 * (an order placed on a buyer's behalf, a voucher limited to one seller).
 */
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AdminCompanyQuery,
  adminCompanyQuerySchema,
  apiErrorSchema,
  companyOptionSchema,
  hasPermission,
  pageOf,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { companies } from './tables';
import { authorize } from '../../lib/access';
import { mapPage, paginate } from '../../lib/paginate';
import type { AppContext } from '../../lib/context';

import { containing } from '../../lib/like';
import type { Actor } from '../../lib/request-context';

/** The areas whose screens choose a company: orders on behalf (admOrder), vouchers (admConfFee), accounts (admConf), credit limits (admCl). */
const CHOOSING_AREAS = ['admOrder', 'admConfFee', 'admConf', 'admCl'] as const;

/** A page of active companies of one kind, by name; administrators with Read in one of the choosing areas. */
export async function listCompanyOptions(db: Db, actor: Actor | null, query: AdminCompanyQuery) {
  authorize(actor, {
    side: 'admin',
    rule: (permissions) => CHOOSING_AREAS.some((area) => hasPermission(permissions, area, 'Read')),
  });
  const { page, pageSize } = query;
  const q = query.q?.trim();
  const where = and(
    eq(companies.kind, query.kind),
    eq(companies.status, 'active'),
    q ? or(ilike(companies.name, containing(q)), ilike(companies.registrationNo, containing(q))) : undefined,
  );
  return mapPage(
    await paginate(
      { page, pageSize },
      ({ limit, offset }) =>
        db
          .select({
            id: companies.id,
            name: companies.name,
            registrationNo: companies.registrationNo,
            publicSector: companies.publicSector,
          })
          .from(companies)
          .where(where)
          .orderBy(asc(companies.name), asc(companies.id))
          .limit(limit)
          .offset(offset),
      () => db.select({ n: count() }).from(companies).where(where),
    ),
    (row) => ({ ...row, kind: query.kind }),
  );
}

/** Registers GET /api/admin/companies. */
export async function companiesAdminRoutes(app: FastifyInstance, context: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/admin/companies',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['admin'],
        summary:
          'Active buyer or seller companies by name or registration number (admOrder, admConfFee or admConf Read)',
        security: [{ bearer: [] }],
        querystring: adminCompanyQuerySchema,
        response: {
          200: pageOf(companyOptionSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listCompanyOptions(context.db, request.actor, request.query),
  );
}
