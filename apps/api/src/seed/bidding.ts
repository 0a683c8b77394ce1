/**
 * The demo buyer's construction projects, made through the bidding module's own services:
 * Pembinaan Teguh Jaya's steel for Block C, approved and open for bids (Syarikat Bahan Binaan Maju
 * has bid; the prices stay sealed until bidding ends in three days), and its tiling package, a
 * complete draft waiting for the company's approver.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, users } from '../db/schema/index';
import { systemClock } from '../lib/clock';
import { loadActor } from '../modules/identity/index';
import { approveProject, createProject, placeBid } from '../modules/bidding/index';

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

export async function seedBidding(db: Db, now = new Date()) {
  const ctx = { db, clock: systemClock };
  const buyer = await actor(db, 'buyer@demo.test');
  const site = {
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
