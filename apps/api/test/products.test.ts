/** Sellers list, edit and remove products and services (spec §5 Product), and upload their files by content. */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, products } from '../src/db/schema/index';
import {
  SAMPLE_FILES,
  createProductVia,
  makeCategories,
  postFile,
  productForm,
  sellerWithHub,
  signedInAs,
  signedInTeam,
  uploadedImageId,
  variationForm,
} from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let dataDir: string;
let cats: Awaited<ReturnType<typeof makeCategories>>;
let seller: Awaited<ReturnType<typeof sellerWithHub>>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-products-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  cats = await makeCategories(t.db);
  seller = await sellerWithHub(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const create = (auth: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/seller/products', headers: auth, payload });
const update = (auth: Headers, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/seller/products/${id}`, headers: auth, payload });
const form = (overrides: Record<string, unknown> = {}) => productForm(cats.main, [seller.imageId], overrides);
const messagesOf = (response: { json: () => { details?: { path: string; message: string }[] } }) =>
  (response.json().details ?? []).map((d) => `${d.path}: ${d.message}`);

const storedFiles = () => {
  const dir = join(dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
};

describe('POST /api/files', () => {
  it('takes JPG and PNG images and, for product files, PDF; judged by the bytes and served publicly', async () => {
    const png = await postFile(t, seller.auth, 'product-image');
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ mimeType: 'image/png', sizeBytes: SAMPLE_FILES.png.length });
    expect(png.json().url).toBe(`/api/files/${png.json().id}`);
    const jpeg = await postFile(t, seller.auth, 'variation-image', SAMPLE_FILES.jpeg, 'a.jpg', 'image/jpeg');
    expect(jpeg.json().mimeType).toBe('image/jpeg');
    const pdf = await postFile(t, seller.auth, 'product-file', SAMPLE_FILES.pdf, 'cert.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().mimeType).toBe('application/pdf');
    const served = await t.app.inject({ url: pdf.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('refuses a PDF as an image, a fake PNG and an unknown purpose, and leaves nothing behind', async () => {
    const before = storedFiles().length;
    const [rowsBefore] = [await t.db.select().from(files).where(eq(files.companyId, seller.company.id))];
    const pdf = await postFile(t, seller.auth, 'product-image', SAMPLE_FILES.pdf, 'x.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ code: 'file_type', message: 'Only JPG and PNG images are accepted' });
    const fake = await postFile(t, seller.auth, 'product-image', SAMPLE_FILES.fakePng, 'photo.png', 'image/png');
    expect(fake.json().code).toBe('file_type');
    const fakeDocument = await postFile(
      t,
      seller.auth,
      'product-file',
      SAMPLE_FILES.fakePng,
      'c.pdf',
      'application/pdf',
    );
    expect(fakeDocument.json()).toEqual({ code: 'file_type', message: 'Only JPG, PNG and PDF files are accepted' });
    expect((await postFile(t, seller.auth, 'avatar')).statusCode).toBe(400);
    expect(storedFiles().length).toBe(before);
    expect(await t.db.select().from(files).where(eq(files.companyId, seller.company.id))).toHaveLength(
      rowsBefore.length,
    );
  });

  it('refuses files over 2 MB, and uploads by buyers, anonymous users or sellers without sellPro Write', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    SAMPLE_FILES.png.copy(big);
    const tooBig = await postFile(t, seller.auth, 'product-image', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('file_too_large');
    const buyer = await signedInAs(t, 'BuyAdm');
    expect((await postFile(t, buyer.auth, 'product-image')).statusCode).toBe(403);
    expect((await postFile(t, {}, 'product-image')).statusCode).toBe(401);
    const reader = await signedInAs(t, 'SellUsr', { sellPro: 'Read' });
    expect((await postFile(t, reader.auth, 'product-image')).statusCode).toBe(403);
  });
});

describe('creating a product', () => {
  it('stores it pending with images in order, variations and the lowest shown price', async () => {
    const second = await uploadedImageId(t, seller.auth);
    const variationImage = await uploadedImageId(t, seller.auth, 'variation-image');
    const certificate = (
      await postFile(t, seller.auth, 'product-file', SAMPLE_FILES.pdf, 'cert.pdf', 'application/pdf')
    ).json().id;
    const response = await create(
      seller.auth,
      productForm(cats.main, [second, seller.imageId], {
        subcategoryId: cats.subA,
        certificationStatus: 'verified',
        certificationFileId: certificate,
        variations: [
          variationForm({ name: 'Hidden', sellingPriceSen: 1000, listPriceSen: 1200, hidePrice: true }),
          variationForm({ name: 'Sold out', sellingPriceSen: 1500, available: false }),
          variationForm({ name: 'Bag', sellingPriceSen: 2250, imageFileId: variationImage }),
          variationForm({ name: 'Pallet', sellingPriceSen: 80000, listPriceSen: 90000 }),
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      status: 'pending',
      type: 'product',
      categoryId: cats.main,
      subcategoryId: cats.subA,
      subcategoryName: expect.stringMatching(/^Sub A/),
      certificationFileId: certificate,
      certificationFileUrl: `/api/files/${certificate}`,
      version: 1,
      publishedAt: null,
      seller: { id: seller.company.id, name: seller.company.name },
    });
    expect(product.images.map((i: { fileId: string }) => i.fileId)).toEqual([second, seller.imageId]);
    expect(product.variations.map((v: { name: string }) => v.name)).toEqual(['Hidden', 'Sold out', 'Bag', 'Pallet']);
    // the seller sees its own hidden prices
    expect(product.variations[0]).toMatchObject({ hidePrice: true, sellingPriceSen: 1000, listPriceSen: 1200 });
    expect(product.variations[2].imageUrl).toBe(`/api/files/${variationImage}`);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.minPriceSen).toBe(2250);
  });

  it('has no shown price when every variation hides its price', async () => {
    const product = await createProductVia(t, seller.auth, form({ variations: [variationForm({ hidePrice: true })] }));
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.minPriceSen).toBeNull();
  });

  it.each([
    ['no image', { imageFileIds: [] }, 'imageFileIds: Add at least one image'],
    ['no variation', { variations: [] }, 'variations: Add at least one variation'],
    [
      'a zero minimum order',
      { variations: [variationForm({ minOrderQty: 0 })] },
      'variations.0.minOrderQty: Minimum order quantity must be greater than zero',
    ],
    [
      'a zero multiple',
      { variations: [variationForm({ multipleOf: 0 })] },
      'variations.0.multipleOf: Sold-in-multiples-of must be greater than zero',
    ],
    [
      'a zero selling price',
      { variations: [variationForm({ sellingPriceSen: 0 })] },
      'variations.0.sellingPriceSen: Selling price must be greater than zero',
    ],
    [
      'a zero list price',
      { variations: [variationForm({ listPriceSen: 0 })] },
      'variations.0.listPriceSen: Enter a valid list price greater than zero',
    ],
    [
      'a selling price above the list price',
      { variations: [variationForm({ listPriceSen: 2000, sellingPriceSen: 2001 })] },
      'variations.0.sellingPriceSen: The selling price cannot be higher than the list price',
    ],
    ['negative lead days', { leadDays: -1 }, 'leadDays: Lead days must be a whole number from 0 to 365'],
    ['too many lead days', { leadDays: 366 }, 'leadDays: Lead days must be a whole number from 0 to 365'],
    ['a negative weight', { weightGrams: -5 }, 'weightGrams: Weight must be between 0 and 100,000 kg'],
    ['too heavy', { weightGrams: 100_000_001 }, 'weightGrams: Weight must be between 0 and 100,000 kg'],
    ['a negative dimension', { widthMm: -1 }, 'widthMm: Each dimension must be between 0 and 100 m'],
    ['too long', { lengthMm: 100_001 }, 'lengthMm: Each dimension must be between 0 and 100 m'],
    ['no states', { states: [] }, 'states: Choose at least one state'],
    ['no name', { name: '  ' }, 'name: This field is required'],
    ['no category', { categoryId: undefined }, 'categoryId: This field is required to select'],
  ])('refuses %s with its message and stores nothing', async (_, overrides, message) => {
    const before = await t.db.select().from(products).where(eq(products.companyId, seller.company.id));
    const response = await create(seller.auth, form(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(messagesOf(response)).toContain(message);
    const after = await t.db.select().from(products).where(eq(products.companyId, seller.company.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a product from a seller without the hub, with the spec message, but takes a service', async () => {
    const team = await signedInTeam(t, ['SellAdm']);
    const auth = team.members[0]!.auth;
    const imageId = await uploadedImageId(t, auth);
    const product = await create(auth, productForm(cats.main, [imageId]));
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual({
      code: 'hub_required',
      message:
        'Upload unsuccessful: you have not registered for the hub. Register for the hub or change the product type.',
    });
    const serviceWithoutPrice = await create(auth, productForm(cats.main, [imageId], { type: 'service' }));
    expect(messagesOf(serviceWithoutPrice)).toContain('salePriceSen: Enter the sale price of the service');
    const service = await create(
      auth,
      productForm(cats.main, [imageId], {
        type: 'service',
        name: 'Site levelling',
        salePriceSen: 150000,
        upfrontFeeSen: 50000,
        subsequentFeeSen: 20000,
        deliveryIncluded: false,
      }),
    );
    expect(service.statusCode).toBe(201);
    expect(service.json()).toMatchObject({ type: 'service', salePriceSen: 150000, upfrontFeeSen: 50000 });
  });

  it('refuses a subcategory as the category, and a subcategory of another category', async () => {
    const asMain = await create(seller.auth, form({ categoryId: cats.subA }));
    expect(asMain.statusCode).toBe(400);
    expect(asMain.json().code).toBe('invalid_category');
    const other = await makeCategories(t.db);
    const foreignSub = await create(seller.auth, form({ subcategoryId: other.subA }));
    expect(foreignSub.json().code).toBe('invalid_category');
    const unknown = await create(seller.auth, form({ categoryId: crypto.randomUUID() }));
    expect(unknown.json().code).toBe('invalid_category');
  });

  it('refuses a PDF given as an image', async () => {
    const pdf = (await postFile(t, seller.auth, 'product-file', SAMPLE_FILES.pdf, 'a.pdf', 'application/pdf')).json();
    const response = await create(seller.auth, productForm(cats.main, [pdf.id]));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('file_type');
  });
});

describe('editing and removing a product', () => {
  it('keeps the category, goes back to pending, bumps the version and keeps variation ids sent back', async () => {
    const created = await createProductVia(
      t,
      seller.auth,
      form({ variations: [variationForm({ name: 'A' }), variationForm({ name: 'B' })] }),
    );
    const [keep] = created.variations;
    const locked = await update(seller.auth, created.id, form({ categoryId: cats.subB }));
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({
      code: 'category_locked',
      message: 'The category cannot be changed after the product is created',
    });

    const newImage = await uploadedImageId(t, seller.auth);
    const edited = await update(
      seller.auth,
      created.id,
      form({
        name: 'Portland Cement (new bag)',
        imageFileIds: [newImage],
        subcategoryId: cats.subB,
        variations: [
          variationForm({ id: keep!.id, name: 'A renamed', sellingPriceSen: 2000 }),
          variationForm({ name: 'C' }),
        ],
      }),
    );
    expect(edited.statusCode).toBe(200);
    const product = edited.json();
    expect(product).toMatchObject({ name: 'Portland Cement (new bag)', status: 'pending', version: 2 });
    expect(product.images).toEqual([{ fileId: newImage, url: `/api/files/${newImage}` }]);
    expect(product.variations.map((v: { name: string }) => v.name)).toEqual(['A renamed', 'C']);
    expect(product.variations[0].id).toBe(keep!.id);
    expect(product.variations[1].id).not.toBe(created.variations[1]!.id);
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.minPriceSen).toBe(2000);

    // edits without a categoryId keep the stored one
    const noCategory = await update(seller.auth, created.id, { ...form(), categoryId: undefined });
    expect(noCategory.json()).toMatchObject({ categoryId: cats.main, version: 3 });
  });

  it('removes a product once; a removed product can be neither edited nor removed again', async () => {
    const created = await createProductVia(t, seller.auth, form());
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${created.id}`,
      headers: seller.auth,
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${created.id}`,
      headers: seller.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'transition_not_allowed',
      message: 'This action is not possible while the product is removed',
    });
    expect((await update(seller.auth, created.id, form())).json().code).toBe('transition_not_allowed');
    const shown = await t.app.inject({ url: `/api/seller/products/${created.id}`, headers: seller.auth });
    expect(shown.json().status).toBe('removed');
  });

  it("lists the seller's own products in any state, filtered by status and text", async () => {
    const team = await sellerWithHub(t);
    const a = await createProductVia(t, team.auth, productForm(cats.main, [team.imageId], { name: 'Steel bar Y12' }));
    const b = await createProductVia(t, team.auth, productForm(cats.main, [team.imageId], { name: 'Sand river' }));
    await t.app.inject({ method: 'DELETE', url: `/api/seller/products/${b.id}`, headers: team.auth });
    const all = await t.app.inject({ url: '/api/seller/products', headers: team.auth });
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(
      all
        .json()
        .items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const removed = await t.app.inject({ url: '/api/seller/products?status=removed', headers: team.auth });
    expect(removed.json().items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    const search = await t.app.inject({ url: '/api/seller/products?q=stee', headers: team.auth });
    expect(search.json().items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect(search.json().items[0]).toMatchObject({ imageUrl: `/api/files/${team.imageId}`, status: 'pending' });
  });

  it('needs sellPro Write to change and Read to look', async () => {
    const team = await sellerWithHub(t, ['SellAdm', 'SellUsr']);
    const created = await createProductVia(t, team.auth, productForm(cats.main, [team.imageId]));
    const reader = await signedInTeam(t, ['SellUsr'], [{ sellPro: 'Read' }]);
    expect((await create(reader.members[0]!.auth, form())).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/seller/products', headers: reader.members[0]!.auth })).statusCode).toBe(
      200,
    );
    // a company user (sellPro Write by default) edits the company's product
    const user = team.members[1]!.auth;
    const edited = await update(user, created.id, productForm(cats.main, [team.imageId], { name: 'By the user' }));
    expect(edited.json().name).toBe('By the user');
  });
});
