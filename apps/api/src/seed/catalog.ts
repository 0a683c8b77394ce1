/**
 * Seeds the demo catalogue through the product, hub and moderation services: suppliers with
 * hubs, branches and delivery rates, and their published listings with pictures.
 */
import { eq } from 'drizzle-orm';
import { branchInputSchema, createProductSchema, deliveryRateInputSchema } from '@binamart/shared';
import type { FileStorage } from '../adapters/storage/file-storage';
import { loadActor, createCompanyWithUsers } from '../modules/identity/index';
import { stageFile } from '../modules/platform/files/index';
import { createProduct, publishProduct } from '../modules/catalog/index';
import { createBranch, createDeliveryRate, registerHub } from '../modules/hub/index';
import type { Db } from '../db/client';
import { categories, companies, companyProfiles, users } from '../db/schema/index';
import { DEMO_FAMILIES, DEMO_SELLERS, type DemoFamily, type DemoSeller } from './catalog-data';
import { SWATCHES, swatchPng } from './swatch-png';

const WEEKDAY = { open: '08:00', close: '17:30' };
const OPENING_HOURS = {
  mon: WEEKDAY,
  tue: WEEKDAY,
  wed: WEEKDAY,
  thu: WEEKDAY,
  fri: WEEKDAY,
  sat: { open: '08:00', close: '13:00' },
  sun: null,
};

/** Each listing comes as a retail offer and a project-supply offer with volume pricing. */
const OFFERS = [
  { suffix: '', moqFactor: 1, priceFactor: 1 },
  { suffix: ' (project supply)', moqFactor: 10, priceFactor: 0.94 },
] as const;

async function sellerAccount(db: Db, seller: DemoSeller, password: string, pin: string) {
  const [existing] = await db
    .select({ companyId: companies.id, userId: users.id })
    .from(companies)
    .innerJoin(users, eq(users.companyId, companies.id))
    .where(eq(companies.registrationNo, seller.registrationNo))
    .limit(1);
  if (existing) return existing;
  const { company, users: created } = await createCompanyWithUsers(
    db,
    { name: seller.name, registrationNo: seller.registrationNo, kind: 'seller' },
    [
      {
        email: seller.email,
        password,
        pin,
        firstName: seller.firstName,
        lastName: seller.lastName,
        position: 'Director',
        phone: seller.phone,
        role: 'SellAdm',
      },
    ],
  );
  return { companyId: company.id, userId: created[0]!.id };
}

function productInput(
  family: DemoFamily,
  brand: string,
  offer: (typeof OFFERS)[number],
  ids: { categoryId: string; subcategoryId: string; imageId: string },
) {
  return createProductSchema.parse({
    type: family.type,
    name: `${brand} ${family.name}${offer.suffix}`,
    brand,
    tags: family.tags,
    categoryId: ids.categoryId,
    subcategoryId: ids.subcategoryId,
    description: family.description,
    specification: family.specification,
    certificationStatus: family.jkr ? 'verified' : 'none',
    imageFileIds: [ids.imageId],
    saleType: family.type === 'service' ? 'rental' : 'sale',
    leadDays: family.leadDays,
    states: ['Selangor', 'Kuala Lumpur', 'Putrajaya', 'Negeri Sembilan', 'Perak', 'Johor', 'Pulau Pinang'],
    currency: 'MYR',
    newArrival: offer.suffix === '' && brand === family.brands[0],
    deliveryLocations: ['Selangor', 'Kuala Lumpur', 'Putrajaya', 'Negeri Sembilan'],
    jkrApproved: family.jkr ?? false,
    weightGrams: Math.round(family.weightKg * 1000),
    lengthMm: 0,
    widthMm: 0,
    heightMm: 0,
    ...(family.service && {
      upfrontFeeSen: family.service.upfrontSen,
      subsequentFeeSen: family.service.subsequentSen,
      salePriceSen: family.service.saleSen,
      deliveryIncluded: family.service.deliveryIncluded,
    }),
    variations: family.variations.map((v) => ({
      name: v.name,
      unit: v.unit,
      minOrderQty: v.moq * offer.moqFactor,
      multipleOf: v.multiple,
      listPriceSen: v.listSen,
      sellingPriceSen: Math.round(v.sellSen * offer.priceFactor),
      hidePrice: v.hidePrice ?? false,
    })),
  });
}

/** Seeds the catalogue; returns how many listings were published. */
export async function seedCatalog(db: Db, storage: FileStorage, secrets: { password: string; pin: string }) {
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'Adm')).limit(1);
  const admin = await loadActor(db, adminRow!.id);
  const subcategories = new Map(
    (await db.select().from(categories)).filter((c) => c.parentId).map((c) => [c.slug, c] as const),
  );
  let published = 0;
  for (const seller of DEMO_SELLERS) {
    const account = await sellerAccount(db, seller, secrets.password, secrets.pin);
    const home = seller.branches[0]!;
    await db
      .insert(companyProfiles)
      .values({
        companyId: account.companyId,
        emails: seller.email,
        phone: seller.phone,
        description: seller.description,
        addressLine1: home.addressLine1,
        postcode: home.postcode,
        city: home.city,
        state: home.state,
        businessType: seller.businessType,
        mainProduct: seller.mainProduct,
        // the year in an SSM number is the year of registration
        yearEstablished: seller.yearEstablished ?? seller.registrationNo.slice(0, 4),
      })
      .onConflictDoNothing();
    const actor = await loadActor(db, account.userId);
    await registerHub(db, actor);
    for (const branch of seller.branches) {
      await createBranch(db, actor, branchInputSchema.parse({ ...branch, openingHours: OPENING_HOURS }));
    }
    for (const [withinKm, feeSen, freeSen] of seller.rates) {
      await createDeliveryRate(
        db,
        actor,
        deliveryRateInputSchema.parse({
          withinKm,
          tripFee: feeSen / 100,
          freeAbove: freeSen === null ? null : freeSen / 100,
        }),
      );
    }
    for (const family of DEMO_FAMILIES.filter((f) => seller.sells.includes(f.category))) {
      const subcategory = subcategories.get(family.category)!;
      const [colour, texture] = SWATCHES[family.category] ?? [[128, 128, 128], 'grains'];
      const picture = await stageFile(storage, {
        companyId: account.companyId,
        uploadedBy: account.userId,
        purpose: 'product-image',
        visibility: 'public',
        originalName: `${family.category}.png`,
        type: { mimeType: 'image/png', extension: 'png' },
        bytes: swatchPng(colour, texture),
      });
      await picture.record(db);
      for (const brand of family.brands) {
        for (const offer of OFFERS) {
          const ids = { categoryId: subcategory.parentId!, subcategoryId: subcategory.id, imageId: picture.id };
          const product = await createProduct(db, actor, productInput(family, brand, offer, ids));
          await publishProduct(db, admin, product.id);
          published += 1;
        }
      }
    }
  }
  return published;
}
