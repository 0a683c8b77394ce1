/**
 * A buyer company's construction projects (its sites, /favourites): kept by those who order or post
 * bidding projects, exactly one the favourite whatever runs at once, private to the company; a new
 * checkout starts at the favourite's address and contacts, an order placed for a site is tagged with
 * it, and a bidding project names the site it is for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyProject, DEFAULT_PERMISSIONS } from '@binamart/shared';
import { signedInAs, signedInTeam } from './helpers/factories';
import { type SellerSelling, call, expectStatus, sellerSelling } from './helpers/checkout-factories';
import { checkoutOf, creditForm, grantFacility } from './helpers/credit-checkout-factories';
import { makeCategories } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let platform: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerSelling;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  platform = await signedInAs(t, 'Adm');
  seller = await sellerSelling(t, platform.auth);
});
afterAll(async () => {
  await t.close();
});

function siteForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Residensi Seri Kembangan',
    addressLine1: 'Lot 2107, Jalan Besar',
    addressLine2: 'Taman Universiti Indah',
    postcode: '43300',
    city: 'Seri Kembangan',
    state: 'Selangor',
    contactPerson: 'Lim Chee Keong',
    contactPhone: '012-345 6704',
    recipientName: 'Lim Chee Keong',
    pic: 'Ir. Ahmad Fauzi',
    startDate: '2026-09-01',
    endDate: '2028-03-31',
    ...overrides,
  };
}

/** A buyer company: its administrator, a user with the default levels, and one who may only read. */
async function buyerCompany() {
  const team = await signedInTeam(
    t,
    ['BuyAdm', 'BuyUsr', 'BuyUsr'],
    [undefined, undefined, { ...DEFAULT_PERMISSIONS.BuyUsr, buyOrder: 'Read', buyBid: 'Read' }],
  );
  const [admin, user, reader] = team.members as [
    (typeof team.members)[number],
    (typeof team.members)[number],
    (typeof team.members)[number],
  ];
  return { companyId: team.company.id, admin: admin.auth, user: user.auth, reader: reader.auth };
}

const detailsOf = (checkout: object) => (checkout as { details: Record<string, unknown> }).details;
const list = async (auth: Auth) =>
  expectStatus<CompanyProject[]>(await call(t, 'GET', '/api/company-projects', auth), 200);
const add = async (auth: Auth, overrides: Record<string, unknown> = {}) =>
  expectStatus<CompanyProject>(await call(t, 'POST', '/api/company-projects', auth, siteForm(overrides)), 201);

describe('the company’s projects', () => {
  it('makes the first the favourite, switches it on request and passes it on when the favourite is removed', async () => {
    const buyer = await buyerCompany();
    expect(await list(buyer.admin)).toEqual([]);
    const first = await add(buyer.admin);
    expect(first).toMatchObject({ name: 'Residensi Seri Kembangan', isFavourite: true, country: 'Malaysia' });
    const second = await add(buyer.user, { name: 'Kuarters Guru SK Taman Melawati', startDate: null, endDate: null });
    const third = await add(buyer.user, { name: 'Gudang Batu Caves Lot 12' });
    expect(second.isFavourite).toBe(false);

    // the favourite first, then by name; every user of the company reads them
    expect((await list(buyer.reader)).map((s) => s.name)).toEqual([
      'Residensi Seri Kembangan',
      'Gudang Batu Caves Lot 12',
      'Kuarters Guru SK Taman Melawati',
    ]);
    const switched = expectStatus<CompanyProject[]>(
      await call(t, 'POST', `/api/company-projects/${second.id}/favourite`, buyer.user),
      200,
    );
    expect(switched.filter((s) => s.isFavourite).map((s) => s.id)).toEqual([second.id]);

    // removing the favourite passes it to the newest remaining project
    expectStatus(await call(t, 'DELETE', `/api/company-projects/${second.id}`, buyer.admin), 204);
    const after = await list(buyer.admin);
    expect(after.map((s) => s.id)).not.toContain(second.id);
    expect(after.filter((s) => s.isFavourite).map((s) => s.id)).toEqual([third.id]);
    // a removed project is gone for every call
    expectStatus(await call(t, 'PUT', `/api/company-projects/${second.id}`, buyer.admin, siteForm()), 404);
    expectStatus(await call(t, 'POST', `/api/company-projects/${second.id}/favourite`, buyer.admin), 404);

    const renamed = expectStatus<CompanyProject>(
      await call(
        t,
        'PUT',
        `/api/company-projects/${first.id}`,
        buyer.admin,
        siteForm({ name: 'Residensi SK, Block A–C' }),
      ),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Residensi SK, Block A–C', isFavourite: false });
  });

  it('answers every wrong field with its message and saves nothing', async () => {
    const buyer = await buyerCompany();
    const response = await call(
      t,
      'POST',
      '/api/company-projects',
      buyer.admin,
      siteForm({ postcode: '4330', contactPhone: 'abc', startDate: '2027-05-01', endDate: '2027-04-30' }),
    );
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (response.json() as { details: { path: string; message: string }[] }).details.map((d) => [d.path, d.message]),
    );
    expect(Object.keys(fields).sort()).toEqual(['contactPhone', 'endDate', 'postcode']);
    expect(fields.endDate).toBe('The project must end later than it starts.');
    const blank = await call(t, 'POST', '/api/company-projects', buyer.admin, siteForm({ name: ' ' }));
    expect(blank.json().details).toEqual([
      expect.objectContaining({ path: 'name', message: 'This field is required' }),
    ]);
    // in the user's language
    const malay = await t.app.inject({
      method: 'POST',
      url: '/api/company-projects',
      headers: { ...buyer.admin, 'accept-language': 'ms' },
      payload: siteForm({ startDate: '2027-05-01', endDate: '2027-04-01' }),
    });
    expect(malay.json().details[0].message).toBe('Projek mesti tamat lebih lewat daripada tarikh mula.');
    expect(await list(buyer.admin)).toEqual([]);
  });

  it('keeps one favourite when many are chosen at once', async () => {
    const buyer = await buyerCompany();
    const sites = [];
    for (let i = 0; i < 8; i++) sites.push(await add(buyer.admin, { name: `Site ${i + 1}` }));
    const answers = await Promise.all(
      sites.map((s) => call(t, 'POST', `/api/company-projects/${s.id}/favourite`, buyer.admin)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(sites.map(() => 200));
    expect((await list(buyer.admin)).filter((s) => s.isFavourite)).toHaveLength(1);
  });

  it('lets only those who order or post projects change them, and only their own company’s', async () => {
    const buyer = await buyerCompany();
    const other = await buyerCompany();
    const site = await add(buyer.admin);
    // a user who may only read
    expectStatus(await call(t, 'POST', '/api/company-projects', buyer.reader, siteForm()), 403);
    expectStatus(await call(t, 'PUT', `/api/company-projects/${site.id}`, buyer.reader, siteForm()), 403);
    expectStatus(await call(t, 'DELETE', `/api/company-projects/${site.id}`, buyer.reader), 403);
    // another company: nothing to see, and the id is not found
    expect(await list(other.admin)).toEqual([]);
    expectStatus(
      await call(t, 'PUT', `/api/company-projects/${site.id}`, other.admin, siteForm({ name: 'Mine' })),
      404,
    );
    expectStatus(await call(t, 'POST', `/api/company-projects/${site.id}/favourite`, other.admin), 404);
    expectStatus(await call(t, 'DELETE', `/api/company-projects/${site.id}`, other.admin), 404);
    // sellers and administrators keep no sites
    expectStatus(await call(t, 'GET', '/api/company-projects', seller.auth), 403);
    expectStatus(await call(t, 'POST', '/api/company-projects', platform.auth, siteForm()), 403);
    expectStatus(await call(t, 'GET', '/api/company-projects', {}), 401);
    expect((await list(buyer.admin))[0]).toMatchObject({ id: site.id, name: 'Residensi Seri Kembangan' });
  });
});

describe('sites at checkout and in bidding', () => {
  it('starts a checkout at the favourite site and tags the order placed for it', async () => {
    const buyer = await buyerCompany();
    const other = await buyerCompany();
    const favourite = await add(buyer.admin);
    const foreign = await add(other.admin, { name: 'Not yours' });
    await grantFacility(t.db, buyer.companyId, 1_000_000);
    const checkout = await checkoutOf(t, buyer.admin, [[seller.variationId, 10]]);
    expect(detailsOf(checkout)).toMatchObject({
      companyProjectId: favourite.id,
      projectDetails: 'Residensi Seri Kembangan',
      recipientName: 'Lim Chee Keong',
      contactNumber: '012-345 6704',
      pic: 'Ir. Ahmad Fauzi',
      addressLine1: 'Lot 2107, Jalan Besar',
      postcode: '43300',
      city: 'Seri Kembangan',
      state: 'Selangor',
    });
    const pickup = { sellerId: seller.company.id, method: 'pickup' as const, branchId: seller.branchIds[0]! };
    // another company's site is refused at its field
    const refused = await call(
      t,
      'POST',
      `/api/checkouts/${checkout.id}/place`,
      buyer.admin,
      creditForm([pickup], '30', { companyProjectId: foreign.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({ path: 'companyProjectId', message: 'Choose one of your company’s projects.' }),
    ]);
    const placed = expectStatus<{ orders: { id: string }[] }>(
      await call(
        t,
        'POST',
        `/api/checkouts/${checkout.id}/place`,
        buyer.admin,
        creditForm([pickup], '30', { companyProjectId: favourite.id }),
      ),
      200,
    );
    const orderId = placed.orders[0]!.id;
    const forBuyer = expectStatus<{ companyProject: unknown }>(
      await call(t, 'GET', `/api/orders/${orderId}`, buyer.user),
      200,
    );
    expect(forBuyer.companyProject).toEqual({ id: favourite.id, name: 'Residensi Seri Kembangan' });
    // the seller reads the project details, not the buyer's own tag
    const forSeller = expectStatus<{ companyProject: unknown; projectDetails: string }>(
      await call(t, 'GET', `/api/orders/${orderId}`, seller.auth),
      200,
    );
    expect(forSeller.companyProject).toBeNull();
    // the buyer's orders of that site, and of no other
    type Orders = { items: { id: string }[]; total: number };
    const ofSite = expectStatus<Orders>(
      await call(t, 'GET', `/api/orders?companyProjectId=${favourite.id}`, buyer.user),
      200,
    );
    expect(ofSite.items.map((o) => o.id)).toEqual([orderId]);
    const elsewhere = await add(buyer.admin, { name: 'Gudang Batu Caves Lot 12' });
    expect(
      expectStatus<Orders>(await call(t, 'GET', `/api/orders?companyProjectId=${elsewhere.id}`, buyer.user), 200).total,
    ).toBe(0);
    // another company asking for this site's orders sees none of them
    expect(
      expectStatus<Orders>(await call(t, 'GET', `/api/orders?companyProjectId=${favourite.id}`, other.admin), 200)
        .total,
    ).toBe(0);
    expectStatus(await call(t, 'DELETE', `/api/company-projects/${elsewhere.id}`, buyer.admin), 204);
    // removing the site later keeps the order's tag
    expectStatus(await call(t, 'DELETE', `/api/company-projects/${favourite.id}`, buyer.admin), 204);
    const later = expectStatus<{ companyProject: unknown }>(
      await call(t, 'GET', `/api/orders/${orderId}`, buyer.admin),
      200,
    );
    expect(later.companyProject).toEqual({ id: favourite.id, name: 'Residensi Seri Kembangan' });
    // with no site left, a checkout starts where the company's last order went, no longer tagged with the site
    const bare = await checkoutOf(t, buyer.admin, [[seller.variationId, 10]]);
    expect(detailsOf(bare).companyProjectId).toBeNull();
    expect(detailsOf(bare)).toMatchObject({ addressLine1: 'Lot 5, Jalan Industri 3', postcode: '40150' });
  });

  it('names the site a bidding project is for, to its buyer only', async () => {
    const buyer = await buyerCompany();
    const other = await buyerCompany();
    const site = await add(buyer.admin);
    const foreign = await add(other.admin, { name: 'Not yours' });
    const { main } = await makeCategories(t.db);
    const form = (companyProjectId: string) => ({
      companyProjectId,
      shortTitle: 'Block C steel',
      name: 'Residensi Seri Kembangan',
      categoryId: main,
      state: 'Selangor',
      city: 'Seri Kembangan',
    });
    const refused = await call(t, 'POST', '/api/bidding/projects', buyer.admin, form(foreign.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ path: 'companyProjectId' });
    const project = expectStatus<{ id: string; companyProject: unknown }>(
      await call(t, 'POST', '/api/bidding/projects', buyer.admin, form(site.id)),
      201,
    );
    expect(project.companyProject).toEqual({ id: site.id, name: 'Residensi Seri Kembangan' });
    const detail = expectStatus<{ companyProject: unknown }>(
      await call(t, 'GET', `/api/bidding/projects/${project.id}`, buyer.user),
      200,
    );
    expect(detail.companyProject).toEqual({ id: site.id, name: 'Residensi Seri Kembangan' });
  });
});
