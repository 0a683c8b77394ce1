/** Seller A cannot see or touch seller B's products, branches, rates or files; buyers and anonymous callers get nothing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, deliveryRates, products } from '../src/db/schema/index';
import {
  branchForm,
  createProductVia,
  makeCategories,
  productForm,
  sellerWithHub,
  signedInAs,
  variationForm,
} from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Seller = Awaited<ReturnType<typeof sellerWithHub>>;
type Headers = Record<string, string>;

let t: TestApp;
let dataDir: string;
let cats: Awaited<ReturnType<typeof makeCategories>>;
let a: Seller;
let b: Seller;
let bProduct: string;
let bBranch: string;
let bRate: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-catalog-tenancy-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  cats = await makeCategories(t.db);
  a = await sellerWithHub(t, ['SellAdm', 'SellUsr']);
  b = await sellerWithHub(t);
  bProduct = (await createProductVia(t, b.auth, productForm(cats.main, [b.imageId]))).id;
  bBranch = (
    await t.app.inject({ method: 'POST', url: '/api/hub/branches', headers: b.auth, payload: branchForm() })
  ).json().id;
  bRate = (
    await t.app.inject({
      method: 'POST',
      url: '/api/hub/delivery-rates',
      headers: b.auth,
      payload: { withinKm: 10, tripFee: 50 },
    })
  ).json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const intruders = (): [string, Headers][] => [
  ['seller administrator of A', a.members[0]!.auth],
  ['seller user of A', a.members[1]!.auth],
];
const calls = () => [
  { method: 'GET' as const, url: `/api/seller/products/${bProduct}` },
  { method: 'PUT' as const, url: `/api/seller/products/${bProduct}`, payload: productForm(cats.main, [a.imageId]) },
  { method: 'DELETE' as const, url: `/api/seller/products/${bProduct}` },
  { method: 'PUT' as const, url: `/api/hub/branches/${bBranch}`, payload: branchForm({ name: 'Hijacked' }) },
  { method: 'DELETE' as const, url: `/api/hub/branches/${bBranch}` },
  { method: 'PUT' as const, url: `/api/hub/delivery-rates/${bRate}`, payload: { withinKm: 99, tripFee: 0 } },
  { method: 'DELETE' as const, url: `/api/hub/delivery-rates/${bRate}` },
];

describe("another seller's records are not found", () => {
  it.each([0, 1])('intruder #%i gets 404 for every call on B, and B keeps everything', async (index) => {
    const [who, auth] = intruders()[index]!;
    for (const call of calls()) {
      const response = await t.app.inject({ ...call, headers: auth });
      expect(response.statusCode, `${who}: ${call.method} ${call.url}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const [product] = await t.db.select().from(products).where(eq(products.id, bProduct));
    expect(product).toMatchObject({ status: 'pending', version: 1, companyId: b.company.id });
    expect(await t.db.select().from(branches).where(eq(branches.id, bBranch))).toMatchObject([
      { name: 'Shah Alam yard' },
    ]);
    expect(await t.db.select().from(deliveryRates).where(eq(deliveryRates.id, bRate))).toMatchObject([
      { withinKm: 10 },
    ]);
  });

  it("lists only the seller's own products, branches and rates", async () => {
    const auth = a.auth;
    const list = await t.app.inject({ url: '/api/seller/products', headers: auth });
    expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain(bProduct);
    expect((await t.app.inject({ url: '/api/hub/branches', headers: auth })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/hub/delivery-rates', headers: auth })).json()).toEqual([]);
  });

  it("refuses B's file ids in A's products, variations and branches (404) and stores nothing", async () => {
    const before = await t.db.select().from(products).where(eq(products.companyId, a.company.id));
    const attempts = [
      { url: '/api/seller/products', payload: productForm(cats.main, [b.imageId]) },
      {
        url: '/api/seller/products',
        payload: productForm(cats.main, [a.imageId], { variations: [variationForm({ imageFileId: b.imageId })] }),
      },
      { url: '/api/seller/products', payload: productForm(cats.main, [a.imageId], { catalogueFileId: b.imageId }) },
      { url: '/api/hub/branches', payload: branchForm({ imageFileId: b.imageId }) },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ method: 'POST', headers: a.auth, ...attempt });
      expect(response.statusCode, JSON.stringify(attempt.payload).slice(0, 80)).toBe(404);
    }
    const own = await createProductVia(t, a.auth, productForm(cats.main, [a.imageId]));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/products/${own.id}`,
      headers: a.auth,
      payload: productForm(cats.main, [b.imageId]),
    });
    expect(edit.statusCode).toBe(404);
    const after = await t.db.select().from(products).where(eq(products.companyId, a.company.id));
    expect(after).toHaveLength(before.length + 1);
    expect((await t.db.select().from(branches).where(eq(branches.companyId, a.company.id))).length).toBe(0);
  });
});

describe('buyers, administrators and anonymous callers on seller endpoints', () => {
  const sellerEndpoints = () => [
    { method: 'GET' as const, url: '/api/seller/products' },
    { method: 'POST' as const, url: '/api/seller/products', payload: productForm(cats.main, [b.imageId]) },
    { method: 'GET' as const, url: `/api/seller/products/${bProduct}` },
    { method: 'PUT' as const, url: `/api/seller/products/${bProduct}`, payload: productForm(cats.main, [b.imageId]) },
    { method: 'DELETE' as const, url: `/api/seller/products/${bProduct}` },
    { method: 'GET' as const, url: '/api/hub' },
    { method: 'POST' as const, url: '/api/hub/register' },
    { method: 'GET' as const, url: '/api/hub/branches' },
    { method: 'POST' as const, url: '/api/hub/branches', payload: branchForm() },
    { method: 'DELETE' as const, url: `/api/hub/branches/${bBranch}` },
    { method: 'GET' as const, url: '/api/hub/delivery-rates' },
    { method: 'POST' as const, url: '/api/hub/delivery-rates', payload: { withinKm: 5, tripFee: 1 } },
    { method: 'DELETE' as const, url: `/api/hub/delivery-rates/${bRate}` },
  ];

  it('answers 401 without sign-in', async () => {
    for (const call of sellerEndpoints()) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it.each(['BuyAdm', 'BuyUsr', 'Adm'] as const)('answers 403 to %s', async (role) => {
    const other = await signedInAs(t, role);
    for (const call of sellerEndpoints()) {
      const response = await t.app.inject({ ...call, headers: other.auth });
      expect(response.statusCode, `${role}: ${call.method} ${call.url}`).toBe(403);
    }
  });

  it('answers 403 to a seller user whose sellPro is blocked', async () => {
    const blocked = await signedInAs(t, 'SellUsr', { sellPro: 'Block' });
    for (const call of sellerEndpoints()) {
      expect((await t.app.inject({ ...call, headers: blocked.auth })).statusCode).toBe(403);
    }
  });
});
