/**
 * The public supplier directory (GET /api/suppliers, /company): over the demo data, every verified
 * supplier and nothing else (no buyers, no supplier waiting for review or suspended), in name order,
 * with what it sells, the states it is in and its rating; searched and filtered as a buyer would.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierDirectory } from '@binamart/shared';
import { localDiskStorage } from '../src/adapters/storage/file-storage';
import { companies } from '../src/db/schema/index';
import { seedDemo } from '../src/seed/demo';
import { DEMO_SELLERS } from '../src/seed/catalog-data';
import { expectStatus } from './helpers/checkout-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, localDiskStorage(mkdtempSync(join(tmpdir(), 'binamart-suppliers-'))));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const directory = async (query = '', language = 'en-us') =>
  expectStatus<SupplierDirectory>(
    await t.app.inject({ url: `/api/suppliers${query}`, headers: { 'accept-language': language } }),
    200,
  );

const byName = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('the supplier directory', () => {
  it('lists every verified supplier, in name order, and no buyer', async () => {
    const all = await directory('?pageSize=100');
    expect(all.total).toBe(DEMO_SELLERS.length);
    expect(all.items.map((s) => s.name)).toEqual(byName(DEMO_SELLERS.map((s) => s.name)));
    expect(all.items.map((s) => s.name)).not.toContain('Pembinaan Teguh Jaya Sdn. Bhd.');
    const maju = all.items.find((s) => s.name === 'Syarikat Bahan Binaan Maju Sdn. Bhd.')!;
    expect(maju).toMatchObject({ businessType: 'Distributor', mainProduct: 'Cement, steel bars and bricks' });
    expect(maju.states).toEqual(expect.arrayContaining(['Selangor', 'Kuala Lumpur']));
    expect(maju.products).toBeGreaterThan(5);
    expect(maju.categories.length).toBeGreaterThan(0);
    // rated by the demo's buyers
    expect(maju.rating.count).toBeGreaterThan(0);
    expect(maju.rating.average).toBeGreaterThanOrEqual(1);
    // pages
    const second = await directory('?pageSize=4&page=2');
    expect(second.items.map((s) => s.id)).toEqual(all.items.slice(4, 8).map((s) => s.id));
  });

  it('finds a supplier by its name or what it sells', async () => {
    expect((await directory('?q=tiles')).items.map((s) => s.name)).toEqual(['Penang Tiles Centre Sdn. Bhd.']);
    const cement = (await directory('?q=cement')).items.map((s) => s.name);
    expect(cement).toContain('Syarikat Bahan Binaan Maju Sdn. Bhd.');
    // a percent sign is a character, not a wildcard
    expect((await directory('?q=%25')).total).toBe(0);
  });

  it('filters by the state of the office or of any branch', async () => {
    for (const state of ['Johor', 'Kuala Lumpur', 'Sabah']) {
      const expected = DEMO_SELLERS.filter((s) => s.branches.some((b) => b.state === state)).map((s) => s.name);
      expect(expected.length).toBeGreaterThan(0);
      const found = await directory(`?state=${encodeURIComponent(state)}`);
      expect(found.items.map((s) => s.name)).toEqual(byName(expected));
      expect(found.items.every((s) => s.states.includes(state))).toBe(true);
    }
  });

  it('filters by a category it sells in, and names its categories in the reader’s language', async () => {
    const expected = DEMO_SELLERS.filter((s) => s.sells.includes('rebar')).map((s) => s.name);
    const found = await directory('?category=rebar');
    expect(found.items.map((s) => s.name)).toEqual(byName(expected));
    const english = (await directory('?q=Maju')).items[0]!.categories;
    const chinese = (await directory('?q=Maju', 'zh-cn')).items[0]!.categories;
    expect(english).toContain('Cement & Concrete');
    expect(chinese).toContain('水泥与混凝土');
    expect((await directory('?category=no-such-category')).total).toBe(0);
  });

  it('leaves out a supplier that is no longer active', async () => {
    const [johor] = await t.db
      .update(companies)
      .set({ status: 'inactive' })
      .where(eq(companies.registrationNo, '200801012233'))
      .returning();
    try {
      expect((await directory('?state=Johor')).total).toBe(0);
      expect((await directory('?pageSize=100')).items.map((s) => s.id)).not.toContain(johor!.id);
    } finally {
      await t.db.update(companies).set({ status: 'active' }).where(eq(companies.id, johor!.id));
    }
  });

  it('answers a wrong filter with the field and its message', async () => {
    const response = await t.app.inject({ url: '/api/suppliers?state=Atlantis' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('state');
  });
});
