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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import { hotQuery, writesOn } from '../../db/hot-queries';

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
    const store = storeOf(db);
    const version = await catalogueVersion(db, store);
    const withBearer = request.headers.authorization !== undefined;
    const key = [
      version,
      request.url,
      request.language,
      codingOf(request),
      withBearer ? (request.actor?.userId ?? 'bearer') : '',
    ].join('\n');
    const etag = `"c${version}-${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
    labels.set(request, { store, key: etag });
    reply
      .header('etag', etag)
      .header('cache-control', withBearer ? 'private, no-cache' : 'public, no-cache')
      .header('vary', 'Accept-Language, Authorization');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  };
}

/**
 * The catalogue's version, read from the database, or on the embedded database, which no other
 * process writes, known from the last read while nothing has written since. A new version
 * empties the answers kept for the old one.
 */
async function catalogueVersion(db: Db, store: AnswerStore): Promise<number> {
  const writes = writesOn(db);
  if (writes !== null && writes === store.writes) return store.version;
  const [row] = await hotQuery<{ version: number }>(
    db,
    'catalogue_version',
    'select version from catalog_version where id = 1',
  );
  const version = Number(row?.version ?? 0);
  if (version !== store.version) {
    store.answers.clear();
    store.version = version;
  }
  // counted before any write that finishes after the read: such a write makes the next request read again
  store.writes = writes;
  return version;
}

/** The answers made for one database's catalogue at `version`, by ETag (which names the version and the whole key). */
interface AnswerStore {
  answers: Map<string, string>;
  version: number;
  db: Db;
  /** the embedded database's count of writes when the version was read (null on PostgreSQL) */
  writes: number | null;
}
const ANSWERS = 2_000;
const stores = new WeakMap<Db, AnswerStore>();
const labels = new WeakMap<FastifyRequest, { store: AnswerStore; key: string }>();

function storeOf(db: Db): AnswerStore {
  let store = stores.get(db);
  if (!store) {
    store = { db, answers: new Map(), version: -1, writes: null };
    stores.set(db, store);
  }
  return store;
}

/**
 * Sends the catalogue answer `make` builds, checked against its schema and serialised once per
 * version and key: a request the revalidation labelled is answered from the process's copy when
 * it has one. Requests it did not label (filters the version does not follow) are made each time.
 */
export function sendCatalogueAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: ZodType<T>,
  make: () => Promise<T>,
) {
  return sendCatalogueJson(request, reply, async () => JSON.stringify(schema.parse(await make())));
}

/** `sendCatalogueAnswer` for an answer made as JSON already (of a value of the route's response schema). */
export async function sendCatalogueJson(request: FastifyRequest, reply: FastifyReply, make: () => Promise<string>) {
  const label = labels.get(request);
  let json = label?.store.answers.get(label.key);
  if (json === undefined) {
    const version = label?.store.version;
    const writes = label && writesOn(label.store.db);
    json = await make();
    // kept only if the catalogue did not change while it was being made
    if (label && version === label.store.version && writes === writesOn(label.store.db)) {
      label.store.answers.set(label.key, json);
      if (label.store.answers.size > ANSWERS) label.store.answers.delete(label.store.answers.keys().next().value!);
    }
  }
  // already-serialised JSON: Fastify sends a string as it is
  return reply.type('application/json; charset=utf-8').send(json as never);
}
