/**
 * No 500 on any input: every write operation of the OpenAPI document, as a platform administrator,
 * a buyer and a seller, is sent bodies built from its own schema and then spoiled — fields missing,
 * wrong types, NUL characters and lone surrogates, 100 kB strings, negative, huge and fractional
 * numbers, SQL metacharacters, path traversal in ids and in uploaded file names. Nothing may answer
 * 5xx, and what must be refused (unstorable text, missing fields, wrong types) stores nothing.
 * Generated from the document, so an endpoint added later is covered without anyone remembering to.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

let t: TestApp;
let roles: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const [admin, buyer, seller] = await Promise.all([
    signedInAs(t, 'Adm'),
    signedInAs(t, 'BuyAdm'),
    signedInAs(t, 'SellAdm'),
  ]);
  roles = { admin: admin.auth, buyer: buyer.auth, seller: seller.auth };
});
afterAll(async () => {
  await t.close();
});

const typeOf = (schema: Schema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
};
const variants = (schema: Schema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;

/** A plausible value of the schema (what a form would send), with every string made by `text`. */
function sample(schema: Schema, text: (schema: Schema) => unknown, number: () => unknown, depth = 0): unknown {
  const alternatives = variants(schema);
  if (alternatives) return sample(alternatives.find((s) => typeOf(s) !== 'null') ?? {}, text, number, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      return text(schema);
    case 'number':
    case 'integer':
      return number();
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !schema.items ? [] : [sample(schema.items, text, number, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          depth > 4 ? undefined : sample(property, text, number, depth + 1),
        ]),
      );
    default:
      return null;
  }
}

/** A sensible string for the schema's format, so the rest of a body passes and the spoiled part is reached. */
function plainText(schema: Schema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'site.office@example.test';
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  return 'Simen Portland 50kg';
}

/** Swaps every value of one type for another (a wrong-type body). */
function wrongTypes(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number' || typeof value === 'boolean') return 'not a number';
  if (Array.isArray(value)) return { not: 'a list' };
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]));
  return value;
}

const KB_100 = 'a'.repeat(100 * 1024);
const HOSTILE_STRINGS: Record<string, (schema: Schema) => string> = {
  nul: (schema) => `${plainText(schema)}\u0000`,
  'lone surrogate': (schema) => `${plainText(schema)}\ud800x`,
  '100 kB': () => KB_100,
  'SQL metacharacters': () => `x'); drop table users; -- \\ % _ "`,
  'path traversal': () => '../../../../etc/passwd',
};
const HOSTILE_NUMBERS: Record<string, () => unknown> = {
  negative: () => -1,
  huge: () => 1e308,
  'past 2^63': () => 9_223_372_036_854_775_808,
  fractional: () => 0.000001,
};

/** Every write operation of the document, with its body schema when it takes JSON. */
function writeOperations() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const operations: { method: string; path: string; body?: Schema; multipart: boolean }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

const fillPath = (path: string, id: () => string) => path.replace(/\{[^}]+\}/g, () => encodeURIComponent(id()));

interface Attempt {
  method: string;
  url: string;
  payload?: unknown;
  role: string;
  what: string;
}

async function send(attempt: Attempt) {
  const response = await t.app.inject({
    method: attempt.method as 'POST',
    url: attempt.url,
    headers: roles[attempt.role],
    ...(attempt.payload !== undefined && { payload: attempt.payload as object }),
  });
  return response.statusCode;
}

/** Rows in every table of the database, to show a refused request stored nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await t.db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

describe('hostile input, on every write operation of the OpenAPI document', () => {
  it('refuses unstorable text, missing fields and wrong types with a 4xx, storing nothing', async () => {
    const operations = writeOperations();
    expect(operations.length).toBeGreaterThan(80);
    const before = await rowCounts();
    const failures: string[] = [];
    for (const operation of operations) {
      const url = fillPath(operation.path, randomUUID);
      const body = operation.body;
      const bodies: [string, unknown][] = [];
      if (body && (body.required?.length ?? 0) > 0) bodies.push(['missing fields', {}]);
      if (body && Object.keys(body.properties ?? {}).length > 0) {
        bodies.push(['wrong types', wrongTypes(sample(body, plainText, () => 1))]);
      }
      if (body && JSON.stringify(sample(body, plainText, () => 1)).includes('Simen')) {
        bodies.push(['nul', sample(body, HOSTILE_STRINGS.nul!, () => 1)]);
        bodies.push(['lone surrogate', sample(body, HOSTILE_STRINGS['lone surrogate']!, () => 1)]);
      }
      if (operation.path.includes('{')) bodies.push(['nul in the path', undefined]);
      for (const role of Object.keys(roles)) {
        for (const [what, payload] of bodies) {
          const target = what === 'nul in the path' ? fillPath(operation.path, () => 'x\u0000') : url;
          const status = await send({ method: operation.method, url: target, payload, role, what });
          if (status >= 500 || status < 400)
            failures.push(`${status} ${operation.method} ${operation.path} as ${role}: ${what}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 600_000);

  it('never answers 5xx to long, hostile or out-of-range values, nor to traversal in ids and file names', async () => {
    const failures: string[] = [];
    for (const operation of writeOperations()) {
      for (const role of Object.keys(roles)) {
        const attempts: [string, string, unknown][] = [];
        const url = fillPath(operation.path, randomUUID);
        attempts.push(['path traversal in the id', fillPath(operation.path, () => '../../etc/passwd'), undefined]);
        if (operation.body) {
          for (const [what, text] of Object.entries(HOSTILE_STRINGS)) {
            if (what === 'nul' || what === 'lone surrogate') continue;
            attempts.push([what, url, sample(operation.body, text, () => 1)]);
          }
          for (const [what, number] of Object.entries(HOSTILE_NUMBERS)) {
            attempts.push([what, url, sample(operation.body, plainText, number)]);
          }
        }
        for (const [what, target, payload] of attempts) {
          const status = await send({ method: operation.method, url: target, payload, role, what });
          if (status >= 500) failures.push(`${status} ${operation.method} ${operation.path} as ${role}: ${what}`);
        }
        if (operation.multipart) {
          const boundary = 'hostile-boundary';
          const body = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../../etc/passwd\u0000.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            Buffer.from('not really a picture'),
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const response = await t.app.inject({
            method: operation.method as 'POST',
            url,
            headers: { ...roles[role], 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload: body,
          });
          if (response.statusCode >= 500)
            failures.push(`${response.statusCode} ${operation.method} ${operation.path} as ${role}: file name`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers the reported reproductions with a clear 400', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/accounts/authenticate',
      payload: { username: 'admin@demo.test\u0000', password: 'x' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      code: 'validation_error',
      message: 'Some fields need your attention',
      details: [
        {
          path: 'username',
          message:
            'This text holds a character that cannot be saved (such as a null character). Remove it and try again.',
        },
      ],
    });
    const surrogate = await t.app.inject({
      method: 'PUT',
      url: `/api/checkouts/${randomUUID()}/details`,
      headers: { ...roles.buyer, 'content-type': 'application/json' },
      payload: '{"remarks":"x\\ud800y"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().details).toEqual([
      { path: 'remarks', message: expect.stringContaining('cannot be saved') },
    ]);
  });
});
