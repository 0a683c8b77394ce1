/**
 * Per-user toggles (spec §6 user management) are enforced on the server with the area levels:
 * a staff member without a capability's toggle is refused (403) before anything is looked up or
 * changed, the same member with it goes on to the ordinary answer, and a company administrator
 * holds every capability toggle of the side. Named toggles (credit tiers, driver) are never implied.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMISSIONS,
  type Permissions,
  type Role,
  type Toggle,
  type UserToggles,
  holdsToggle,
} from '@binamart/shared';
import { users } from '../src/db/schema/index';
import {
  createProductVia,
  makeCategories,
  productForm,
  sellerWithHub,
  signIn,
  signedInAs,
  variationForm,
} from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload && { payload }) });

/** A fresh session of a user whose stored toggles are now `toggles`. */
async function withToggles(user: { id: string; email: string }, toggles: UserToggles): Promise<Auth> {
  await t.db.update(users).set({ toggles }).where(eq(users.id, user.id));
  const session = await signIn(t, user.email);
  return { authorization: `Bearer ${session.record.jwtToken}` };
}

interface Case {
  toggle: Toggle;
  role: Role;
  /** the request the toggle guards: refused without it, answered as usual (`allowed`) with it */
  request: (auth: Auth) => ReturnType<typeof call>;
  allowed: number;
  /** levels of the staff member and the administrator (the role's defaults when absent) */
  permissions?: Permissions;
}

const ID = () => randomUUID();
const CASES: Case[] = [
  {
    toggle: 'checkout',
    role: 'BuyUsr',
    request: (a) => call('POST', '/api/checkouts', a, { cartItemIds: [ID()] }),
    allowed: 404,
  },
  {
    toggle: 'makePayment',
    role: 'BuyUsr',
    request: (a) => call('POST', `/api/checkouts/${ID()}/pay`, a, { paymentMethod: 'card' }),
    allowed: 404,
  },
  {
    toggle: 'makePayment',
    role: 'BuyUsr',
    request: (a) =>
      call('POST', '/api/invoice-payments', a, {
        key: ID(),
        invoices: [{ invoiceId: ID(), amountSen: 100 }],
        paymentMethod: 'card',
      }),
    allowed: 404,
    permissions: { ...DEFAULT_PERMISSIONS.BuyUsr, buyPay: 'Write' },
  },
  {
    toggle: 'updateOrderStatus',
    role: 'SellUsr',
    request: (a) => call('POST', `/api/orders/${ID()}/accept`, a),
    allowed: 404,
  },
  {
    toggle: 'updateOrderStatus',
    role: 'SellUsr',
    request: (a) => call('POST', `/api/seller/delivery-orders/${ID()}/cancel`, a, { reason: 'Lorry broke down' }),
    allowed: 404,
  },
  {
    toggle: 'productUpload',
    role: 'SellUsr',
    request: (a) => call('DELETE', `/api/seller/products/${ID()}`, a),
    allowed: 404,
  },
];

describe('each enforced toggle', () => {
  it.each(
    CASES.map((c) => [`${c.toggle} (${c.role}) ${c.request.toString().match(/'(\/api[^']*|`[^`]*)/)?.[1] ?? ''}`, c]),
  )('%s: refused without, answered with, held by the company administrator', async (_name, c) => {
    const staff = await signedInAs(t, c.role, c.permissions, {});
    const without = await c.request(staff.auth);
    expect(without.statusCode).toBe(403);
    const withIt = await c.request(await withToggles(staff.user, { [c.toggle]: true }));
    expect(withIt.statusCode).toBe(c.allowed);
    const administrator = await signedInAs(t, c.role === 'BuyUsr' ? 'BuyAdm' : 'SellAdm', undefined, {});
    expect((await c.request(administrator.auth)).statusCode).toBe(c.allowed);
  });
});

describe('manage users', () => {
  it('lets staff with configuration Write manage users only with the toggle', async () => {
    const staff = await signedInAs(t, 'BuyUsr', { ...DEFAULT_PERMISSIONS.BuyUsr, buyConf: 'Write' }, {});
    const form = (n: number) => ({
      email: `colleague.${n}.${Date.now()}@example.test`,
      firstName: 'Siti',
      lastName: 'Aminah',
      position: 'Site clerk',
      phone: '012-345 6789',
      pin: '246801',
      role: 'BuyUsr',
    });
    expect((await call('POST', '/api/users', staff.auth, form(1))).statusCode).toBe(403);
    const allowed = await withToggles(staff.user, { manageUsers: true });
    expect((await call('POST', '/api/users', allowed, form(2))).statusCode).toBe(201);
    const company = await t.db.select().from(users).where(eq(users.companyId, staff.company.id));
    expect(company).toHaveLength(2);
  });
});

describe('set price', () => {
  it('lets a staff member edit a listing but change its prices only with the toggle', async () => {
    const seller = await sellerWithHub(t, ['SellAdm', 'SellUsr']);
    const categories = await makeCategories(t.db);
    const product = await createProductVia(t, seller.auth, productForm(categories.main, [seller.imageId]));
    const staff = seller.members[1]!;
    const uploader = await withToggles(staff.user, { productUpload: true });
    const edit = (auth: Auth, variation: object) =>
      call(
        'PUT',
        `/api/seller/products/${product.id}`,
        auth,
        productForm(categories.main, [seller.imageId], {
          name: 'Portland Cement (new bag)',
          variations: [variationForm({ id: product.variations[0]!.id, ...variation })],
        }),
      );
    expect((await edit(uploader, { sellingPriceSen: 1999 })).statusCode).toBe(403);
    expect((await edit(uploader, {})).statusCode).toBe(200);
    const pricer = await withToggles(staff.user, { productUpload: true, productSetPrice: true });
    const repriced = await edit(pricer, { sellingPriceSen: 1999 });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json<{ variations: { sellingPriceSen: number }[] }>().variations[0]!.sellingPriceSen).toBe(1999);
  });
});

describe('holding a toggle', () => {
  it('gives company administrators every capability toggle of their side, never a named one', () => {
    expect(holdsToggle('BuyAdm', {}, 'checkout')).toBe(true);
    expect(holdsToggle('BuyUsr', {}, 'checkout')).toBe(false);
    expect(holdsToggle('BuyUsr', { checkout: true }, 'checkout')).toBe(true);
    expect(holdsToggle('Adm', {}, 'clCreditControl')).toBe(false);
    expect(holdsToggle('SellAdm', {}, 'driver')).toBe(false);
    expect(holdsToggle('SellUsr', { driver: true }, 'driver')).toBe(true);
  });
});
