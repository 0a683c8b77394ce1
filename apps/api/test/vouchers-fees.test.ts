/**
 * Vouchers at /admin/voucher and the fee configuration at /admin/feeconfiguration: who may
 * read and change them, the form's messages, duplicate codes, one stored row of rates, and
 * orders keeping the rates they were priced with.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEE_RATES, type FeeRates, evaluateVoucher } from '@binamart/shared';
import { feeSettings, orders, voucherRedemptions } from '../src/db/schema/index';
import { currentRates } from '../src/modules/ordering/fees/index';
import { loadVoucherTerms } from '../src/modules/ordering/vouchers/index';
import { signedInAs } from './helpers/factories';
import {
  type BuyerTeam,
  type SellerWithProduct,
  adminUser,
  buyerTeam,
  insertPlacedOrder,
  sellerWithProduct,
} from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminUser>>;
let seller: SellerWithProduct;
let buyer: BuyerTeam;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t);
  seller = await sellerWithProduct(t, admin.auth);
  buyer = await buyerTeam(t);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });

const DAY = 24 * 3600_000;
let codeSequence = 0;
/** A valid percentage voucher (10% off, capped at RM 200, min spend RM 500); `overrides` replace fields. */
function voucherForm(overrides: Record<string, unknown> = {}) {
  codeSequence += 1;
  return {
    code: `bina-${codeSequence}-${Date.now().toString(36)}`,
    description: '10% off your first order',
    kind: 'percent',
    percentBp: 1000,
    maxDiscountSen: 20_000,
    minSpendSen: 50_000,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    totalLimit: 100,
    perBuyerLimit: 1,
    ...overrides,
  };
}

const messagesOf = (body: { details?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));

describe('vouchers', () => {
  it('creates a voucher with its code in capitals, lists and edits it', async () => {
    const form = voucherForm({ sellerCompanyId: seller.company.id, categoryId: seller.categoryId });
    const created = await send('POST', '/api/admin/vouchers', admin.auth, form);
    expect(created.statusCode).toBe(201);
    const voucher = created.json();
    expect(voucher).toMatchObject({
      code: form.code.toUpperCase(),
      kind: 'percent',
      percentBp: 1000,
      maxDiscountSen: 20_000,
      amountSen: null,
      minSpendSen: 50_000,
      totalLimit: 100,
      perBuyerLimit: 1,
      sellerCompanyId: seller.company.id,
      sellerName: seller.company.name,
      categoryId: seller.categoryId,
      categoryName: expect.stringMatching(/^Main /),
      active: true,
      usedCount: 0,
    });
    expect(new Date(voucher.startsAt).toISOString()).toBe(form.startsAt);

    const list = await send('GET', '/api/admin/vouchers', admin.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((v: { id: string }) => v.id)).toContain(voucher.id);

    // a fixed voucher keeps no percentage or cap
    const fixed = await send('PUT', `/api/admin/vouchers/${voucher.id}`, admin.auth, {
      ...form,
      kind: 'fixed',
      amountSen: 5000,
      active: false,
      sellerCompanyId: null,
      categoryId: null,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      id: voucher.id,
      kind: 'fixed',
      amountSen: 5000,
      percentBp: null,
      maxDiscountSen: null,
      active: false,
      sellerName: null,
      categoryName: null,
    });
  });

  it('refuses a duplicate code in any case, on create and on edit', async () => {
    const first = (await send('POST', '/api/admin/vouchers', admin.auth, voucherForm())).json();
    const again = await send(
      'POST',
      '/api/admin/vouchers',
      admin.auth,
      voucherForm({ code: first.code.toLowerCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'voucher_code_taken', message: 'A voucher with this code already exists' });
    const second = (await send('POST', '/api/admin/vouchers', admin.auth, voucherForm())).json();
    const clash = await send('PUT', `/api/admin/vouchers/${second.id}`, admin.auth, voucherForm({ code: first.code }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('voucher_code_taken');
  });

  it('explains each invalid field', async () => {
    const response = await send('POST', '/api/admin/vouchers', admin.auth, {
      ...voucherForm(),
      code: 'a!',
      percentBp: 0,
      totalLimit: 0,
      endsAt: new Date(Date.now() - 2 * DAY).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response.json())).toMatchObject({
      code: 'Use 3 to 40 letters, digits or dashes',
      percentBp: 'Enter a percentage above 0 and at most 100',
      totalLimit: 'Enter a whole number of at least 1, or leave it empty for no limit',
    });
    const fixedWithoutAmount = await send('POST', '/api/admin/vouchers', admin.auth, {
      ...voucherForm({ kind: 'fixed', percentBp: null }),
    });
    expect(messagesOf(fixedWithoutAmount.json())).toEqual({ amountSen: 'Enter an amount above zero' });
    const backwards = await send('POST', '/api/admin/vouchers', admin.auth, {
      ...voucherForm({ endsAt: new Date(Date.now() - 2 * DAY).toISOString() }),
    });
    expect(messagesOf(backwards.json())).toEqual({ endsAt: 'The end must be after the start' });
    const zh = await send(
      'POST',
      '/api/admin/vouchers',
      { ...admin.auth, 'accept-language': 'zh-CN' },
      {
        ...voucherForm({ code: 'x' }),
      },
    );
    expect(messagesOf(zh.json()).code).toBe('请使用 3 至 40 个字母、数字或短横线');
  });

  it('refuses a seller or category that does not exist, and an unknown voucher', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await send('POST', '/api/admin/vouchers', admin.auth, voucherForm({ sellerCompanyId: unknown }))).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/api/admin/vouchers', admin.auth, voucherForm({ sellerCompanyId: buyer.company.id })))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/api/admin/vouchers', admin.auth, voucherForm({ categoryId: unknown }))).statusCode,
    ).toBe(404);
    expect((await send('PUT', `/api/admin/vouchers/${unknown}`, admin.auth, voucherForm())).statusCode).toBe(404);
  });

  it('counts redemptions, in all and per buyer, for the checkout rules', async () => {
    const voucher = (
      await send('POST', '/api/admin/vouchers', admin.auth, voucherForm({ sellerCompanyId: seller.company.id }))
    ).json();
    const { checkout } = await insertPlacedOrder(t.db, {
      buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
      seller: { ...seller, companyId: seller.company.id },
      quantity: 400,
    });
    // TEST SETUP: the redemption placing records
    await t.db
      .insert(voucherRedemptions)
      .values({ voucherId: voucher.id, buyerCompanyId: buyer.company.id, checkoutId: checkout.id, discountSen: 900 });
    const listed = (await send('GET', '/api/admin/vouchers', admin.auth)).json();
    expect(listed.find((v: { id: string }) => v.id === voucher.id).usedCount).toBe(1);

    const mine = await loadVoucherTerms(t.db, voucher.code.toLowerCase(), buyer.company.id);
    expect(mine?.terms).toMatchObject({ usedTotal: 1, usedByBuyer: 1, perBuyerLimit: 1 });
    const line = {
      orderKey: 'o1',
      sellerCompanyId: seller.company.id,
      categoryId: seller.categoryId,
      subcategoryId: null,
      lineTotalSen: 90_000,
    };
    expect(evaluateVoucher(mine!.terms, [line], new Date())).toEqual({ ok: false, reason: 'voucherAlreadyUsed' });
    const other = await buyerTeam(t);
    const theirs = await loadVoucherTerms(t.db, voucher.code, other.company.id);
    expect(theirs?.terms).toMatchObject({ usedTotal: 1, usedByBuyer: 0 });
    expect(evaluateVoucher(theirs!.terms, [line], new Date())).toEqual({
      ok: true,
      discountSen: 9000,
      perOrder: { o1: 9000 },
    });
  });

  it('is for administrators with admConfFee: Read to look, Write to change', async () => {
    const reader = await signedInAs(t, 'Adm', { admConfFee: 'Read' });
    const blocked = await signedInAs(t, 'Adm', { admConfFee: 'Block' });
    expect((await send('GET', '/api/admin/vouchers', reader.auth)).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/vouchers', reader.auth, voucherForm())).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/vouchers', blocked.auth)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/vouchers', seller.admin.auth)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/vouchers', buyer.admin.auth, voucherForm())).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/vouchers', {})).statusCode).toBe(401);
  });
});

describe('fee configuration', () => {
  const changed: FeeRates = {
    ...DEFAULT_FEE_RATES,
    creditTermChargeBp: { '30': 100, '60': 200, '90': 300, '14': 50 },
    cardChargeBp: 200,
  };

  it('starts at the spec’s rates, stores one row with who changed it, and refuses invalid rates', async () => {
    // this file's database is fresh: nothing saved yet
    const initial = await send('GET', '/api/admin/fee-configuration', admin.auth);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ rates: DEFAULT_FEE_RATES, updatedAt: null, updatedByName: null });

    const bad = await send('PUT', '/api/admin/fee-configuration', admin.auth, {
      ...DEFAULT_FEE_RATES,
      cardChargeBp: 10_001,
      fpxPersonalMinSen: 5_000_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad.json())).toMatchObject({
      cardChargeBp: 'Enter a rate between 0% and 100%',
      fpxPersonalMaxSen: 'The maximum must not be below the minimum',
    });

    const saved = await send('PUT', '/api/admin/fee-configuration', admin.auth, {
      ...DEFAULT_FEE_RATES,
      adminChargeBp: 80,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ rates: { adminChargeBp: 80 }, updatedByName: 'Test Adm' });
    expect(saved.json().updatedAt).not.toBeNull();
    const other = await signedInAs(t, 'Adm');
    await send('PUT', '/api/admin/fee-configuration', other.auth, changed);
    const rows = await t.db.select({ n: count() }).from(feeSettings);
    expect(rows[0]!.n).toBe(1);
    const [row] = await t.db.select().from(feeSettings);
    expect(row).toMatchObject({ id: 1, rates: changed, updatedBy: other.user.id });
    expect(await currentRates(t.db)).toEqual(changed);
    expect((await send('GET', '/api/admin/fee-configuration', admin.auth)).json().rates).toEqual(changed);
  });

  it('reprices nothing already placed: each order keeps the rates it was priced with', async () => {
    await send('PUT', '/api/admin/fee-configuration', admin.auth, DEFAULT_FEE_RATES);
    const parties = {
      buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
      seller: { ...seller, companyId: seller.company.id },
      paymentMethod: 'card' as const,
      quantity: 100,
    };
    const before = await insertPlacedOrder(t.db, { ...parties, rates: await currentRates(t.db) });
    expect(before.totals.cardChargeSen).toBe(2700); // 1.2% of RM 2,250.00

    await send('PUT', '/api/admin/fee-configuration', admin.auth, changed);
    const after = await insertPlacedOrder(t.db, { ...parties, rates: await currentRates(t.db) });
    expect(after.totals.cardChargeSen).toBe(4500); // 2% of RM 2,250.00

    const detail = (await send('GET', `/api/orders/${before.order.id}`, buyer.admin.auth)).json();
    expect(detail.totals).toMatchObject({ cardChargeSen: 2700, grandTotalSen: 227_700 });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, before.order.id));
    expect(stored!.rates).toEqual(DEFAULT_FEE_RATES);
    expect(stored!.cardChargeSen).toBe(2700);
  });

  it('is for administrators with admConfFee: Read to look, Write to change', async () => {
    const reader = await signedInAs(t, 'Adm', { admConfFee: 'Read' });
    expect((await send('GET', '/api/admin/fee-configuration', reader.auth)).statusCode).toBe(200);
    expect((await send('PUT', '/api/admin/fee-configuration', reader.auth, DEFAULT_FEE_RATES)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/fee-configuration', buyer.admin.auth)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/fee-configuration', seller.admin.auth)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/fee-configuration', {})).statusCode).toBe(401);
  });
});
