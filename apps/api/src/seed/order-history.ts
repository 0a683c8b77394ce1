/**
 * Two years of trade before the demo's own recent orders, so the dashboards and reports
 * have a real history to show: eight more contractors across the peninsula, Sabah and Sarawak,
 * each buying from the suppliers that deliver to its site (Teguh Jaya and Seri Perkasa from
 * Syarikat Bahan Binaan Maju and Elektrik Jaya, a Kedah developer from the Kedah batching plant
 * and the Penang tile centre, and so on), a few times a month, more as the platform grew, fewer
 * over Chinese New Year and Hari Raya, none on Sundays.
 *
 * Every order is whole, as the product itself would have left it: a placed checkout, the order
 * priced with the shared pricing rules and the supplier's own delivery rates for the distance,
 * its lines at the listing's price, its timeline, its payment (online banking or card, with the
 * sandbox gateway's matching transaction) and paid invoice, and — once delivered — the delivery
 * order with every driver step and the buyer's acknowledgement; about one order in ten was
 * cancelled by the buyer after its payment failed. About half of the delivered orders were rated
 * (a few with a supplier's reply). The figures tables follow through their triggers.
 *
 * Generated from a fixed seed, so every fresh demo has the same history relative to the day it is
 * made; it ends ten days before that day, where the hand-made recent orders begin. Rows are written
 * in bulk (one insert per table), which keeps the demo seed quick.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type FeeRates, type PaymentMethod, DEFAULT_FEE_RATES, priceOrder, sellerDeliveryFee } from '@binamart/shared';
import type { Db } from '../db/client';
import { createCompanyWithUsers } from '../modules/identity/index';
import { changeProductRating } from '../modules/catalog/index';
import { recountProductRating } from '../modules/ratings/index';
import {
  checkouts,
  companies,
  companyProjects,
  deliveryEvents,
  deliveryOrderLines,
  deliveryOrders,
  invoiceCounters,
  invoices,
  orderEvents,
  orderLines,
  orders,
  payments,
  productVariations,
  products,
  ratings,
  sandboxGatewayTransactions,
  users,
} from '../db/schema/index';
import { DEMO_SELLERS } from './catalog-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const MYT_MS = 8 * HOUR_MS;

/** How far back the history starts and where it stops, in days before the seed runs. */
const FIRST_DAY = 730;
const LAST_DAY = 10;

interface Site {
  projectDetails: string;
  recipientName: string;
  contactNumber: string;
  pic: string;
  email: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
  /** the buyer's company project of that name, when it keeps one */
  companyProject?: string;
}

interface HistoryBuyer {
  name: string;
  registrationNo: string;
  user: { email: string; firstName: string; lastName: string; position: string; phone: string };
  publicSector?: boolean;
}

/** The contractors that join for the history; their administrators sign in with the demo password. */
const NEW_BUYERS: HistoryBuyer[] = [
  {
    name: 'Mega Bina Klang Sdn. Bhd.',
    registrationNo: '201601045521',
    user: {
      email: 'purchasing@megabina.demo.test',
      firstName: 'Ong',
      lastName: 'Kah Seng',
      position: 'Purchasing Manager',
      phone: '+60123456711',
    },
  },
  {
    name: 'Binaan Utara Jaya Sdn. Bhd.',
    registrationNo: '201301017788',
    user: {
      email: 'procurement@binaanutara.demo.test',
      firstName: 'Zulkifli',
      lastName: 'Abdullah',
      position: 'Procurement Executive',
      phone: '+60123456712',
    },
  },
  {
    name: 'Ipoh Heights Builders Sdn. Bhd.',
    registrationNo: '200701029934',
    user: {
      email: 'site@ipohheights.demo.test',
      firstName: 'Leong',
      lastName: 'Siew Fong',
      position: 'Project Manager',
      phone: '+60123456713',
    },
  },
  {
    name: 'Pembinaan Selatan Johor Sdn. Bhd.',
    registrationNo: '201001056612',
    user: {
      email: 'purchasing@selatanjohor.demo.test',
      firstName: 'Rajesh',
      lastName: 'Nair',
      position: 'Quantity Surveyor',
      phone: '+60123456714',
    },
  },
  {
    name: 'Kuching Bina Bumi Sdn. Bhd.',
    registrationNo: '201501038871',
    user: {
      email: 'admin@kuchingbina.demo.test',
      firstName: 'Jennifer',
      lastName: 'Lau',
      position: 'Contracts Manager',
      phone: '+60123456715',
    },
  },
  {
    name: 'Kinabalu Maju Construction Sdn. Bhd.',
    registrationNo: '201101062290',
    user: {
      email: 'purchasing@kinabalumaju.demo.test',
      firstName: 'Jaimis',
      lastName: 'Gunsalam',
      position: 'Site Manager',
      phone: '+60123456716',
    },
  },
  {
    name: 'Kuantan Kejuruteraan Awam Sdn. Bhd.',
    registrationNo: '200901071143',
    user: {
      email: 'operasi@kuantankej.demo.test',
      firstName: 'Faizal',
      lastName: 'Hamzah',
      position: 'Operations Director',
      phone: '+60123456717',
    },
  },
  {
    name: 'Bina Warisan Melaka Sdn. Bhd.',
    registrationNo: '201801066654',
    user: {
      email: 'projects@binawarisan.demo.test',
      firstName: 'Chua',
      lastName: 'Boon Hock',
      position: 'Project Director',
      phone: '+60123456718',
    },
  },
];

const person = (recipientName: string, contactNumber: string, pic: string, email: string) => ({
  recipientName,
  contactNumber,
  pic,
  email,
});

/** Where each buyer's orders went (the first matching its period is used: older sites first). */
const SITES: Record<string, { until?: number; site: Site }[]> = {
  // Pembinaan Teguh Jaya: the Batu Caves warehouse, then Residensi Seri Kembangan (its company projects)
  '201801034567': [
    {
      until: 120,
      site: {
        projectDetails: 'Gudang Batu Caves Lot 12: a two-storey steel-framed warehouse with a mezzanine office',
        ...person('Tan Mei Ling', '0167023398', 'Tan Mei Ling', 'buyer@demo.test'),
        addressLine1: 'Lot 12, Jalan Industri Batu Caves 1/3',
        addressLine2: '',
        postcode: '68100',
        city: 'Batu Caves',
        state: 'Selangor',
        companyProject: 'Gudang Batu Caves Lot 12',
      },
    },
    {
      site: {
        projectDetails:
          'Residensi Seri Kembangan: two 18-storey blocks of serviced apartments (Block A superstructure, Block B brickwork and M&E)',
        ...person('Lim Chee Keong', '0123456704', 'Ir. Ahmad Fauzi', 'buyer@demo.test'),
        addressLine1: 'Lot 2107, Jalan Besar',
        addressLine2: 'Taman Universiti Indah',
        postcode: '43300',
        city: 'Seri Kembangan',
        state: 'Selangor',
        companyProject: 'Residensi Seri Kembangan',
      },
    },
  ],
  // Kontraktor Awam Seri Perkasa: a JKR government clinic in Putrajaya
  '201201012345': [
    {
      site: {
        projectDetails: 'JKR: Klinik Kesihatan Presint 18, single-storey clinic and staff quarters',
        ...person('Mohd Hafiz Ismail', '0123456708', 'Ir. Siti Zainab (JKR)', 'buyer.gov@demo.test'),
        addressLine1: 'Lot PT 4471, Jalan P18',
        addressLine2: 'Presint 18',
        postcode: '62150',
        city: 'Putrajaya',
        state: 'Putrajaya',
      },
    },
  ],
  '201601045521': [
    {
      site: {
        projectDetails: 'Taman Bayu Klang: 64 units of double-storey terrace houses, phase 2',
        ...person('Ong Kah Seng', '0123456711', 'Encik Roslan (site supervisor)', 'purchasing@megabina.demo.test'),
        addressLine1: 'Jalan Bayu 3, Taman Bayu Perdana',
        addressLine2: 'Site office near the show units',
        postcode: '41200',
        city: 'Klang',
        state: 'Selangor',
      },
    },
  ],
  '201301017788': [
    {
      site: {
        projectDetails: 'Pangsapuri Bakar Arang: 12-storey affordable apartments, piling done, superstructure',
        ...person('Zulkifli Abdullah', '0123456712', 'Encik Kamarul', 'procurement@binaanutara.demo.test'),
        addressLine1: 'Lot 1883, Jalan Bakar Arang',
        addressLine2: '',
        postcode: '08000',
        city: 'Sungai Petani',
        state: 'Kedah',
      },
    },
  ],
  '200701029934': [
    {
      site: {
        projectDetails: 'Ipoh Heights: hillside bungalow lots, roads, drains and retaining walls',
        ...person('Leong Siew Fong', '0123456713', 'Mr. Gan (site agent)', 'site@ipohheights.demo.test'),
        addressLine1: 'Jalan Tambun Indah 2',
        addressLine2: 'Tambun',
        postcode: '31400',
        city: 'Ipoh',
        state: 'Perak',
      },
    },
  ],
  '201001056612': [
    {
      site: {
        projectDetails: 'Gudang Tebrau: a steel-framed logistics warehouse, 6,000 m² with loading bays',
        ...person('Rajesh Nair', '0123456714', 'Mr. Suresh', 'purchasing@selatanjohor.demo.test'),
        addressLine1: 'PLO 210, Jalan Tebrau Industri 4',
        addressLine2: 'Kawasan Perindustrian Tebrau',
        postcode: '81100',
        city: 'Johor Bahru',
        state: 'Johor',
      },
    },
  ],
  '201501038871': [
    {
      site: {
        projectDetails: 'Rumah Panjang Siburan: timber-and-concrete longhouse restoration, 18 doors',
        ...person('Jennifer Lau', '0123456715', 'Mr. Anthony Jimbai', 'admin@kuchingbina.demo.test'),
        addressLine1: 'Lot 902, Jalan Kuching-Serian, Batu 17',
        addressLine2: '',
        postcode: '94200',
        city: 'Kuching',
        state: 'Sarawak',
      },
    },
  ],
  '201101062290': [
    {
      site: {
        projectDetails: 'Kingfisher Inanam: 4-storey shop offices, block C',
        ...person('Jaimis Gunsalam', '0123456716', 'Mr. Peter Lo', 'purchasing@kinabalumaju.demo.test'),
        addressLine1: 'Lot 23, Jalan Kingfisher Inanam',
        addressLine2: '',
        postcode: '88450',
        city: 'Kota Kinabalu',
        state: 'Sabah',
      },
    },
  ],
  '200901071143': [
    {
      site: {
        projectDetails: 'Jalan Gebeng bypass: earthworks and culverts, package 2',
        ...person('Faizal Hamzah', '0123456717', 'Encik Azmi (site engineer)', 'operasi@kuantankej.demo.test'),
        addressLine1: 'KM 12, Jalan Kuantan-Kemaman',
        addressLine2: 'Site office beside the Gebeng interchange',
        postcode: '26080',
        city: 'Kuantan',
        state: 'Pahang',
      },
    },
  ],
  '201801066654': [
    {
      site: {
        projectDetails: 'Heritage shophouse restoration, Jalan Hang Jebat: repainting and waterproofing of 9 units',
        ...person('Chua Boon Hock', '0123456718', 'Chua Boon Hock', 'projects@binawarisan.demo.test'),
        addressLine1: '52, Jalan Hang Jebat',
        addressLine2: '',
        postcode: '75200',
        city: 'Melaka',
        state: 'Melaka',
      },
    },
  ],
};

/** Who bought from whom: orders a month at the end of the history, the road distance, since when (days ago). */
const TRADE: { buyer: string; seller: string; perMonth: number; distanceKm: number; since: number }[] = [
  { buyer: '201801034567', seller: '201501023456', perMonth: 6, distanceKm: 29, since: FIRST_DAY },
  { buyer: '201801034567', seller: '201701023344', perMonth: 1.5, distanceKm: 45, since: 300 },
  { buyer: '201201012345', seller: '201501023456', perMonth: 3, distanceKm: 38, since: FIRST_DAY },
  { buyer: '201201012345', seller: '201701023344', perMonth: 1.5, distanceKm: 32, since: 240 },
  { buyer: '201601045521', seller: '201501023456', perMonth: 4, distanceKm: 14, since: 150 },
  { buyer: '201301017788', seller: '201001045678', perMonth: 3, distanceKm: 9, since: FIRST_DAY },
  { buyer: '201301017788', seller: '201201034455', perMonth: 1.5, distanceKm: 36, since: 200 },
  { buyer: '200701029934', seller: '199601005566', perMonth: 2.5, distanceKm: 22, since: 330 },
  { buyer: '201001056612', seller: '200801012233', perMonth: 3, distanceKm: 28, since: FIRST_DAY },
  { buyer: '201501038871', seller: '200501067890', perMonth: 2, distanceKm: 41, since: 280 },
  { buyer: '201101062290', seller: '200901023456', perMonth: 2, distanceKm: 12, since: 180 },
  { buyer: '200901071143', seller: '201101078899', perMonth: 1, distanceKm: 19, since: 260 },
  { buyer: '201801066654', seller: '201901012345', perMonth: 1.5, distanceKm: 8, since: 90 },
];

const CORPORATE_BANKS = ['MBB0228', 'BCBB0235', 'PBB0233', 'RHB0218', 'AMBB0209', 'BIMB0340'];

const CANCELLATIONS = [
  'Payment did not go through; ordered again from the company account.',
  'Site not ready for delivery this week.',
  'Wrong size chosen. Will place a new order.',
  'Consultant changed the specification.',
];

/** Reviews written with good marks, and with poorer ones. */
const GOOD_REVIEWS = [
  'Delivered on the day promised and the driver called from the guardhouse. Quantities matched the DO.',
  'Good price compared with the two other quotations we had. Everything arrived in good condition.',
  'Sampai awal pagi, barang cukup dan dalam keadaan baik. Akan order lagi.',
  'Second order with this supplier. Consistent quality, and the invoice and DO were right the first time.',
  'Quick reply when we moved the delivery time. Unloading was done within 30 minutes.',
  'Barang berkualiti, harga berpatutan. Pemandu lori sangat membantu di tapak.',
  '',
];
const POOR_REVIEWS = [
  'Lorry came two hours late because of the jam at the toll; the supplier kept our supervisor informed.',
  'A few pieces damaged during unloading. The supplier replaced them on the next trip.',
  'Price a bit higher than the market, but delivery is reliable, which matters more to our schedule.',
];
const REPLIES = [
  'Thank you for your order. We look forward to supplying your next phase.',
  'Terima kasih atas sokongan anda!',
  'Sorry for the wait. We now leave the yard earlier for deliveries to your area.',
];

/** A small deterministic generator (mulberry32), so every demo gets the same history. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The Malaysian calendar day and its parts, `days` before `now`. */
function malaysianDay(now: Date, days: number) {
  const local = new Date(now.getTime() + MYT_MS - days * DAY_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
  };
}

/** That Malaysian day at hh:mm, as an instant. */
function atMalaysianTime(now: Date, days: number, minutes: number) {
  const { year, month, day } = malaysianDay(now, days);
  return new Date(Date.UTC(year, month - 1, day) - MYT_MS + minutes * MINUTE_MS);
}

const malaysianYear = (at: Date) => new Date(at.getTime() + MYT_MS).getUTCFullYear();
const malaysianDate = (at: Date) => new Date(at.getTime() + MYT_MS).toISOString().slice(0, 10);

/** Fewer orders around Chinese New Year and Hari Raya Aidilfitri, when sites stop. */
function season(month: number, day: number) {
  if (month === 2 && day >= 5 && day <= 25) return 0.35;
  if (month === 3 && day >= 18 && day <= 31) return 0.45;
  if (month === 12 && day >= 24) return 0.6;
  return 1;
}

interface Offer {
  variationId: string;
  productId: string;
  categoryId: string | null;
  productName: string;
  variationName: string;
  unit: string;
  minOrderQty: number;
  multipleOf: number;
  priceSen: number;
  version: number;
}

interface Party {
  companyId: string;
  userId: string;
}

async function companyIds(db: Db, registrationNos: string[]) {
  const rows = await db
    .select({ id: companies.id, registrationNo: companies.registrationNo })
    .from(companies)
    .where(inArray(companies.registrationNo, registrationNos));
  return new Map(rows.map((row) => [row.registrationNo, row.id]));
}

/** Each company's first user: who placed, sold, drove or signed for the history's orders. */
async function firstUsers(db: Db, ids: string[]) {
  const rows = await db
    .select({ id: users.id, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.companyId, ids))
    .orderBy(users.createdAt, users.email);
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.companyId)) first.set(row.companyId, row.id);
  return { first, byEmail: new Map(rows.map((row) => [row.email, row.id])) };
}

/** What a supplier sells at a shown price today, in a stable order. */
async function offers(db: Db, sellerId: string): Promise<Offer[]> {
  return db
    .select({
      variationId: productVariations.id,
      productId: products.id,
      categoryId: products.categoryId,
      productName: products.name,
      variationName: productVariations.name,
      unit: productVariations.unit,
      minOrderQty: productVariations.minOrderQty,
      multipleOf: productVariations.multipleOf,
      priceSen: productVariations.sellingPriceSen,
      version: products.version,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        eq(products.companyId, sellerId),
        eq(products.status, 'published'),
        eq(products.currency, 'MYR'),
        isNull(products.reservedForCompanyId),
        eq(productVariations.available, true),
        eq(productVariations.hidePrice, false),
      ),
    )
    .orderBy(products.name, productVariations.sortOrder, productVariations.name);
}

/** Sequence numbers, taken in the order the history happened. */
async function nextvals(db: Db, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`select nextval(${sequence}::regclass) as n from generate_series(1, ${count}) order by 1`,
  );
  return (result as unknown as { rows: { n: string | number }[] }).rows.map((row) => Number(row.n));
}

const hex = (next: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(next() * 16).toString(16))
    .join('')
    .toUpperCase();

/**
 * Seeds the history (see the module comment) after the rest of the demo, so the hand-made recent
 * orders keep the places the other demo seeds expect; `common` is the demo password and PIN.
 */
export async function seedOrderHistory(db: Db, common: { password: string; pin: string }, now = new Date()) {
  for (const buyer of NEW_BUYERS) {
    await createCompanyWithUsers(db, { name: buyer.name, registrationNo: buyer.registrationNo, kind: 'buyer' }, [
      { ...common, ...buyer.user, role: 'BuyAdm' },
    ]);
  }
  const ids = await companyIds(db, [...new Set(TRADE.flatMap((t) => [t.buyer, t.seller]))]);
  const { first, byEmail } = await firstUsers(db, [...ids.values()]);
  const driverOfMaju = byEmail.get('driver@demo.test');
  const projects = new Map(
    (await db.select({ id: companyProjects.id, name: companyProjects.name }).from(companyProjects)).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const stock = new Map<string, Offer[]>();
  for (const trade of TRADE) {
    const sellerId = ids.get(trade.seller)!;
    if (!stock.has(sellerId)) stock.set(sellerId, await offers(db, sellerId));
  }
  const ratesOf = new Map(
    DEMO_SELLERS.map((seller) => [
      seller.registrationNo,
      seller.rates.map(([withinKm, tripFeeSen, freeAboveSen]) => ({ withinKm, tripFeeSen, freeAboveSen })),
    ]),
  );

  // the orders as they happened, oldest first
  const next = random(20_251_024);
  const planned: Planned[] = [];
  for (let days = FIRST_DAY; days >= LAST_DAY; days--) {
    const { month, day, weekday } = malaysianDay(now, days);
    if (weekday === 0) continue;
    // the platform grew: about 40 % as many orders two years ago as at the end
    const growth = 0.4 + 0.6 * (1 - (days - LAST_DAY) / (FIRST_DAY - LAST_DAY));
    for (const trade of TRADE) {
      if (days > trade.since) continue;
      const chance = (trade.perMonth / 26) * growth * season(month, day) * (weekday === 6 ? 0.6 : 1.1);
      if (next() >= chance) continue;
      const buyer: Party = { companyId: ids.get(trade.buyer)!, userId: first.get(ids.get(trade.buyer)!)! };
      const seller: Party = { companyId: ids.get(trade.seller)!, userId: first.get(ids.get(trade.seller)!)! };
      const site = SITES[trade.buyer]!.find((s) => s.until === undefined || days > s.until)!.site;
      const placedAt = atMalaysianTime(now, days, 8 * 60 + Math.floor(next() * 9 * 60));
      planned.push(
        plan(next, {
          placedAt,
          buyer,
          seller,
          driverUserId: trade.seller === '201501023456' && driverOfMaju ? driverOfMaju : seller.userId,
          site,
          companyProjectId: site.companyProject ? (projects.get(site.companyProject) ?? null) : null,
          offers: stock.get(seller.companyId)!,
          rates: ratesOf.get(trade.seller)!,
          distanceKm: trade.distanceKm,
          publicSector: trade.buyer === '201201012345',
          prefix: trade.seller === '201501023456' ? 'MAJU-DO' : `DO${trade.seller.slice(-4)}`,
        }),
      );
    }
  }
  planned.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  await write(db, planned, next);
  return planned.length;
}

interface PlanInput {
  placedAt: Date;
  buyer: Party;
  seller: Party;
  driverUserId: string;
  site: Site;
  companyProjectId: string | null;
  offers: Offer[];
  rates: { withinKm: number; tripFeeSen: number; freeAboveSen: number | null }[];
  distanceKm: number;
  publicSector: boolean;
  prefix: string;
}

interface Planned extends PlanInput {
  lines: { offer: Offer; quantity: number }[];
  method: Exclude<PaymentMethod, 'credit' | 'transfer'>;
  bankCode: string | null;
  cancelled: string | null;
  deliveryAt: Date;
  rating: { base: number } | null;
}

function plan(next: () => number, input: PlanInput): Planned {
  const count = Math.min(input.offers.length, 1 + Math.floor(next() * 3));
  const start = Math.floor(next() * input.offers.length);
  const chosen = new Map<string, Offer>();
  for (let i = 0; chosen.size < count; i++) {
    const offer = input.offers[(start + i * 3) % input.offers.length]!;
    chosen.set(offer.productId, offer);
    if (i > input.offers.length * 3) break;
  }
  const lines = [...chosen.values()].map((offer) => {
    // a line worth RM 800 to RM 12,000, in the listing's order steps
    const target = (80_000 + next() * 1_120_000) / offer.priceSen;
    const steps = Math.max(0, Math.round((target - offer.minOrderQty) / offer.multipleOf));
    return { offer, quantity: offer.minOrderQty + steps * offer.multipleOf };
  });
  const cancelled = next() < 0.1 ? CANCELLATIONS[Math.floor(next() * CANCELLATIONS.length)]! : null;
  const method = next() < 0.22 ? 'card' : 'fpx';
  // delivered at 10:00 Malaysian time, one to three days after the order
  const leadDays = 1 + Math.floor(next() * 3);
  const deliveryAt = new Date(
    input.placedAt.getTime() + leadDays * DAY_MS - ((input.placedAt.getTime() + MYT_MS) % DAY_MS) + 10 * HOUR_MS,
  );
  return {
    ...input,
    lines,
    method,
    bankCode: method === 'fpx' ? CORPORATE_BANKS[Math.floor(next() * CORPORATE_BANKS.length)]! : null,
    cancelled,
    deliveryAt,
    rating: !cancelled && next() < 0.5 ? { base: 3.4 + next() * 1.6 } : null,
  };
}

/** Writes the planned orders and everything that goes with them, one insert per table. */
async function write(db: Db, planned: Planned[], next: () => number) {
  const rates: FeeRates = DEFAULT_FEE_RATES;
  const orderNumbers = await nextvals(db, 'order_number_seq', planned.length);
  const paymentNumbers = await nextvals(db, 'payment_reference_seq', planned.length);
  const delivered = planned.filter((p) => !p.cancelled);
  const doNumbers = await nextvals(db, 'delivery_order_number_seq', delivered.length);

  // invoice numbers: gap-free per year, continuing each year's counter
  const invoiceYears = new Map<number, number>();
  for (const p of delivered) {
    const year = malaysianYear(paidAt(p));
    invoiceYears.set(year, (invoiceYears.get(year) ?? 0) + 1);
  }
  const invoiceStart = new Map<number, number>();
  for (const [year, count] of invoiceYears) {
    const [row] = await db
      .insert(invoiceCounters)
      .values({ year, last: count })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + ${count}` } })
      .returning({ last: invoiceCounters.last });
    invoiceStart.set(year, row!.last - count + 1);
  }

  const checkoutRows = await db
    .insert(checkouts)
    .values(
      planned.map((p) => ({
        buyerCompanyId: p.buyer.companyId,
        createdBy: p.buyer.userId,
        status: 'placed' as const,
        lines: p.lines.map((line) => ({
          variationId: line.offer.variationId,
          quantity: line.quantity,
          cartItemId: null,
          productVersion: line.offer.version,
        })),
        details: {
          ...detailsOf(p),
          paymentMethod: p.method,
          payerType: 'corporate',
          bankCode: p.bankCode ?? '',
          creditTerm: null,
          slipFileId: null,
          voucherCode: '',
          salesPic: '',
          companyProjectId: p.companyProjectId,
          deliveryAt: p.deliveryAt.toISOString(),
          deliveries: [
            { sellerId: p.seller.companyId, method: 'seller', branchId: null, vehicleType: null, quotedFeeSen: null },
          ],
        } as never,
        createdAt: new Date(p.placedAt.getTime() - 6 * MINUTE_MS),
        updatedAt: p.placedAt,
        placedAt: p.placedAt,
        placedBy: p.buyer.userId,
      })),
    )
    .returning({ id: checkouts.id });

  const totals = planned.map((p) => {
    const subtotal = p.lines.reduce((sum, line) => sum + line.offer.priceSen * line.quantity, 0);
    return priceOrder({
      lines: p.lines.map((line) => ({ unitPriceSen: line.offer.priceSen, quantity: line.quantity })),
      deliveryFeeSen: sellerDeliveryFee(p.rates, p.distanceKm, subtotal) ?? 0,
      discountSen: 0,
      paymentMethod: p.method,
      publicSector: p.publicSector,
      rates,
    });
  });

  const orderRows = await db
    .insert(orders)
    .values(
      planned.map((p, i) => ({
        number: `SO-${malaysianYear(p.placedAt)}-${String(orderNumbers[i]).padStart(6, '0')}`,
        checkoutId: checkoutRows[i]!.id,
        buyerCompanyId: p.buyer.companyId,
        sellerCompanyId: p.seller.companyId,
        placedBy: p.buyer.userId,
        status: p.cancelled ? ('cancelled' as const) : ('completed' as const),
        paymentStatus: p.cancelled ? ('failed' as const) : ('paid' as const),
        paymentMethod: p.method,
        currency: 'MYR' as const,
        ...totals[i]!,
        rates,
        publicSector: p.publicSector,
        deliveryMethod: 'seller' as const,
        deliveryAt: p.deliveryAt,
        distanceKm: p.distanceKm,
        companyProjectId: p.companyProjectId,
        ...detailsOf(p),
        cancellationReason: p.cancelled,
        driverAssignedAt: p.cancelled ? null : shippedAt(p),
        createdAt: p.placedAt,
        updatedAt: p.cancelled ? cancelledAt(p) : completedAt(p),
      })),
    )
    .returning({ id: orders.id });

  await db.insert(orderLines).values(
    planned.flatMap((p, i) =>
      p.lines.map((line) => ({
        orderId: orderRows[i]!.id,
        productId: line.offer.productId,
        variationId: line.offer.variationId,
        categoryId: line.offer.categoryId,
        productName: line.offer.productName,
        variationName: line.offer.variationName,
        unit: line.offer.unit,
        quantity: line.quantity,
        unitPriceSen: line.offer.priceSen,
        lineTotalSen: line.offer.priceSen * line.quantity,
        productVersion: line.offer.version,
      })),
    ),
  );
  const lineRows = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        orderRows.map((row) => row.id),
      ),
    )
    .orderBy(orderLines.orderId, orderLines.productId);
  const linesOf = new Map<string, typeof lineRows>();
  for (const line of lineRows) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);

  await db.insert(orderEvents).values(
    planned.flatMap((p, i) => {
      const orderId = orderRows[i]!.id;
      const event = (type: typeof orderEvents.$inferInsert.type, at: Date, actor: string | null, note?: string) => ({
        orderId,
        type,
        actorUserId: actor,
        createdAt: at,
        ...(note && { note }),
      });
      if (p.cancelled) {
        return [
          event('placed', p.placedAt, p.buyer.userId),
          event('paymentFailed', paidAt(p), null),
          event('cancelled', cancelledAt(p), p.buyer.userId, p.cancelled),
        ];
      }
      return [
        event('placed', p.placedAt, p.buyer.userId),
        event('paid', paidAt(p), null),
        event('accepted', acceptedAt(p), p.seller.userId),
        event('shipped', shippedAt(p), p.seller.userId),
        event('completed', completedAt(p), p.buyer.userId),
      ];
    }),
  );

  // the gateway's side and ours: one transaction and one payment per order
  const refs = planned.map(() => `SBX${hex(next, 17)}`);
  const paymentRefs = planned.map(
    (p, i) => `PY-${malaysianYear(p.placedAt)}-${String(paymentNumbers[i]).padStart(6, '0')}`,
  );
  await db.insert(sandboxGatewayTransactions).values(
    planned.map((p, i) => ({
      ref: refs[i]!,
      merchantReference: paymentRefs[i]!,
      method: p.method,
      bankCode: p.bankCode,
      payerType: p.method === 'fpx' ? 'corporate' : null,
      amountSen: totals[i]!.grandTotalSen,
      currency: 'MYR',
      status: p.cancelled ? ('failure' as const) : ('success' as const),
      returnUrl: `/payment/status/${checkoutRows[i]!.id}`,
      createdAt: p.placedAt,
      updatedAt: paidAt(p),
    })),
  );
  await db.insert(payments).values(
    planned.map((p, i) => ({
      reference: paymentRefs[i]!,
      checkoutId: checkoutRows[i]!.id,
      buyerCompanyId: p.buyer.companyId,
      method: p.method,
      payerType: p.method === 'fpx' ? ('corporate' as const) : null,
      bankCode: p.bankCode,
      amountSen: totals[i]!.grandTotalSen,
      currency: 'MYR' as const,
      status: p.cancelled ? ('failed' as const) : ('paid' as const),
      gatewayRef: refs[i]!,
      failureReason: p.cancelled ? 'payment.unsuccessful' : null,
      createdBy: p.buyer.userId,
      createdAt: p.placedAt,
      updatedAt: paidAt(p),
      paidAt: p.cancelled ? null : paidAt(p),
    })),
  );

  // a paid invoice for every paid order, numbered in the order they were paid
  const taken = new Map<number, number>();
  const paidOnes = planned.map((p, i) => ({ p, i })).filter(({ p }) => !p.cancelled);
  await db.insert(invoices).values(
    paidOnes.map(({ p, i }) => {
      const at = paidAt(p);
      const year = malaysianYear(at);
      const n = invoiceStart.get(year)! + (taken.get(year) ?? 0);
      taken.set(year, (taken.get(year) ?? 0) + 1);
      return {
        number: `INV-${year}-${String(n).padStart(6, '0')}`,
        year,
        orderId: orderRows[i]!.id,
        buyerCompanyId: p.buyer.companyId,
        sellerCompanyId: p.seller.companyId,
        kind: 'paid' as const,
        status: 'paid' as const,
        currency: 'MYR' as const,
        amountSen: totals[i]!.grandTotalSen,
        issuedAt: at,
        dueDate: malaysianDate(at),
        paidAt: at,
        createdAt: p.placedAt,
      };
    }),
  );

  // the delivery: one DO of everything, every driver step on the delivery morning, signed for by the buyer
  const doRows = await db
    .insert(deliveryOrders)
    .values(
      paidOnes.map(({ p, i }, k) => ({
        number: `DO-${malaysianYear(shippedAt(p))}-${String(doNumbers[k]).padStart(6, '0')}`,
        orderId: orderRows[i]!.id,
        sellerCompanyId: p.seller.companyId,
        buyerCompanyId: p.buyer.companyId,
        sellerDoNumber: `${p.prefix}-${malaysianDate(shippedAt(p)).slice(2, 7).replace('-', '')}-${String(k + 1).padStart(4, '0')}`,
        status: 'acknowledged' as const,
        deliveryAt: p.deliveryAt,
        carrier: 'driver' as const,
        driverUserId: p.driverUserId,
        acknowledgedAt: completedAt(p),
        acknowledgedBy: p.buyer.userId,
        createdBy: p.seller.userId,
        createdAt: shippedAt(p),
        updatedAt: completedAt(p),
      })),
    )
    .returning({ id: deliveryOrders.id });
  await db.insert(deliveryOrderLines).values(
    paidOnes.flatMap(({ i }, k) =>
      linesOf.get(orderRows[i]!.id)!.map((line) => ({
        deliveryOrderId: doRows[k]!.id,
        orderLineId: line.id,
        quantity: line.quantity,
        receivedQuantity: line.quantity,
      })),
    ),
  );
  const STEP_MINUTES = { initiated: -95, outForDelivery: -80, arrived: -5, unloading: 0 } as const;
  await db.insert(deliveryEvents).values(
    paidOnes.flatMap(({ p }, k) => [
      { deliveryOrderId: doRows[k]!.id, status: 'assigned' as const, actorUserId: p.seller.userId, at: shippedAt(p) },
      ...Object.entries(STEP_MINUTES).map(([status, minutes]) => ({
        deliveryOrderId: doRows[k]!.id,
        status: status as keyof typeof STEP_MINUTES,
        actorUserId: p.driverUserId,
        at: new Date(p.deliveryAt.getTime() + minutes * MINUTE_MS),
      })),
      {
        deliveryOrderId: doRows[k]!.id,
        status: 'acknowledged' as const,
        actorUserId: p.buyer.userId,
        at: completedAt(p),
      },
    ]),
  );

  // ratings: each product of about half the delivered orders, a day or two after delivery
  const rated = paidOnes.filter(({ p }) => p.rating);
  const ratingRows = rated.flatMap(({ p, i }) =>
    linesOf.get(orderRows[i]!.id)!.map((line) => {
      const star = () => Math.max(1, Math.min(5, Math.round(p.rating!.base + (next() - 0.5) * 1.6)));
      const scores = {
        qualityOfService: star(),
        speedOfResponse: star(),
        speedOfDelivery: star(),
        priceOfProduct: star(),
        qualityOfProduct: star(),
      };
      const mean = Object.values(scores).reduce((a, b) => a + b, 0) / 5;
      const pool = mean >= 4 ? GOOD_REVIEWS : POOR_REVIEWS;
      const ratedAt = new Date(completedAt(p).getTime() + (20 + Math.floor(next() * 40)) * HOUR_MS);
      const reply = next() < 0.25 ? REPLIES[Math.floor(next() * REPLIES.length)]! : null;
      return {
        orderId: orderRows[i]!.id,
        productId: line.productId,
        buyerCompanyId: p.buyer.companyId,
        sellerCompanyId: p.seller.companyId,
        ratedBy: p.buyer.userId,
        ...scores,
        review: pool[Math.floor(next() * pool.length)]!,
        reply,
        repliedAt: reply ? new Date(ratedAt.getTime() + 18 * HOUR_MS) : null,
        repliedBy: reply ? p.seller.userId : null,
        createdAt: ratedAt,
        updatedAt: ratedAt,
      };
    }),
  );
  if (ratingRows.length > 0) await db.insert(ratings).values(ratingRows);
  for (const productId of new Set(ratingRows.map((row) => row.productId))) {
    await changeProductRating(
      db,
      productId,
      async () => undefined,
      () => recountProductRating(db, productId),
    );
  }
}

function detailsOf(p: Planned) {
  return {
    projectDetails: p.site.projectDetails,
    recipientName: p.site.recipientName,
    contactNumber: p.site.contactNumber,
    pic: p.site.pic,
    email: p.site.email,
    addressLine1: p.site.addressLine1,
    addressLine2: p.site.addressLine2,
    postcode: p.site.postcode,
    city: p.site.city,
    state: p.site.state,
    country: 'Malaysia',
    remarks: '',
  };
}

// the order's timeline: paid minutes after placing, accepted within hours, the DO made the afternoon
// before delivery, delivered and signed for on the delivery morning
const paidAt = (p: Planned) => new Date(p.placedAt.getTime() + 4 * MINUTE_MS);
const cancelledAt = (p: Planned) => new Date(p.placedAt.getTime() + 50 * MINUTE_MS);
const acceptedAt = (p: Planned) => new Date(p.placedAt.getTime() + 2 * HOUR_MS);
const shippedAt = (p: Planned) =>
  new Date(Math.max(acceptedAt(p).getTime() + 30 * MINUTE_MS, p.deliveryAt.getTime() - 18 * HOUR_MS));
const completedAt = (p: Planned) => new Date(p.deliveryAt.getTime() + 40 * MINUTE_MS);
