/** The account calls of spec §7 (exact paths) and the signed-in user's own record. */
import type { AppContext } from '../../lib/context';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, authRecordSchema, loginSchema, meSchema, revokeTokenSchema } from '@binamart/shared';
import { authorize } from '../../lib/access';
import * as auth from './auth.service';

const REFRESH_COOKIE = 'refreshToken';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** Registers /accounts/authenticate, /accounts/refresh-token, /accounts/revoke-token and GET /api/me. */
export async function identityRoutes(app: FastifyInstance, opts: AppContext) {
  const deps: auth.AuthDeps = { db: opts.db, env: opts.env, signer: { sign: app.signAccessToken } };
  const route = app.withTypeProvider<ZodTypeProvider>();

  const setRefreshCookie = (reply: FastifyReply, session: auth.Session) =>
    reply.setCookie(REFRESH_COOKIE, session.record.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.env.COOKIE_SECURE,
      path: '/accounts',
      expires: session.refreshExpiresAt,
    });

  route.post(
    '/accounts/authenticate',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: authRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.authenticate(deps, request.body, request.ip);
      setRefreshCookie(reply, session);
      return session.record;
    },
  );

  route.post(
    '/accounts/refresh-token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Rotate the refresh token held in the cookie and get a new access token',
        response: { 200: authRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const session = await auth.refresh(deps, request.cookies[REFRESH_COOKIE], request.ip);
        setRefreshCookie(reply, session);
        return session.record;
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/accounts' });
        throw error;
      }
    },
  );

  route.post(
    '/accounts/revoke-token',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke a refresh token of the signed-in user (sign out)',
        security: [{ bearer: [] }],
        body: revokeTokenSchema.optional(),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = authorize(request.actor);
      await auth.revoke(deps, actor, request.body?.token ?? request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: '/accounts' });
      return { message: 'Token revoked' };
    },
  );

  route.get(
    '/api/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, with current role and permission levels',
        security: [{ bearer: [] }],
        response: { 200: meSchema, 401: apiErrorSchema },
      },
    },
    async (request) => auth.describeActor(authorize(request.actor)),
  );
}
