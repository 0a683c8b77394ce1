import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createUserSchema,
  managedUserSchema,
  pageOf,
  pageQuerySchema,
  updateUserSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as users from './users.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const byId = z.object({ id: z.uuid() });

/** Registers /api/users: the users of the signed-in user's own company (spec §6 user management). */
export async function userManagementRoutes(app: FastifyInstance, { db, env, mail }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['users'];

  route.get(
    '/api/users',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My company's users (buyConf, sellConf or admConf Read)",
        security,
        querystring: pageQuerySchema,
        response: { 200: pageOf(managedUserSchema), ...errors },
      },
    },
    async (request) => users.listUsers(db, request.actor, request.query.page, request.query.pageSize),
  );
  route.post(
    '/api/users',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add a user to my company and e-mail them an invitation (configuration area Write)',
        security,
        body: createUserSchema,
        response: { 201: managedUserSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await users.createUser({ db, env, mail }, request.actor, request.body);
      return reply.status(201).send(created);
    },
  );
  route.get(
    '/api/users/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One user of my company',
        security,
        params: byId,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => users.getUser(db, request.actor, request.params.id),
  );
  route.put(
    '/api/users/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Change a user's details, role, levels and toggles (nobody raises their own)",
        security,
        params: byId,
        body: updateUserSchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => users.updateUser(db, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/users/:id/deactivate',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Deactivate a user: they are signed out everywhere at once',
        security,
        params: byId,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => users.setUserStatus(db, request.actor, request.params.id, 'inactive'),
  );
  route.post(
    '/api/users/:id/reactivate',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Reactivate a user',
        security,
        params: byId,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => users.setUserStatus(db, request.actor, request.params.id, 'active'),
  );
}
