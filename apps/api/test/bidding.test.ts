/**
 * eBidding, first part: a buyer saves a project (incomplete, then a draft), its approver approves
 * it, suppliers see it once bidding starts and place one sealed bid each while it is open. Time is
 * moved with the test clock: bidding closes at the second. The buyer sees prices only from the bid
 * end; a supplier never sees another's; other companies' projects are not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BiddingProject, DEFAULT_PERMISSIONS } from '@binamart/shared';
import { SettableClock } from '../src/lib/clock';
import { sweepBiddingDeadlines } from '../src/modules/bidding/index';
import { eq } from 'drizzle-orm';
import { companyProfiles, products, users } from '../src/db/schema/index';
import { insertPlacedOrder, sellerWithProduct } from './helpers/order-factories';
import { emailsTo, makeCategories, multipartFile, postFile, signedInAs, signedInTeam } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';
import { sseFrames } from './helpers/sse';
import { readXlsxRows } from '../src/lib/spreadsheets';

const HOUR = 60 * 60 * 1000;
const clock = new SettableClock(new Date('2026-12-01T00:00:00Z'));
let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  categoryId = (await makeCategories(t.db)).main;
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload && { payload }) });

/** A complete project whose bidding runs from 1 h to 25 h after `from`. */
function projectForm(from: Date, overrides: Record<string, unknown> = {}) {
  const at = (ms: number) => new Date(from.getTime() + ms).toISOString();
  return {
    shortTitle: 'Block C steel',
    fullTitle: 'Reinforcement steel for Block C, Residensi Seri Kembangan',
    name: 'Residensi Seri Kembangan',
    description: 'Y12 and Y16 bars for levels 1 to 8.',
    categoryId,
    subcategoryId: null,
    country: 'Malaysia',
    state: 'Selangor',
    city: 'Seri Kembangan',
    constructionStart: '2027-01-04',
    constructionEnd: '2027-12-20',
    deliveryStart: '2027-01-11',
    deliveryEnd: '2027-06-30',
    deliveryScheduleFileId: null,
    products: [
      { specification: 'Y12 deformed bar, 12 m', quantity: 20, unit: 'tonne' },
      { specification: 'Y16 deformed bar, 12 m', quantity: 10, unit: 'tonne' },
    ],
    contactPerson: 'Lim Chee Keong',
    phone: '012-345 6789',
    remark: '',
    validUntil: at(30 * 24 * HOUR),
    bidStartAt: at(HOUR),
    bidEndAt: at(25 * HOUR),
    ...overrides,
  };
}

/** A buyer company: its administrator approves, a user with buyBid Write (and the bid toggle) posts. */
async function buyerTeam() {
  const team = await signedInTeam(
    t,
    ['BuyAdm', 'BuyUsr'],
    [undefined, { ...DEFAULT_PERMISSIONS.BuyUsr, buyBid: 'Write' }],
  );
  return {
    approver: team.members[0]!.auth,
    approverEmail: team.members[0]!.user.email,
    poster: team.members[1]!.auth,
  };
}

/** An approved project of a fresh buyer company, bidding from 1 h after now. */
async function approvedProject(overrides: Record<string, unknown> = {}) {
  const buyer = await buyerTeam();
  const created = await call('POST', '/api/bidding/projects', buyer.poster, projectForm(clock.now(), overrides));
  expect(created.statusCode).toBe(201);
  const project = created.json<BiddingProject>();
  expect((await call('POST', `/api/bidding/projects/${project.id}/approve`, buyer.approver)).statusCode).toBe(200);
  return { buyer, project };
}

const bid = (project: BiddingProject, prices: (number | null)[], currency = 'MYR') => ({
  currency,
  lines: project.products.map((p, i) => ({ productLineId: p.id, unitPriceSen: prices[i] ?? null })),
  remarks: 'Delivery within 3 days of call-off, own lorry',
});

describe('posting a project', () => {
  it('saves an incomplete project, completes it as a draft, and lets only the approver approve it', async () => {
    const buyer = await buyerTeam();
    const partial = await call('POST', '/api/bidding/projects', buyer.poster, { shortTitle: 'Block C steel' });
    expect(partial.statusCode).toBe(201);
    const incomplete = partial.json<BiddingProject>();
    expect(incomplete).toMatchObject({ status: 'incomplete', number: expect.stringMatching(/^BP-\d{4}-\d{6}$/) });
    expect(incomplete.missingFields).toEqual(expect.arrayContaining(['fullTitle', 'products', 'bidEndAt']));
    expect((await call('POST', `/api/bidding/projects/${incomplete.id}/approve`, buyer.approver)).statusCode).toBe(409);

    const completed = await call(
      'PUT',
      `/api/bidding/projects/${incomplete.id}`,
      buyer.poster,
      projectForm(clock.now()),
    );
    expect(completed.json<BiddingProject>()).toMatchObject({ status: 'draft', missingFields: [] });
    // a buyer user holds buyBid Read by default: not an approver
    const reader = await signedInAs(t, 'BuyUsr');
    expect((await call('POST', `/api/bidding/projects/${incomplete.id}/approve`, reader.auth)).statusCode).toBe(403);
    const approved = await call('POST', `/api/bidding/projects/${incomplete.id}/approve`, buyer.approver);
    expect(approved.json<BiddingProject>()).toMatchObject({ status: 'upcoming', approvedAt: expect.any(String) });
    // approved: no longer edited
    expect(
      (await call('PUT', `/api/bidding/projects/${incomplete.id}`, buyer.poster, projectForm(clock.now()))).statusCode,
    ).toBe(409);
  });

  it('answers every §5 rule at its field, in the reader’s language', async () => {
    const buyer = await buyerTeam();
    const now = clock.now();
    const refused = await call('POST', '/api/bidding/projects', buyer.poster, {
      ...projectForm(now),
      products: [
        { specification: 'Y12 bar', quantity: 1, unit: 'tonne' },
        { specification: 'y12 bar', quantity: 2, unit: 'tonne' },
      ],
      bidEndAt: new Date(now.getTime() + 2 * HOUR).toISOString(),
      constructionEnd: '2027-01-01',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual(
      expect.arrayContaining([
        { path: 'products.1.specification', message: 'This specification is already in the list.' },
        { path: 'constructionEnd', message: 'Construction must end later than it starts.' },
        { path: 'bidEndAt', message: 'Bidding must last between 3 hours and 7 days.' },
      ]),
    );
    const chinese = await t.app.inject({
      method: 'POST',
      url: '/api/bidding/projects',
      headers: { ...buyer.poster, 'accept-language': 'zh-cn' },
      payload: { ...projectForm(now), products: [] },
    });
    expect(chinese.json().details).toEqual([{ path: 'products', message: '项目需要至少 1 个、最多 10 个产品。' }]);
    const zeroQuantity = await call('POST', '/api/bidding/projects', buyer.poster, {
      ...projectForm(now),
      products: [{ specification: 'Y12 bar', quantity: 0, unit: 'tonne' }],
    });
    expect(zeroQuantity.json().details).toEqual([
      { path: 'products.0.quantity', message: 'Enter a whole quantity of at least 1.' },
    ]);
  });
});

describe('bidding', () => {
  it('opens and closes at the second, takes one sealed bid per supplier, and shows prices to the buyer from the bid end', async () => {
    const { buyer, project } = await approvedProject();
    const [supplierA, supplierB] = [await signedInAs(t, 'SellAdm'), await signedInAs(t, 'SellAdm')];
    // before the bid start: not shown, not taken
    expect((await call('GET', `/api/seller/bidding/projects/${project.id}`, supplierA.auth)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/seller/bidding/projects/${project.id}/bids`, supplierA.auth, bid(project, [250_000])))
        .statusCode,
    ).toBe(404);

    clock.set(new Date(Date.parse(project.bidStartAt!)));
    const open = await call('GET', '/api/seller/bidding/projects', supplierA.auth);
    expect(open.json<{ items: BiddingProject[] }>().items.map((p) => p.id)).toContain(project.id);
    const unpriced = await call(
      'POST',
      `/api/seller/bidding/projects/${project.id}/bids`,
      supplierA.auth,
      bid(project, [null, null]),
    );
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().details).toEqual([
      { path: 'lines', message: 'Price at least one item: a bid needs at least one priced item.' },
    ]);

    // two bids by one supplier at once: one
    const twice = await Promise.all([
      call('POST', `/api/seller/bidding/projects/${project.id}/bids`, supplierA.auth, bid(project, [250_000, 260_000])),
      call('POST', `/api/seller/bidding/projects/${project.id}/bids`, supplierA.auth, bid(project, [240_000, 250_000])),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      message: 'Bid already placed for this project',
    });
    const mine = twice.find((r) => r.statusCode === 201)!.json();
    expect(mine.myBid.totalSen).toBe(mine.myBid.lines[0].unitPriceSen * 20 + mine.myBid.lines[1].unitPriceSen * 10);

    // a second before the end is in time; at the end it is refused
    clock.set(new Date(Date.parse(project.bidEndAt!) - 1000));
    const inTime = await call(
      'POST',
      `/api/seller/bidding/projects/${project.id}/bids`,
      supplierB.auth,
      bid(project, [255_000]),
    );
    expect(inTime.statusCode).toBe(201);
    // sealed: the other supplier sees only its own bid, the buyer none before the end
    const seenByB = (await call('GET', `/api/seller/bidding/projects/${project.id}`, supplierB.auth)).json();
    expect(seenByB.myBid.seller.id).toBe(supplierB.company.id);
    expect(JSON.stringify(seenByB)).not.toContain(supplierA.company.id);
    const before = (await call('GET', `/api/bidding/projects/${project.id}`, buyer.poster)).json();
    expect(before).toMatchObject({ status: 'active', bidCount: 2, bids: null });

    clock.set(new Date(Date.parse(project.bidEndAt!)));
    const late = await signedInAs(t, 'SellAdm');
    const refused = await call(
      'POST',
      `/api/seller/bidding/projects/${project.id}/bids`,
      late.auth,
      bid(project, [200_000]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Current bidding session has ended' });
    expect(
      (await call('GET', '/api/seller/bidding/projects', late.auth))
        .json<{ items: BiddingProject[] }>()
        .items.map((p) => p.id),
    ).not.toContain(project.id);

    const after = (await call('GET', `/api/bidding/projects/${project.id}`, buyer.poster)).json();
    expect(after.status).toBe('selection');
    expect(after.bids.map((b: { seller: { id: string } }) => b.seller.id).sort()).toEqual(
      [supplierA.company.id, supplierB.company.id].sort(),
    );
  });

  it('keeps projects and bids within their companies', async () => {
    const { project } = await approvedProject();
    const otherBuyer = await buyerTeam();
    expect((await call('GET', `/api/bidding/projects/${project.id}`, otherBuyer.poster)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/bidding/projects/${project.id}`, otherBuyer.poster, projectForm(clock.now())))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/bidding/projects/${project.id}/approve`, otherBuyer.approver)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/bidding/projects', otherBuyer.poster)).json<{ items: unknown[] }>().items).toEqual(
      [],
    );
    const seller = await signedInAs(t, 'SellAdm');
    expect((await call('GET', '/api/bidding/projects', seller.auth)).statusCode).toBe(403);
    const buyerAsSupplier = await call('GET', '/api/seller/bidding/projects', otherBuyer.poster);
    expect(buyerAsSupplier.statusCode).toBe(403);
  });
});

describe('live project pages', () => {
  it('sends the project to its buyer and each supplier on connect and after every change, each as its GET shows it', async () => {
    const { buyer, project } = await approvedProject();
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    const supplier = await signedInAs(t, 'SellAdm');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const open = (path: string, auth: Auth) => fetch(`${address}${path}`, { headers: auth, signal: controller.signal });
    try {
      // another company's buyer: not found
      const stranger = await buyerTeam();
      expect((await open(`/api/bidding/projects/${project.id}/stream`, stranger.approver)).status).toBe(404);
      const forBuyer = await open(`/api/bidding/projects/${project.id}/stream`, buyer.poster);
      const forSupplier = await open(`/api/seller/bidding/projects/${project.id}/stream`, supplier.auth);
      expect(forBuyer.headers.get('content-type')).toMatch(/^text\/event-stream/);
      type Frame = BiddingProject & { bids?: unknown; myBid?: { totalSen: number } | null };
      const buyerFrames = sseFrames<Frame>(forBuyer.body!, 'project');
      const supplierFrames = sseFrames<Frame>(forSupplier.body!, 'project');
      expect(await buyerFrames()).toMatchObject({ id: project.id, status: 'active', bidCount: 0, bids: null });
      expect(await supplierFrames()).toMatchObject({ id: project.id, myBid: null, companyProject: null });

      const placed = await call(
        'POST',
        `/api/seller/bidding/projects/${project.id}/bids`,
        supplier.auth,
        bid(project, [250_000, 260_000]),
      );
      expect(placed.statusCode).toBe(201);
      // the buyer hears a bid came, its prices sealed; the supplier sees its own bid
      expect(await buyerFrames()).toMatchObject({ bidCount: 1, bids: null });
      expect((await supplierFrames())!.myBid).toMatchObject({ totalSen: 250_000 * 20 + 260_000 * 10 });
    } finally {
      controller.abort();
    }
  });
});

describe('the administrators’ figures', () => {
  it('counts projects by the state the clock gives them, and the period’s bids and awards', async () => {
    const admin = await signedInAs(t, 'Adm');
    type Figures = { byState: Record<string, number>; bidsPlaced: number; projectsAwarded: number; days: number };
    const figures = async () => {
      const response = await call('GET', '/api/admin/bidding/figures?days=7', admin.auth);
      expect(response.statusCode).toBe(200);
      return response.json<Figures>();
    };
    const before = await figures();
    expect(before.days).toBe(7);
    const { buyer, project } = await approvedProject();
    const upcoming = await figures();
    expect(upcoming.byState.upcoming).toBe(before.byState.upcoming! + 1);
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    const opened = await figures();
    const supplier = await signedInAs(t, 'SellAdm');
    expect(
      (await call('POST', `/api/seller/bidding/projects/${project.id}/bids`, supplier.auth, bid(project, [250_000])))
        .statusCode,
    ).toBe(201);
    const bidded = await figures();
    expect(bidded.bidsPlaced).toBe(opened.bidsPlaced + 1);
    expect(bidded.byState.active).toBe(opened.byState.active);
    // administrators only
    expect((await call('GET', '/api/admin/bidding/figures', buyer.approver)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/bidding/figures', supplier.auth)).statusCode).toBe(403);
  });
});

describe('selection', () => {
  /** A project whose bidding has ended with bids from two suppliers. */
  async function endedWithTwoBids() {
    const { buyer, project } = await approvedProject();
    const suppliers = [await signedInAs(t, 'SellAdm'), await signedInAs(t, 'SellAdm')];
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    const prices = [
      [250_000, 260_000],
      [255_000, 240_000],
    ];
    for (const [i, supplier] of suppliers.entries()) {
      const placed = await call(
        'POST',
        `/api/seller/bidding/projects/${project.id}/bids`,
        supplier.auth,
        bid(project, prices[i]!),
      );
      expect(placed.statusCode).toBe(201);
    }
    clock.set(new Date(Date.parse(project.bidEndAt!)));
    const detail = (await call('GET', `/api/bidding/projects/${project.id}`, buyer.poster)).json();
    const bidOf = (supplier: (typeof suppliers)[number]) =>
      detail.bids.find((b: { seller: { id: string } }) => b.seller.id === supplier.company.id).id as string;
    return { buyer, project, suppliers, bidIds: suppliers.map(bidOf) };
  }

  it('shortlists, runs a second cycle where each shortlisted bid is revised once, and awards exactly one', async () => {
    const { buyer, project, suppliers, bidIds } = await endedWithTwoBids();
    const [a, b] = suppliers as [(typeof suppliers)[0], (typeof suppliers)[0]];
    const url = (action: string) => `/api/bidding/projects/${project.id}/${action}`;
    expect(
      (
        await call('POST', url('cycle-two'), buyer.poster, {
          endsAt: new Date(clock.now().getTime() + 4 * HOUR).toISOString(),
        })
      ).json(),
    ).toMatchObject({
      message: 'Shortlist at least one bid before opening the second cycle.',
    });
    const shortlisted = await call('POST', url('shortlist'), buyer.poster, { bidIds: [bidIds[0]] });
    expect(
      shortlisted
        .json()
        .bids.map((x: { status: string }) => x.status)
        .sort(),
    ).toEqual(['shortlisted', 'submitted']);
    const tooShort = await call('POST', url('cycle-two'), buyer.poster, {
      endsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
    expect(tooShort.json().details).toEqual([
      { path: 'endsAt', message: 'Bidding must last between 3 hours and 7 days.' },
    ]);
    const cycleEnd = new Date(clock.now().getTime() + 4 * HOUR);
    const opened = await call('POST', url('cycle-two'), buyer.poster, { endsAt: cycleEnd.toISOString() });
    expect(opened.json()).toMatchObject({ cycle: 2, cycleTwoEndAt: cycleEnd.toISOString() });

    const revise = (supplier: typeof a, prices: number[]) =>
      call('PUT', `/api/seller/bidding/projects/${project.id}/bids`, supplier.auth, bid(project, prices));
    // the same prices are no revision; a changed price is, once
    expect((await revise(a, [250_000, 260_000])).json().details).toEqual([
      { path: 'lines', message: 'Change at least one price to revise the bid.' },
    ]);
    const revised = await revise(a, [245_000, 260_000]);
    expect(revised.json().myBid).toMatchObject({ status: 'revised', cycle: 2, totalSen: 245_000 * 20 + 260_000 * 10 });
    expect((await revise(a, [240_000, 260_000])).json()).toMatchObject({
      message: 'Further revision no longer allowed for this bid',
    });
    // a bid not shortlisted is not revised
    expect((await revise(b, [200_000, 200_000])).statusCode).toBe(409);
    // no award while the second cycle runs
    expect((await call('POST', url('award'), buyer.poster, { bidId: bidIds[0] })).json()).toMatchObject({
      message: 'The second cycle is still open: wait for its end.',
    });

    clock.set(cycleEnd);
    expect((await revise(a, [230_000, 260_000])).statusCode).toBe(409);
    expect((await call('POST', url('finalists'), buyer.poster, { bidIds: [bidIds[0]] })).statusCode).toBe(200);
    // two awards at once: one
    const awards = await Promise.all([
      call('POST', url('award'), buyer.poster, { bidId: bidIds[0] }),
      call('POST', url('award'), buyer.poster, { bidId: bidIds[1] }),
    ]);
    expect(awards.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const awarded = (await call('GET', `/api/bidding/projects/${project.id}`, buyer.poster)).json();
    expect(awarded.status).toBe('awarded');
    expect(awarded.bids.filter((x: { status: string }) => x.status === 'awarded')).toHaveLength(1);
    expect(awarded.bids.filter((x: { status: string }) => x.status === 'notSelected')).toHaveLength(1);
    // each supplier sees its own outcome
    const outcome = (supplier: typeof a) =>
      call('GET', `/api/seller/bidding/projects/${project.id}`, supplier.auth).then((r) => r.json().myBid.status);
    expect([await outcome(a), await outcome(b)].sort()).toEqual(['awarded', 'notSelected']);
  });

  it('keeps another company from shortlisting or awarding', async () => {
    const { project, bidIds } = await endedWithTwoBids();
    const other = await buyerTeam();
    for (const [action, body] of [
      ['shortlist', { bidIds }],
      ['finalists', { bidIds }],
      ['award', { bidId: bidIds[0] }],
    ] as const) {
      expect((await call('POST', `/api/bidding/projects/${project.id}/${action}`, other.poster, body)).statusCode).toBe(
        404,
      );
    }
  });
});

describe('closing, reactivating and revoking', () => {
  it('lets the buyer close a project and reopen it with a new bid end, and keeps the history', async () => {
    const { buyer, project } = await approvedProject();
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    const closed = await call('POST', `/api/bidding/projects/${project.id}/close`, buyer.poster);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    // closed: suppliers no longer bid
    const supplier = await signedInAs(t, 'SellAdm');
    expect(
      (await call('POST', `/api/seller/bidding/projects/${project.id}/bids`, supplier.auth, bid(project, [100])))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/bidding/projects/${project.id}/close`, buyer.poster)).statusCode).toBe(409);

    const now = clock.now().getTime();
    const tooShort = await call('POST', `/api/bidding/projects/${project.id}/reactivate`, buyer.poster, {
      bidEndAt: new Date(now + HOUR).toISOString(),
      validUntil: new Date(now + 10 * 24 * HOUR).toISOString(),
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().details).toEqual([
      expect.objectContaining({ path: 'bidEndAt', message: 'Bidding must last between 3 hours and 7 days.' }),
    ]);
    const reopened = await call('POST', `/api/bidding/projects/${project.id}/reactivate`, buyer.poster, {
      bidEndAt: new Date(now + 5 * HOUR).toISOString(),
      validUntil: new Date(now + 10 * 24 * HOUR).toISOString(),
    });
    expect(reopened.json()).toMatchObject({ status: 'active', bidEndAt: new Date(now + 5 * HOUR).toISOString() });
    const placed = await call(
      'POST',
      `/api/seller/bidding/projects/${project.id}/bids`,
      supplier.auth,
      bid(project, [100]),
    );
    expect(placed.statusCode).toBe(201);
    const detail = await call('GET', `/api/bidding/projects/${project.id}`, buyer.poster);
    const history = detail.json().history as { kind: string; by: string | null }[];
    expect(history.map((e) => e.kind)).toEqual(['created', 'approved', 'closed', 'reactivated', 'bidPlaced']);
    // the buyer sees that a bid came, not from whom
    expect(history.at(-1)!.by).toBeNull();
    expect(history[0]!.by).toMatch(/BuyUsr/);
  });

  it('lets only an administrator revoke, with the reason, and shows every project to administrators only', async () => {
    const { buyer, project } = await approvedProject();
    const admin = await signedInAs(t, 'Adm');
    expect(
      (await call('POST', `/api/admin/bidding/projects/${project.id}/revoke`, buyer.approver, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/admin/bidding/projects/${project.id}`, buyer.approver)).statusCode).toBe(403);
    const listed = await call('GET', `/api/admin/bidding/projects?q=${project.number}`, admin.auth);
    expect(listed.json().items.map((p: BiddingProject) => p.id)).toEqual([project.id]);
    const revoked = await call('POST', `/api/admin/bidding/projects/${project.id}/revoke`, admin.auth, {
      reason: 'Duplicate of an earlier project',
    });
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedReason: 'Duplicate of an earlier project' });
    expect(revoked.json().history.at(-1)).toMatchObject({ kind: 'revoked', note: 'Duplicate of an earlier project' });
    // revoked: nothing more, for anyone
    expect(
      (await call('POST', `/api/admin/bidding/projects/${project.id}/revoke`, admin.auth, { reason: 'again' }))
        .statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/bidding/projects/${project.id}/close`, buyer.poster)).statusCode).toBe(409);
    expect((await call('GET', `/api/bidding/projects/${project.id}`, buyer.poster)).json()).toMatchObject({
      status: 'revoked',
    });
  });
});

describe("suppliers' lists", () => {
  it('lists open projects by state and closing time, and the projects a supplier bid on with its bid', async () => {
    const { project } = await approvedProject();
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    const supplier = await signedInAs(t, 'SellAdm');
    const open = await call('GET', `/api/seller/bidding/projects?q=${project.number}&state=Selangor`, supplier.auth);
    expect(open.json().items).toEqual([expect.objectContaining({ id: project.id, myBidStatus: null })]);
    const elsewhere = await call('GET', `/api/seller/bidding/projects?q=${project.number}&state=Johor`, supplier.auth);
    expect(elsewhere.json().items).toEqual([]);
    // it closes 24 h after it opened: not within 12 h, within 24 h
    const within = (h: number) =>
      call('GET', `/api/seller/bidding/projects?q=${project.number}&closingWithinHours=${h}`, supplier.auth);
    expect((await within(12)).json().total).toBe(0);
    expect((await within(24)).json().total).toBe(1);

    expect((await call('GET', '/api/seller/bidding/projects?scope=mine', supplier.auth)).json().items).toEqual([]);
    await call('POST', `/api/seller/bidding/projects/${project.id}/bids`, supplier.auth, bid(project, [100, 200]));
    clock.set(new Date(Date.parse(project.bidEndAt!)));
    // bidding over: gone from the open list, still among its own
    expect((await call('GET', `/api/seller/bidding/projects?q=${project.number}`, supplier.auth)).json().total).toBe(0);
    const mine = await call('GET', '/api/seller/bidding/projects?scope=mine', supplier.auth);
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id: project.id, status: 'selection', myBidStatus: 'submitted' }),
    ]);
  });
});

describe('from award to cart', () => {
  it("puts the awarded bid's priced items in the buyer's cart at the awarded prices, once, for that buyer only", async () => {
    const { buyer, project } = await approvedProject();
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    const winner = await signedInAs(t, 'SellAdm');
    const other = await signedInAs(t, 'SellAdm');
    const won = await call(
      'POST',
      `/api/seller/bidding/projects/${project.id}/bids`,
      winner.auth,
      bid(project, [331_000, null]),
    );
    await call('POST', `/api/seller/bidding/projects/${project.id}/bids`, other.auth, bid(project, [340_000, 339_000]));
    // not before the award
    expect((await call('POST', `/api/bidding/projects/${project.id}/cart`, buyer.approver)).statusCode).toBe(409);
    clock.set(new Date(Date.parse(project.bidEndAt!)));
    await call('POST', `/api/bidding/projects/${project.id}/award`, buyer.approver, { bidId: won.json().myBid.id });

    // another company cannot, and two at once make one set of items
    const stranger = await signedInAs(t, 'BuyAdm');
    expect((await call('POST', `/api/bidding/projects/${project.id}/cart`, stranger.auth)).statusCode).toBe(404);
    const twice = await Promise.all([
      call('POST', `/api/bidding/projects/${project.id}/cart`, buyer.approver),
      call('POST', `/api/bidding/projects/${project.id}/cart`, buyer.approver),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: 'cart_items_created',
      message: 'Cart items have already been created for this project',
    });
    const made = twice.find((r) => r.statusCode === 200)!.json();
    expect(made).toMatchObject({ cartItemCount: 1, cartCreatedAt: expect.any(String) });
    expect(made.history.at(-1)).toMatchObject({ kind: 'cartCreated' });

    const cart = (await call('GET', '/api/Cart', buyer.approver)).json();
    expect(cart).toEqual([
      expect.objectContaining({
        productName: 'Y12 deformed bar, 12 m',
        unit: 'tonne',
        quantity: 20,
        unitPriceSen: 331_000,
        lineTotalSen: 6_620_000,
        available: true,
        seller: expect.objectContaining({ id: winner.company.id }),
      }),
    ]);
    // the product is the buyer's alone: not in the shop, not for another company's cart
    const { productId, variationId } = cart[0];
    expect((await call('GET', `/api/products/${productId}`, buyer.approver)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${productId}`, stranger.auth)).statusCode).toBe(404);
    const addedElsewhere = await call('POST', '/api/Cart', stranger.auth, { variationId, quantity: 20 });
    expect(addedElsewhere.statusCode).toBe(400);
    expect(addedElsewhere.json()).toMatchObject({ code: 'not_purchasable' });
  });
});

describe('notices', () => {
  /** A supplier with a published product in the project's category: one of its trade. */
  async function supplierOfTrade() {
    const supplier = await signedInAs(t, 'SellAdm');
    await t.db.insert(products).values({
      companyId: supplier.company.id,
      type: 'product',
      status: 'published',
      name: 'Y12 bar',
      categoryId,
    });
    return supplier;
  }
  const noticesOf = async (auth: Auth) =>
    (await call('GET', '/api/notifications?pageSize=50', auth)).json().items as {
      type: string;
      params: Record<string, string | number>;
    }[];
  const sweep = () => sweepBiddingDeadlines({ db: t.db, clock });

  it('tells suppliers of the trade a project opened and closes soon, the buyer it ended, bidders their outcome: once each', async () => {
    const waiting = await supplierOfTrade();
    const bidder = await supplierOfTrade();
    const elsewhere = await signedInAs(t, 'SellAdm');
    // bidding open for two days (a project open a day or less gets no 24-hour reminder)
    const { buyer, project } = await approvedProject({
      bidEndAt: new Date(clock.now().getTime() + 49 * HOUR).toISOString(),
    });
    const bidEnd = Date.parse(project.bidEndAt!);

    clock.set(new Date(Date.parse(project.bidStartAt!)));
    // two sweeps at once (two processes): one notice
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const opened = (await noticesOf(waiting.auth)).filter((n) => n.type === 'biddingOpened');
    expect(opened).toEqual([expect.objectContaining({ params: expect.objectContaining({ number: project.number }) })]);
    expect(await noticesOf(elsewhere.auth)).toEqual([]);
    await call('POST', `/api/seller/bidding/projects/${project.id}/bids`, bidder.auth, bid(project, [330_000]));

    // 23 hours and 30 minutes before the end: the one who has not bid is reminded, twice in all
    clock.set(new Date(bidEnd - 23 * HOUR));
    await sweep();
    await sweep();
    clock.set(new Date(bidEnd - HOUR / 2));
    await sweep();
    const reminders = (await noticesOf(waiting.auth)).filter((n) => n.type === 'biddingClosesSoon');
    expect(reminders).toHaveLength(2);
    expect((await noticesOf(bidder.auth)).filter((n) => n.type === 'biddingClosesSoon')).toEqual([]);

    clock.set(new Date(bidEnd));
    await Promise.all([sweep(), sweep()]);
    const ended = (await noticesOf(buyer.approver)).filter((n) => n.type === 'biddingEnded');
    expect(ended).toEqual([expect.objectContaining({ params: expect.objectContaining({ count: 1 }) })]);

    const bidId = (await call('GET', `/api/bidding/projects/${project.id}`, buyer.approver)).json().bids[0].id;
    await call('POST', `/api/bidding/projects/${project.id}/shortlist`, buyer.approver, { bidIds: [bidId] });
    await call('POST', `/api/bidding/projects/${project.id}/award`, buyer.approver, { bidId });
    const told = (await noticesOf(bidder.auth)).map((n) => n.type);
    expect(told).toEqual(expect.arrayContaining(['biddingOpened', 'bidShortlisted', 'bidAwarded']));
    // the buyer's e-mail of the end, in the bidding category
    const [mail] = await emailsTo(t.db, buyer.approverEmail);
    expect(mail?.subject).toContain('Bidding ended');
  });
});

describe('the delivery schedule file', () => {
  const XLSX = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('\0'.repeat(26) + '[Content_Types].xml....xl/workbook.xml....'),
  ]);

  it('takes a PDF or XLSX by its content, shows it to the buyer and the project’s suppliers, and answers "File not available" without one', async () => {
    const buyer = await buyerTeam();
    const upload = (bytes: Buffer, name: string, type: string) =>
      postFile(t, buyer.poster, 'delivery-schedule', bytes, name, type);
    const refused = await upload(Buffer.from('just text'), 'schedule.xlsx', 'application/octet-stream');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Only PDF, Excel (XLSX), JPG and PNG files are accepted' });
    const sheet = await upload(XLSX, 'schedule.xlsx', 'application/octet-stream');
    expect(sheet.statusCode).toBe(201);
    expect(sheet.json()).toMatchObject({
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });

    const created = await call(
      'POST',
      '/api/bidding/projects',
      buyer.poster,
      projectForm(clock.now(), { deliveryScheduleFileId: sheet.json().id }),
    );
    const project = created.json<BiddingProject>();
    await call('POST', `/api/bidding/projects/${project.id}/approve`, buyer.approver);
    const own = await call('GET', `/api/bidding/projects/${project.id}/schedule`, buyer.poster);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(XLSX)).toBe(true);

    // a supplier sees it once bidding has started; another buyer never
    const supplier = await signedInAs(t, 'SellAdm');
    expect((await call('GET', `/api/seller/bidding/projects/${project.id}/schedule`, supplier.auth)).statusCode).toBe(
      404,
    );
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    expect((await call('GET', `/api/seller/bidding/projects/${project.id}/schedule`, supplier.auth)).statusCode).toBe(
      200,
    );
    const stranger = await signedInAs(t, 'BuyAdm');
    expect((await call('GET', `/api/bidding/projects/${project.id}/schedule`, stranger.auth)).statusCode).toBe(404);

    // a project without a schedule
    const { buyer: itsBuyer, project: bare } = await approvedProject();
    const none = await call('GET', `/api/bidding/projects/${bare.id}/schedule`, itsBuyer.poster);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'file_not_available', message: 'File not available' });
  });
});

describe('the bill of quantities', () => {
  const csv = (text: string) => Buffer.from(text, 'utf8');

  it('fills the products from an XLSX or CSV BQ, answers every wrong cell by row and column, and must be approved first', async () => {
    const team = await signedInTeam(
      t,
      ['BuyAdm', 'BuyUsr', 'BuyUsr'],
      [
        undefined,
        { ...DEFAULT_PERMISSIONS.BuyUsr, buyBid: 'Write' },
        { ...DEFAULT_PERMISSIONS.BuyUsr, buyBid: 'Write' },
      ],
    );
    const [approver, uploader, plain] = team.members.map((m) => m.auth);
    await t.db
      .update(users)
      .set({ toggles: { bid: true, viewBid: true, bqUpload: true } })
      .where(eq(users.id, team.members[1]!.user.id));
    const created = await call('POST', '/api/bidding/projects', uploader!, projectForm(clock.now()));
    const project = created.json<BiddingProject>();
    const sendBq = (auth: Auth, bytes: Buffer, name = 'bq.csv', to = project.id) => {
      const body = multipartFile(bytes, name, 'text/csv');
      return t.app.inject({
        method: 'POST',
        url: `/api/bidding/projects/${to}/bq`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };

    // the template, in both formats
    const template = await call('GET', '/api/bidding/bq-template?format=xlsx', uploader!);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const templateCsv = await call('GET', '/api/bidding/bq-template?format=csv', uploader!);
    expect(templateCsv.body).toContain('Item,Specification,Quantity,Unit');

    // without the "BQ upload" toggle: refused
    expect((await sendBq(plain!, csv('Item,Specification,Quantity,Unit\n1,Y12,4,tonne\n'))).statusCode).toBe(403);

    const wrong = await sendBq(
      uploader!,
      csv('Item,Specification,Quantity,Unit\n1,Y12 bar,2.5,tonne\n2,,10,\n3,"Cement, 50 kg",40,bag\n'),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The bill of quantities has errors, so nothing was saved. Correct the rows listed and upload it again.',
      details: [
        { path: 'rows.2.quantity', message: 'Enter a whole quantity of at least 1.' },
        { path: 'rows.3.specification', message: expect.any(String) },
        { path: 'rows.3.unit', message: expect.any(String) },
      ],
    });
    // nothing saved
    const unchanged = (await call('GET', `/api/bidding/projects/${project.id}`, uploader!)).json();
    expect(unchanged.products.map((p: { specification: string }) => p.specification)).toEqual(
      project.products.map((p) => p.specification),
    );

    // the template itself, filled in Excel: its two lines become the products
    const filled = await sendBq(uploader!, template.rawPayload, 'bq.xlsx');
    expect(filled.statusCode).toBe(200);
    expect(filled.json()).toMatchObject({
      bqStatus: 'uploaded',
      products: [
        { specification: 'Y12 high-tensile deformed bar, 12 m', quantity: 45, unit: 'tonne' },
        { specification: 'Ordinary Portland cement, 50 kg bag', quantity: 1800, unit: 'bag' },
      ],
    });
    // not approved before its BQ is
    const early = await call('POST', `/api/bidding/projects/${project.id}/approve`, approver!);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Approve the bill of quantities before approving the project.' });
    expect((await call('POST', `/api/bidding/projects/${project.id}/bq/approve`, uploader!)).statusCode).toBe(403);
    const bqApproved = await call('POST', `/api/bidding/projects/${project.id}/bq/approve`, approver!);
    expect(bqApproved.json()).toMatchObject({ bqStatus: 'approved' });
    expect((await call('POST', `/api/bidding/projects/${project.id}/approve`, approver!)).statusCode).toBe(200);

    // a file that is no spreadsheet
    const other = await call('POST', '/api/bidding/projects', uploader!, projectForm(clock.now()));
    const png = await sendBq(uploader!, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 'bq.png', other.json().id);
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({ message: 'Upload the bill of quantities as an Excel (XLSX) or CSV file.' });
  });
});

describe('a broken upload', () => {
  it('answers a multipart body whose boundary does not match with 400, not 500', async () => {
    const buyer = await buyerTeam();
    const sent = multipartFile(Buffer.from('%PDF-1.4 schedule'), 'schedule.pdf', 'application/pdf');
    const other = multipartFile(Buffer.from('%PDF-1.4 schedule'), 'schedule.pdf', 'application/pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=delivery-schedule',
      headers: { ...buyer.poster, ...sent.headers },
      payload: other.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'file_missing' });
  });
});

describe('the comparison as a file', () => {
  it('exports the bids as XLSX and PDF from the bid end, to the buyer and administrators only', async () => {
    const { buyer, project } = await approvedProject();
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    // a supplier in Klang with two orders completed on the marketplace (one rated), and a new one
    const platform = await signedInAs(t, 'Adm');
    const seasoned = await sellerWithProduct(t, platform.auth);
    const buyerCompany = await signedInAs(t, 'BuyAdm');
    const completed = [];
    for (let i = 0; i < 2; i++) {
      const { order } = await insertPlacedOrder(t.db, {
        buyer: { companyId: buyerCompany.company.id, userId: buyerCompany.user.id },
        seller: { ...seasoned, companyId: seasoned.company.id },
        status: 'completed',
      });
      completed.push(order);
    }
    const fourStars = {
      qualityOfService: 4,
      speedOfResponse: 5,
      speedOfDelivery: 4,
      priceOfProduct: 3,
      qualityOfProduct: 4,
    };
    const rated = await call(
      'PUT',
      `/api/orders/${completed[0]!.id}/ratings/${seasoned.productId}`,
      buyerCompany.auth,
      {
        scores: fourStars,
      },
    );
    expect(rated.statusCode).toBe(200);
    await t.db
      .insert(companyProfiles)
      .values({ companyId: seasoned.company.id, city: 'Klang', state: 'Selangor' })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: { city: 'Klang', state: 'Selangor' } });
    const [a, b] = [seasoned.admin, await signedInAs(t, 'SellAdm')];
    await call('POST', `/api/seller/bidding/projects/${project.id}/bids`, a.auth, bid(project, [331_000, 335_000]));
    await call('POST', `/api/seller/bidding/projects/${project.id}/bids`, b.auth, bid(project, [329_500, null]));
    const url = `/api/bidding/projects/${project.id}/comparison`;
    // sealed before the end
    expect((await call('GET', `${url}?format=xlsx`, buyer.poster)).statusCode).toBe(409);
    clock.set(new Date(Date.parse(project.bidEndAt!)));

    const sheet = await call('GET', `${url}?format=xlsx`, buyer.poster);
    expect(sheet.statusCode).toBe(200);
    const rows = readXlsxRows(sheet.rawPayload);
    expect(rows[0]).toEqual([
      'Supplier',
      'Location',
      'Completed orders',
      'Rating',
      'Ratings',
      'Status',
      'Currency',
      '1. Y12 deformed bar, 12 m (20 tonne)',
      '2. Y16 deformed bar, 12 m (10 tonne)',
      'Total',
      'Delivery terms',
    ]);
    expect(rows.slice(1, 3).map((r) => r.slice(7, 10))).toEqual([
      [3295, null, 65900],
      [3310, 3350, 99700],
    ]);
    // where each supplier is and its record (orders completed, buyers' rating): the new one has none yet
    expect(rows.slice(1, 3).map((r) => r.slice(0, 5))).toEqual([
      [expect.any(String), null, 0, null, 0],
      [expect.any(String), 'Klang, Selangor', 2, 4, 1],
    ]);
    const detail = (await call('GET', `/api/bidding/projects/${project.id}`, buyer.poster)).json();
    expect(detail.bids.find((x: { seller: { id: string } }) => x.seller.id === seasoned.company.id).seller).toEqual({
      id: seasoned.company.id,
      name: expect.any(String),
      city: 'Klang',
      state: 'Selangor',
      completedOrders: 2,
      rating: { average: 4, count: 1 },
    });
    expect(rows.at(-1)!.slice(0, 9)).toEqual(['Lowest (MYR)', null, null, null, null, null, 'MYR', 3295, 3350]);

    const pdf = await call('GET', `${url}?format=pdf`, buyer.poster);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const admin = await signedInAs(t, 'Adm');
    expect(
      (await call('GET', `/api/admin/bidding/projects/${project.id}/comparison?format=pdf`, admin.auth)).statusCode,
    ).toBe(200);
    expect((await call('GET', `${url}?format=xlsx`, a.auth)).statusCode).toBe(403);
    const stranger = await signedInAs(t, 'BuyAdm');
    expect((await call('GET', `${url}?format=xlsx`, stranger.auth)).statusCode).toBe(404);
  });
});

describe('lists by state', () => {
  it('finds a project under the state the clock gives it, page by page', async () => {
    const { buyer, project } = await approvedProject();
    const second = await call(
      'POST',
      '/api/bidding/projects',
      buyer.poster,
      projectForm(clock.now(), { shortTitle: 'Second' }),
    );
    const ids = (status: string) =>
      call('GET', `/api/bidding/projects?status=${status}`, buyer.poster).then((r) =>
        r.json().items.map((p: BiddingProject) => p.id),
      );
    expect(await ids('upcoming')).toEqual([project.id]);
    expect(await ids('draft')).toEqual([second.json().id]);
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    expect(await ids('upcoming')).toEqual([]);
    expect(await ids('active')).toEqual([project.id]);
    clock.set(new Date(Date.parse(project.bidEndAt!)));
    expect(await ids('noBids')).toEqual([project.id]);
    clock.set(new Date(Date.parse(project.validUntil!)));
    expect(await ids('expired')).toEqual([project.id]);
    const paged = (await call('GET', '/api/bidding/projects?pageSize=1&page=2', buyer.poster)).json();
    expect(paged).toMatchObject({ total: 2, items: [expect.objectContaining({ id: project.id })] });
  });
});

describe('a supplier that declined bidding awards', () => {
  it('places no bid until it takes awards again (spec §2 /admin/saleschannel)', async () => {
    const { project } = await approvedProject();
    clock.set(new Date(Date.parse(project.bidStartAt!)));
    const supplier = await signedInAs(t, 'SellAdm');
    const channels = (accepts: string[]) => call('PUT', '/api/seller/sales-channels', supplier.auth, { accepts });
    expect((await channels(['onBehalf', 'purchaseOrder', 'quotation'])).statusCode).toBe(200);
    const url = `/api/seller/bidding/projects/${project.id}/bids`;
    const refused = await call('POST', url, supplier.auth, bid(project, [331_000, null]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'channel_declined',
      message:
        'Your company has turned off bidding awards in its sales channels. Turn them on under Hub → Sales channels to bid.',
    });
    expect((await channels(['onBehalf', 'purchaseOrder', 'quotation', 'award'])).statusCode).toBe(200);
    expect((await call('POST', url, supplier.auth, bid(project, [331_000, null]))).statusCode).toBe(201);
  });
});
