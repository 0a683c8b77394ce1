/**
 * Demo data for a fresh marketplace, written through the same services the API uses.
 * It refuses to touch a database that already holds data.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS, registrationInputSchema, voucherInputSchema } from '@binamart/shared';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import { seedCatalog } from './catalog';
import { seedApInvoices } from './ap-invoices';
import { seedCreditHistory, seedRefunds } from './credit-history';
import { seedBidding, seedPastBidding } from './bidding';
import { seedDelivery } from './delivery';
import { seedSites } from './sites';
import { seedSalesEnquiries } from './sales-enquiries';
import { seedEnquiries } from './enquiries';
import { seedSalesChannels } from './sales-channels';
import { seedPlatformBranches } from './platform-branches';
import { seedInsurance } from './insurance';
import { seedCreditReports } from './credit-reports';
import { seedCreditReview } from './credit-review';
import { seedContent } from './content';
import { seedChat } from './chat';
import { seedRatings } from './ratings';
import { seedOrderHistory } from './order-history';
import { createCategoryTree } from '../modules/catalog/index';
import { setCompanyLimit } from '../modules/credit/index';
import { register, createCompanyWithUsers, loadActor } from '../modules/identity/index';
import { createVoucher } from '../modules/ordering/vouchers/index';
import { companies, users } from '../db/schema/index';
import { CATEGORY_TREE } from './categories';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_PIN = '123456';

/** True when none of the product's tables holds a row. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select exists(select 1 from companies) or exists(select 1 from users) or exists(select 1 from categories) or exists(select 1 from contact_messages) as used`,
  );
  const rows = (result as unknown as { rows: { used: boolean }[] }).rows;
  return rows[0]?.used === false;
}

/**
 * Seeds demo companies, the demo accounts (with the three credit-approval tiers), the category
 * tree, the catalogue, two vouchers, two buyers' credit limits and one buyer's orders and invoices
 * on and off credit terms (credit-history.ts), its seller's AP invoices (ap-invoices.ts) and a
 * delivery under way (delivery.ts), completed and rated orders (ratings.ts), a buyer's company
 * projects (sites.ts), bidding projects (bidding.ts) and, dated before all of these, two years of
 * trade between more contractors and the suppliers (order-history.ts), and three public sales, logistics
 * and other enquiries (sales-enquiries.ts), BinaMart's own offices and collection points
 * (platform-branches.ts) and insurance and bond proposals with the sandbox insurer's answers
 * (insurance.ts), once, into an empty database.
 */
export async function seedDemo(db: Db, storage: FileStorage): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    if (!(await isEmptyDatabase(tx))) return 'skipped' as const;
    await seedInto(tx);
    await seedCatalog(tx, storage, { password: DEMO_PASSWORD, pin: DEMO_PIN });
    await seedVouchers(tx);
    await seedCreditLimits(tx);
    await seedCreditHistory(tx);
    await seedRefunds(tx);
    await seedApInvoices(tx, storage);
    await seedDelivery(tx);
    await seedRatings(tx, storage);
    const sites = await seedSites(tx);
    await seedBidding(tx, storage, sites['Residensi Seri Kembangan']!);
    await seedPastBidding(tx, sites['Residensi Seri Kembangan']!);
    await seedOrderHistory(tx, { password: DEMO_PASSWORD, pin: DEMO_PIN });
    await seedSalesEnquiries(tx);
    await seedEnquiries(tx, storage);
    await seedPlatformBranches(tx);
    await seedInsurance(tx, sites);
    await seedCreditReports(tx);
    await seedCreditReview(tx, storage);
    await seedContent(tx, storage);
    await seedSalesChannels(tx, storage);
    await seedChat(tx, storage);
    return 'seeded' as const;
  });
}

async function seedInto(db: Db) {
  const common = { password: DEMO_PASSWORD, pin: DEMO_PIN };
  await createCompanyWithUsers(
    db,
    { name: 'BinaMart Platform Sdn. Bhd.', registrationNo: '202401000001', kind: 'platform' },
    [
      {
        ...common,
        email: 'admin@demo.test',
        firstName: 'Aisyah',
        lastName: 'Rahman',
        position: 'Operations Manager',
        phone: '+60123456701',
        role: 'Adm',
        // the three credit-approval tiers (spec §6): credit control, business director, managing director
        toggles: { clCreditControl: true },
      },
      {
        ...common,
        email: 'director@demo.test',
        firstName: 'Kamal',
        lastName: 'Hassan',
        position: 'Business Director',
        phone: '+60123456706',
        role: 'Adm',
        toggles: { clBusinessDirector: true },
      },
      {
        ...common,
        email: 'md@demo.test',
        firstName: 'Wong',
        lastName: 'Mei Ling',
        position: 'Managing Director',
        phone: '+60123456707',
        role: 'Adm',
        toggles: { clManagingDirector: true },
      },
    ],
  );
  await createCompanyWithUsers(
    db,
    { name: 'Syarikat Bahan Binaan Maju Sdn. Bhd.', registrationNo: '201501023456', kind: 'seller' },
    [
      {
        ...common,
        email: 'seller@demo.test',
        firstName: 'Tan',
        lastName: 'Wei Ming',
        position: 'Director',
        phone: '+60123456702',
        role: 'SellAdm',
      },
      {
        ...common,
        email: 'seller.user@demo.test',
        firstName: 'Ravi',
        lastName: 'Kumar',
        position: 'Sales Executive',
        phone: '+60123456703',
        role: 'SellUsr',
        // takes orders and keeps the listings (not user management)
        toggles: { updateOrderStatus: true, productUpload: true, productSetPrice: true, viewBid: true, bid: true },
      },
      {
        ...common,
        email: 'driver@demo.test',
        firstName: 'Azman',
        lastName: 'Yusof',
        position: 'Lorry Driver',
        phone: '+60123456709',
        role: 'SellUsr',
        // delivers the company's delivery orders with the driver app (/driver); new ones come by SMS too
        toggles: { driver: true },
        notifySms: true,
      },
    ],
  );
  await createCompanyWithUsers(
    db,
    { name: 'Pembinaan Teguh Jaya Sdn. Bhd.', registrationNo: '201801034567', kind: 'buyer' },
    [
      {
        ...common,
        email: 'buyer@demo.test',
        firstName: 'Lim',
        lastName: 'Chee Keong',
        position: 'Managing Director',
        phone: '+60123456704',
        role: 'BuyAdm',
      },
      {
        ...common,
        email: 'buyer.user@demo.test',
        firstName: 'Nurul',
        lastName: 'Huda',
        position: 'Site Purchaser',
        phone: '+60123456705',
        role: 'BuyUsr',
        // buys for the site, signs for deliveries and posts bidding projects for the
        // company administrator to approve (not user management)
        permissions: { ...DEFAULT_PERMISSIONS.BuyUsr, buyBid: 'Write' },
        toggles: { checkout: true, makePayment: true, acknowledgeDo: true, bid: true, viewBid: true },
      },
    ],
  );
  // a public-sector contractor (JKR and CIDB registered): the public-sector admin charge applies on credit terms
  await createCompanyWithUsers(
    db,
    {
      name: 'Kontraktor Awam Seri Perkasa Sdn. Bhd.',
      registrationNo: '201201012345',
      kind: 'buyer',
      publicSector: true,
    },
    [
      {
        ...common,
        email: 'buyer.gov@demo.test',
        firstName: 'Mohd Hafiz',
        lastName: 'Ismail',
        position: 'Project Director',
        phone: '+60123456708',
        role: 'BuyAdm',
      },
    ],
  );
  await createCategoryTree(db, CATEGORY_TREE);
  // one registration waiting for review, so the admin centre has something to approve
  await register(
    db,
    registrationInputSchema.parse({
      accountType: 'buyer',
      companyName: 'Kontraktor Bestari Jaya Sdn. Bhd.',
      registrationNo: '202101045678',
      firstName: 'Siti',
      lastName: 'Aminah',
      position: 'Purchasing Manager',
      phone: '+60129876543',
      email: 'pending.buyer@demo.test',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      pin: DEMO_PIN,
      publicSector: true,
      organisation: 'Grade G5 contractor, CIDB registered',
    }),
    'en-us',
  );
}

/** Two vouchers to try at checkout: BINA10 for everyone, and RM 50 off at the demo seller. */
async function seedVouchers(db: Db) {
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [seller] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.registrationNo, '201501023456'));
  const admin = await loadActor(db, adminRow!.id);
  const startsAt = new Date();
  const endsAt = new Date(startsAt);
  endsAt.setFullYear(endsAt.getFullYear() + 1);
  const window = { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
  await createVoucher(
    db,
    admin,
    voucherInputSchema.parse({
      code: 'BINA10',
      description: '10% off, up to RM 200, on orders of RM 500 or more',
      kind: 'percent',
      percentBp: 1000,
      maxDiscountSen: 20_000,
      minSpendSen: 50_000,
      perBuyerLimit: 1,
      ...window,
    }),
  );
  await createVoucher(
    db,
    admin,
    voucherInputSchema.parse({
      code: 'MAJU50',
      description: 'RM 50 off Syarikat Bahan Binaan Maju items, on RM 300 or more',
      kind: 'fixed',
      amountSen: 5_000,
      minSpendSen: 30_000,
      sellerCompanyId: seller!.id,
      ...window,
    }),
  );
}

/**
 * Approved company credit limits, set by the credit-control administrator as an approval
 * would: RM 500,000 for Pembinaan Teguh Jaya, RM 250,000 for the public-sector contractor.
 */
async function seedCreditLimits(db: Db) {
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const admin = await loadActor(db, adminRow!.id);
  const limits: [string, number][] = [
    ['201801034567', 50_000_000],
    ['201201012345', 25_000_000],
  ];
  for (const [registrationNo, approvedSen] of limits) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.registrationNo, registrationNo));
    await setCompanyLimit(db, admin, company!.id, { approvedSen, note: 'Approved company credit limit' });
  }
}
