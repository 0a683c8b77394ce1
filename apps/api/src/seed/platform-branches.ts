/**
 * BinaMart's own branches, added through the platform branches module as an administrator would at
 * /admin/branch: the head office in Kuala Lumpur (its map point entered) and the collection point
 * in Shah Alam (placed by its postcode). Both are active, so /contact and /map show them.
 */
import { eq } from 'drizzle-orm';
import { platformBranchInputSchema } from '@binamart/shared';
import { createPostcodeTableGeocoder } from '../adapters/geocoding/postcode-table-geocoder';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { loadActor } from '../modules/identity/index';
import { createPlatformBranch } from '../modules/platform-branches/index';

const OFFICE_DAY = { open: '09:00', close: '18:00' };
const YARD_DAY = { open: '08:00', close: '17:30' };

export const DEMO_PLATFORM_BRANCHES = [
  {
    name: 'BinaMart Head Office',
    kind: 'office',
    addressLine1: 'Level 12, Menara Binaan',
    addressLine2: 'No. 8, Jalan Sultan Ismail',
    postcode: '50250',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    phone: '03-2110 8800',
    email: 'support@binamart.my',
    latitude: 3.1527,
    longitude: 101.7072,
    openingHours: {
      mon: OFFICE_DAY,
      tue: OFFICE_DAY,
      wed: OFFICE_DAY,
      thu: OFFICE_DAY,
      fri: OFFICE_DAY,
      sat: null,
      sun: null,
    },
  },
  {
    name: 'BinaMart Collection Point Shah Alam',
    kind: 'collection-point',
    addressLine1: 'Lot 7, Jalan Pelabur 23/1',
    addressLine2: 'Seksyen 23',
    postcode: '40300',
    city: 'Shah Alam',
    state: 'Selangor',
    phone: '03-5541 2260',
    openingHours: {
      mon: YARD_DAY,
      tue: YARD_DAY,
      wed: YARD_DAY,
      thu: YARD_DAY,
      fri: YARD_DAY,
      sat: { open: '08:00', close: '13:00' },
      sun: null,
    },
  },
] as const;

/** Adds the demo branches as the demo administrator. */
export async function seedPlatformBranches(db: Db): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const admin = (await loadActor(db, row!.id))!;
  const geocoder = createPostcodeTableGeocoder();
  for (const branch of DEMO_PLATFORM_BRANCHES) {
    await createPlatformBranch({ db, geocoder }, admin, platformBranchInputSchema.parse(branch));
  }
}
