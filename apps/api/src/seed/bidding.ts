/**
 * The demo buyer's construction projects, made through the bidding module's own services:
 * Pembinaan Teguh Jaya's steel for Block C, approved and open for bids (Syarikat Bahan Binaan Maju
 * has bid; the prices stay sealed until bidding ends in three days), and its tiling package, a
 * complete draft waiting for the company's approver. Three more have run their bidding on a
 * clock set days back: Block B concrete, in selection with three sealed bids now opened for
 * comparison; the hoarding and scaffolding package, shortlisted, revised in a second cycle and
 * awarded; and the landscaping timber, which drew no bids.
 */
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FileStorage } from '../adapters/storage/file-storage';
import { stageFile } from '../modules/platform/files/index';
import type { Db } from '../db/client';
import { categories, users } from '../db/schema/index';
import { SettableClock, systemClock } from '../lib/clock';
import { loadActor } from '../modules/identity/index';
import {
  approveProject,
  awardBid,
  createProject,
  openCycleTwo,
  placeBid,
  reviseBid,
  shortlistBids,
} from '../modules/bidding/index';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function actor(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await loadActor(db, row!.id))!;
}

async function category(db: Db, slug: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

/** yyyy-mm-dd in Malaysia, `days` after `now`. */
const dayAfter = (now: Date, days: number) =>
  new Date(now.getTime() + 8 * HOUR + days * DAY).toISOString().slice(0, 10);

/** Block C's delivery schedule: a one-page PDF of call-offs by week, as a site office would send it. */
async function scheduleFile(db: Db, storage: FileStorage, buyer: { companyId: string; userId: string }, now: Date) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  page.drawText('Residensi Seri Kembangan, Block C', { x: 56, y: 770, size: 16, font: bold });
  page.drawText('Reinforcement bars: delivery schedule (call-offs)', { x: 56, y: 748, size: 12, font: regular });
  const rows = [
    ['Week', 'Levels', 'Y12 (t)', 'Y16 (t)', 'R10 (t)'],
    ...[1, 2, 3, 4, 5, 6].map((week) => [
      dayAfter(now, 10 + (week - 1) * 14),
      `L${week}–L${week + 2 > 8 ? 8 : week + 2}`,
      String(week < 6 ? 8 : 5),
      String(week < 6 ? 5 : 5),
      week % 2 === 0 ? '2' : '1',
    ]),
  ];
  rows.forEach((row, r) =>
    row.forEach((cell, c) =>
      page.drawText(cell, { x: 56 + c * 100, y: 700 - r * 22, size: 10, font: r === 0 ? bold : regular }),
    ),
  );
  page.drawText('Deliveries Monday to Saturday, 8 am to 5 pm; lorries over 10 tonnes by the south gate.', {
    x: 56,
    y: 520,
    size: 9,
    font: regular,
  });
  const staged = await stageFile(storage, {
    companyId: buyer.companyId,
    uploadedBy: buyer.userId,
    purpose: 'delivery-schedule',
    visibility: 'private',
    originalName: 'block-c-delivery-schedule.pdf',
    type: { mimeType: 'application/pdf', extension: 'pdf' },
    bytes: Buffer.from(await pdf.save()),
  });
  await staged.record(db);
  return staged.id;
}

export async function seedBidding(db: Db, storage: FileStorage, siteId: string | null, now = new Date()) {
  const ctx = { db, clock: systemClock };
  const buyer = await actor(db, 'buyer@demo.test');
  const site = {
    companyProjectId: siteId,
    country: 'Malaysia',
    state: 'Selangor',
    city: 'Seri Kembangan',
    contactPerson: 'Lim Chee Keong',
    phone: '012-345 6704',
    remark: 'Site office at Jalan Besar gate; lorries over 10 tonnes by the south entrance only.',
    deliveryScheduleFileId: null,
  };
  const steel = await createProject(ctx, buyer, {
    ...site,
    shortTitle: 'Block C rebar',
    fullTitle: 'Reinforcement bars for Block C, levels 1 to 8',
    name: 'Residensi Seri Kembangan, Block C',
    description:
      'High-tensile deformed bars (MS 146) for columns, beams and slabs of Block C. Cut and bend not needed.',
    categoryId: await category(db, 'steel-metal'),
    subcategoryId: await category(db, 'rebar'),
    deliveryScheduleFileId: await scheduleFile(db, storage, buyer, now),
    constructionStart: dayAfter(now, 14),
    constructionEnd: dayAfter(now, 300),
    deliveryStart: dayAfter(now, 10),
    deliveryEnd: dayAfter(now, 120),
    products: [
      { specification: 'Y12 high-tensile deformed bar, 12 m', quantity: 45, unit: 'tonne' },
      { specification: 'Y16 high-tensile deformed bar, 12 m', quantity: 30, unit: 'tonne' },
      { specification: 'R10 mild steel round bar, 6 m', quantity: 8, unit: 'tonne' },
    ],
    validUntil: new Date(now.getTime() + 30 * DAY).toISOString(),
    bidStartAt: new Date(now.getTime() - 2 * HOUR).toISOString(),
    bidEndAt: new Date(now.getTime() + 3 * DAY).toISOString(),
  });
  await approveProject(ctx, buyer, steel.id);
  const [y12, y16] = steel.products;
  await placeBid(ctx, await actor(db, 'seller@demo.test'), steel.id, {
    currency: 'MYR',
    lines: [
      { productLineId: y12!.id, unitPriceSen: 338_000 },
      { productLineId: y16!.id, unitPriceSen: 335_000 },
      { productLineId: steel.products[2]!.id, unitPriceSen: null },
    ],
    remarks: 'Delivered by our 10-tonne lorries in three call-offs; mill certificates with each load.',
  });
  await createProject(ctx, buyer, {
    ...site,
    shortTitle: 'Show unit tiles',
    fullTitle: 'Floor and wall tiles for the Block A show units',
    name: 'Residensi Seri Kembangan, Block A show units',
    description: 'Porcelain floor tiles 600 x 600 mm and ceramic wall tiles 300 x 600 mm for two show units.',
    categoryId: await category(db, 'tiles-flooring'),
    subcategoryId: null,
    constructionStart: dayAfter(now, 21),
    constructionEnd: dayAfter(now, 90),
    deliveryStart: dayAfter(now, 20),
    deliveryEnd: dayAfter(now, 40),
    products: [
      { specification: 'Porcelain floor tile 600 x 600 mm, matt, grade AA', quantity: 420, unit: 'sq m' },
      { specification: 'Ceramic wall tile 300 x 600 mm, gloss white', quantity: 260, unit: 'sq m' },
    ],
    validUntil: new Date(now.getTime() + 45 * DAY).toISOString(),
    bidStartAt: new Date(now.getTime() + 2 * DAY).toISOString(),
    bidEndAt: new Date(now.getTime() + 6 * DAY).toISOString(),
  });
}

/** Lines priced in order (null: not offered). */
const priced = (project: { products: { id: string }[] }, prices: (number | null)[]) =>
  project.products.map((p, i) => ({ productLineId: p.id, unitPriceSen: prices[i] ?? null }));

/** Projects whose bidding ran days ago: in selection, awarded after a second cycle, and without bids. */
export async function seedPastBidding(db: Db, siteId: string | null, now = new Date()) {
  const clock = new SettableClock(new Date(now.getTime() - 5 * DAY));
  const ctx = { db, clock };
  const buyer = await actor(db, 'buyer@demo.test');
  const maju = await actor(db, 'seller@demo.test');
  const quarry = await actor(db, 'dispatch@perakquarry.demo.test');
  const batching = await actor(db, 'batching@ksbutara.demo.test');
  const timber = await actor(db, 'sales@borneotimber.demo.test');
  const site = {
    companyProjectId: siteId,
    country: 'Malaysia',
    state: 'Selangor',
    city: 'Seri Kembangan',
    contactPerson: 'Lim Chee Keong',
    phone: '012-345 6704',
    remark: '',
    deliveryScheduleFileId: null,
  };
  const window = (endAgoHours: number) => ({
    validUntil: new Date(now.getTime() + 30 * DAY).toISOString(),
    bidStartAt: new Date(now.getTime() - 4 * DAY).toISOString(),
    bidEndAt: new Date(now.getTime() - endAgoHours * HOUR).toISOString(),
    constructionStart: dayAfter(now, 10),
    constructionEnd: dayAfter(now, 240),
    deliveryStart: dayAfter(now, 7),
    deliveryEnd: dayAfter(now, 150),
  });

  const concrete = await createProject(ctx, buyer, {
    ...site,
    ...window(6),
    shortTitle: 'Block B concrete',
    fullTitle: 'Cement, ready-mixed concrete and aggregates for Block B substructure',
    name: 'Residensi Seri Kembangan, Block B',
    description: 'Pile caps, ground beams and ground slab of Block B. Pump access from Jalan Besar.',
    categoryId: await category(db, 'cement-concrete'),
    subcategoryId: null,
    products: [
      { specification: 'Ordinary Portland cement, 50 kg bag (MS 522)', quantity: 1800, unit: 'bag' },
      { specification: 'Ready-mixed concrete grade 30, slump 75 mm', quantity: 620, unit: 'm³' },
      { specification: 'Granite aggregate 20 mm', quantity: 240, unit: 'tonne' },
    ],
  });
  await approveProject(ctx, buyer, concrete.id);
  clock.set(new Date(now.getTime() - 2 * DAY));
  await placeBid(ctx, maju, concrete.id, {
    currency: 'MYR',
    lines: priced(concrete, [2_150, 27_500, 6_800]),
    remarks: 'Cement from our Shah Alam yard within 2 days of call-off; concrete from partner plant in Puchong.',
  });
  await placeBid(ctx, batching, concrete.id, {
    currency: 'MYR',
    lines: priced(concrete, [null, 26_200, null]),
    remarks: 'Own batching plant 9 km away; pump hire quoted separately.',
  });
  await placeBid(ctx, quarry, concrete.id, {
    currency: 'MYR',
    lines: priced(concrete, [2_230, null, 5_900]),
    remarks: 'Tipper delivery 20 tonnes a load, weighbridge ticket with each.',
  });

  clock.set(new Date(now.getTime() - 5 * DAY));
  const hoarding = await createProject(ctx, buyer, {
    ...site,
    ...window(50),
    shortTitle: 'Hoarding and scaffolding',
    fullTitle: 'Site hoarding plywood and scaffolding timber for Block B',
    name: 'Residensi Seri Kembangan, Block B',
    description: 'Plywood for 180 m of site hoarding and sawn timber for scaffold boards.',
    categoryId: await category(db, 'timber-formwork'),
    subcategoryId: null,
    products: [
      { specification: 'Plywood 18 mm, 4 ft x 8 ft, phenolic film faced', quantity: 400, unit: 'sheet' },
      { specification: 'Sawn timber 2 in x 9 in x 13 ft, kiln dried', quantity: 300, unit: 'piece' },
    ],
  });
  await approveProject(ctx, buyer, hoarding.id);
  clock.set(new Date(now.getTime() - 3 * DAY));
  const majuBid = await placeBid(ctx, maju, hoarding.id, {
    currency: 'MYR',
    lines: priced(hoarding, [6_900, 4_200]),
    remarks: 'Delivered in one lot from Kepong depot.',
  });
  const timberBid = await placeBid(ctx, timber, hoarding.id, {
    currency: 'MYR',
    lines: priced(hoarding, [7_200, 3_650]),
    remarks: 'Shipped from Kuching; 10 working days.',
  });
  clock.set(new Date(now.getTime() - 48 * HOUR));
  await shortlistBids(ctx, buyer, hoarding.id, [majuBid.myBid!.id, timberBid.myBid!.id]);
  await openCycleTwo(ctx, buyer, hoarding.id, new Date(now.getTime() - 24 * HOUR).toISOString());
  clock.set(new Date(now.getTime() - 30 * HOUR));
  await reviseBid(ctx, timber, hoarding.id, {
    currency: 'MYR',
    lines: priced(hoarding, [6_850, 3_650]),
    remarks: 'Shipped from Kuching; 10 working days. Plywood price revised.',
  });
  clock.set(now);
  await awardBid(ctx, buyer, hoarding.id, timberBid.myBid!.id);

  clock.set(new Date(now.getTime() - 5 * DAY));
  const landscape = await createProject(ctx, buyer, {
    ...site,
    ...window(20),
    shortTitle: 'Landscape decking',
    fullTitle: 'Chengal decking and pergola timber for the clubhouse garden',
    name: 'Residensi Seri Kembangan, clubhouse',
    description: 'Grade A chengal, planed all round, for a 120 m² deck and two pergolas.',
    categoryId: await category(db, 'timber-formwork'),
    subcategoryId: await category(db, 'sawn-timber'),
    products: [{ specification: 'Chengal decking 1 in x 4 in, planed', quantity: 2600, unit: 'metre' }],
  });
  await approveProject(ctx, buyer, landscape.id);
}
