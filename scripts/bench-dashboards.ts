/**
 * Dashboards under load (issue target: the seller dashboard for 12 months and the administrators'
 * dashboard under 300 ms p99 on PostgreSQL, with 200,000 orders over two years): the orders and
 * their lines (and a delivery order for each completed one) are generated with SQL over the demo
 * catalogue's sellers, products and buyers (the demo seller's share large enough to matter), then
 * both dashboards and every report page are measured with autocannon, a year's order report is
 * exported as XLSX with the process's memory sampled, and the plans of the heaviest queries printed.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);

const signIn = async (address: string, username: string) => {
  const response = await fetch(`${address}/accounts/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${((await response.json()) as { jwtToken: string }).jwtToken}` };
};

async function plan(database: Database, label: string, query: ReturnType<typeof sql>) {
  const result = await database.db.execute(sql`explain analyze ${query}`);
  const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
  console.log(`\nPlan of ${label}:`);
  for (const line of lines) console.log(`  ${line}`);
}

export async function benchDashboards(database: Database, address: string, seconds: number, connections: number) {
  const db = database.db;
  const started = Date.now();
  // a bulk load: the day rows of order figures are made once at the end (order_figures_rebuild, migration 0024)
  // instead of by the triggers row by row
  await db.execute(sql`alter table orders disable trigger orders_figures_written`);
  await db.execute(sql`alter table order_lines disable trigger order_lines_figures_written`);
  // one placed checkout holds them all (the orders only need one to refer to)
  await db.execute(sql`
    insert into checkouts (buyer_company_id, created_by, status, lines, details, placed_at, placed_by)
    select u.company_id, u.id, 'placed', '[]'::jsonb, '{}'::jsonb, now(), u.id from users u where u.email = 'buyer@demo.test'`);
  // two years of orders: every published product's seller sells, the demo seller a fifth of them
  await db.execute(sql`
    with p as (
      select id, company_id as seller_company_id, row_number() over (order by company_id, id) - 1 as i
      from products where status = 'published'
    ),
    mp as (
      select id, company_id as seller_company_id, row_number() over (order by id) - 1 as i from products
      where status = 'published' and company_id = (select id from companies where registration_no = '201501023456')
    ),
    b as (select id, row_number() over (order by id) - 1 as i from companies where kind = 'buyer' and status = 'active'),
    g as (
      select n, n % (select count(*) from p) as pi, n % (select count(*) from mp) as mi, n % (select count(*) from b) as bi
      from generate_series(1, ${ORDERS}) n
    )
    insert into orders (number, checkout_id, buyer_company_id, seller_company_id, placed_by, status, payment_status,
      payment_method, currency, subtotal_sen, delivery_fee_sen, discount_sen, credit_term_charge_sen, admin_charge_sen,
      card_charge_sen, grand_total_sen, rates, delivery_method, delivery_at, project_details, recipient_name,
      contact_number, pic, email, address_line1, postcode, city, state, country, remarks, created_at, updated_at)
    select 'SO-BENCH-' || g.n, ch.id, b.id,
      case when g.n % 5 = 0 then mp.seller_company_id else p.seller_company_id end, placer.id,
      (array['completed','completed','confirmed','ongoing','cancelled','rejected','submitted'])[1 + g.n % 7],
      'paid', 'fpx', 'MYR', 1000 * (1 + (1 + g.n % 97) % 10), 0, 0, 0, 0, 0, 1000 * (1 + (1 + g.n % 97) % 10),
      '{}'::jsonb, 'seller',
      now() - ((g.n % 730) || ' days')::interval + interval '3 days', 'Bench site', 'Bench Recipient',
      '012-345 6789', 'Bench PIC', 'bench@demo.test', 'Lot 1, Jalan Bench', '40000', 'Shah Alam',
      (array['Selangor','Johor','Perak','Pulau Pinang','Sabah','Kuala Lumpur'])[1 + g.n % 6], 'Malaysia', '',
      now() - ((g.n % 730) || ' days')::interval - ((g.n % 24) || ' hours')::interval,
      now() - ((g.n % 730) || ' days')::interval
    from g
    join p on p.i = g.pi
    join mp on mp.i = g.mi
    join b on b.i = g.bi
    cross join (select id from users where email = 'buyer@demo.test') placer
    cross join (select id from checkouts where status = 'placed' order by created_at desc limit 1) ch`);
  await db.execute(sql`
    insert into order_lines (order_id, product_id, product_name, variation_name, unit, quantity, unit_price_sen,
      line_total_sen, product_version)
    select o.id, p.id, p.name, 'Bench', 'unit', o.subtotal_sen / 1000, 1000, o.subtotal_sen, 1
    from orders o
    join (
      select distinct on (company_id) company_id as seller_company_id, id, name from products
      where status = 'published' order by company_id, id
    ) p on p.seller_company_id = o.seller_company_id
    where o.number like 'SO-BENCH-%'`);
  // a delivery order for each completed order: due three days after it, most acknowledged that day
  await db.execute(sql`
    insert into delivery_orders (number, order_id, seller_company_id, buyer_company_id, seller_do_number, status,
      delivery_at, carrier, created_by, acknowledged_at, created_at, updated_at)
    select 'DO-BENCH-' || o.number, o.id, o.seller_company_id, o.buyer_company_id, 'B-' || o.number, 'acknowledged',
      o.delivery_at, 'driver', o.placed_by,
      o.delivery_at + case when o.subtotal_sen % 3000 = 0 then interval '1 day' else interval '2 hours' end,
      o.created_at, o.created_at
    from orders o where o.number like 'SO-BENCH-%' and o.status = 'completed'`);
  await db.execute(sql`alter table orders enable trigger orders_figures_written`);
  await db.execute(sql`alter table order_lines enable trigger order_lines_figures_written`);
  await db.execute(sql`select order_figures_rebuild()`);
  // as autovacuum would soon after
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_lines`);
  await db.execute(sql`vacuum analyze delivery_orders`);
  for (const table of ['order_figures', 'buyer_sales', 'product_sales'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [counted] = (
    (await db.execute(sql`select count(*) as orders from orders`)) as unknown as { rows: { orders: string }[] }
  ).rows;
  console.log(`\nDashboards: ${counted!.orders} orders generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const seller = await signIn(address, 'seller@demo.test');
  const admin = await signIn(address, 'admin@demo.test');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() + 8 * 3600_000 - 364 * 86_400_000).toISOString().slice(0, 10);
  const year = `from=${yearAgo}&to=${today}`;
  for (const [name, path, headers] of [
    ['GET /api/seller/dashboard?months=12', '/api/seller/dashboard?months=12', seller],
    ['GET /api/seller/dashboard?months=1', '/api/seller/dashboard?months=1', seller],
    ['GET /api/admin/dashboard?months=12', '/api/admin/dashboard?months=12', admin],
    ['GET /api/admin/reports/order (12 months)', `/api/admin/reports/order?${year}`, admin],
    ['GET /api/admin/reports/order (page 100)', `/api/admin/reports/order?${year}&page=100`, admin],
    ['GET /api/admin/reports/seller (12 months)', `/api/admin/reports/seller?${year}`, admin],
    ['GET /api/admin/reports/delivery (12 months)', `/api/admin/reports/delivery?${year}`, admin],
    ['GET /api/admin/reports/sales (12 months)', `/api/admin/reports/sales?${year}`, admin],
    ['GET /api/seller/reports/sales (12 months)', `/api/seller/reports/sales?${year}`, seller],
  ] as const) {
    const result = await autocannon({ url: `${address}${path}`, connections, duration: seconds, headers });
    console.log(
      `${name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  (target p99 < 300 ms)  non-2xx ${result.non2xx}`,
    );
  }
  await exportMemory(address, admin, year);
  const maju = sql`(select id from companies where registration_no = '201501023456')`;
  await plan(
    database,
    "the seller's sales by month for 12 months (order figures)",
    sql`select to_char(day, 'YYYY-MM'), sum(goods_sen) from order_figures
        where seller_company_id = ${maju} and currency = 'MYR' and status in ('confirmed','ongoing','completed')
          and day >= current_date - 365
        group by 1`,
  );
  await plan(
    database,
    "the seller's top products for 12 months",
    sql`select product_id, sum(value_sen) from product_sales
        where seller_company_id = ${maju} and day >= current_date - 365
        group by product_id order by 2 desc limit 10`,
  );
  await plan(
    database,
    "the administrators' GMV for 12 months",
    sql`select sum(total_sen) from order_figures
        where currency = 'MYR' and status in ('confirmed','ongoing','completed') and day >= current_date - 365`,
  );
}

/**
 * The order report of a year (about 100,000 orders) exported as XLSX while the server's memory is
 * sampled: the workbook streams out as it is written, so the process grows by little whatever the rows.
 */
async function exportMemory(address: string, headers: Record<string, string>, period: string) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = Date.now();
  const response = await fetch(`${address}/api/admin/reports/order/export?${period}&format=xlsx`, { headers });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  clearInterval(sampler);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `\nXLSX export of the order report for 12 months: ${response.headers.get('x-report-rows')} rows, ${mb(bytes)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s;` +
      ` process memory (API and bench together) ${mb(before.rss)} → peak ${mb(peakRss)} MB RSS (+${mb(peakRss - before.rss)} MB),` +
      ` heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)} MB (target: under 200 MB)`,
  );
}
