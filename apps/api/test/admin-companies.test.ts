import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permissions } from '@binamart/shared';
import { companies } from '../src/db/schema/index';
import { makeUser, signedInAs } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'Adm');
});
afterAll(() => t.close());

const list = (query: string, auth: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/admin/companies?${query}`, headers: auth });

describe('GET /api/admin/companies', () => {
  it('lists active buyer companies by name, without sellers or companies not yet approved', async () => {
    const buyer = await makeUser(t.db, 'BuyAdm');
    const seller = await makeUser(t.db, 'SellAdm');
    const pending = await makeUser(t.db, 'BuyAdm');
    await t.db.update(companies).set({ status: 'pending' }).where(eq(companies.id, pending.company.id));

    const response = await list('kind=buyer&pageSize=100');
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().items.map((c: { id: string }) => c.id);
    expect(ids).toContain(buyer.company.id);
    expect(ids).not.toContain(seller.company.id);
    expect(ids).not.toContain(pending.company.id);
    expect(response.json().items.find((c: { id: string }) => c.id === buyer.company.id)).toEqual({
      id: buyer.company.id,
      name: buyer.company.name,
      registrationNo: buyer.company.registrationNo,
      kind: 'buyer',
      publicSector: false,
    });
  });

  it('searches by part of the name or the registration number, taking % and _ literally', async () => {
    const buyer = await makeUser(t.db, 'BuyAdm');
    const byName = await list(`kind=buyer&q=${encodeURIComponent(buyer.company.name.slice(5, 20))}`);
    expect(byName.json().items.map((c: { id: string }) => c.id)).toEqual([buyer.company.id]);
    expect(byName.json().total).toBe(1);
    const byNumber = await list(`kind=buyer&q=${encodeURIComponent(buyer.company.registrationNo)}`);
    expect(byNumber.json().items.map((c: { id: string }) => c.id)).toEqual([buyer.company.id]);
    expect((await list('kind=buyer&q=%25')).json().total).toBe(0);
  });

  it('lists sellers for kind=seller', async () => {
    const seller = await makeUser(t.db, 'SellAdm');
    const response = await list(`kind=seller&q=${encodeURIComponent(seller.company.registrationNo)}`);
    expect(response.json().items).toMatchObject([{ id: seller.company.id, kind: 'seller' }]);
  });

  it('needs a kind', async () => {
    expect((await list('q=x')).statusCode).toBe(400);
  });

  it('is for administrators with Read in orders, fees, configuration or credit only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/companies?kind=buyer' })).statusCode).toBe(401);
    const buyer = await signedInAs(t, 'BuyAdm');
    expect((await list('kind=buyer', buyer.auth)).statusCode).toBe(403);
    const none: Permissions = {
      admOrder: 'NoPermission',
      admConfFee: 'NoPermission',
      admConf: 'NoPermission',
      admCl: 'NoPermission',
    };
    const blocked = await signedInAs(t, 'Adm', none);
    expect((await list('kind=buyer', blocked.auth)).statusCode).toBe(403);
    const ordersOnly = await signedInAs(t, 'Adm', { ...none, admOrder: 'Read' });
    expect((await list('kind=buyer', ordersOnly.auth)).statusCode).toBe(200);
  });
});
