/**
 * Bearer authentication: verifies the short-lived access token and loads the acting user and
 * their session from the database on every request, so a deactivated user, and a session that
 * was signed out or reset, is shut out at once.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';
import type { Actor } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; fam: string };
    user: { sub: string; fam: string };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid bearer token of an active user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    signAccessToken: (payload: { sub: string; fam: string }, expiresInSeconds: number) => string;
  }
}

/**
 * Registers JWT signing and the `authenticate` preHandler; `loadActor` (the identity module's)
 * reads the user of a verified token and session, null when it may no longer act.
 */
export async function registerAuthentication(
  app: FastifyInstance,
  secret: string,
  loadActor: (userId: string, familyId: string) => Promise<Actor | null>,
) {
  await app.register(fastifyJwt, { secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  app.decorate('signAccessToken', (payload: { sub: string; fam: string }, expiresInSeconds: number) =>
    app.jwt.sign(payload, { expiresIn: expiresInSeconds }),
  );
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    let payload: { sub: string; fam: string };
    try {
      payload = await request.jwtVerify<{ sub: string; fam: string }>();
    } catch {
      throw unauthorized();
    }
    if (typeof payload.fam !== 'string' || !UUID.test(payload.fam)) throw unauthorized();
    const actor = await loadActor(payload.sub, payload.fam);
    if (!actor) throw unauthorized();
    request.actor = actor;
  });
}
