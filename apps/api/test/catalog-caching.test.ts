/**
 * HTTP caching of the public catalogue (the listing and search, a product, the categories): strong
 * ETags, Cache-Control public for the anonymous and private with a bearer, 304 for a copy still
 * current, and a new ETag with the new data on the next request after a price, status or category
 * change — also when the change was made through another API instance on the same database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres } from '../src/db/client';
import { loadEnv } from '../src/env';
import { call, editAndRepublish, expectStatus, sellerSelling, type SellerSelling } from './helpers/checkout-factories';
import { signedInAs, variationForm } from './helpers/factories';
import { TEST_ENV, type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerSelling;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'Adm');
  seller = await sellerSelling(t, admin.auth);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers });

describe('the public catalogue', () => {
  it('labels the listing with a strong ETag, public and revalidated, and answers a current copy 304', async () => {
    const first = await get('/api/products?q=cement');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"c\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toContain('Accept-Language');

    const again = await get('/api/products?q=cement', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // another search, language or coding is another representation
    expect((await get('/api/products?q=bar')).headers.etag).not.toBe(etag);
    expect((await get('/api/products?q=cement', { 'accept-language': 'ms' })).headers.etag).not.toBe(etag);
    expect((await get('/api/products?q=cement', { 'accept-encoding': 'br' })).headers.etag).not.toBe(etag);
  });

  it('keeps answers to a bearer private to that user', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const other = await signedInAs(t, 'BuyAdm');
    const url = `/api/products/${seller.productId}`;
    const mine = await get(url, buyer.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect((await get(url, other.auth)).headers.etag).not.toBe(mine.headers.etag);
    expect((await get(url, { ...buyer.auth, 'if-none-match': mine.headers.etag as string })).statusCode).toBe(304);
    // a bad token is refused before anything is revalidated
    expect(
      (await get(url, { authorization: 'Bearer nope', 'if-none-match': mine.headers.etag as string })).statusCode,
    ).toBe(401);
  });

  it('shows a new price, a removed product and a renamed category on the next request', async () => {
    const url = `/api/products/${seller.productId}`;
    const before = await get(url);
    const listing = await get(`/api/products?seller=${seller.company.id}`);
    const categories = await get('/api/Category');
    expect(categories.headers['cache-control']).toBe('public, no-cache');

    await editAndRepublish(t, admin.auth, seller, {});
    const priced = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(priced.statusCode).toBe(200);
    expect(priced.headers.etag).not.toBe(before.headers.etag);
    expect(
      (await get(`/api/products?seller=${seller.company.id}`, { 'if-none-match': listing.headers.etag as string }))
        .statusCode,
    ).toBe(200);

    const category = categories.json<{ id: string; name: string }[]>()[0]!;
    expectStatus(
      await call(t, 'PUT', `/api/admin/categories/${category.id}`, admin.auth, {
        nameEn: 'Cement and concrete',
        nameZh: '水泥与混凝土',
        nameMs: 'Simen dan konkrit',
      }),
      200,
    );
    const renamed = await get('/api/Category', { 'if-none-match': categories.headers.etag as string });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ id: string; name: string }[]>().find((c) => c.id === category.id)!.name).toBe(
      'Cement and concrete',
    );

    const current = await get(url);
    expectStatus(await call(t, 'POST', `/api/admin/products/${seller.productId}/remove`, admin.auth), 200);
    expect((await get(url, { 'if-none-match': current.headers.etag as string })).statusCode).toBe(404);
  });

  it('answers a page asked again from its copy, and sees a change written straight to the database', async () => {
    const other = await sellerSelling(t, admin.auth);
    const url = `/api/products/${other.productId}`;
    const first = await get(url);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    // not through the API: a statement on the database (a job, a script, another tool)
    await t.database.db.execute(
      sql`update product_variations set selling_price_sen = 1875 where id = ${other.variationId}`,
    );
    const changed = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ variations: { sellingPriceSen: number }[] }>().variations[0]!.sellingPriceSen).toBe(1875);
    const listing = await get(`/api/products?seller=${other.company.id}`);
    await t.database.db.execute(
      sql`update products set name = 'Portland cement 50 kg, sack' where id = ${other.productId}`,
    );
    const renamed = await get(`/api/products?seller=${other.company.id}`, {
      'if-none-match': listing.headers.etag as string,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ items: { name: string }[] }>().items[0]!.name).toBe('Portland cement 50 kg, sack');
  });

  it('sees a price changed through another API instance on the same database at once', async () => {
    const other = await sellerSelling(t, admin.auth);
    // on PostgreSQL a second instance has its own connections; on PGlite it shares the one database
    const database = t.url ? await openPostgres(t.url) : t.database;
    const second = await buildApp({ database, env: loadEnv(TEST_ENV) });
    try {
      const url = `/api/products/${other.productId}`;
      const seen = await get(url, {}, second);
      expect(seen.json<{ variations: { sellingPriceSen: number }[] }>().variations[0]!.sellingPriceSen).toBe(2250);
      // the seller lowers the price through the first instance
      await editAndRepublish(t, admin.auth, other, {
        variations: [variationForm({ id: other.variationId, sellingPriceSen: 1990 })],
      });
      const changed = await get(url, { 'if-none-match': seen.headers.etag as string }, second);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(seen.headers.etag);
      expect(changed.json<{ variations: { sellingPriceSen: number }[] }>().variations[0]!.sellingPriceSen).toBe(1990);
    } finally {
      await second.close();
      if (t.url) await database.close();
    }
  });
});
