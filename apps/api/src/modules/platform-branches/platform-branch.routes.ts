import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, platformBranchInputSchema, platformBranchSchema } from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as branches from './platform-branch.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Registers /api/admin/platform-branches (the platform's offices and collection points, kept by
 * administrators with admBranch) and the public GET /api/platform-branches (the active ones).
 */
export async function platformBranchRoutes(app: FastifyInstance, { db, geocoder }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['platform branches'];

  route.get(
    '/api/platform-branches',
    {
      schema: {
        tags,
        summary: "BinaMart's active offices and collection points, offices first (no sign-in)",
        response: { 200: z.array(platformBranchSchema) },
      },
    },
    async () => branches.listActivePlatformBranches(db),
  );
  route.get(
    '/api/admin/platform-branches',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every platform branch, active or not, offices first (admBranch Read)',
        security,
        response: { 200: z.array(platformBranchSchema), ...errors },
      },
    },
    async (request) => branches.listPlatformBranches(db, request.actor),
  );
  route.get(
    '/api/admin/platform-branches/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One platform branch (admBranch Read)',
        security,
        params: idParams,
        response: { 200: platformBranchSchema, ...errors },
      },
    },
    async (request) => branches.getPlatformBranch(db, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/platform-branches',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add a branch; without latitude and longitude its map point comes from the address (admBranch Write)',
        security,
        body: platformBranchInputSchema,
        response: { 201: platformBranchSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await branches.createPlatformBranch({ db, geocoder }, request.actor, request.body)),
  );
  route.put(
    '/api/admin/platform-branches/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Replace a platform branch (admBranch Write)',
        security,
        params: idParams,
        body: platformBranchInputSchema,
        response: { 200: platformBranchSchema, ...errors },
      },
    },
    async (request) => branches.updatePlatformBranch({ db, geocoder }, request.actor, request.params.id, request.body),
  );
  route.delete(
    '/api/admin/platform-branches/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove a platform branch (admBranch Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await branches.removePlatformBranch(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
