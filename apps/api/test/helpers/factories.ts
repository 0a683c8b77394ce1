/** Factories that create real rows through the product's services and return them. */
import { randomBytes } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import type { AuthRecord, Permissions, Role, UserToggles } from '@binamart/shared';
import type { Db } from '../../src/db/client';
import { categories, emailOutbox, users } from '../../src/db/schema/index';
import { createCategoryTree } from '../../src/modules/catalog/index';
import { createCompanyWithUsers } from '../../src/modules/identity/index';
import type { TestApp } from './test-app';

export const PASSWORD = 'Site@2026';
const KIND: Record<Role, 'platform' | 'seller' | 'buyer'> = {
  Adm: 'platform',
  SellAdm: 'seller',
  SellUsr: 'seller',
  BuyAdm: 'buyer',
  BuyUsr: 'buyer',
};

/**
 * The capability toggles staff members are given here unless a test says otherwise, as the
 * migration gave the staff of before (tests of the toggles pass their own).
 */
export const STAFF_TOGGLES: Partial<Record<Role, UserToggles>> = {
  BuyUsr: { checkout: true, makePayment: true, acknowledgeDo: true, manageUsers: true, bid: true, viewBid: true },
  SellUsr: {
    updateOrderStatus: true,
    productUpload: true,
    productSetPrice: true,
    manageUsers: true,
    bid: true,
    viewBid: true,
  },
};

let sequence = 0;
/** A company with one user of `role`; `permissions` replaces the role's defaults, `toggles` the staff's. */
export async function makeUser(db: Db, role: Role, permissions?: Permissions, toggles?: UserToggles) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}${sequence}`;
  const { company, users: created } = await createCompanyWithUsers(
    db,
    { name: `Test ${role} ${tag} Sdn. Bhd.`, registrationNo: `T-${tag}`, kind: KIND[role] },
    [
      {
        email: `${role.toLowerCase()}.${tag}@example.test`,
        password: PASSWORD,
        pin: '654321',
        firstName: 'Test',
        lastName: role,
        role,
        ...(permissions && { permissions }),
        toggles: toggles ?? STAFF_TOGGLES[role] ?? {},
      },
    ],
  );
  return { company, user: created[0]! };
}

/** Signs in through the API; returns the user record and the refresh cookie. */
export async function signIn(t: TestApp, email: string, password = PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/accounts/authenticate',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  return { record: response.json<AuthRecord>(), cookie: cookie!.value };
}

/** Signs a session out (POST /accounts/revoke-token with its own access and refresh tokens); answers the status. */
export async function signOut(t: TestApp, session: { auth: Record<string, string>; record: { refreshToken: string } }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/accounts/revoke-token',
    headers: session.auth,
    payload: { token: session.record.refreshToken },
  });
  return response.statusCode;
}

/** A signed-in user of `role`. */
export async function signedInAs(t: TestApp, role: Role, permissions?: Permissions, toggles?: UserToggles) {
  const made = await makeUser(t.db, role, permissions, toggles);
  const session = await signIn(t, made.user.email);
  return { ...made, ...session, auth: { authorization: `Bearer ${session.record.jwtToken}` } };
}

export async function deactivate(db: Db, userId: string) {
  await db.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
}

let registrationSequence = 0;
const registrationSeed = randomBytes(3).readUIntBE(0, 3);
/** A valid registration form (unique e-mail and SSM number); `overrides` replace fields. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  registrationSequence += 1;
  const serial = String((registrationSeed + registrationSequence) % 1_000_000).padStart(6, '0');
  return {
    accountType: 'buyer',
    companyName: `Binaan Test ${serial} Sdn. Bhd.`,
    registrationNo: `20230${1 + (registrationSequence % 6)}${serial}`,
    firstName: 'Nurul',
    lastName: 'Huda',
    position: 'Director',
    phone: '012-345 6789',
    email: `applicant.${serial}.${registrationSequence}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    pin: '246810',
    ...overrides,
  };
}

/** The e-mails sent to an address, newest first, as recorded in the outbox. */
export async function emailsTo(db: Db, address: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The token of the first link to `path` (such as /verify or /reset) in an e-mail's text. */
export function tokenFromLink(text: string, path: string): string {
  const link = text.match(new RegExp(`https?://\\S+${path}\\?token=([\\w-]+)`));
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return link[1]!;
}

let addressSequence = 0;
/** A client address of its own, so a test's public calls do not share one rate-limit allowance. */
export function freshAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

let teamSequence = 0;
/** One company with a signed-in user per role given (all of one side), in that order. */
export async function signedInTeam(t: TestApp, roles: Role[], permissions: (Permissions | undefined)[] = []) {
  teamSequence += 1;
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}t${teamSequence}`;
  const { company, users: created } = await createCompanyWithUsers(
    t.db,
    { name: `Team ${tag} Sdn. Bhd.`, registrationNo: `TT-${tag}`, kind: KIND[roles[0]!] },
    roles.map((role, i) => ({
      email: `${role.toLowerCase()}${i}.${tag}@example.test`,
      password: PASSWORD,
      pin: '654321',
      firstName: 'Team',
      lastName: `${role} ${i}`,
      role,
      ...(permissions[i] && { permissions: permissions[i] }),
      toggles: STAFF_TOGGLES[role] ?? {},
    })),
  );
  const members = [];
  for (const user of created) {
    const session = await signIn(t, user.email);
    members.push({ user, ...session, auth: { authorization: `Bearer ${session.record.jwtToken}` } });
  }
  return { company, members };
}

// ---- catalogue and hub -------------------------------------------------------------

/** The smallest byte strings each upload check recognises (or must refuse). */
export const SAMPLE_FILES = {
  /** PNG signature and an IHDR start: enough for the content check */
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000IHDR')]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  /** text named and typed as a PNG */
  fakePng: Buffer.from('definitely not an image'),
};

/** A multipart body with one file part in field `file`. */
export function multipartFile(content: Buffer, filename: string, contentType: string) {
  const boundary = `----binamart${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/files?purpose= with the bytes; returns the response. */
export function postFile(
  t: TestApp,
  auth: Record<string, string>,
  purpose: string,
  content: Buffer = SAMPLE_FILES.png,
  filename = 'photo.png',
  contentType = 'image/png',
) {
  const body = multipartFile(content, filename, contentType);
  return t.app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** An uploaded product image's id. */
export async function uploadedImageId(t: TestApp, auth: Record<string, string>, purpose = 'product-image') {
  const response = await postFile(t, auth, purpose);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

let categorySequence = 0;
/** A main category with two subcategories; returns their ids. */
export async function makeCategories(db: Db) {
  categorySequence += 1;
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}c${categorySequence}`;
  await createCategoryTree(db, [
    {
      slug: `main-${tag}`,
      nameEn: `Main ${tag}`,
      nameZh: `主 ${tag}`,
      children: [
        { slug: `sub-a-${tag}`, nameEn: `Sub A ${tag}` },
        { slug: `sub-b-${tag}`, nameEn: `Sub B ${tag}` },
      ],
    },
  ]);
  const rows = await db
    .select()
    .from(categories)
    .where(like(categories.slug, `%${tag}`));
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return { main: bySlug.get(`main-${tag}`)!, subA: bySlug.get(`sub-a-${tag}`)!, subB: bySlug.get(`sub-b-${tag}`)! };
}

/** A valid variation: 1 bag, RM 25.00 list, RM 22.50 selling; `overrides` replace fields. */
export function variationForm(overrides: Record<string, unknown> = {}) {
  return {
    name: '50 kg bag',
    summary: 'Ordinary Portland cement',
    unit: 'bag',
    minOrderQty: 10,
    multipleOf: 5,
    listPriceSen: 2500,
    sellingPriceSen: 2250,
    available: true,
    hidePrice: false,
    ...overrides,
  };
}

/** A valid product form in `categoryId` with the given image ids; `overrides` replace fields. */
export function productForm(categoryId: string, imageFileIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    type: 'product',
    name: 'Portland Cement',
    brand: 'Tasek',
    tags: 'cement, opc',
    categoryId,
    description: 'General purpose cement for concrete and mortar',
    specification: 'MS EN 197-1',
    imageFileIds,
    leadDays: 3,
    states: ['Selangor', 'Kuala Lumpur'],
    currency: 'MYR',
    weightGrams: 50_000,
    lengthMm: 600,
    widthMm: 400,
    heightMm: 120,
    variations: [variationForm()],
    ...overrides,
  };
}

/** A signed-in seller company (administrator) registered for the hub, with one uploaded image. */
export async function sellerWithHub(t: TestApp, roles: Role[] = ['SellAdm']) {
  const team = await signedInTeam(t, roles);
  const auth = team.members[0]!.auth;
  const registered = await t.app.inject({ method: 'POST', url: '/api/hub/register', headers: auth });
  if (registered.statusCode !== 200) throw new Error(`hub registration failed: ${registered.body}`);
  return { ...team, auth, imageId: await uploadedImageId(t, auth) };
}

/** Creates a product through the API as `auth`; returns its JSON. */
export async function createProductVia(t: TestApp, auth: Record<string, string>, form: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/seller/products', headers: auth, payload: form });
  if (response.statusCode !== 201) throw new Error(`create product failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; status: string; version: number; variations: { id: string }[] }>();
}

/** Publishes a product through the API as administrator `adminAuth`. */
export async function publishVia(t: TestApp, adminAuth: Record<string, string>, id: string) {
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/publish`, headers: adminAuth });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A valid branch form; `overrides` replace fields. */
export function branchForm(overrides: Record<string, unknown> = {}) {
  const weekday = { open: '08:00', close: '17:30' };
  return {
    name: 'Shah Alam yard',
    addressLine1: 'Lot 12, Jalan Utas 15/7',
    addressLine2: 'Seksyen 15',
    postcode: '40200',
    city: 'Shah Alam',
    state: 'Selangor',
    openingHours: {
      mon: weekday,
      tue: weekday,
      wed: weekday,
      thu: weekday,
      fri: weekday,
      sat: { open: '08:00', close: '13:00' },
      sun: null,
    },
    ...overrides,
  };
}
