/**
 * No 500 on any input: every write operation of the OpenAPI document, as a platform administrator,
 * a buyer and a seller, is sent bodies built from its own schema and then spoiled — fields missing,
 * wrong types, NUL characters and lone surrogates, 100 kB strings, negative, huge and fractional
 * numbers, SQL metacharacters, path traversal in ids and in uploaded file names. Nothing may answer
 * 5xx, and what must be refused (unstorable text, missing fields, wrong types) stores nothing.
 * Generated from the document, so an endpoint added later is covered without anyone remembering to.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './helpers/factories';
import { type Schema, documentOperations, fillPath, plainText, rowCounts, sample } from './helpers/openapi';
import { type TestApp, createTestApp } from './helpers/test-app';

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

/** Every write operation of the document. */
const writeOperations = () => documentOperations(t, ['post', 'put', 'patch', 'delete']);

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

describe('hostile input, on every write operation of the OpenAPI document', () => {
  it('refuses unstorable text, missing fields and wrong types with a 4xx, storing nothing', async () => {
    const operations = writeOperations();
    expect(operations.length).toBeGreaterThan(80);
    const before = await rowCounts(t);
    const failures: string[] = [];
    for (const operation of operations) {
      const url = fillPath(operation.path, () => randomUUID());
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
    expect(await rowCounts(t)).toEqual(before);
  }, 600_000);

  it('never answers 5xx to long, hostile or out-of-range values, nor to traversal in ids and file names', async () => {
    const failures: string[] = [];
    for (const operation of writeOperations()) {
      for (const role of Object.keys(roles)) {
        const attempts: [string, string, unknown][] = [];
        const url = fillPath(operation.path, () => randomUUID());
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
