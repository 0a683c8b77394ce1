/**
 * HTTP caching of the public catalogue (the shop's listing and search, a product, the categories):
 * a strong ETag made from the catalogue's version (raised by the database at the commit of any
 * change it shows, migration 0038), the address, the language, the content coding and, with a
 * bearer, the user. The version is read before the answer is made, so an ETag never names newer
 * data than it was made with; a request whose If-None-Match holds the ETag is answered 304 without
 * running the query. Anonymous answers may be kept by shared caches, answers to a bearer only by
 * the browser; both are revalidated on every use (no-cache), so a change made through any API
 * process is seen on the next request.
 *
 * Each process also keeps the answers it made for each database's current version, by the same
 * key as the ETag, so a page asked for again is sent without a query; a new version empties them.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import { catalogVersion } from './tables';

/** The content coding the answer will be sent in, as the compression chooses it. */
function codingOf(request: FastifyRequest): string {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** True when an If-None-Match header names the ETag (or is "*"). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const values = (Array.isArray(header) ? header.join(',') : header).split(',').map((v) => v.trim());
  return values.some((value) => value === '*' || value === etag || value === `W/${etag}`);
}

/** The preHandler that labels a catalogue answer and answers a revalidation whose copy is still current. */
export function revalidateCatalogue(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [row] = await db
      .select({ version: catalogVersion.version })
      .from(catalogVersion)
      .where(eq(catalogVersion.id, 1));
    const withBearer = request.headers.authorization !== undefined;
    const key = [
      row?.version ?? 0,
      request.url,
      request.language,
      codingOf(request),
      withBearer ? (request.actor?.userId ?? 'bearer') : '',
    ].join('\n');
    const etag = `"c${row?.version ?? 0}-${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
    const store = storeOf(db);
    if ((row?.version ?? 0) !== store.version) {
      store.answers.clear();
      store.version = row?.version ?? 0;
    }
    labels.set(request, { store, key: etag });
    reply
      .header('etag', etag)
      .header('cache-control', withBearer ? 'private, no-cache' : 'public, no-cache')
      .header('vary', 'Accept-Language, Authorization');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  };
}

/** The answers made for one database's catalogue at `version`, by ETag (which names the version and the whole key). */
interface AnswerStore {
  answers: Map<string, string>;
  version: number;
}
const ANSWERS = 2_000;
const stores = new WeakMap<Db, AnswerStore>();
const labels = new WeakMap<FastifyRequest, { store: AnswerStore; key: string }>();

function storeOf(db: Db): AnswerStore {
  let store = stores.get(db);
  if (!store) {
    store = { answers: new Map(), version: -1 };
    stores.set(db, store);
  }
  return store;
}

/**
 * Sends the catalogue answer `make` builds, checked against its schema and serialised once per
 * version and key: a request the revalidation labelled is answered from the process's copy when
 * it has one. Requests it did not label (filters the version does not follow) are made each time.
 */
export async function sendCatalogueAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: ZodType<T>,
  make: () => Promise<T>,
) {
  const label = labels.get(request);
  let json = label?.store.answers.get(label.key);
  if (json === undefined) {
    const version = label?.store.version;
    json = JSON.stringify(schema.parse(await make()));
    // kept only if no newer version emptied the copies while it was being made
    if (label && version === label.store.version) {
      label.store.answers.set(label.key, json);
      if (label.store.answers.size > ANSWERS) label.store.answers.delete(label.store.answers.keys().next().value!);
    }
  }
  // already-serialised JSON of a value of the route's schema: Fastify sends a string as it is
  return reply.type('application/json; charset=utf-8').send(json as never);
}
