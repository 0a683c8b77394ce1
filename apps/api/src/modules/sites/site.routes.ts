import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, companyProjectInputSchema, companyProjectSchema } from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as sites from './site.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Registers /api/company-projects: a buyer company's construction projects (its sites) and its favourite. */
export async function siteRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['company projects'];

  route.get(
    '/api/company-projects',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My company's construction projects, the favourite first (buyer side)",
        security,
        response: { 200: z.array(companyProjectSchema), ...errors },
      },
    },
    async (request) => sites.listCompanyProjects(db, request.actor),
  );
  route.post(
    '/api/company-projects',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Add a project; the company's first becomes the favourite (buyOrder or buyBid Write)",
        security,
        body: companyProjectInputSchema,
        response: { 201: companyProjectSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await sites.createCompanyProject(db, request.actor, request.body)),
  );
  route.put(
    '/api/company-projects/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change one of my projects (buyOrder or buyBid Write)',
        security,
        params: idParams,
        body: companyProjectInputSchema,
        response: { 200: companyProjectSchema, ...errors },
      },
    },
    async (request) => sites.updateCompanyProject(db, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/company-projects/:id/favourite',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Make one of my projects the favourite, and no other (buyOrder or buyBid Write)',
        security,
        params: idParams,
        response: { 200: z.array(companyProjectSchema), ...errors },
      },
    },
    async (request) => sites.makeFavourite(db, request.actor, request.params.id),
  );
  route.delete(
    '/api/company-projects/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove one of my projects; what was tagged with it keeps its name (buyOrder or buyBid Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sites.removeCompanyProject(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
