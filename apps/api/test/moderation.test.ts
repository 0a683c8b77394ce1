/** Administrators moderate products along the transitions table, and manage the category tree. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index';
import { createProductVia, makeCategories, productForm, sellerWithHub, signedInAs } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let dataDir: string;
let cats: Awaited<ReturnType<typeof makeCategories>>;
let seller: Awaited<ReturnType<typeof sellerWithHub>>;
let admin: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-moderation-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  cats = await makeCategories(t.db);
  seller = await sellerWithHub(t);
  admin = (await signedInAs(t, 'Adm')).auth;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const newProduct = async (name = 'Portland Cement') =>
  (await createProductVia(t, seller.auth, productForm(cats.main, [seller.imageId], { name }))).id;
const act = (id: string, action: string, headers: Headers = admin, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/${action}`, headers, ...(payload && { payload }) });

describe('moderation queue', () => {
  it('lists pending products longest-waiting first, and other states on request', async () => {
    const first = await newProduct('Queue first');
    const second = await newProduct('Queue second');
    const queue = await t.app.inject({ url: '/api/admin/products?status=pending', headers: admin });
    expect(queue.statusCode).toBe(200);
    const order = queue.json().items.map((i: { id: string }) => i.id);
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(second));
    await act(first, 'publish');
    const published = await t.app.inject({ url: '/api/admin/products?status=published&q=queue', headers: admin });
    expect(published.json().items.map((i: { id: string }) => i.id)).toEqual([first]);
    const detail = await t.app.inject({ url: `/api/admin/products/${second}`, headers: admin });
    expect(detail.json()).toMatchObject({ id: second, status: 'pending' });
  });

  it('is for administrators with admPro: Read to look, Write to act', async () => {
    const id = await newProduct();
    const buyer = await signedInAs(t, 'BuyAdm');
    for (const headers of [buyer.auth, seller.auth]) {
      expect((await t.app.inject({ url: '/api/admin/products', headers })).statusCode).toBe(403);
      expect((await act(id, 'publish', headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/products' })).statusCode).toBe(401);
    const reader = await signedInAs(t, 'Adm', { admPro: 'Read' });
    expect((await t.app.inject({ url: '/api/admin/products', headers: reader.auth })).statusCode).toBe(200);
    expect((await act(id, 'publish', reader.auth)).statusCode).toBe(403);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row!.status).toBe('pending');
  });
});

describe('transitions', () => {
  it('publishes a pending product with a publication time, and it shows in the shop', async () => {
    const id = await newProduct('Publish me');
    const response = await act(id, 'publish');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('published');
    expect(Date.parse(response.json().publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.app.inject({ url: `/api/products/${id}` })).statusCode).toBe(200);
  });

  it('rejects with a reason the seller sees; the seller edits it back to pending', async () => {
    const id = await newProduct('Reject me');
    const noReason = await act(id, 'reject', admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toContainEqual({ path: 'reason', message: 'This field is required' });
    const rejected = await act(id, 'reject', admin, { reason: 'Photos are blurry' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Photos are blurry' });
    const mine = await t.app.inject({ url: `/api/seller/products/${id}`, headers: seller.auth });
    expect(mine.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Photos are blurry' });
    // rejected → publish is not in the table
    const publish = await act(id, 'publish');
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toEqual({
      code: 'transition_not_allowed',
      message: 'This action is not possible while the product is rejected',
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/products/${id}`,
      headers: seller.auth,
      payload: productForm(cats.main, [seller.imageId], { name: 'Reject me (sharper photos)' }),
    });
    expect(edited.json()).toMatchObject({ status: 'pending', rejectionReason: null, version: 2 });
    expect((await act(id, 'publish')).json().status).toBe('published');
  });

  it('sends a published product back to moderation when the seller edits it', async () => {
    const id = await newProduct('Edit after publish');
    await act(id, 'publish');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/products/${id}`,
      headers: seller.auth,
      payload: productForm(cats.main, [seller.imageId], { name: 'Edit after publish v2' }),
    });
    expect(edited.json().status).toBe('pending');
    expect((await t.app.inject({ url: `/api/products/${id}` })).statusCode).toBe(404);
  });

  it('refuses the moves the table does not have', async () => {
    const id = await newProduct('Refusals');
    await act(id, 'publish');
    const again = await act(id, 'publish');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This action is not possible while the product is published');
    expect((await act(id, 'reject', admin, { reason: 'late' })).statusCode).toBe(409);
    expect((await act(id, 'remove')).json().status).toBe('removed');
    for (const action of ['publish', 'remove']) {
      const response = await act(id, action);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().message).toBe('This action is not possible while the product is removed');
    }
    expect((await act(id, 'reject', admin, { reason: 'x' })).statusCode).toBe(409);
    const zh = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/publish`,
      headers: { ...admin, 'accept-language': 'zh-CN' },
    });
    expect(zh.json().code).toBe('transition_not_allowed');
    expect(zh.json().message).not.toMatch(/This action/);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await act(crypto.randomUUID(), 'publish')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/products/${crypto.randomUUID()}`, headers: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('category administration', () => {
  const post = (payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/categories', headers, payload });

  it('adds main categories and subcategories with unique slugs from the English name', async () => {
    const main = await post({ nameEn: 'Roofing & Cladding', nameZh: '屋顶与覆层' });
    expect(main.statusCode).toBe(201);
    expect(main.json()).toMatchObject({
      slug: 'roofing-cladding',
      name: 'Roofing & Cladding',
      nameEn: 'Roofing & Cladding',
      nameZh: '屋顶与覆层',
      nameMs: null,
      parentId: null,
    });
    const twin = await post({ nameEn: 'Roofing  cladding!' });
    expect(twin.json().slug).toBe('roofing-cladding-2');
    const sub = await post({ nameEn: 'Metal deck', parentId: main.json().id });
    expect(sub.json()).toMatchObject({ parentId: main.json().id, slug: 'metal-deck' });
    const grandchild = await post({ nameEn: 'Too deep', parentId: sub.json().id });
    expect(grandchild.statusCode).toBe(400);
    expect(grandchild.json().code).toBe('invalid_category');
    const tree = (await t.app.inject({ url: '/api/category', headers: { 'accept-language': 'zh-CN' } })).json();
    expect(tree).toContainEqual(expect.objectContaining({ id: main.json().id, name: '屋顶与覆层' }));
    expect((await post({ nameEn: '' })).statusCode).toBe(400);
  });

  it('renames and reorders but never moves a category', async () => {
    const main = (await post({ nameEn: 'Paint' })).json();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${main.id}`,
      headers: admin,
      payload: { nameEn: 'Paints & Coatings', nameMs: 'Cat', sortOrder: 7, parentId: cats.main },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ nameEn: 'Paints & Coatings', nameMs: 'Cat', sortOrder: 7, parentId: null });
    expect(renamed.json().slug).toBe('paint');
  });

  it('deletes only a category without products or subcategories', async () => {
    const inUseByChild = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${cats.main}`,
      headers: admin,
    });
    expect(inUseByChild.statusCode).toBe(409);
    expect(inUseByChild.json()).toEqual({
      code: 'category_in_use',
      message: 'This category still has products or subcategories',
    });
    await createProductVia(t, seller.auth, productForm(cats.main, [seller.imageId], { subcategoryId: cats.subA }));
    const inUseBySub = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${cats.subA}`,
      headers: admin,
    });
    expect(inUseBySub.json().code).toBe('category_in_use');
    const removable = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${cats.subB}`,
      headers: admin,
    });
    expect(removable.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/categories/${cats.subB}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });

  it('needs admPro Write', async () => {
    const reader = await signedInAs(t, 'Adm', { admPro: 'Read' });
    expect((await post({ nameEn: 'Nope' }, reader.auth)).statusCode).toBe(403);
    expect((await post({ nameEn: 'Nope' }, seller.auth)).statusCode).toBe(403);
    expect((await post({ nameEn: 'Nope' }, {})).statusCode).toBe(401);
  });
});
