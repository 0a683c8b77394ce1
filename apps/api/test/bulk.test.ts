/**
 * Bulk work: a seller unpublishes, publishes again and reprices many products in one transaction
 * (another company's ids change nothing and answer 404), exports its catalogue and imports it back
 * (every wrong cell by row and column in the reader's language, nothing written while one is), and
 * accepts or rejects many orders with each order's own outcome; administrators approve many products;
 * the lists export the rows their filters show.
 */
import { translate } from '@binamart/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, productVariations, products, users } from '../src/db/schema/index';
import { readCsvRows, readXlsxRows } from '../src/lib/spreadsheets';
import {
  createProductVia,
  makeCategories,
  multipartFile,
  productForm,
  publishVia,
  sellerWithHub,
  variationForm,
} from './helpers/factories';
import {
  type BuyerTeam,
  type SellerWithProduct,
  adminUser,
  buyerTeam,
  insertPlacedOrder,
  sellerWithProduct,
} from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Headers = Record<string, string>;
type Seller = Awaited<ReturnType<typeof sellerWithHub>>;

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminUser>>;
let cats: Awaited<ReturnType<typeof makeCategories>>;
let a: Seller;
let b: Seller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t);
  cats = await makeCategories(t.db);
  a = await sellerWithHub(t, ['SellAdm', 'SellUsr']);
  b = await sellerWithHub(t);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload !== undefined && { payload }) });
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });

/** A published product of `seller` named `name`. */
async function published(seller: Seller, name: string, variations = [variationForm()]) {
  const product = await createProductVia(
    t,
    seller.auth,
    productForm(cats.main, [seller.imageId], { name, variations }),
  );
  await publishVia(t, admin.auth, product.id);
  return product;
}

const statusOf = async (id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]!.status;

const pricesOf = (productId: string) =>
  t.db
    .select({ list: productVariations.listPriceSen, selling: productVariations.sellingPriceSen })
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(productVariations.sortOrder);

describe('seller bulk publish and unpublish', () => {
  it('takes many products out of the shop and puts them back, in one request each', async () => {
    const one = await published(a, 'Bulk Sand');
    const two = await published(a, 'Bulk Gravel');
    const out = await post('/api/seller/products/bulk/status', a.auth, {
      ids: [one.id, two.id],
      action: 'unpublish',
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ count: 2 });
    expect(await statusOf(one.id)).toBe('unpublished');
    // buyers no longer find it
    expect((await get(`/api/products/${one.id}`)).statusCode).toBe(404);
    const seller = (await get(`/api/seller/products?status=unpublished`, a.auth)).json();
    expect(seller.items.map((p: { name: string }) => p.name).sort()).toEqual(['Bulk Gravel', 'Bulk Sand']);

    const back = await post('/api/seller/products/bulk/status', a.members[1]!.auth, {
      ids: [one.id, two.id],
      action: 'republish',
    });
    expect(back.statusCode).toBe(200);
    expect([await statusOf(one.id), await statusOf(two.id)]).toEqual(['published', 'published']);
    expect((await get(`/api/products/${one.id}`)).statusCode).toBe(200);
  });

  it('refuses the whole request, naming the product, when one may not make the move', async () => {
    const live = await published(a, 'Bulk Bricks');
    const waiting = await createProductVia(t, a.auth, productForm(cats.main, [a.imageId], { name: 'Bulk Tiles' }));
    const response = await post(
      '/api/seller/products/bulk/status',
      { ...a.auth, 'accept-language': 'ms' },
      { ids: [live.id, waiting.id], action: 'unpublish' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'transition_not_allowed',
      message:
        '“Bulk Tiles” tidak boleh dinyahterbitkan kerana statusnya menunggu semakan. Hanya produk yang telah diterbitkan boleh dinyahterbitkan; tiada apa-apa yang diubah.',
    });
    expect(await statusOf(live.id)).toBe('published');
    // publishing here is not the review's publishing: a pending product stays pending
    const republish = await post('/api/seller/products/bulk/status', a.auth, {
      ids: [waiting.id],
      action: 'republish',
    });
    expect(republish.statusCode).toBe(409);
    expect(await statusOf(waiting.id)).toBe('pending');
  });

  it('needs sellPro Write: a buyer and an administrator are refused', async () => {
    const buyer = await buyerTeam(t);
    const one = await published(a, 'Bulk Rebar');
    for (const auth of [buyer.admin.auth, admin.auth]) {
      const response = await post('/api/seller/products/bulk/status', auth, { ids: [one.id], action: 'unpublish' });
      expect(response.statusCode).toBe(403);
    }
    expect(await statusOf(one.id)).toBe('published');
  });
});

describe('seller bulk prices', () => {
  it('raises every variation by a percentage, half-up, as an edit: back to review, version raised', async () => {
    const one = await published(a, 'Bulk Cement', [
      variationForm(),
      variationForm({ name: '25 kg bag', listPriceSen: 1299, sellingPriceSen: 1199 }),
    ]);
    const response = await post('/api/seller/products/bulk/price', a.auth, {
      ids: [one.id],
      change: { mode: 'percent', percent: 10 },
    });
    expect(response.statusCode).toBe(200);
    expect(await pricesOf(one.id)).toEqual([
      { list: 2750, selling: 2475 },
      // 129.9 and 119.9 sen: half-up
      { list: 1429, selling: 1319 },
    ]);
    const [row] = await t.db.select().from(products).where(eq(products.id, one.id));
    expect(row).toMatchObject({ status: 'pending', version: 2, minPriceSen: 1319 });
  });

  it('sets a new selling price, lifting a lower list price to it', async () => {
    const one = await published(a, 'Bulk Plaster');
    const response = await post('/api/seller/products/bulk/price', a.auth, {
      ids: [one.id],
      change: { mode: 'set', priceSen: 3000 },
    });
    expect(response.statusCode).toBe(200);
    expect(await pricesOf(one.id)).toEqual([{ list: 3000, selling: 3000 }]);
  });

  it('refuses a staff member without the set price toggle', async () => {
    const team = await sellerWithHub(t, ['SellAdm', 'SellUsr']);
    const product = await createProductVia(t, team.auth, productForm(cats.main, [team.imageId]));
    await t.db
      .update(users)
      .set({ toggles: { productUpload: true } })
      .where(eq(users.id, team.members[1]!.user.id));
    const response = await post('/api/seller/products/bulk/price', team.members[1]!.auth, {
      ids: [product.id],
      change: { mode: 'percent', percent: -5 },
    });
    expect(response.statusCode).toBe(403);
    expect(await pricesOf(product.id)).toEqual([{ list: 2500, selling: 2250 }]);
  });
});

describe('tenancy: ids of another company', () => {
  it('answers 404 and changes nothing, whatever the mix of ids', async () => {
    const mine = await published(a, 'Tenancy Mine');
    const theirs = await published(b, 'Tenancy Theirs');
    const tampered = [
      { url: '/api/seller/products/bulk/status', payload: { ids: [mine.id, theirs.id], action: 'unpublish' } },
      { url: '/api/seller/products/bulk/status', payload: { ids: [theirs.id], action: 'unpublish' } },
      {
        url: '/api/seller/products/bulk/status',
        payload: { ids: [mine.id, '00000000-0000-4000-8000-000000000000'], action: 'unpublish' },
      },
      {
        url: '/api/seller/products/bulk/price',
        payload: { ids: [mine.id, theirs.id], change: { mode: 'set', priceSen: 1 } },
      },
      {
        url: '/api/seller/products/bulk/price',
        payload: { ids: [theirs.id], change: { mode: 'percent', percent: -50 } },
      },
    ];
    for (const auth of [a.auth, a.members[1]!.auth]) {
      for (const call of tampered) {
        const response = await post(call.url, auth, call.payload);
        expect(response.statusCode, `${call.url} ${JSON.stringify(call.payload)}`).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
    }
    const rows = await t.db
      .select()
      .from(products)
      .where(inArray(products.id, [mine.id, theirs.id]));
    expect(rows.map((r) => [r.status, r.version]).sort()).toEqual([
      ['published', 1],
      ['published', 1],
    ]);
    expect(await pricesOf(theirs.id)).toEqual([{ list: 2500, selling: 2250 }]);
    expect(await pricesOf(mine.id)).toEqual([{ list: 2500, selling: 2250 }]);
  });

  it('an import naming another company’s product or variation is refused whole', async () => {
    const theirs = await published(b, 'Tenancy Import');
    const csv = [
      'product_id,name,variation_id,variation,unit,list_price,selling_price',
      `${theirs.id},Hijacked,${theirs.variations[0]!.id},50 kg bag,bag,1,1`,
    ].join('\n');
    const response = await importFile(a.auth, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'rows.2.product_id', message: 'None of your products has this ID' },
    ]);
    expect(await pricesOf(theirs.id)).toEqual([{ list: 2500, selling: 2250 }]);
    const [row] = await t.db.select().from(products).where(eq(products.id, theirs.id));
    expect(row).toMatchObject({ name: 'Tenancy Import', version: 1 });
  });
});

function importFile(auth: Headers, content: string | Buffer, filename = 'catalogue.csv') {
  const body = multipartFile(
    Buffer.from(content),
    filename,
    filename.endsWith('.csv') ? 'text/csv' : 'application/octet-stream',
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/seller/products/import',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

describe('catalogue export and import', () => {
  it('exports the listed products a row per variation, as CSV and XLSX', async () => {
    const seller = await sellerWithHub(t);
    const one = await createProductVia(
      t,
      seller.auth,
      productForm(cats.main, [seller.imageId], {
        name: 'Export Cement',
        variations: [variationForm(), variationForm({ name: '25 kg bag', listPriceSen: 1300, sellingPriceSen: 1200 })],
      }),
    );
    await published(seller, 'Export Sand');
    const csv = await get('/api/seller/products/export?status=pending&format=csv', seller.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="binamart-products-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = readCsvRows(csv.body);
    expect(rows[0]!.slice(0, 3)).toEqual(['product_id', 'type', 'name']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[17], r[21], r[22]])).toEqual([
      [one.id, 'Export Cement', '50 kg bag', '25', '22.5'],
      [one.id, 'Export Cement', '25 kg bag', '13', '12'],
    ]);
    const xlsx = await get('/api/seller/products/export?format=xlsx', seller.auth);
    expect(xlsx.statusCode).toBe(200);
    const sheet = readXlsxRows(xlsx.rawPayload);
    expect(
      sheet
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['Export Cement', 'Export Cement', 'Export Sand']);
  });

  it('imports the export back: a price changed, a variation and a product added, the rest unchanged', async () => {
    const seller = await sellerWithHub(t);
    const kept = await published(seller, 'Import Kept');
    const changed = await published(seller, 'Import Changed');
    const rows = readCsvRows((await get('/api/seller/products/export', seller.auth)).body).filter((r) => r.length > 1);
    const header = rows[0] as string[];
    const col = (name: string) => header.indexOf(name);
    const changedRow = rows.find((r) => r[col('product_id')] === changed.id)!;
    changedRow[col('selling_price')] = '20.00';
    const addedVariation = [...changedRow];
    addedVariation[col('variation_id')] = '';
    addedVariation[col('variation')] = '1 tonne bag';
    addedVariation[col('list_price')] = '400';
    addedVariation[col('selling_price')] = '380.50';
    const newProduct = [...changedRow];
    newProduct[col('product_id')] = '';
    newProduct[col('variation_id')] = '';
    newProduct[col('name')] = 'Import New';
    const file = [...rows, addedVariation, newProduct].map((r) => r.map((c) => `"${c ?? ''}"`).join(',')).join('\r\n');

    const response = await importFile(seller.auth, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 1, unchanged: 1 });
    expect(await pricesOf(changed.id)).toEqual([
      { list: 2500, selling: 2000 },
      { list: 40_000, selling: 38_050 },
    ]);
    const list = (await get('/api/seller/products?q=Import', seller.auth)).json();
    const byName = Object.fromEntries(list.items.map((p: { name: string; status: string }) => [p.name, p.status]));
    expect(byName).toEqual({ 'Import Kept': 'published', 'Import Changed': 'pending', 'Import New': 'pending' });
    const [keptRow] = await t.db.select().from(products).where(eq(products.id, kept.id));
    expect(keptRow!.version).toBe(1);
  });

  it('asks for a picture of a new product whose row names none, and writes nothing', async () => {
    const seller = await sellerWithHub(t);
    const one = await published(seller, 'Import Pictured');
    const rows = readCsvRows((await get('/api/seller/products/export', seller.auth)).body).filter((r) => r.length > 1);
    const header = rows[0] as string[];
    const col = (name: string) => header.indexOf(name);
    const newProduct = [...rows.find((r) => r[col('product_id')] === one.id)!];
    newProduct[col('product_id')] = '';
    newProduct[col('variation_id')] = '';
    newProduct[col('name')] = 'Import Unpictured';
    newProduct[col('image_ids')] = '';
    const file = [header, newProduct].map((r) => r.map((c) => `"${c ?? ''}"`).join(',')).join('\r\n');
    const response = await importFile(seller.auth, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'rows.2.image_ids', message: translate('en-us', 'product.imageRequired') },
    ]);
    const count = await t.db.select().from(products).where(eq(products.companyId, seller.company.id));
    expect(count).toHaveLength(1);
  });

  it('reports every wrong cell by row and column in the reader’s language, and writes nothing', async () => {
    const seller = await sellerWithHub(t);
    const one = await published(seller, 'Import Bad');
    const csv = [
      'product_id,type,name,category,states,currency,image_ids,variation_id,variation,unit,list_price,selling_price,available',
      `${one.id},,Import Bad,,,,,${one.variations[0]!.id},50 kg bag,bag,25,abc,yes`,
      `${one.id},,Import Bad,,,,,,Pallet,pallet,100,120,maybe`,
      `,product,New Thing,No Such Category,Selangor; Atlantis,MYR,${seller.imageId},,Bag,bag,10,9,yes`,
    ].join('\n');
    const response = await importFile({ ...seller.auth, 'accept-language': 'ms' }, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      message:
        'Tiada apa-apa yang diimport kerana fail ini mempunyai 5 masalah. Betulkan masalah tersebut dan import fail itu semula.',
    });
    expect(response.json().details).toEqual([
      { path: 'rows.2.selling_price', message: 'Masukkan nombor' },
      { path: 'rows.3.available', message: 'Masukkan ya atau tidak' },
      { path: 'rows.3.selling_price', message: expect.any(String) },
      { path: 'rows.4.states', message: 'Bukan negeri di Malaysia: Atlantis' },
      { path: 'rows.4.category', message: 'Tiada kategori utama dengan nama ini' },
    ]);
    expect(await pricesOf(one.id)).toEqual([{ list: 2500, selling: 2250 }]);
    const count = await t.db.select().from(products).where(eq(products.companyId, seller.company.id));
    expect(count).toHaveLength(1);
  });

  it('refuses a file that is neither CSV nor XLSX, and one without the needed columns', async () => {
    const bad = await importFile(a.auth, Buffer.from([0, 1, 2, 3, 0xff]), 'x.bin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('file_type');
    const headerless = await importFile(a.auth, 'name,price\nSand,1\n');
    expect(headerless.statusCode).toBe(400);
    expect(headerless.json().details[0]).toEqual({
      path: 'rows.1.file',
      message: 'The file has no column named product_id',
    });
  });
});

describe('administrators approve many products', () => {
  it('publishes each through the single approval and says why others were refused', async () => {
    const seller = await sellerWithHub(t);
    const one = await createProductVia(
      t,
      seller.auth,
      productForm(cats.main, [seller.imageId], { name: 'Approve One' }),
    );
    const two = await createProductVia(
      t,
      seller.auth,
      productForm(cats.main, [seller.imageId], { name: 'Approve Two' }),
    );
    const live = await published(seller, 'Approve Live');
    const response = await post('/api/admin/products/bulk/publish', admin.auth, { ids: [one.id, two.id, live.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      done: 2,
      refused: 1,
      results: [
        { id: one.id, label: 'Approve One', ok: true, code: null, message: null },
        { id: two.id, label: 'Approve Two', ok: true, code: null, message: null },
        {
          id: live.id,
          label: 'Approve Live',
          ok: false,
          code: 'transition_not_allowed',
          message: expect.stringContaining('published'),
        },
      ],
    });
    expect(await statusOf(one.id)).toBe('published');
    // a seller may not approve
    expect((await post('/api/admin/products/bulk/publish', seller.auth, { ids: [one.id] })).statusCode).toBe(403);
  });

  it('exports the review list of the chosen state and search', async () => {
    const seller = await sellerWithHub(t);
    await createProductVia(t, seller.auth, productForm(cats.main, [seller.imageId], { name: 'Zyxwv Review Export' }));
    const response = await get('/api/admin/products/export?status=pending&q=Zyxwv', admin.auth);
    expect(response.statusCode).toBe(200);
    const rows = readCsvRows(response.body).filter((r) => r.length > 1);
    expect(rows[0]).toEqual(['ID', 'Name', 'Brand', 'Type', 'Supplier', 'Status', 'Currency', 'From price']);
    expect(rows.slice(1).map((r) => [r[1], r[5], r[7]])).toEqual([['Zyxwv Review Export', 'Pending review', '22.5']]);
  });
});

describe('seller bulk accept and reject', () => {
  let x: SellerWithProduct;
  let y: SellerWithProduct;
  let buyer: BuyerTeam;
  beforeAll(async () => {
    x = await sellerWithProduct(t, admin.auth);
    y = await sellerWithProduct(t, admin.auth);
    buyer = await buyerTeam(t);
  });
  const orderOf = (seller: SellerWithProduct, status: 'submitted' | 'confirmed' = 'submitted') =>
    insertPlacedOrder(t.db, {
      buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
      seller: {
        companyId: seller.company.id,
        productId: seller.productId,
        variationId: seller.variationId,
        categoryId: seller.categoryId,
      },
      status,
    });

  it('accepts each as alone: done, refused by state, and another company’s not found', async () => {
    const first = await orderOf(x);
    const second = await orderOf(x);
    const done = await orderOf(x, 'confirmed');
    const foreign = await orderOf(y);
    const response = await post('/api/orders/bulk', x.user.auth, {
      ids: [first.order.id, second.order.id, done.order.id, foreign.order.id],
      action: 'accept',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ done: 2, refused: 2 });
    expect(body.results).toEqual([
      { id: first.order.id, label: first.order.number, ok: true, code: null, message: null },
      { id: second.order.id, label: second.order.number, ok: true, code: null, message: null },
      {
        id: done.order.id,
        label: done.order.number,
        ok: false,
        code: 'transition_not_allowed',
        message: expect.any(String),
      },
      { id: foreign.order.id, label: null, ok: false, code: 'not_found', message: expect.any(String) },
    ]);
    const statuses = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [first.order.id, second.order.id, foreign.order.id]));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [first.order.id]: 'confirmed',
      [second.order.id]: 'confirmed',
      [foreign.order.id]: 'submitted',
    });
    // the same notices as a single accept
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.admin.user.id), eq(notifications.type, 'orderAccepted')));
    expect(told.length).toBeGreaterThanOrEqual(2);
  });

  it('rejects with one reason for all, and needs the reason', async () => {
    const one = await orderOf(x);
    const missing = await post('/api/orders/bulk', x.admin.auth, { ids: [one.order.id], action: 'reject' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: 'reason', message: 'This field is required' }]);
    const response = await post('/api/orders/bulk', x.admin.auth, {
      ids: [one.order.id],
      action: 'reject',
      reason: 'Out of stock until next month',
    });
    expect(response.json()).toMatchObject({ done: 1, refused: 0 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, one.order.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'Out of stock until next month' });
  });

  it('refuses a buyer outright', async () => {
    const one = await orderOf(x);
    const response = await post('/api/orders/bulk', buyer.admin.auth, { ids: [one.order.id], action: 'accept' });
    expect(response.statusCode).toBe(403);
  });

  it('exports the seller’s list for its filter', async () => {
    const response = await get('/api/orders/export?status=confirmed', x.user.auth);
    expect(response.statusCode).toBe(200);
    const rows = readCsvRows(response.body).filter((r) => r.length > 1);
    expect(rows[0]).toEqual([
      'Order',
      'Placed on',
      'Buyer',
      'Items',
      'Status',
      'Payment',
      'Delivery on',
      'Currency',
      'Grand total',
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.slice(1).map((r) => r[4]))).toEqual(new Set(['Confirmed']));
    expect(rows.slice(1).every((r) => r[2] === buyer.company.name)).toBe(true);
  });
});
