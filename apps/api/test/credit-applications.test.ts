import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreditApplication,
  type CreditFacility,
  type CreditLedgerEntry,
  type CreditOverview,
  DEFAULT_PERMISSIONS,
} from '@binamart/shared';
import { creditApplicationEvents, creditFacilities, creditLedger, notifications } from '../src/db/schema/index';
import { moveCredit } from '../src/modules/credit/index';
import { SAMPLE_FILES, postFile, signedInAs, signedInTeam } from './helpers/factories';
import {
  type TierPanel,
  approveThroughTiers,
  attachDocument,
  completeDraft,
  decide,
  readyDraft,
  submit,
  submittedApplication,
  tierAdmin,
  tierPanel,
} from './helpers/credit-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
let t: TestApp;
let panel: TierPanel;
beforeAll(async () => {
  t = await createTestApp();
  panel = await tierPanel(t);
});
afterAll(async () => {
  await t.close();
});

const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
const post = (auth: Auth, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, ...(payload && { payload }) });
const adminView = async (auth: Auth, id: string) =>
  (await get(auth, `/api/admin/credit/applications/${id}`)).json<CreditApplication>();
const ledgerOf = async (auth: Auth, facilityId: string) =>
  (await get(auth, `/api/credit/facilities/${facilityId}/ledger`)).json<{
    items: CreditLedgerEntry[];
    total: number;
  }>();

describe('applying', () => {
  it('saves a draft, takes documents and submits it to the credit control department', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const created = await post(buyer.auth, '/api/credit/applications', {
      kind: 'company',
      tncAccepted: true,
      requestedSen: 200_000_00,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json<CreditApplication>();
    expect(draft).toMatchObject({ status: 'draft', stage: null, kind: 'company', requestedSen: 200_000_00 });

    // resume: save the details later
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/credit/applications/${draft.id}`,
      headers: buyer.auth,
      payload: completeDraft('company', { requestedSen: 300_000_00 }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CreditApplication>().details.bankName).toBe('Maybank');

    // two documents of the four mandatory ones: the rest are named
    await attachDocument(t, buyer.auth, draft.id, 'ssmProfile');
    const withTwo = await attachDocument(t, buyer.auth, draft.id, 'bankStatements');
    expect(withTwo.json<CreditApplication>().documents).toHaveLength(2);
    const missing = await submit(t, buyer.auth, draft.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'credit_documents_missing' });
    expect(missing.json().message).toContain("Audited accounts (last 2 years), Directors' identity cards");

    await attachDocument(t, buyer.auth, draft.id, 'auditedAccounts');
    const last = await attachDocument(t, buyer.auth, draft.id, 'directorsIc');
    // a document can be taken off again while editable
    const extra = await attachDocument(t, buyer.auth, draft.id, 'managementAccounts');
    const extraId = extra.json<CreditApplication>().documents.find((d) => d.docType === 'managementAccounts')!.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/credit/applications/${draft.id}/documents/${extraId}`,
      headers: buyer.auth,
    });
    expect(removed.json<CreditApplication>().documents).toHaveLength(4);
    expect(last.statusCode).toBe(200);

    const sent = await submit(t, buyer.auth, draft.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<CreditApplication>()).toMatchObject({ status: 'submitted', stage: 'creditControl' });
    expect(sent.json<CreditApplication>().events.map((e) => e.type)).toEqual(['submitted']);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, panel.creditControl.user.id));
    expect(told.some((n) => n.type === 'creditApplicationSubmitted')).toBe(true);

    // sent: no more editing or deleting
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/credit/applications/${draft.id}`,
      headers: buyer.auth,
      payload: completeDraft('company'),
    });
    expect(edit.statusCode).toBe(409);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/credit/applications/${draft.id}`,
      headers: buyer.auth,
    });
    expect(del.statusCode).toBe(409);

    const list = (await get(buyer.auth, '/api/credit/applications')).json<CreditApplication[]>();
    expect(list.map((a) => a.id)).toEqual([draft.id]);
  });

  it('refuses to start without the T&C and answers field errors on submit', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const noTnc = await post(buyer.auth, '/api/credit/applications', { kind: 'company', tncAccepted: false });
    expect(noTnc.statusCode).toBe(400);

    const project = await post(buyer.auth, '/api/credit/applications', {
      kind: 'project',
      tncAccepted: true,
      details: { bankName: 'CIMB' },
      sitePossessionDate: '2026-06-01',
      completionDate: '2026-05-01',
    });
    const response = await submit(t, buyer.auth, project.json<CreditApplication>().id);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { path: string; message: string }[] }>();
    expect(body.code).toBe('validation_error');
    expect(body.details.map((d) => d.path)).toEqual([
      'requestedSen',
      'details.yearsInBusiness',
      'details.annualTurnoverSen',
      'details.contactName',
      'details.contactPhone',
    ]);
    // with those filled in, the project's own fields are checked
    const id = project.json<CreditApplication>().id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/credit/applications/${id}`,
      headers: buyer.auth,
      payload: {
        ...completeDraft('company'),
        kind: 'project',
        sitePossessionDate: '2026-06-01',
        completionDate: '2026-05-01',
      },
    });
    const again = await submit(t, buyer.auth, id);
    expect(again.statusCode).toBe(400);
    const projectIssues = again.json<{ details: { path: string; message: string }[] }>().details;
    expect(projectIssues.map((d) => d.path)).toEqual([
      'projectName',
      'contractNumber',
      'contractCostSen',
      'completionDate',
    ]);
    expect(projectIssues.find((d) => d.path === 'completionDate')!.message).toBe(
      'The completion date must be after the site possession date',
    );

    // a draft can be deleted
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/credit/applications/${project.json<CreditApplication>().id}`,
      headers: buyer.auth,
    });
    expect(gone.statusCode).toBe(204);
  });

  it('takes credit documents up to 20 MB, private to the company and administrators', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(3 * 1024 * 1024)]);
    const uploaded = await postFile(t, buyer.auth, 'credit-document', big, 'accounts.pdf', 'application/pdf');
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    const tooBig = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const refused = await postFile(t, buyer.auth, 'credit-document', tooBig, 'huge.pdf', 'application/pdf');
    expect(refused.statusCode).toBe(413);
    // other purposes keep their 2 MB limit
    const seller = await signedInAs(t, 'SellAdm');
    const png = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await postFile(t, seller.auth, 'product-image', png)).statusCode).toBe(413);
    expect((await postFile(t, seller.auth, 'credit-document', SAMPLE_FILES.pdf)).statusCode).toBe(403);
    const user = await signedInAs(t, 'BuyUsr');
    expect((await postFile(t, user.auth, 'credit-document', SAMPLE_FILES.pdf)).statusCode).toBe(403);

    expect((await get(buyer.auth, url)).statusCode).toBe(200);
    expect((await get(panel.creditControl.auth, url)).statusCode).toBe(200);
    const other = await signedInAs(t, 'BuyAdm');
    expect((await get(other.auth, url)).statusCode).toBe(404);
  });
});

describe('the three tiers', () => {
  it('decide in order, each needing its toggle, one tier per person, once each', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const application = await submittedApplication(t, buyer.auth, 'company');
    const plainAdmin = await signedInAs(t, 'Adm');
    const readOnly = await tierAdmin(t, ['creditControl'], { ...DEFAULT_PERMISSIONS.Adm, admCl: 'Read' });
    const allTiers = await tierAdmin(t, ['creditControl', 'businessDirector', 'managingDirector']);

    // no toggle for the awaited tier → 403 with the tier named
    const noToggle = await decide(t, plainAdmin.auth, application.id, { decision: 'approve' });
    expect(noToggle.statusCode).toBe(403);
    expect(noToggle.json()).toMatchObject({
      code: 'credit_not_your_tier',
      message: 'This application is waiting for the Credit control department; you do not hold that approval',
    });
    // the toggle without admCl Write → 403
    expect((await decide(t, readOnly.auth, application.id, { decision: 'approve' })).statusCode).toBe(403);
    // skipping ahead: the business director and managing director cannot decide first
    expect((await decide(t, panel.businessDirector.auth, application.id, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    expect(
      (await decide(t, panel.managingDirector.auth, application.id, { decision: 'approve', approvedSen: 100_00 }))
        .statusCode,
    ).toBe(403);
    // the viewer's actions
    expect((await adminView(plainAdmin.auth, application.id)).actions).toEqual(['comment', 'requestDocuments']);
    expect((await adminView(allTiers.auth, application.id)).actions).toEqual([
      'comment',
      'requestDocuments',
      'approve',
      'reject',
    ]);
    expect((await adminView(readOnly.auth, application.id)).actions).toEqual([]);

    // the person holding every tier decides the first one…
    const first = await decide(t, allTiers.auth, application.id, { decision: 'approve', note: 'accounts in order' });
    expect(first.statusCode).toBe(200);
    expect(first.json<CreditApplication>().stage).toBe('businessDirector');
    // …and cannot decide the second
    const second = await decide(t, allTiers.auth, application.id, { decision: 'approve' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('credit_already_decided');
    expect((await adminView(allTiers.auth, application.id)).actions).toEqual(['comment', 'requestDocuments']);
    // the credit control department cannot decide again
    expect((await decide(t, panel.creditControl.auth, application.id, { decision: 'approve' })).statusCode).toBe(403);
    const notified = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, panel.businessDirector.user.id), eq(notifications.type, 'creditTierApproved')),
      );
    expect(notified).toHaveLength(1);

    expect((await decide(t, panel.businessDirector.auth, application.id, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    // the managing director must name the limit, never above the request
    const noAmount = await decide(t, panel.managingDirector.auth, application.id, { decision: 'approve' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().details[0].path).toBe('approvedSen');
    const above = await decide(t, panel.managingDirector.auth, application.id, {
      decision: 'approve',
      approvedSen: 500_000_01,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().details[0]).toEqual({
      path: 'approvedSen',
      message: 'The approved limit cannot be more than the amount requested',
    });

    const approved = await decide(t, panel.managingDirector.auth, application.id, {
      decision: 'approve',
      approvedSen: 350_000_00,
    });
    expect(approved.statusCode).toBe(200);
    const done = approved.json<CreditApplication>();
    expect(done).toMatchObject({ status: 'approved', stage: null, approvedSen: 350_000_00 });
    expect(done.events.filter((e) => e.type === 'tierApproved').map((e) => e.tier)).toEqual([
      'creditControl',
      'businessDirector',
      'managingDirector',
    ]);
    expect(done.events[1]!.actorName).toBe('Test Adm');

    const overview = (await get(buyer.auth, '/api/credit')).json<CreditOverview>();
    expect(overview.facility).toMatchObject({
      id: done.facilityId,
      kind: 'company',
      status: 'active',
      approvedSen: 350_000_00,
      reservedSen: 0,
      availableSen: 350_000_00,
    });
    expect(overview.applications[0]).toMatchObject({ id: application.id, status: 'approved' });
    const ledger = await ledgerOf(buyer.auth, done.facilityId!);
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({
      kind: 'limit',
      approvedDeltaSen: 350_000_00,
      availableAfterSen: 350_000_00,
    });
    const buyerTold = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(buyerTold.some((n) => n.type === 'creditApproved')).toBe(true);
    // decided: no more decisions
    expect(
      (await decide(t, panel.managingDirector.auth, application.id, { decision: 'approve', approvedSen: 100_00 }))
        .statusCode,
    ).toBe(409);

    // a second company application is refused: top up instead
    const again = await readyDraft(t, buyer.auth, 'company');
    const refused = await submit(t, buyer.auth, again.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('credit_existing_facility');
  });

  it('a tier decides once even under two concurrent calls', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const application = await submittedApplication(t, buyer.auth, 'company');
    const others = [await tierAdmin(t, ['creditControl']), await tierAdmin(t, ['creditControl'])];
    const responses = await Promise.all([
      decide(t, panel.creditControl.auth, application.id, { decision: 'approve' }),
      decide(t, panel.creditControl.auth, application.id, { decision: 'approve' }),
      ...others.map((o) => decide(t, o.auth, application.id, { decision: 'reject', note: 'no' })),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const code of codes.filter((c) => c !== 200)) expect([403, 409]).toContain(code);
    const decisions = await t.db
      .select()
      .from(creditApplicationEvents)
      .where(
        and(
          eq(creditApplicationEvents.applicationId, application.id),
          eq(creditApplicationEvents.tier, 'creditControl'),
        ),
      );
    expect(decisions.filter((e) => e.type === 'tierApproved' || e.type === 'tierRejected')).toHaveLength(1);
  });

  it('a rejection at the second tier ends the application', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const application = await submittedApplication(t, buyer.auth, 'company');
    await decide(t, panel.creditControl.auth, application.id, { decision: 'approve' });
    const rejected = await decide(t, panel.businessDirector.auth, application.id, {
      decision: 'reject',
      note: 'turnover too low',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<CreditApplication>()).toMatchObject({ status: 'rejected', stage: null, approvedSen: null });
    expect(
      (await decide(t, panel.managingDirector.auth, application.id, { decision: 'approve', approvedSen: 100_00 }))
        .statusCode,
    ).toBe(409);
    expect((await get(buyer.auth, '/api/credit')).json<CreditOverview>().facility).toBeNull();
    const buyerTold = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(buyerTold.some((n) => n.type === 'creditRejected')).toBe(true);
  });

  it('requesting documents sends it back; resubmitting keeps the stage', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const application = await submittedApplication(t, buyer.auth, 'company');
    await decide(t, panel.creditControl.auth, application.id, { decision: 'approve' });
    const commented = await post(
      panel.businessDirector.auth,
      `/api/admin/credit/applications/${application.id}/comments`,
      {
        note: 'checking the accounts',
      },
    );
    expect(commented.statusCode).toBe(200);
    const requested = await post(
      panel.businessDirector.auth,
      `/api/admin/credit/applications/${application.id}/request-documents`,
      { note: 'latest management accounts please' },
    );
    expect(requested.statusCode).toBe(200);
    expect(requested.json<CreditApplication>()).toMatchObject({
      status: 'documentsRequested',
      stage: 'businessDirector',
    });
    // no decision while the buyer is asked
    expect((await decide(t, panel.businessDirector.auth, application.id, { decision: 'approve' })).statusCode).toBe(
      409,
    );
    const buyerTold = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(buyerTold.some((n) => n.type === 'creditDocumentsRequested')).toBe(true);

    expect((await attachDocument(t, buyer.auth, application.id, 'managementAccounts')).statusCode).toBe(200);
    const resent = await submit(t, buyer.auth, application.id);
    expect(resent.statusCode).toBe(200);
    const view = resent.json<CreditApplication>();
    expect(view).toMatchObject({ status: 'submitted', stage: 'businessDirector' });
    expect(view.events.map((e) => e.type)).toEqual([
      'submitted',
      'tierApproved',
      'comment',
      'documentsRequested',
      'resubmitted',
    ]);
    expect(view.events[2]).toMatchObject({ note: 'checking the accounts', actorName: 'Test Adm' });
    expect((await decide(t, panel.businessDirector.auth, application.id, { decision: 'approve' })).statusCode).toBe(
      200,
    );
  });
});

describe('top-ups and project limits', () => {
  it('a top-up raises the facility; a project application creates a project facility', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const company = await submittedApplication(t, buyer.auth, 'company');
    const facilityId = (await approveThroughTiers(t, panel, company.id, 100_000_00)).facilityId!;

    // a top-up needs the facility named
    const noFacility = await readyDraft(t, buyer.auth, 'topup');
    const refused = await submit(t, buyer.auth, noFacility.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'facilityId', message: 'Choose the credit limit to top up' }]);

    const topup = await submittedApplication(t, buyer.auth, 'topup', { facilityId, requestedSen: 50_000_00 });
    const done = await approveThroughTiers(t, panel, topup.id, 40_000_00);
    expect(done.facilityId).toBe(facilityId);
    const facility = (await get(buyer.auth, '/api/credit')).json<CreditOverview>().facility!;
    expect(facility).toMatchObject({ id: facilityId, approvedSen: 140_000_00, availableSen: 140_000_00 });
    expect((await ledgerOf(buyer.auth, facilityId)).total).toBe(2);

    const project = await submittedApplication(t, buyer.auth, 'project', { requestedSen: 800_000_00 });
    const projectDone = await approveThroughTiers(t, panel, project.id, 800_000_00);
    const overview = (await get(buyer.auth, '/api/credit')).json<CreditOverview>();
    expect(overview.projects).toHaveLength(1);
    expect(overview.projects[0]).toMatchObject({
      id: projectDone.facilityId,
      kind: 'project',
      projectName: 'Jalan Ampang flyover',
      contractNumber: 'JKR/2026/118',
      approvedSen: 800_000_00,
    });
    expect(overview.facility!.id).toBe(facilityId);
    const kinds = (await get(buyer.auth, '/api/credit/applications?kind=project')).json<CreditApplication[]>();
    expect(kinds.map((a) => a.id)).toEqual([project.id]);
  });
});

describe('setting limits directly', () => {
  it('needs admCl Write and cannot go below what is used', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const admin = await signedInAs(t, 'Adm');
    const reader = await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admCl: 'Read' });
    const body = { approvedSen: 200_000_00, note: 'board approval 12/2026' };
    const url = `/api/admin/credit/companies/${buyer.company.id}/limit`;
    expect((await post(reader.auth, url, body)).statusCode).toBe(403);
    const created = await post(admin.auth, url, body);
    expect(created.statusCode).toBe(200);
    const facility = created.json<CreditFacility>();
    expect(facility).toMatchObject({ kind: 'company', approvedSen: 200_000_00, availableSen: 200_000_00 });
    // the reader can see it
    expect((await get(reader.auth, `/api/admin/credit/facilities/${facility.id}`)).statusCode).toBe(200);
    const list = (
      await get(reader.auth, `/api/admin/credit/facilities?q=${encodeURIComponent(buyer.company.name)}`)
    ).json<{
      items: CreditFacility[];
    }>();
    expect(list.items.map((f) => f.id)).toEqual([facility.id]);

    // an order holds 150,000: the limit cannot go below it
    await t.db.transaction((tx) => moveCredit(tx, facility.id, { kind: 'reserve', reservedDeltaSen: 150_000_00 }));
    const below = await post(admin.auth, `/api/admin/credit/facilities/${facility.id}/limit`, {
      approvedSen: 149_999_00,
      note: 'cut',
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('credit_balance');
    const lowered = await post(admin.auth, `/api/admin/credit/facilities/${facility.id}/limit`, {
      approvedSen: 150_000_00,
      note: 'cut to what is used',
    });
    expect(lowered.json<CreditFacility>()).toMatchObject({ approvedSen: 150_000_00, availableSen: 0 });
    // setting the company limit again sets the same facility
    const raised = await post(admin.auth, url, { approvedSen: 250_000_00, note: 'raised' });
    expect(raised.json<CreditFacility>()).toMatchObject({ id: facility.id, approvedSen: 250_000_00 });
    const entries = await t.db.select().from(creditLedger).where(eq(creditLedger.facilityId, facility.id));
    expect(
      entries
        .filter((e) => e.kind === 'limit')
        .map((e) => e.approvedDeltaSen)
        .sort((a, b) => a - b),
    ).toEqual([-50_000_00, 100_000_00, 200_000_00]);

    // status
    const statusUrl = `/api/admin/credit/facilities/${facility.id}/status`;
    const payload = { status: 'overdue', note: 'invoice 30 days late' };
    expect((await t.app.inject({ method: 'PUT', url: statusUrl, headers: reader.auth, payload })).statusCode).toBe(403);
    const overdue = await t.app.inject({ method: 'PUT', url: statusUrl, headers: admin.auth, payload });
    expect(overdue.json<CreditFacility>().status).toBe('overdue');
    const [row] = await t.db.select().from(creditFacilities).where(eq(creditFacilities.id, facility.id));
    expect(row!.status).toBe('overdue');

    // a seller company has no credit limit
    const seller = await signedInAs(t, 'SellAdm');
    expect((await post(admin.auth, `/api/admin/credit/companies/${seller.company.id}/limit`, body)).statusCode).toBe(
      404,
    );
  });
});

describe('access', () => {
  it('keeps applications, documents, facilities and ledgers to their company', async () => {
    const owner = await signedInAs(t, 'BuyAdm');
    const application = await submittedApplication(t, owner.auth, 'company');
    const facilityId = (await approveThroughTiers(t, panel, application.id, 100_000_00)).facilityId!;
    const draft = await readyDraft(t, owner.auth, 'topup', { facilityId });
    const documentId = draft.id
      ? (await get(owner.auth, `/api/credit/applications/${draft.id}`)).json<CreditApplication>().documents[0]!.id
      : '';

    const other = await signedInAs(t, 'BuyAdm');
    expect((await get(other.auth, `/api/credit/applications/${application.id}`)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/credit/applications/${draft.id}`,
          headers: other.auth,
          payload: completeDraft('topup'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await submit(t, other.auth, draft.id)).statusCode).toBe(404);
    expect((await attachDocument(t, other.auth, draft.id, 'bankStatements')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/credit/applications/${draft.id}/documents/${documentId}`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
    // another company's file cannot be attached, nor its facility topped up
    const theirFile = (await postFile(t, other.auth, 'credit-document', SAMPLE_FILES.pdf)).json<{ id: string }>().id;
    const attach = await post(owner.auth, `/api/credit/applications/${draft.id}/documents`, {
      docType: 'managementAccounts',
      fileId: theirFile,
    });
    expect(attach.statusCode).toBe(404);
    expect(
      (await post(other.auth, '/api/credit/applications', completeDraft('topup', { facilityId }))).statusCode,
    ).toBe(404);
    expect((await get(other.auth, `/api/credit/facilities/${facilityId}/ledger`)).statusCode).toBe(404);
    expect((await get(other.auth, '/api/credit')).json<CreditOverview>().facility).toBeNull();
    expect((await get(other.auth, '/api/credit/applications')).json()).toEqual([]);
    // administrators see it all
    expect((await get(panel.creditControl.auth, `/api/credit/applications/${application.id}`)).statusCode).toBe(200);
    expect((await get(panel.creditControl.auth, `/api/credit/facilities/${facilityId}/ledger`)).statusCode).toBe(200);
    const listed = (
      await get(panel.creditControl.auth, `/api/admin/credit/applications?q=${encodeURIComponent(owner.company.name)}`)
    ).json<{ items: CreditApplication[]; total: number }>();
    // the draft top-up is not shown to administrators
    expect(listed.items.map((a) => a.id)).toEqual([application.id]);
  });

  it('refuses sellers, buyers without credit rights and administrators without admCl', async () => {
    const seller = await signedInAs(t, 'SellAdm');
    for (const [method, url] of [
      ['GET', '/api/credit'],
      ['GET', '/api/credit/applications'],
      ['GET', '/api/admin/credit/applications'],
      ['GET', '/api/admin/credit/facilities'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: seller.auth })).statusCode).toBe(403);
    }
    expect((await post(seller.auth, '/api/credit/applications', completeDraft('company'))).statusCode).toBe(403);

    // a company user (buyCl Read) sees but does not apply
    const team = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const [adm, usr] = team.members;
    const application = await submittedApplication(t, adm!.auth, 'company');
    expect((await get(usr!.auth, '/api/credit')).statusCode).toBe(200);
    expect((await get(usr!.auth, `/api/credit/applications/${application.id}`)).statusCode).toBe(200);
    expect((await post(usr!.auth, '/api/credit/applications', completeDraft('company'))).statusCode).toBe(403);
    expect((await submit(t, usr!.auth, application.id)).statusCode).toBe(403);

    const blocked = await signedInAs(t, 'BuyAdm', { ...DEFAULT_PERMISSIONS.BuyAdm, buyCl: 'Block' });
    expect((await get(blocked.auth, '/api/credit')).statusCode).toBe(403);

    const noCl = await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admCl: 'NoPermission' });
    expect((await get(noCl.auth, '/api/admin/credit/applications')).statusCode).toBe(403);
    expect((await get(noCl.auth, `/api/credit/applications/${application.id}`)).statusCode).toBe(403);
    const comment = await post(
      (await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admCl: 'Read' })).auth,
      `/api/admin/credit/applications/${application.id}/comments`,
      { note: 'hello' },
    );
    expect(comment.statusCode).toBe(403);
  });
});

describe('the review lists (/admin/cl/clApplication and tclApplication)', () => {
  it('filter by the tier awaited, and put the reader’s own queue first', async () => {
    const first = await signedInAs(t, 'BuyAdm');
    const second = await signedInAs(t, 'BuyAdm');
    const atControl = await submittedApplication(t, first.auth, 'company');
    const passed = await submittedApplication(t, second.auth, 'company');
    expect((await decide(t, panel.creditControl.auth, passed.id, { decision: 'approve' })).statusCode).toBe(200);
    // a newer application at the first tier, so the director's queue is not first by date alone
    const newer = await submittedApplication(t, (await signedInAs(t, 'BuyAdm')).auth, 'company');

    const awaitingDirector = await get(
      panel.businessDirector.auth,
      '/api/admin/credit/applications?stage=businessDirector&pageSize=100',
    );
    const ids = awaitingDirector.json<{ items: { id: string }[] }>().items.map((a) => a.id);
    expect(ids).toContain(passed.id);
    expect(ids).not.toContain(atControl.id);
    expect(ids).not.toContain(newer.id);

    const directorList = await get(panel.businessDirector.auth, '/api/admin/credit/applications?pageSize=100');
    const items = directorList.json<{ items: { id: string; status: string; stage: string | null }[] }>().items;
    const firstNotMine = items.findIndex((a) => !(a.status === 'submitted' && a.stage === 'businessDirector'));
    const lastMine = items.map((a) => a.status === 'submitted' && a.stage === 'businessDirector').lastIndexOf(true);
    expect(lastMine).toBeGreaterThanOrEqual(0);
    expect(lastMine).toBeLessThan(firstNotMine);
    // the credit control department sees its own queue first
    const controlList = await get(panel.creditControl.auth, '/api/admin/credit/applications?pageSize=100');
    expect(controlList.json<{ items: { id: string }[] }>().items[0]!.id).toBe(newer.id);
  });
});
