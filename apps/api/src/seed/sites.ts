/**
 * Pembinaan Teguh Jaya's construction projects, added through the sites module as its
 * administrator would at /favourites: Residensi Seri Kembangan (the favourite, where its bidding
 * projects are for), the teachers' quarters in Taman Melawati and the Batu Caves warehouse.
 */
import { eq } from 'drizzle-orm';
import { companyProjectInputSchema } from '@binamart/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { loadActor } from '../modules/identity/index';
import { createCompanyProject, makeFavourite } from '../modules/sites/index';

const DAY = 24 * 60 * 60 * 1000;
const dayAfter = (now: Date, days: number) =>
  new Date(now.getTime() + 8 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);

/** The sites, by name; the first is the favourite. */
export async function seedSites(db: Db, now = new Date()): Promise<Record<string, string>> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.test'));
  const buyer = (await loadActor(db, row!.id))!;
  const sites = [
    {
      name: 'Residensi Seri Kembangan',
      addressLine1: 'Lot 2107, Jalan Besar',
      addressLine2: 'Taman Universiti Indah',
      postcode: '43300',
      city: 'Seri Kembangan',
      state: 'Selangor',
      contactPerson: 'Lim Chee Keong',
      contactPhone: '012-345 6704',
      recipientName: 'Lim Chee Keong',
      pic: 'Ir. Ahmad Fauzi',
      startDate: dayAfter(now, -120),
      endDate: dayAfter(now, 540),
    },
    {
      name: 'Kuarters Guru SK Taman Melawati',
      addressLine1: 'Jalan Melawati 3',
      addressLine2: 'Taman Melawati',
      postcode: '53100',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      contactPerson: 'Nurul Huda Ismail',
      contactPhone: '013-288 4410',
      recipientName: 'Nurul Huda Ismail',
      pic: 'Encik Razali Omar',
      startDate: dayAfter(now, 30),
      endDate: dayAfter(now, 400),
    },
    {
      name: 'Gudang Batu Caves Lot 12',
      addressLine1: 'Lot 12, Jalan Industri Batu Caves 1/3',
      addressLine2: '',
      postcode: '68100',
      city: 'Batu Caves',
      state: 'Selangor',
      contactPerson: 'Tan Mei Ling',
      contactPhone: '016-702 3398',
      recipientName: 'Tan Mei Ling',
      pic: 'Tan Mei Ling',
      startDate: null,
      endDate: null,
    },
  ];
  const ids: Record<string, string> = {};
  for (const site of sites) {
    const made = await createCompanyProject(db, buyer, companyProjectInputSchema.parse(site));
    ids[made.name] = made.id;
  }
  await makeFavourite(db, buyer, ids['Residensi Seri Kembangan']!);
  return ids;
}
