/**
 * eBidding under load (issue targets: the suppliers' project list and a comparison of 10 lines ×
 * 50 bids, p99 under 50 ms on PostgreSQL; bid submission with 50 suppliers bidding at once):
 * 2,000 projects and 20,000 bids are generated with SQL over 50 supplier companies, then the
 * list and the comparison are measured with autocannon, and 50 suppliers bid on one project at once.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { createCompanyWithUsers } from '../apps/api/src/modules/identity/index';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo';

const SUPPLIERS = 50;
const PROJECTS = 2000;
const BIDS_PER_PROJECT = 10;

const signIn = async (address: string, username: string) => {
  const response = await fetch(`${address}/accounts/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${((await response.json()) as { jwtToken: string }).jwtToken}` };
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function benchBidding(database: Database, address: string, seconds: number, connections: number) {
  const db = database.db;
  const tag = Date.now().toString(36);
  const suppliers: string[] = [];
  for (let i = 0; i < SUPPLIERS; i++) {
    const { company } = await createCompanyWithUsers(
      db,
      { name: `Bench Supplier ${i} Sdn. Bhd.`, registrationNo: `BENCH-${tag}-${i}`, kind: 'seller' },
      [
        {
          email: `bench.supplier.${tag}.${i}@demo.test`,
          password: DEMO_PASSWORD,
          pin: '123456',
          firstName: 'Bench',
          lastName: `Supplier ${i}`,
          phone: '+60123450000',
          role: 'SellAdm',
        },
      ],
    );
    suppliers.push(company.id);
  }
  const started = Date.now();
  const ids = sql.raw(`array[${suppliers.map((id) => `'${id}'::uuid`).join(',')}]`);
  // 2,000 projects of the demo buyer: a third open, a third in selection, a third drafts
  await db.execute(sql`
    insert into bidding_projects (number, buyer_company_id, created_by, status, short_title, full_title, name,
      description, category_id, country, state, city, construction_start, construction_end, delivery_start,
      delivery_end, contact_person, phone, valid_until, bid_start_at, bid_end_at, approved_at)
    select 'BPB-' || ${tag} || '-' || g, u.company_id, u.id,
      case when g % 3 = 2 then 'draft' else 'approved' end,
      'Bench project ' || g, 'Bench project ' || g || ', levels 1 to 8', 'Bench site ' || g, 'Generated for the bench.',
      (select id from categories where parent_id is null order by sort_order limit 1),
      'Malaysia', (array['Selangor','Johor','Perak','Penang','Sabah'])[1 + g % 5], 'Bench City',
      '2027-02-01', '2027-12-01', '2027-02-10', '2027-06-30', 'Bench Contact', '012-345 6789',
      now() + interval '40 days',
      now() - interval '2 days',
      case when g % 3 = 1 then now() - interval '1 hour' else now() + (g || ' minutes')::interval end,
      now() - interval '3 days'
    from generate_series(1, ${PROJECTS}) g, (select id, company_id from users where email = 'buyer@demo.test') u`);
  await db.execute(sql`
    insert into bidding_project_products (project_id, sort_order, specification, quantity, unit)
    select p.id, k, 'Bench line ' || k, 10 + k, 'tonne'
    from bidding_projects p, generate_series(0, 2) k where p.number like ${`BPB-${tag}-%`}`);
  // ten bids on each approved project (2,000 × ⅔ × 10 ≈ 13,300), and the rest on the open ones until 20,000
  await db.execute(sql`
    insert into bids (project_id, seller_company_id, submitted_by, currency, status, total_sen, remarks, submitted_at)
    select p.id, (${ids})[1 + (k + row_number) % ${SUPPLIERS}],
      (select id from users where company_id = (${ids})[1 + (k + row_number) % ${SUPPLIERS}] limit 1),
      'MYR', 'submitted', 0, 'Bench terms', now() - interval '1 day'
    from (select id, row_number() over (order by number) as row_number from bidding_projects
          where number like ${`BPB-${tag}-%`} and status = 'approved') p,
      generate_series(0, ${BIDS_PER_PROJECT * 2 - 1}) k
    where k < ${BIDS_PER_PROJECT} or p.row_number % 2 = 0`);
  await db.execute(sql`
    insert into bid_lines (bid_id, product_line_id, unit_price_sen)
    select b.id, pp.id, 300000 + (abs(hashtext(b.id::text || pp.id::text)) % 50000)
    from bids b join bidding_project_products pp on pp.project_id = b.project_id
    join bidding_projects p on p.id = b.project_id where p.number like ${`BPB-${tag}-%`}`);
  // one project of 10 lines with 50 bids, bidding ended: the comparison
  const [comparison] = (
    (await db.execute(sql`
    insert into bidding_projects (number, buyer_company_id, created_by, status, short_title, full_title, name,
      description, category_id, country, state, city, construction_start, construction_end, delivery_start,
      delivery_end, contact_person, phone, valid_until, bid_start_at, bid_end_at, approved_at)
    select 'BPC-' || ${tag}, u.company_id, u.id, 'approved', 'Bench comparison', 'Bench comparison', 'Bench',
      'Ten lines, fifty bids.', (select id from categories where parent_id is null order by sort_order limit 1),
      'Malaysia', 'Selangor', 'Bench City', '2027-02-01', '2027-12-01', '2027-02-10', '2027-06-30',
      'Bench Contact', '012-345 6789', now() + interval '30 days', now() - interval '3 days',
      now() - interval '1 hour', now() - interval '4 days'
    from users u where u.email = 'buyer@demo.test' returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  await db.execute(sql`
    insert into bidding_project_products (project_id, sort_order, specification, quantity, unit)
    select ${comparison!.id}, k, 'Comparison line ' || k, 5 + k, 'tonne' from generate_series(0, 9) k`);
  await db.execute(sql`
    insert into bids (project_id, seller_company_id, submitted_by, currency, status, total_sen, remarks, submitted_at)
    select ${comparison!.id}, s, (select id from users where company_id = s limit 1), 'MYR', 'submitted', 0,
      'Bench terms', now() - interval '2 days' from unnest(${ids}) s`);
  await db.execute(sql`
    insert into bid_lines (bid_id, product_line_id, unit_price_sen)
    select b.id, pp.id, 300000 + (abs(hashtext(b.id::text || pp.id::text)) % 50000)
    from bids b join bidding_project_products pp on pp.project_id = b.project_id where b.project_id = ${comparison!.id}`);
  const [fresh] = (
    (await db.execute(sql`
    insert into bidding_projects (number, buyer_company_id, created_by, status, short_title, full_title, name,
      description, category_id, country, state, city, construction_start, construction_end, delivery_start,
      delivery_end, contact_person, phone, valid_until, bid_start_at, bid_end_at, approved_at)
    select 'BPT-' || ${tag}, u.company_id, u.id, 'approved', 'Bench bidding at once', 'Bench bidding at once', 'Bench',
      'Fifty suppliers at once.', (select id from categories where parent_id is null order by sort_order limit 1),
      'Malaysia', 'Selangor', 'Bench City', '2027-02-01', '2027-12-01', '2027-02-10', '2027-06-30',
      'Bench Contact', '012-345 6789', now() + interval '30 days', now() - interval '1 hour',
      now() + interval '1 day', now() - interval '2 hours'
    from users u where u.email = 'buyer@demo.test' returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  await db.execute(sql`
    insert into bidding_project_products (project_id, sort_order, specification, quantity, unit)
    select ${fresh!.id}, k, 'Line ' || k, 20 + k, 'tonne' from generate_series(0, 2) k`);
  await db.execute(sql`analyze`);
  const [counted] = (
    (await db.execute(
      sql`select (select count(*) from bidding_projects) as projects, (select count(*) from bids) as bids`,
    )) as unknown as {
      rows: { projects: string; bids: string }[];
    }
  ).rows;
  console.log(
    `\neBidding: ${counted!.projects} projects and ${counted!.bids} bids generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const supplier = await signIn(address, `bench.supplier.${tag}.0@demo.test`);
  const buyer = await signIn(address, 'buyer@demo.test');
  for (const [name, path, headers] of [
    ['GET /api/seller/bidding/projects (open)', '/api/seller/bidding/projects?pageSize=20', supplier],
    ['GET /api/seller/bidding/projects?state', '/api/seller/bidding/projects?pageSize=20&state=Johor', supplier],
    ['GET /api/bidding/projects/:id (10 × 50)', `/api/bidding/projects/${comparison!.id}`, buyer],
  ] as const) {
    const result = await autocannon({ url: `${address}${path}`, connections, duration: seconds, headers });
    console.log(
      `${name.padEnd(42)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  (target p99 < 50 ms)  non-2xx ${result.non2xx}`,
    );
  }

  // 50 suppliers bid on one open project at once
  // a project open for bids that no one has bid on yet
  const open = (await (
    await fetch(`${address}/api/seller/bidding/projects?pageSize=1&q=BPT-${tag}`, { headers: supplier })
  ).json()) as { items: { id: string; products: { id: string }[] }[] };
  const target = open.items[0]!;
  const sessions = await Promise.all(suppliers.map((_, i) => signIn(address, `bench.supplier.${tag}.${i}@demo.test`)));
  const body = JSON.stringify({
    currency: 'MYR',
    lines: target.products.map((p, i) => ({ productLineId: p.id, unitPriceSen: 310_000 + i * 1000 })),
    remarks: 'Bench bid',
  });
  const timings: number[] = [];
  const statuses: number[] = [];
  const all = Date.now();
  await Promise.all(
    sessions.map(async (auth) => {
      const at = Date.now();
      const response = await fetch(`${address}/api/seller/bidding/projects/${target.id}/bids`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      });
      statuses.push(response.status);
      timings.push(Date.now() - at);
    }),
  );
  const total = Date.now() - all;
  const placed = statuses.filter((s) => s === 201).length;
  const already = statuses.filter((s) => s === 409).length;
  console.log(
    `50 suppliers bidding at once: ${placed} placed, ${already} already bid, in ${total} ms (${((statuses.length / total) * 1000).toFixed(0)} bids/s); p50 ${percentile(timings, 50)} ms, p99 ${percentile(timings, 99)} ms`,
  );
}
