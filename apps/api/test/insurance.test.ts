/**
 * Insurance and bond proposals passed to the insurer (Lonpac, /admin/lonpac): administrators with
 * admCl Write prepare a draft for a buyer company, change or delete it, and submit it to the
 * sandbox insurer, which accepts it with a policy and premium, refers it to its underwriters
 * (settled a day later by the clock), declines it with a reason, or cannot be reached (the draft
 * stays a draft). A submit sends once, however often it is pressed at once. admCl Read only looks;
 * the buyer company's users see its policies and proposals in progress, and no other company's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMISSIONS,
  type InsuranceForm,
  type InsuranceListItem,
  type InsurancePolicy,
} from '@binamart/shared';
import type { Insurer } from '../src/adapters/insurer/insurer';
import { createSandboxInsurer } from '../src/adapters/insurer/sandbox-insurer';
import { SettableClock } from '../src/lib/clock';
import { call, expectStatus } from './helpers/checkout-factories';
import { SAMPLE_FILES, postFile, signedInAs, signedInTeam } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
type Page<T> = { items: T[]; total: number };

const ADMIN = '/api/admin/insurance/forms';
const POLICIES = '/api/insurance/policies';
const DAY = 24 * 60 * 60 * 1000;

/** 10:00 on Monday 2 March 2026 in Malaysia. */
const clock = new SettableClock(new Date('2026-03-02T02:00:00Z'));
/** The client keys of every proposal the app sent the insurer, in order. */
const sent: string[] = [];
const counting = (insurer: Insurer): Insurer => ({
  name: insurer.name,
  submit: (proposal) => {
    sent.push(proposal.clientKey);
    return insurer.submit(proposal);
  },
  status: (reference) => insurer.status(reference),
  withdraw: (reference, reason) => insurer.withdraw(reference, reason),
});

let t: TestApp;
let dataDir: string;
let writer: Auth;
let buyer: Awaited<ReturnType<typeof signedInTeam>>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-insurance-'));
  t = await createTestApp({ DATA_DIR: dataDir }, undefined, {
    clock,
    insurer: (db) => counting(createSandboxInsurer(db, clock)),
  });
  writer = (await signedInAs(t, 'Adm')).auth;
  buyer = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function proposal(buyerCompanyId: string, overrides: Record<string, unknown> = {}) {
  return {
    buyerCompanyId,
    cover: 'contractorsAllRisk',
    insuredName: 'Binaan Test Sdn. Bhd.',
    employerName: 'Seri Kembangan Land Sdn. Bhd.',
    projectName: 'Residensi Seri Kembangan',
    contractNumber: 'SKL/RSK/2026/01',
    contractTitle: 'Cadangan membina 2 blok pangsapuri 18 tingkat',
    sumInsuredSen: 2_000_000_00,
    contractSumSen: 2_000_000_00,
    // 365 days, both included
    periodStart: '2026-03-09',
    periodEnd: '2027-03-08',
    site: {
      addressLine1: 'Lot 2107, Jalan Besar',
      addressLine2: 'Taman Universiti Indah',
      postcode: '43300',
      city: 'Seri Kembangan',
      state: 'Selangor',
    },
    declarations: { informationTrue: true, noProposalDeclined: true, noClaimsDeclined: true, consentToShare: true },
    remarks: '',
    ...overrides,
  };
}

const prepare = async (overrides: Record<string, unknown> = {}, companyId = buyer.company.id) =>
  expectStatus<InsuranceForm>(await call(t, 'POST', ADMIN, writer, proposal(companyId, overrides)), 201);
const submit = (id: string, auth = writer) => call(t, 'POST', `${ADMIN}/${id}/submit`, auth);
const submitted = async (overrides: Record<string, unknown> = {}, companyId = buyer.company.id) =>
  expectStatus<InsuranceForm>(await submit((await prepare(overrides, companyId)).id), 200);
const check = (id: string) => call(t, 'POST', `${ADMIN}/${id}/check`, writer);
const read = async (id: string) => expectStatus<InsuranceForm>(await call(t, 'GET', `${ADMIN}/${id}`, writer), 200);
const kinds = (form: InsuranceForm) => form.events.map((e) => e.kind);
const fieldsOf = (response: { json: () => unknown }) =>
  Object.fromEntries(
    (response.json() as { details: { path: string; message: string }[] }).details.map((d) => [d.path, d.message]),
  );

describe('preparing a proposal', () => {
  it('saves a draft with its number, changes it and deletes it', async () => {
    const draft = await prepare({ declarations: undefined });
    expect(draft).toMatchObject({
      number: expect.stringMatching(/^INS-2026-\d{6}$/),
      status: 'draft',
      buyerCompany: { id: buyer.company.id, name: buyer.company.name },
      cover: 'contractorsAllRisk',
      sumInsuredSen: 2_000_000_00,
      bondPercent: null,
      periodDays: 365,
      declarations: {
        informationTrue: false,
        noProposalDeclined: false,
        noClaimsDeclined: false,
        consentToShare: false,
      },
      insurer: { reference: null, policyNumber: null, premiumSen: null },
      createdBy: 'Test Adm',
      submittedAt: null,
    });
    expect(kinds(draft)).toEqual(['created']);

    const changed = expectStatus<InsuranceForm>(
      await call(
        t,
        'PUT',
        `${ADMIN}/${draft.id}`,
        writer,
        proposal(buyer.company.id, {
          cover: 'performanceBond',
          sumInsuredSen: 250_000_00,
          contractSumSen: 2_500_000_00,
        }),
      ),
      200,
    );
    expect(changed).toMatchObject({ number: draft.number, cover: 'performanceBond', bondPercent: 10 });
    expect(kinds(changed)).toEqual(['created', 'edited']);
    expect(changed.events[1]!.actorName).toBe('Test Adm');

    const listed = expectStatus<Page<InsuranceListItem>>(
      await call(t, 'GET', `${ADMIN}?q=${draft.number}`, writer),
      200,
    );
    expect(listed.items).toEqual([
      expect.objectContaining({ id: draft.id, status: 'draft', cover: 'performanceBond', policyNumber: null }),
    ]);

    expectStatus(await call(t, 'DELETE', `${ADMIN}/${draft.id}`, writer), 204);
    expectStatus(await call(t, 'GET', `${ADMIN}/${draft.id}`, writer), 404);
    expectStatus(await call(t, 'DELETE', `${ADMIN}/${draft.id}`, writer), 404);
  });

  it('answers every wrong field with its message, in the user’s language, and saves nothing', async () => {
    const before = expectStatus<Page<InsuranceListItem>>(await call(t, 'GET', ADMIN, writer), 200).total;
    const wrong = await call(
      t,
      'POST',
      ADMIN,
      writer,
      proposal(buyer.company.id, {
        cover: 'fireInsurance',
        employerName: 'x'.repeat(201),
        sumInsuredSen: 0,
        contractSumSen: -100,
        periodStart: '2026-06-01',
        periodEnd: '2026-06-01',
        site: { addressLine1: 'Lot 1', postcode: '4330', city: 'Seri Kembangan', state: 'Singapore' },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual({
      cover: 'This field is required to select',
      employerName: 'Must be at most 200 characters',
      sumInsuredSen: 'Enter an amount above RM 0.00, up to RM 1,000,000,000.00.',
      contractSumSen: 'Enter an amount above RM 0.00, up to RM 1,000,000,000.00.',
      periodEnd: 'The cover must end later than it starts.',
      'site.postcode': 'Postcode must be 5 digits',
      'site.state': 'This field is required to select',
    });

    const blank = await call(t, 'POST', ADMIN, writer, proposal(buyer.company.id, { insuredName: '  ' }));
    expect(fieldsOf(blank)).toEqual({ insuredName: 'This field is required' });

    const bond = await call(
      t,
      'POST',
      ADMIN,
      writer,
      proposal(buyer.company.id, { cover: 'performanceBond', sumInsuredSen: 3_000_000_00 }),
    );
    expect(fieldsOf(bond)).toEqual({ sumInsuredSen: 'The bond cannot be more than the contract sum.' });

    const seller = await signedInAs(t, 'SellAdm');
    const notBuyer = await call(t, 'POST', ADMIN, writer, proposal(seller.company.id));
    expect(fieldsOf(notBuyer)).toEqual({ buyerCompanyId: 'Choose an active buyer company.' });

    const malay = await t.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: { ...writer, 'accept-language': 'ms' },
      payload: proposal(buyer.company.id, { periodEnd: '2026-03-01' }),
    });
    expect(fieldsOf(malay)).toEqual({ periodEnd: 'Perlindungan mesti tamat lebih lewat daripada tarikh mula.' });
    const chinese = await t.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: { ...writer, 'accept-language': 'zh-CN' },
      payload: proposal(buyer.company.id, { cover: 'performanceBond', sumInsuredSen: 3_000_000_00 }),
    });
    expect(fieldsOf(chinese)).toEqual({ sumInsuredSen: '保函金额不能超过合同金额。' });

    expect(expectStatus<Page<InsuranceListItem>>(await call(t, 'GET', ADMIN, writer), 200).total).toBe(before);
  });

  it('ties a proposal to one of the buyer’s projects, and attaches the platform’s own documents', async () => {
    const site = expectStatus<{ id: string }>(
      await call(t, 'POST', '/api/company-projects', buyer.members[0]!.auth, {
        name: 'Kuarters Guru SK Taman Melawati',
        addressLine1: 'Jalan Melawati 3',
        postcode: '53100',
        city: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
        contactPerson: 'Nurul Huda Ismail',
        contactPhone: '013-288 4410',
        recipientName: 'Nurul Huda Ismail',
        pic: 'Encik Razali Omar',
      }),
      201,
    );
    const projects = expectStatus<{ id: string; name: string; postcode: string }[]>(
      await call(t, 'GET', `/api/admin/insurance/companies/${buyer.company.id}/projects`, writer),
      200,
    );
    expect(projects).toEqual([expect.objectContaining({ id: site.id, postcode: '53100' })]);

    const upload = await postFile(t, writer, 'insurance-document', SAMPLE_FILES.pdf, 'award.pdf', 'application/pdf');
    expect(upload.statusCode).toBe(201);
    const file = upload.json<{ id: string }>();
    const tied = await prepare({
      companyProjectId: site.id,
      documents: [{ fileId: file.id, name: 'Letter of award.pdf' }],
    });
    expect(tied.companyProject).toEqual({ id: site.id, name: 'Kuarters Guru SK Taman Melawati' });
    expect(tied.documents).toEqual([{ fileId: file.id, name: 'Letter of award.pdf', url: `/api/files/${file.id}` }]);
    // private: the buyer cannot read the platform's document
    expect((await t.app.inject({ url: `/api/files/${file.id}`, headers: buyer.members[0]!.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/files/${file.id}`, headers: writer })).statusCode).toBe(200);

    const other = await signedInAs(t, 'BuyAdm');
    const othersSite = await call(t, 'POST', ADMIN, writer, proposal(other.company.id, { companyProjectId: site.id }));
    expect(fieldsOf(othersSite)).toEqual({ companyProjectId: 'Choose one of the buyer company’s projects, or none.' });
    const sellersFile = (
      await postFile(
        t,
        (await signedInAs(t, 'SellAdm')).auth,
        'product-file',
        SAMPLE_FILES.pdf,
        'a.pdf',
        'application/pdf',
      )
    ).json<{ id: string }>();
    expectStatus(
      await call(
        t,
        'POST',
        ADMIN,
        writer,
        proposal(buyer.company.id, { documents: [{ fileId: sellersFile.id, name: 'x.pdf' }] }),
      ),
      404,
    );
    const twice = await call(
      t,
      'POST',
      ADMIN,
      writer,
      proposal(buyer.company.id, {
        documents: [
          { fileId: file.id, name: 'a.pdf' },
          { fileId: file.id, name: 'b.pdf' },
        ],
      }),
    );
    expect(fieldsOf(twice)).toEqual({ documents: 'The same document is attached twice.' });
    expect(
      (await postFile(t, writer, 'insurance-document', Buffer.from('plain text'), 'a.txt', 'text/plain')).statusCode,
    ).toBe(400);
  });
});

describe('the sandbox insurer’s answers', () => {
  it.each([
    // cover, amount, contract sum, start, end, premium (sen)
    ['contractorsAllRisk', 2_000_000_00, 2_000_000_00, '2026-03-09', '2027-03-08', 4_000_00], // 0.20% a year
    ['performanceBond', 500_000_00, 5_000_000_00, '2026-03-09', '2028-03-07', 10_000_00], // 1.00% a year, 730 days
    ['publicLiability', 1_000_000_00, 3_000_000_00, '2026-03-09', '2026-09-04', 739_73], // 0.15% for 180 days
    ['workmenCompensation', 800_000_00, 3_000_000_00, '2026-03-09', '2026-12-31', 9_600_00], // 1.20% of the wages
    ['contractorsAllRisk', 100_000_00, 100_000_00, '2026-03-09', '2026-06-06', 500_00], // the RM 500 minimum
    ['performanceBond', 5_000_000_00, 50_000_000_00, '2026-03-02', '2027-03-01', 50_000_00], // exactly 10%, from today
  ] as const)(
    'accepts %s of %d sen at once, with a policy and its premium',
    async (cover, sum, contract, start, end, premium) => {
      const form = await submitted({
        cover,
        sumInsuredSen: sum,
        contractSumSen: contract,
        periodStart: start,
        periodEnd: end,
      });
      const code = {
        contractorsAllRisk: 'CAR',
        performanceBond: 'PB',
        publicLiability: 'PL',
        workmenCompensation: 'WC',
      }[cover];
      expect(form).toMatchObject({
        status: 'accepted',
        insurer: {
          reference: expect.stringMatching(/^LPC-P-2026-\d{6}$/),
          policyNumber: expect.stringMatching(new RegExp(`^LPC-${code}-2026-\\d{6}$`)),
          premiumSen: premium,
          reasonCode: null,
        },
        submittedAt: clock.now().toISOString(),
      });
      expect(kinds(form)).toEqual(['created', 'submitted', 'accepted']);
      expect(form.events[2]).toMatchObject({
        actorName: null,
        policyNumber: form.insurer.policyNumber,
        premiumSen: premium,
      });
    },
  );

  it.each([
    [
      'a site in Sabah',
      { site: { ...proposal('').site, postcode: '88000', city: 'Kota Kinabalu', state: 'Sabah' } },
      'eastMalaysia',
    ],
    [
      'a site in Sarawak',
      { site: { ...proposal('').site, postcode: '93000', city: 'Kuching', state: 'Sarawak' } },
      'eastMalaysia',
    ],
    [
      'a bond above 10% of the contract',
      { cover: 'performanceBond', sumInsuredSen: 500_000_01, contractSumSen: 5_000_000_00 },
      'bondAboveTenPercent',
    ],
  ] as const)('declines %s with its reason', async (_case, overrides, reasonCode) => {
    const form = await submitted(overrides);
    expect(form).toMatchObject({
      status: 'declined',
      insurer: { policyNumber: null, premiumSen: null, reasonCode, reason: expect.any(String) },
    });
    expect(form.events.at(-1)).toMatchObject({ kind: 'declined', reasonCode, note: form.insurer.reason });
  });

  it('refers a sum above RM 5,000,000, which the underwriters settle a day later: with a 25% loading, or declined above RM 20,000,000', async () => {
    const loaded = await submitted({ sumInsuredSen: 12_500_000_00, contractSumSen: 12_500_000_00 });
    const tooLarge = await submitted({ sumInsuredSen: 25_000_000_00, contractSumSen: 25_000_000_00 });
    for (const form of [loaded, tooLarge]) {
      expect(form).toMatchObject({
        status: 'referred',
        insurer: { reasonCode: 'aboveAutomaticLimit', policyNumber: null },
      });
    }
    // not yet: still with the underwriters
    expect(expectStatus<InsuranceForm>(await check(loaded.id), 200).status).toBe('referred');
    clock.advance(DAY);
    try {
      const accepted = expectStatus<InsuranceForm>(await check(loaded.id), 200);
      // 0.20% of RM 12.5 million for a year is RM 25,000.00; loaded by 25%
      expect(accepted).toMatchObject({
        status: 'accepted',
        insurer: {
          policyNumber: expect.stringMatching(/^LPC-CAR-2026-\d{6}$/),
          premiumSen: 31_250_00,
          reasonCode: null,
        },
      });
      expect(kinds(accepted)).toEqual(['created', 'submitted', 'referred', 'accepted']);
      const declined = expectStatus<InsuranceForm>(await check(tooLarge.id), 200);
      expect(declined).toMatchObject({ status: 'declined', insurer: { reasonCode: 'aboveCapacity' } });
      // settled: nothing more to ask
      const again = await check(accepted.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Lonpac has already settled this proposal: there is nothing more to check.');
    } finally {
      clock.set(new Date('2026-03-02T02:00:00Z'));
    }
  });

  it('withdraws a referral the underwriters have not settled, and refuses once they have', async () => {
    const waiting = await submitted({ sumInsuredSen: 6_000_000_00, contractSumSen: 6_000_000_00 });
    const refused = await call(t, 'POST', `${ADMIN}/${waiting.id}/withdraw`, writer, { reason: ' ' });
    expect(fieldsOf(refused)).toEqual({ reason: 'This field is required' });
    const withdrawn = expectStatus<InsuranceForm>(
      await call(t, 'POST', `${ADMIN}/${waiting.id}/withdraw`, writer, {
        reason: 'The employer arranged the cover itself.',
      }),
      200,
    );
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.events.at(-1)).toMatchObject({
      kind: 'withdrawn',
      actorName: 'Test Adm',
      note: 'The employer arranged the cover itself.',
    });

    const late = await submitted({ sumInsuredSen: 7_000_000_00, contractSumSen: 7_000_000_00 });
    clock.advance(DAY + 60_000);
    try {
      const tooLate = await call(t, 'POST', `${ADMIN}/${late.id}/withdraw`, writer, { reason: 'No longer needed.' });
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().message).toBe(
        'Lonpac settled this proposal before the withdrawal reached it. Its answer is shown below.',
      );
      expect((await read(late.id)).status).toBe('accepted');
    } finally {
      clock.set(new Date('2026-03-02T02:00:00Z'));
    }
    const accepted = await submitted();
    const notReferred = await call(t, 'POST', `${ADMIN}/${accepted.id}/withdraw`, writer, { reason: 'No.' });
    expect(notReferred.statusCode).toBe(409);
    expect(notReferred.json().message).toBe('Only a proposal waiting for Lonpac’s underwriters can be withdrawn.');
  });

  it('keeps the proposal a draft when the insurer cannot be reached, with a clear message', async () => {
    const draft = await prepare({ insuredName: 'Syarikat Unavailable Test Sdn. Bhd.' });
    const down = await submit(draft.id);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      code: 'insurer_unavailable',
      message: 'Lonpac could not be reached. The proposal is kept as a draft: submit it again later.',
    });
    const kept = await read(draft.id);
    expect(kept).toMatchObject({ status: 'draft', submittedAt: null, insurer: { reference: null } });
    expect(kinds(kept)).toEqual(['created', 'submitted', 'insurerUnavailable']);

    const malay = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/${draft.id}/submit`,
      headers: { ...writer, 'accept-language': 'ms' },
    });
    expect(malay.json().message).toBe(
      'Lonpac tidak dapat dihubungi. Cadangan disimpan sebagai draf: hantar semula kemudian.',
    );

    // corrected, it goes through
    expectStatus(
      await call(
        t,
        'PUT',
        `${ADMIN}/${draft.id}`,
        writer,
        proposal(buyer.company.id, { insuredName: 'Binaan Test Sdn. Bhd.' }),
      ),
      200,
    );
    expect(expectStatus<InsuranceForm>(await submit(draft.id), 200).status).toBe('accepted');
  });

  it('submits only with every declaration accepted and a start from today, and changes nothing once sent', async () => {
    const draft = await prepare({
      periodStart: '2026-03-01',
      declarations: { informationTrue: true, noProposalDeclined: false, noClaimsDeclined: true, consentToShare: false },
    });
    const refused = await submit(draft.id);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      'declarations.noProposalDeclined': 'Accept this declaration to submit the proposal.',
      'declarations.consentToShare': 'Accept this declaration to submit the proposal.',
      periodStart: 'The cover cannot start before today. Change the start date, then submit again.',
    });
    expect((await read(draft.id)).status).toBe('draft');

    const form = await submitted();
    const sentBefore = sent.length;
    const edit = await call(t, 'PUT', `${ADMIN}/${form.id}`, writer, proposal(buyer.company.id));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'This proposal has been submitted to Lonpac: only a draft can be changed or deleted.',
    );
    expectStatus(await call(t, 'DELETE', `${ADMIN}/${form.id}`, writer), 409);
    // submitting again answers the proposal as it stands, and sends nothing
    expect(expectStatus<InsuranceForm>(await submit(form.id), 200)).toEqual(await read(form.id));
    expect(sent.length).toBe(sentBefore);
  });
});

describe('sending once', () => {
  it('sends a proposal submitted twice at the same moment to the insurer once', async () => {
    const draft = await prepare();
    const sentBefore = sent.length;
    const [first, second] = await Promise.all([submit(draft.id), submit(draft.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(sent.length - sentBefore).toBe(1);
    const form = await read(draft.id);
    expect(form.status).toBe('accepted');
    expect(kinds(form)).toEqual(['created', 'submitted', 'accepted']);
  });
});

describe('who may see and change them', () => {
  it('lets admCl Read look, Write act, and Block nothing', async () => {
    const form = await prepare();
    const reader = (await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admCl: 'Read' })).auth;
    const blocked = (await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admCl: 'Block' })).auth;
    expect(expectStatus<Page<InsuranceListItem>>(await call(t, 'GET', ADMIN, reader), 200).total).toBeGreaterThan(0);
    expectStatus(await call(t, 'GET', `${ADMIN}/${form.id}`, reader), 200);
    expectStatus(await call(t, 'POST', ADMIN, reader, proposal(buyer.company.id)), 403);
    expectStatus(await call(t, 'PUT', `${ADMIN}/${form.id}`, reader, proposal(buyer.company.id)), 403);
    expectStatus(await call(t, 'DELETE', `${ADMIN}/${form.id}`, reader), 403);
    expectStatus(await submit(form.id, reader), 403);
    expectStatus(await call(t, 'POST', `${ADMIN}/${form.id}/withdraw`, reader, { reason: 'x' }), 403);
    expect(
      (await postFile(t, reader, 'insurance-document', SAMPLE_FILES.pdf, 'a.pdf', 'application/pdf')).statusCode,
    ).toBe(403);
    for (const path of [ADMIN, `${ADMIN}/${form.id}`, `/api/admin/insurance/companies/${buyer.company.id}/projects`]) {
      expectStatus(await call(t, 'GET', path, blocked), 403);
    }
    expect((await read(form.id)).status).toBe('draft');
  });

  it('keeps buyers, sellers and strangers out of the administrators’ routes', async () => {
    const form = await prepare();
    for (const { auth } of [buyer.members[0]!, await signedInAs(t, 'SellAdm'), await signedInAs(t, 'SellUsr')]) {
      expectStatus(await call(t, 'GET', ADMIN, auth), 403);
      expectStatus(await call(t, 'GET', `${ADMIN}/${form.id}`, auth), 403);
      expectStatus(await call(t, 'POST', ADMIN, auth, proposal(buyer.company.id)), 403);
      expectStatus(await submit(form.id, auth), 403);
    }
    expectStatus(await call(t, 'GET', ADMIN, {}), 401);
    expectStatus(await call(t, 'GET', POLICIES, {}), 401);
    expect((await read(form.id)).status).toBe('draft');
  });

  it('shows a buyer company its policies and proposals in progress, and nobody else’s', async () => {
    const team = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const accepted = await submitted({ projectName: 'Gudang Batu Caves Lot 12' }, team.company.id);
    const referred = await submitted({ sumInsuredSen: 9_000_000_00, contractSumSen: 9_000_000_00 }, team.company.id);
    const declined = await submitted(
      { cover: 'performanceBond', sumInsuredSen: 900_000_00, contractSumSen: 2_000_000_00 },
      team.company.id,
    );
    const draft = await prepare({}, team.company.id);

    for (const member of team.members) {
      const policies = expectStatus<InsurancePolicy[]>(await call(t, 'GET', POLICIES, member.auth), 200);
      expect(policies.map((p) => p.id).sort()).toEqual([accepted.id, referred.id].sort());
    }
    const policy = expectStatus<InsurancePolicy>(
      await call(t, 'GET', `${POLICIES}/${accepted.id}`, team.members[1]!.auth),
      200,
    );
    expect(policy).toMatchObject({
      number: accepted.number,
      status: 'accepted',
      cover: 'contractorsAllRisk',
      projectName: 'Gudang Batu Caves Lot 12',
      sumInsuredSen: 2_000_000_00,
      periodStart: '2026-03-09',
      periodEnd: '2027-03-08',
      insurer: { policyNumber: accepted.insurer.policyNumber, premiumSen: 4_000_00 },
    });
    // a draft and a declined proposal are not the buyer's to see
    for (const hidden of [draft, declined])
      expectStatus(await call(t, 'GET', `${POLICIES}/${hidden.id}`, team.members[0]!.auth), 404);

    // another buyer company: none of these, and their ids are not found
    const stranger = await signedInAs(t, 'BuyAdm');
    expect(expectStatus<InsurancePolicy[]>(await call(t, 'GET', POLICIES, stranger.auth), 200)).toEqual([]);
    expectStatus(await call(t, 'GET', `${POLICIES}/${accepted.id}`, stranger.auth), 404);
    expectStatus(await call(t, 'GET', `${POLICIES}/${referred.id}`, stranger.auth), 404);

    const noCredit = await signedInAs(t, 'BuyUsr', { ...DEFAULT_PERMISSIONS.BuyUsr, buyCl: 'Block' });
    expectStatus(await call(t, 'GET', POLICIES, noCredit.auth), 403);
    const seller = await signedInAs(t, 'SellAdm');
    expectStatus(await call(t, 'GET', POLICIES, seller.auth), 403);
  });
});
