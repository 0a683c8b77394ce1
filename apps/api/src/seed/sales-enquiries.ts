/**
 * Three public enquiries, filed and handled through the sales-enquiries module as a visitor and an
 * administrator would: a new logistics enquiry with road access windows, a sales enquiry answered by
 * admin@demo.test (its code is fixed, SALES_ENQUIRY_DEMO_CODE, so the README can point at
 * /SalesEnquiry/SE-DEMO2026SALE; real codes are random), and an other enquiry in Malay, closed.
 */
import { eq } from 'drizzle-orm';
import { type Language, salesEnquiryInputSchema } from '@binamart/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { systemClock } from '../lib/clock';
import { loadActor } from '../modules/identity/index';
import {
  answerSalesEnquiry,
  closeSalesEnquiry,
  fileSalesEnquiry,
  listSalesEnquiries,
} from '../modules/sales-enquiries/index';

/** The answered demo enquiry's code, documented in the README. */
export const SALES_ENQUIRY_DEMO_CODE = 'SE-DEMO2026SALE';

const DAY = 24 * 60 * 60 * 1000;
const dayAfter = (now: Date, days: number) =>
  new Date(now.getTime() + 8 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);

export async function seedSalesEnquiries(db: Db, now = new Date()) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const admin = (await loadActor(db, row!.id))!;
  const deps = { db, clock: systemClock };
  const file = (form: unknown, language: Language, code?: string) =>
    fileSalesEnquiry(deps, salesEnquiryInputSchema.parse(form), language, code);
  const idOf = async (code: string) =>
    (await listSalesEnquiries(db, admin, { q: code, page: 1, pageSize: 1 })).items[0]!.id;

  await file(
    {
      type: 'logistics',
      contactPerson: 'Mohd Hafiz Abdullah',
      email: 'hafiz.logistik@example.test',
      contactPhone: '019-332 8170',
      pickup: {
        addressLine1: 'Lot 8, Jalan Perusahaan 3',
        addressLine2: 'Kawasan Perindustrian Bukit Beruntung',
        postcode: '48300',
        city: 'Rawang',
        state: 'Selangor',
      },
      dropoff: {
        addressLine1: 'Tapak Projek Residensi Bangsar, Jalan Maarof',
        addressLine2: 'Bangsar',
        postcode: '59000',
        city: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
      },
      itemCategory: 'precast',
      itemWeightKg: 1850,
      lengthCm: 300,
      widthCm: 150,
      heightCm: 120,
      estimatedWeightKg: 22200,
      itemRemarks: '12 precast box culverts, 1.5 m × 1.2 m, 3 m long',
      deliveryMethod: 'craneLorry',
      deliveryTime: 'night',
      roadAccess: [
        {
          days: 'weekdays',
          vehicle: 'heavyLorry',
          access: 'allowed',
          from: '22:00',
          to: '06:00',
          note: 'DBKL heavy-vehicle window',
        },
        {
          days: 'weekdays',
          vehicle: 'lorry',
          access: 'allowed',
          from: '09:00',
          to: '17:00',
          note: 'Enter from Jalan Maarof, gate 2',
        },
        { days: 'fri', vehicle: 'allVehicles', access: 'notAllowed', note: 'Site closed on Fridays' },
      ],
      deliveryDate: dayAfter(now, 12),
      remarks: 'A site supervisor meets the lorry; please call 30 minutes before arriving.',
    },
    'en-us',
  );

  await file(
    {
      type: 'sales',
      contactPerson: 'Chong Wai Keat',
      email: 'wk.chong@example.test',
      contactPhone: '012-660 2451',
      dropoff: {
        addressLine1: 'No. 15, Jalan Setia Indah U13/5',
        addressLine2: 'Setia Alam',
        postcode: '40170',
        city: 'Shah Alam',
        state: 'Selangor',
      },
      itemCategory: 'steelRebar',
      itemWeightKg: 7.4,
      lengthCm: 1200,
      estimatedWeightKg: 4500,
      itemRemarks: 'Y12 high-tensile deformed bars, 12 m lengths, about 600 bars',
      deliveryMethod: 'lorry',
      deliveryTime: 'morning',
      roadAccess: [{ days: 'everyDay', vehicle: 'trailer', access: 'notAllowed', note: 'Residential street' }],
      deliveryDate: dayAfter(now, 9),
      remarks: 'For a two-storey house extension.',
    },
    'en-us',
    SALES_ENQUIRY_DEMO_CODE,
  );
  await answerSalesEnquiry(
    db,
    admin,
    await idOf(SALES_ENQUIRY_DEMO_CODE),
    'Thank you, Mr Chong. Syarikat Bahan Binaan Maju can supply 4.5 t of Y12 bars at RM 3,380 a tonne, delivered to Setia Alam on a 5-tonne lorry between 9 am and 12 pm. The bars are listed on BinaMart, so you can order them there today; for other lengths or bending to schedule, file a new enquiry with the bar schedule.',
  );

  await file(
    {
      type: 'other',
      contactPerson: 'Siti Aminah Yusof',
      email: 'siti.aminah@example.test',
      contactPhone: '017-455 9032',
      subject: 'Menjadi pembekal BinaMart',
      message: 'Kilang kami di Kulai membuat blok konkrit. Bagaimanakah kami boleh menjual di BinaMart?',
    },
    'ms',
  );
  const [other] = (await listSalesEnquiries(db, admin, { q: 'siti.aminah@example.test', page: 1, pageSize: 1 })).items;
  await closeSalesEnquiry(
    db,
    admin,
    other!.id,
    'Dijawab melalui telefon: borang pendaftaran pembekal di /register telah diterangkan.',
  );
}
