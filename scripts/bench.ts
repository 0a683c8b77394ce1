/**
 * `npm run bench`: starts a seeded server on a fresh embedded database (or DATABASE_URL)
 * and measures each endpoint with autocannon: requests per second and p50/p99 latency.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/db/seed/demo';
import { loadEnv } from '../apps/api/src/env';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const dataDir = mkdtempSync(join(tmpdir(), 'binamart-bench-'));
const env = loadEnv({
  ...process.env,
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing-000',
  LOGIN_MAX_FAILURES: '1000000',
});
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({ database, env });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const login = await fetch(`${address}/accounts/authenticate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'buyer@demo.test', password: DEMO_PASSWORD }),
});
const { jwtToken } = (await login.json()) as { jwtToken: string };

const cases: { name: string; path: string; options?: Partial<autocannon.Options> }[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/Category', path: '/api/Category' },
  { name: 'GET /api/me (bearer)', path: '/api/me', options: { headers: { authorization: `Bearer ${jwtToken}` } } },
  {
    name: 'GET /api/notifications/unread-count',
    path: '/api/notifications/unread-count',
    options: { headers: { authorization: `Bearer ${jwtToken}` } },
  },
  { name: 'GET /api/profile', path: '/api/profile', options: { headers: { authorization: `Bearer ${jwtToken}` } } },
  {
    name: 'POST /accounts/authenticate',
    path: '/accounts/authenticate',
    options: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'buyer@demo.test', password: DEMO_PASSWORD }),
    },
  },
  { name: 'GET / (web app)', path: '/' },
];

console.log(`BinaMart bench: ${database.kind}, ${connections} connections, ${seconds} s per endpoint\n`);
console.log(
  `${'endpoint'.padEnd(30)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`,
);
for (const { name, path, options } of cases) {
  const result = await autocannon({ url: `${address}${path}`, connections, duration: seconds, ...options });
  console.log(
    `${name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(8)}`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
