/**
 * `npm run bench`: starts a seeded server and measures each endpoint with autocannon
 * (requests per second, p50 and p99 latency), on the embedded PGlite database and, when a
 * server answers at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * on PostgreSQL. The catalogue is grown to BENCH_PRODUCTS products (10,000) first, and the
 * plans of the shop listing and search queries are printed. Then the buying path: add-to-cart,
 * and whole checkouts paid through the sandbox bank (orders per second, p99). On PostgreSQL,
 * the same with one and with two API processes, and the live fan-out latency (bench-processes).
 * BENCH_ONLY=processes runs only that part. First of all, the bytes of the web app's first load (bench-first-load). Then eBidding (bench-bidding): 2,000 projects and 20,000 bids,
 * the suppliers' list, a comparison of 10 lines × 50 bids, and 50 suppliers bidding at once; BENCH_ONLY=bidding runs
 * only that (after the catalogue). Last, on PostgreSQL, the dashboards (bench-dashboards): 200,000 orders over two
 * years (BENCH_ORDERS), the seller's and the administrators' dashboards; BENCH_ONLY=dashboards runs only that.
 * On PostgreSQL too, chat (bench-chat): 500 connected chat clients, message fan-out across two processes and
 * history pages; BENCH_ONLY=chat runs only that (no catalogue is generated for it).
 * BENCH_ONLY=catalogue runs only the catalogue's reads shared with the baseline (and PGlite's share of PostgreSQL);
 * BENCH_ONLY=checkout only the buying path, on both databases; BENCH_ONLY=lighthouse only each route's first load and the
 * Lighthouse scores, BENCH_ONLY=first-load only each route's first load (bench-route-loads), which fails the bench when a
 * route is over its budget.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createFileStorage } from '../apps/api/src/adapters/storage/file-storage';
import { buildApp } from '../apps/api/src/app';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { generateBenchCatalog } from '../apps/api/src/seed/bench-catalog';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/seed/demo';
import { loadEnv } from '../apps/api/src/env';
import { listingQueries } from '../apps/api/src/modules/catalog/index';
import { benchBidding } from './bench-bidding';
import { benchChat } from './bench-chat';
import { benchBuyers, benchBuyingApart } from './bench-checkout';
import { type CpuSnapshot, cpuPerUnit, cpuSnapshot } from './bench-cpu';
import { benchDashboards } from './bench-dashboards';
import { benchFirstLoad } from './bench-first-load';
import { startBaseline } from './bench-baseline';
import { benchLighthouse, measuredRoutes } from './bench-lighthouse';
import { benchRouteLoads, routesOverBudget, ROUTE_BUDGET_KB } from './bench-route-loads';
import { benchProcesses } from './bench-processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `broad`: the query matches a large share of the catalogue, where reading the whole table is the cheaper plan. */
async function explain(database: Database, label: string, query: ReturnType<typeof sql>, broad = false) {
  const result = await database.db.execute(sql`explain ${query}`);
  const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
  console.log(`\nPlan of the ${label}:`);
  for (const line of lines) console.log(`  ${line}`);
  const seqScan = lines.some((line) => /Seq Scan on products/.test(line ?? ''));
  if (!seqScan) console.log('  (no sequential scan of products)');
  else if (broad) console.log('  (sequential scan of products: the planner reads the table for a word this common)');
  else console.log('  !! sequential scan of products');
}

/** Each database's rates of the catalogue's reads, for the embedded default's share of PostgreSQL's. */
const catalogueRates: Partial<Record<'pglite' | 'postgres', Map<string, number>>> = {};
let lighthouseMeasured = false;
const SHARED_READS = ['GET /api/products (shop, 20)', 'GET /api/products (page 200)', 'GET /api/products/:id'];
const CATALOGUE_READS = [...SHARED_READS, 'GET /api/health', 'GET /api/products (If-None-Match → 304)'];

async function suite(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'binamart-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `binamart_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: pgAdminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  }
  const env = loadEnv({
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing-000',
    LOGIN_MAX_FAILURES: '1000000',
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    await seedDemo(database.db, createFileStorage(env));
    const started = Date.now();
    // the chat's figures need no catalogue
    if (process.env.BENCH_ONLY !== 'chat') await generateBenchCatalog(database.db, productCount);
    await database.db.execute(sql`analyze`);
    console.log(
      `\n=== ${kind}: ${process.env.BENCH_ONLY === 'chat' ? 0 : productCount} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const app = await buildApp({ database, env });
    const only = process.env.BENCH_ONLY;
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${address}/accounts/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'buyer@demo.test', password: DEMO_PASSWORD }),
    });
    const session = (await login.json()) as { jwtToken: string };
    const { jwtToken } = session;
    const bearer = { authorization: `Bearer ${jwtToken}` };
    const listing = (await (await fetch(`${address}/api/products?pageSize=20`)).json()) as { items: { id: string }[] };
    const productId = listing.items[5]!.id;
    const listingEtag = (await fetch(`${address}/api/products?page=1&pageSize=20`)).headers.get('etag') ?? '';
    const billed = (await (await fetch(`${address}/api/invoices`, { headers: bearer })).json()) as {
      items: { id: string }[];
    };
    const invoiceId = billed.items[0]!.id;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

    const cases: { name: string; path: string; options?: Partial<autocannon.Options> }[] = [
      { name: 'GET /api/health', path: '/api/health' },
      { name: 'GET /api/Category', path: '/api/Category' },
      { name: 'GET /api/products (shop, 20)', path: '/api/products?page=1&pageSize=20' },
      { name: 'GET /api/products?q=porcelain tile', path: '/api/products?q=porcelain%20tile&pageSize=20' },
      { name: 'GET /api/products?q=cement (broad)', path: '/api/products?q=cement&pageSize=20' },
      { name: 'GET /api/products?category&sort', path: `/api/products?pageSize=20&sort=priceAsc&minPrice=5000` },
      { name: 'GET /api/products (page 200)', path: '/api/products?page=200&pageSize=20' },
      { name: 'GET /api/products/:id', path: `/api/products/${productId}` },
      // the trade's words: a bar size, a Malay word, a typo answered with what it probably meant
      { name: 'GET /api/products?q=Y12', path: '/api/products?q=Y12&pageSize=20' },
      { name: 'GET /api/products?q=semen', path: '/api/products?q=semen&pageSize=20' },
      { name: 'GET /api/products?q=cemnet (typo)', path: '/api/products?q=cemnet&pageSize=20' },
      // a copy still current: 304 from the ETag (counted as non-2xx by autocannon)
      {
        name: 'GET /api/products (If-None-Match → 304)',
        path: '/api/products?page=1&pageSize=20',
        options: { headers: { 'if-none-match': listingEtag } },
      },
      { name: 'GET /api/me (bearer)', path: '/api/me', options: { headers: bearer } },
      {
        name: 'GET /api/notifications/unread-count',
        path: '/api/notifications/unread-count',
        options: { headers: bearer },
      },
      { name: 'GET /api/profile', path: '/api/profile', options: { headers: bearer } },
      { name: 'GET /api/invoices (buyer)', path: '/api/invoices', options: { headers: bearer } },
      {
        name: 'GET /api/statements (a year)',
        path: `/api/statements?from=${yearAgo}&to=${today}`,
        options: { headers: bearer },
      },
      { name: 'GET /api/invoices/:id/pdf', path: `/api/invoices/${invoiceId}/pdf`, options: { headers: bearer } },
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
    if (only === 'bidding') {
      await benchBidding(database, address, seconds, connections);
      await app.close();
      return;
    }
    if (only === 'chat') {
      await benchChat(database, databaseUrl!, env.JWT_SECRET!, seconds, connections);
      await app.close();
      return;
    }
    if (only === 'dashboards') {
      await benchDashboards(database, address, seconds, connections);
      await app.close();
      return;
    }
    if (only === 'checkout') {
      reportBuying(await buyApart());
      await app.close();
      return;
    }
    /** Each route's first load and (unless only that is asked for) its Lighthouse scores, once per run:
     * what the browser loads hardly depends on the database behind the server. */
    const inBrowser = async () => {
      if (lighthouseMeasured) return;
      lighthouseMeasured = true;
      const routes = await measuredRoutes(address, session, productId);
      await benchRouteLoads(address, session, routes);
      if (only !== 'first-load') await benchLighthouse(address, session, routes);
    };
    if (only === 'lighthouse' || only === 'first-load') {
      await inBrowser();
      await app.close();
      return;
    }
    if (only !== 'processes') await singleProcess();
    if (only === 'catalogue') {
      await app.close();
      return;
    }
    if (only !== 'processes') await inBrowser();
    if (only !== 'processes') await benchBidding(database, address, seconds, connections);
    if (kind === 'postgres')
      await benchProcesses(
        databaseUrl!,
        env.JWT_SECRET!,
        connections,
        seconds,
        await benchBuyers(database, address, connections),
      );
    if (kind === 'postgres' && only !== 'processes')
      await benchChat(database, databaseUrl!, env.JWT_SECRET!, seconds, connections);
    // 200,000 orders: on PostgreSQL only, last (they would slow every other figure)
    if (kind === 'postgres' && only !== 'processes') await benchDashboards(database, address, seconds, connections);
    await app.close();
    return;

    /** The buying bench by buyers in a process of their own, with the processor's time read as the checkouts begin and end. */
    async function buyApart() {
      const buyers = await benchBuyers(database, address, connections);
      const snapshots: CpuSnapshot[] = [];
      const figures = await benchBuyingApart(address, buyers, seconds, connections, () =>
        snapshots.push(cpuSnapshot()),
      );
      return { ...figures, cpu: snapshots as [CpuSnapshot, CpuSnapshot] };
    }

    function reportBuying(buying: Awaited<ReturnType<typeof buyApart>>) {
      const a = buying.addToCart;
      console.log(
        `${'POST /api/Cart (add to cart)'.padEnd(38)} ${a.rps.toFixed(0).padStart(9)} ${String(a.p50).padStart(8)} ${String(a.p99).padStart(8)} ${String(a.non2xx).padStart(8)}`,
      );
      const c = buying.checkout;
      const [rate, p99] = kind === 'postgres' ? [100, 200] : [40, null];
      const met = c.ordersPerSecond >= rate && (p99 === null || c.p99 < p99);
      console.log(
        `\nWhole checkouts (cart → checkout → place with online banking → sandbox bank success → paid), ${c.buyers} buyers at once:`,
      );
      console.log(
        `  ${c.ordersPerSecond.toFixed(1)} orders/s (${c.completed} in ${seconds} s, ${c.failures} failed); whole checkout p50 ${c.p50} ms, p99 ${c.p99} ms; placing alone p50 ${c.placeP50} ms, p99 ${c.placeP99} ms`,
      );
      console.log(
        `  each step's p50: ${Object.entries(c.stepP50)
          .map(([step, ms]) => `${step} ${ms} ms`)
          .join(', ')}`,
      );
      console.log(
        `  (target ≥ ${rate} orders/s${p99 === null ? '' : `, p99 < ${p99} ms`}: ${met ? 'met' : 'NOT MET'})`,
      );
      console.log(cpuPerUnit(buying.cpu[0], buying.cpu[1], c.completed, 'checkout', rate));
    }

    /** The same reads from the lean baseline server over the same products, and our share of its rate. */
    async function againstBaseline(rates: Map<string, number>) {
      const baseline = await startBaseline(databaseUrl!);
      try {
        console.log(`\nAgainst a lean Fastify + pg server over the same products (scripts/bench-baseline.ts):`);
        for (const [ours, path, target] of [
          ['GET /api/products (shop, 20)', '/products?page=1&pageSize=20', 1],
          ['GET /api/products (page 200)', '/products?page=200&pageSize=20', 0.9],
          ['GET /api/products/:id', `/products/${productId}`, 0.9],
        ] as const) {
          const result = await autocannon({ url: `${baseline.url}${path}`, connections, duration: seconds });
          const share = (rates.get(ours) ?? 0) / result.requests.average;
          console.log(
            `  ${ours.padEnd(32)} baseline ${result.requests.average.toFixed(0).padStart(6)} req/s (p99 ${result.latency.p99} ms), ours ${(rates.get(ours) ?? 0).toFixed(0).padStart(6)}: ${share.toFixed(2)} (target ≥ ${target.toFixed(2)}: ${share >= target ? 'met' : 'NOT MET'})`,
          );
        }
      } finally {
        await baseline.close();
      }
    }

    async function singleProcess() {
      console.log(`${connections} connections, ${seconds} s per endpoint\n`);
      console.log(
        `${'endpoint'.padEnd(38)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`,
      );
      const rates = new Map<string, number>();
      const measured = only === 'catalogue' ? cases.filter((c) => CATALOGUE_READS.includes(c.name)) : cases;
      for (const { name, path, options } of measured) {
        const result = await autocannon({ url: `${address}${path}`, connections, duration: seconds, ...options });
        rates.set(name, result.requests.average);
        console.log(
          `${name.padEnd(38)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(8)}`,
        );
      }
      catalogueRates[kind] = rates;
      if (kind === 'postgres') await againstBaseline(rates);
      if (kind === 'postgres') embeddedShare();
      const revalidated =
        (rates.get('GET /api/products (If-None-Match → 304)') ?? 0) / (rates.get('GET /api/health') ?? 1);
      console.log(
        `\nRevalidated listing (304) / /api/health: ${revalidated.toFixed(2)} (target ≥ 0.50: ${revalidated >= 0.5 ? 'met' : 'NOT MET'})`,
      );
      if (only === 'catalogue') return;
      reportBuying(await buyApart());
      const shop = listingQueries({ statuses: ['published'] }, 'newest', 1, 20);
      await explain(database, 'shop listing (newest, page 1)', shop.pageQuery);
      const search = listingQueries({ statuses: ['published'], q: 'porcelain tile' }, 'relevance', 1, 20);
      await explain(database, 'search "porcelain tile"', search.pageQuery);
      await explain(database, 'search count', search.countQuery);
      // a word in a sixth of the catalogue: the planner may prefer reading the table to the index
      const broad = listingQueries({ statuses: ['published'], q: 'cement' }, 'relevance', 1, 20);
      await explain(database, 'broad search "cement"', broad.pageQuery, true);
    }
  } finally {
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PGlite's rates of the catalogue's reads as a share of PostgreSQL's (printed once both are measured). */
function embeddedShare() {
  if (!catalogueRates.pglite || !catalogueRates.postgres) return;
  console.log('\nThe embedded default (PGlite) against PostgreSQL, same machine:');
  for (const name of SHARED_READS) {
    const share = (catalogueRates.pglite.get(name) ?? 0) / (catalogueRates.postgres.get(name) ?? 1);
    console.log(`  ${name.padEnd(32)} ${share.toFixed(2)} (target ≥ 0.50: ${share >= 0.5 ? 'met' : 'NOT MET'})`);
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

benchFirstLoad();
// BENCH_DATABASES=postgres (or pglite) measures one of them only
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const pgliteToo = !['processes', 'bidding', 'dashboards', 'chat'].includes(process.env.BENCH_ONLY ?? '');
if (pgliteToo && databases.includes('pglite')) await suite('pglite');
const postgres = databases.includes('postgres') && (await postgresReachable());
if (postgres) await suite('postgres');
else if (!databases.includes('postgres')) console.log('\nPostgreSQL not measured (BENCH_DATABASES).');
else console.log(`\nPostgreSQL not reachable at ${pgAdminUrl}: its suite was skipped.`);
if (routesOverBudget.length > 0) {
  console.error(
    `\n!! FIRST-LOAD BUDGET EXCEEDED (≤ ${ROUTE_BUDGET_KB} kB of scripts per route, brotli): ${routesOverBudget.join('; ')}`,
  );
  process.exitCode = 1;
}
