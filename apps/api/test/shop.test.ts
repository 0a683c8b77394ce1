/** The public shop: published products only, with filters, sorts, pages, search, hidden prices and detail visibility. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index';
import {
  branchForm,
  createProductVia,
  makeCategories,
  productForm,
  publishVia,
  sellerWithHub,
  signedInAs,
  variationForm,
} from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Seller = Awaited<ReturnType<typeof sellerWithHub>>;
type Card = { id: string; name: string; fromPriceSen: number | null; status: string };

let t: TestApp;
let dataDir: string;
let cats: Awaited<ReturnType<typeof makeCategories>>;
let seller: Seller;
let other: Seller;
let admin: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-shop-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  cats = await makeCategories(t.db);
  seller = await sellerWithHub(t);
  other = await sellerWithHub(t);
  admin = (await signedInAs(t, 'Adm')).auth;
  await t.app.inject({ method: 'POST', url: '/api/hub/branches', headers: seller.auth, payload: branchForm() });

  const make = async (key: string, who: Seller, overrides: Record<string, unknown>, publish = true) => {
    const created = await createProductVia(t, who.auth, productForm(cats.main, [who.imageId], overrides));
    if (publish) await publishVia(t, admin, created.id);
    ids[key] = created.id;
  };
  const price = (sellingPriceSen: number, extra: Record<string, unknown> = {}) => [
    variationForm({ sellingPriceSen, listPriceSen: sellingPriceSen * 2, ...extra }),
  ];
  await make('cement', seller, {
    name: 'Portland Cement',
    brand: 'Tasek',
    tags: 'opc, grey',
    description: 'General purpose cement',
    subcategoryId: cats.subA,
    variations: price(2250),
  });
  await make('rebar', seller, {
    name: 'Deformed steel bar',
    brand: 'Southern Steel',
    tags: 'rebar, y12',
    description: 'High tensile reinforcement',
    subcategoryId: cats.subB,
    variations: price(350000),
  });
  await make('tiles', other, {
    name: 'Porcelain floor tile',
    brand: 'Niro',
    tags: 'flooring',
    description: 'Anti-slip glazed finish for wet areas',
    variations: price(8900),
  });
  await make('hidden', other, {
    name: 'Custom precast panel',
    brand: 'Precast Co',
    tags: '',
    description: 'Made to order',
    variations: price(99999, { hidePrice: true }),
  });
  await make('service', other, {
    type: 'service',
    name: 'Concrete pumping',
    tags: '',
    description: 'Boom pump with operator',
    salePriceSen: 120000,
    variations: price(120000),
  });
  await make('pending', seller, { name: 'Pending cement blend', brand: 'Tasek' }, false);
  // a rated product
  await t.db.update(products).set({ ratingAverage: '4.50', ratingCount: 8 }).where(eq(products.id, ids.tiles!));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const shop = async (query = '') => {
  const response = await t.app.inject({ url: `/api/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Card[]; total: number; page: number; pageSize: number }>();
};
const namesOf = (page: { items: Card[] }) => page.items.map((i) => i.name);

describe('GET /api/products', () => {
  it('lists published products only, newest first, with the first image, seller and its branch state', async () => {
    const page = await shop(`?seller=${seller.company.id}`);
    expect(namesOf(page)).toEqual(['Deformed steel bar', 'Portland Cement']);
    expect(page.items[1]).toMatchObject({
      fromPriceSen: 2250,
      imageUrl: `/api/files/${seller.imageId}`,
      seller: { id: seller.company.id, name: seller.company.name, state: 'Selangor' },
      status: 'published',
      currency: 'MYR',
    });
    const all = await shop();
    expect(all.items.map((i) => i.id)).not.toContain(ids.pending);
    expect(all.total).toBe(5);
  });

  it('filters by category (main or sub), type, price range, rating and seller', async () => {
    expect((await shop(`?category=${cats.main}`)).total).toBe(5);
    expect(namesOf(await shop(`?category=${cats.subA}`))).toEqual(['Portland Cement']);
    expect(namesOf(await shop('?type=service'))).toEqual(['Concrete pumping']);
    expect(namesOf(await shop('?minPrice=5000&maxPrice=200000&sort=priceAsc'))).toEqual([
      'Porcelain floor tile',
      'Concrete pumping',
    ]);
    expect(namesOf(await shop('?minRating=4'))).toEqual(['Porcelain floor tile']);
    expect((await shop(`?seller=${other.company.id}`)).total).toBe(3);
  });

  it('sorts by price both ways (hidden prices last), by rating and by newest', async () => {
    expect(namesOf(await shop('?sort=priceAsc'))).toEqual([
      'Portland Cement',
      'Porcelain floor tile',
      'Concrete pumping',
      'Deformed steel bar',
      'Custom precast panel',
    ]);
    expect(namesOf(await shop('?sort=priceDesc'))).toEqual([
      'Deformed steel bar',
      'Concrete pumping',
      'Porcelain floor tile',
      'Portland Cement',
      'Custom precast panel',
    ]);
    expect(namesOf(await shop('?sort=rating'))[0]).toBe('Porcelain floor tile');
    expect(namesOf(await shop('?sort=newest'))[0]).toBe('Concrete pumping');
  });

  it('pages through the results with the same total', async () => {
    const first = await shop('?sort=priceAsc&pageSize=2');
    const second = await shop('?sort=priceAsc&pageSize=2&page=2');
    const third = await shop('?sort=priceAsc&pageSize=2&page=3');
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect(second).toMatchObject({ page: 2, pageSize: 2 });
    expect([...namesOf(first), ...namesOf(second), ...namesOf(third)]).toHaveLength(5);
    expect(namesOf(third)).toEqual(['Custom precast panel']);
    expect((await shop('?page=9')).items).toEqual([]);
  });

  it.each([
    ['a name word', 'cement', ['Portland Cement']],
    ['a brand', 'niro', ['Porcelain floor tile']],
    ['a tag', 'rebar', ['Deformed steel bar']],
    ['a description word', 'reinforcement', ['Deformed steel bar']],
    ['a prefix of the last word', 'porc', ['Porcelain floor tile']],
    ['two words, the last a prefix', 'floor til', ['Porcelain floor tile']],
    ['words in any field', 'tasek portland', ['Portland Cement']],
    ['an excluded word', 'cement -tasek', []],
    ['either word', 'niro or rebar', ['Deformed steel bar', 'Porcelain floor tile']],
    ['nothing known', 'xylophone', []],
  ])('searches %s', async (_, q, expected) => {
    const page = await shop(`?q=${encodeURIComponent(q)}`);
    expect(namesOf(page).sort()).toEqual([...expected].sort());
    expect(page.total).toBe(expected.length);
  });

  it('ranks a name match above a description match', async () => {
    const id = (
      await createProductVia(
        t,
        other.auth,
        productForm(cats.main, [other.imageId], { name: 'Tile adhesive', description: 'For porcelain' }),
      )
    ).id;
    await publishVia(t, admin, id);
    expect(namesOf(await shop('?q=porcelain'))).toEqual(['Porcelain floor tile', 'Tile adhesive']);
    await t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/remove`, headers: admin });
  });

  it('refuses a bad query', async () => {
    expect((await t.app.inject({ url: '/api/products?sort=cheapest' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/products?pageSize=500' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/products?category=not-a-uuid' })).statusCode).toBe(400);
  });
});

describe('GET /api/products/:id', () => {
  it('serves a visitor the product as it is now, even after a cached read', async () => {
    const created = await createProductVia(
      t,
      seller.auth,
      productForm(cats.main, [seller.imageId], { name: 'Cached Lintel' }),
    );
    await publishVia(t, admin, created.id);
    const url = `/api/products/${created.id}`;
    expect((await t.app.inject({ url })).json().name).toBe('Cached Lintel');
    expect((await t.app.inject({ url, headers: { 'accept-language': 'zh-CN' } })).statusCode).toBe(200);
    // an edit sends it back to moderation: the public no longer sees it
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/products/${created.id}`,
      headers: seller.auth,
      payload: productForm(cats.main, [seller.imageId], { name: 'Cached Lintel, longer' }),
    });
    expect(edit.statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    await publishVia(t, admin, created.id);
    expect((await t.app.inject({ url })).json().name).toBe('Cached Lintel, longer');
    await t.app.inject({ method: 'POST', url: `/api/admin/products/${created.id}/remove`, headers: admin });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('shows a published product to anyone, without hidden prices', async () => {
    const response = await t.app.inject({ url: `/api/products/${ids.hidden}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().variations[0]).toMatchObject({ hidePrice: true, sellingPriceSen: null, listPriceSen: null });
    const card = (await shop(`?q=precast`)).items[0]!;
    expect(card.fromPriceSen).toBeNull();
    const buyer = await signedInAs(t, 'BuyAdm');
    const forBuyer = await t.app.inject({ url: `/api/products/${ids.hidden}`, headers: buyer.auth });
    expect(forBuyer.json().variations[0].sellingPriceSen).toBeNull();
  });

  it('shows hidden prices to the seller and to administrators', async () => {
    for (const auth of [other.auth, admin]) {
      const response = await t.app.inject({ url: `/api/products/${ids.hidden}`, headers: auth });
      expect(response.json().variations[0]).toMatchObject({ sellingPriceSen: 99999, listPriceSen: 199998 });
    }
  });

  it('hides a pending product from the public, buyers and other sellers, not from its seller or administrators', async () => {
    const url = `/api/products/${ids.pending}`;
    const buyer = await signedInAs(t, 'BuyAdm');
    for (const headers of [{}, buyer.auth, other.auth]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    for (const headers of [seller.auth, admin]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('pending');
    }
    expect((await t.app.inject({ url: `/api/products/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });

  it('answers in the request language for the category name', async () => {
    const response = await t.app.inject({
      url: `/api/products/${ids.cement}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.json().categoryName).toMatch(/^主 /);
  });
});

describe('search that speaks the trade', () => {
  beforeAll(async () => {
    const make = async (overrides: Record<string, unknown>) => {
      const created = await createProductVia(t, other.auth, productForm(cats.main, [other.imageId], overrides));
      await publishVia(t, admin, created.id);
    };
    const sized = (...names: string[]) =>
      names.map((name) => variationForm({ name, unit: 'tonne', minOrderQty: 1, multipleOf: 1 }));
    await make({
      name: 'High Tensile Deformed Bar',
      brand: 'Ann Joo',
      tags: 'besi',
      description: 'Grade B500B bar in 12 m lengths',
      specification: 'MS 146:2014 grade B500B',
      variations: sized('T10 (10 mm)', 'T12 (12 mm)', 'T16 (16 mm)'),
    });
    await make({
      name: 'Mild Steel Round Bar',
      brand: 'Southern Steel',
      tags: 'links, stirrups',
      description: 'Plain bar for links',
      variations: sized('R6 (6 mm)', 'R10 (10 mm)'),
    });
    await make({
      name: 'Washed River Sand',
      brand: 'Pasir Utama',
      tags: 'plaster',
      description: 'Screened',
      variations: sized('Per tonne'),
    });
    await make({
      name: 'Welded Wire Mesh',
      brand: 'Tegasteel',
      tags: 'fabric',
      description: 'Sheets for slabs',
      variations: sized('A7', 'A10'),
    });
    await make({
      name: 'Common Clay Brick',
      brand: 'Kim Hin',
      tags: 'wall',
      description: 'Fired clay',
      variations: sized('Per 1,000 bricks'),
    });
  });

  it.each([
    ['Y12', ['High Tensile Deformed Bar', 'Deformed steel bar'], 'T12 (12 mm)'],
    ['rebar 12mm', ['High Tensile Deformed Bar', 'Deformed steel bar'], 'T12 (12 mm)'],
    ['12 mm', ['High Tensile Deformed Bar', 'Deformed steel bar'], 'T12 (12 mm)'],
    ['t16', ['High Tensile Deformed Bar'], 'T16 (16 mm)'],
    ['R10', ['Mild Steel Round Bar'], 'R10 (10 mm)'],
    ['semen', ['Portland Cement'], null],
    ['simen', ['Portland Cement'], null],
    ['水泥', ['Portland Cement'], null],
    ['OPC', ['Portland Cement'], null],
    ['pasir', ['Washed River Sand'], null],
    ['沙', ['Washed River Sand'], null],
    ['BRC', ['Welded Wire Mesh'], null],
    ['bata', ['Common Clay Brick'], null],
    ['砖', ['Common Clay Brick'], null],
    ['钢筋', ['High Tensile Deformed Bar', 'Deformed steel bar'], null],
    ['besi y10', ['High Tensile Deformed Bar'], 'T10 (10 mm)'],
  ])('finds %s', async (q, expected, variation) => {
    const page = await shop(`?q=${encodeURIComponent(q)}`);
    expect(namesOf(page).sort()).toEqual([...expected].sort());
    expect(page).not.toHaveProperty('didYouMean');
    const first = page.items.find((item) => item.name === expected[0]) as Card & { matchedVariation?: string | null };
    expect(first.matchedVariation ?? null).toBe(variation);
  });

  it('finds what a misspelt search meant, and says what it searched', async () => {
    const page = (await shop('?q=cemnet')) as { items: Card[]; total: number; didYouMean?: string };
    expect(page.didYouMean).toBe('cement');
    expect(namesOf(page)).toEqual(['Portland Cement']);
    const two = (await shop('?q=wleded%20mesh')) as { items: Card[]; didYouMean?: string };
    expect(two.didYouMean).toBe('welded mesh');
    expect(namesOf(two)).toEqual(['Welded Wire Mesh']);
    // nothing near: nothing found, nothing offered
    const none = (await shop('?q=xylophone')) as { items: Card[]; total: number; didYouMean?: string };
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(none.didYouMean).toBeUndefined();
  });
});
