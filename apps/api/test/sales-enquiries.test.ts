/**
 * Public sales, logistics and other enquiries (spec §2 SalesEnquiry, SalesEnquiry/{code}, §5 Enquiry):
 * anyone files one without signing in and gets an unguessable code, which opens that enquiry and no
 * other; the e-mail with the code and link is queued in the enquirer's language; every §5 rule is
 * answered at its field and refused input stores nothing; administrators with admEnq read them, answer
 * (e-mailed, the enquiry becomes answered) and close them with a reason, and nobody else may.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSalesEnquiry, SalesEnquiry, SalesEnquiryListItem } from '@binamart/shared';
import { emailOutbox, salesEnquiries } from '../src/db/schema/index';
import { emailsTo, freshAddress, signedInAs } from './helpers/factories';
import { call, expectStatus } from './helpers/checkout-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

let t: TestApp;
let admin: Auth;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  admin = (await signedInAs(t, 'Adm')).auth;
});
afterAll(async () => {
  await t.close();
});

/** A Malaysian calendar date `days` from today. */
function dayFromToday(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(at);
}

let mailbox = 0;
const freshEmail = () => `enquirer.${Date.now().toString(36)}.${++mailbox}@example.test`;

function logisticsForm(overrides: Record<string, unknown> = {}) {
  return {
    type: 'logistics',
    contactPerson: 'Lim Chee Keong',
    email: freshEmail(),
    contactPhone: '012-345 6704',
    pickup: {
      addressLine1: 'Lot 5, Jalan Perusahaan 2',
      addressLine2: 'Kawasan Perindustrian Batu Caves',
      postcode: '68100',
      city: 'Batu Caves',
      state: 'Selangor',
    },
    dropoff: {
      addressLine1: 'Lot 2107, Jalan Besar',
      addressLine2: '',
      postcode: '43300',
      city: 'Seri Kembangan',
      state: 'Selangor',
    },
    itemCategory: 'precast',
    itemWeightKg: 850,
    lengthCm: 600,
    widthCm: 120,
    heightCm: 40,
    estimatedWeightKg: 10200,
    itemRemarks: '12 precast drain sections',
    deliveryMethod: 'craneLorry',
    deliveryTime: 'morning',
    roadAccess: [
      { days: 'weekdays', vehicle: 'lorry', access: 'allowed', from: '09:00', to: '17:00', note: 'Gate 2 only' },
      { days: 'fri', vehicle: 'allVehicles', access: 'notAllowed', from: null, to: null },
    ],
    deliveryDate: dayFromToday(10),
    remarks: 'Call before arriving',
    ...overrides,
  };
}

function otherForm(overrides: Record<string, unknown> = {}) {
  return {
    type: 'other',
    contactPerson: 'Nurul Huda',
    email: freshEmail(),
    contactPhone: '013-288 4410',
    subject: 'Opening hours during Hari Raya',
    message: 'Do you take enquiries over the Hari Raya holidays?',
    ...overrides,
  };
}

/** Files an enquiry as a visitor (no sign-in), from an address of its own. */
function file(payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sales-enquiries',
    payload: payload as object,
    headers,
    remoteAddress,
  });
}
const filed = async (payload: unknown, headers: Record<string, string> = {}) =>
  expectStatus<SalesEnquiry>(await file(payload, headers), 201);
const lookUp = (code: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sales-enquiries/${encodeURIComponent(code)}`,
    remoteAddress: freshAddress(),
  });

const fieldsOf = (response: { json: () => unknown }) =>
  Object.fromEntries(
    (response.json() as { details: { path: string; message: string }[] }).details.map((d) => [d.path, d.message]),
  );

async function stored() {
  const [enquiries] = await t.db.select({ n: count() }).from(salesEnquiries);
  const [emails] = await t.db.select({ n: count() }).from(emailOutbox);
  return { enquiries: Number(enquiries!.n), emails: Number(emails!.n) };
}

async function idOf(code: string) {
  const [row] = await t.db.select({ id: salesEnquiries.id }).from(salesEnquiries).where(eq(salesEnquiries.code, code));
  return row!.id;
}

describe('filing an enquiry', () => {
  it('takes a logistics enquiry from anyone, gives it a random code and e-mails the code and link', async () => {
    const form = logisticsForm({ email: 'Lim.CK@Contractor.MY' });
    const enquiry = await filed(form);
    expect(enquiry.code).toMatch(/^SE-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(enquiry).toMatchObject({
      type: 'logistics',
      status: 'new',
      email: 'lim.ck@contractor.my',
      itemCategory: 'precast',
      estimatedWeightKg: 10200,
      lengthCm: 600,
      deliveryMethod: 'craneLorry',
      deliveryDate: form.deliveryDate,
      answers: [],
      closeReason: null,
    });
    expect(enquiry.dropoff).toMatchObject({ postcode: '43300', state: 'Selangor' });
    expect(enquiry.roadAccess).toEqual([
      { days: 'weekdays', vehicle: 'lorry', access: 'allowed', from: '09:00', to: '17:00', note: 'Gate 2 only' },
      { days: 'fri', vehicle: 'allVehicles', access: 'notAllowed', from: null, to: null, note: '' },
    ]);
    expect(enquiry).not.toHaveProperty('id');

    const [mail] = await emailsTo(t.db, 'lim.ck@contractor.my');
    expect(mail).toMatchObject({ language: 'en-us', template: 'salesEnquiry.filed' });
    expect(mail!.subject).toBe(`BinaMart enquiry ${enquiry.code} received`);
    expect(mail!.text).toContain('Dear Lim Chee Keong,');
    expect(mail!.text).toContain('Thank you for your logistics enquiry.');
    expect(mail!.text).toContain(`{site}/SalesEnquiry/${enquiry.code}`);

    // two enquiries never share a code
    const second = await filed(logisticsForm());
    expect(second.code).not.toBe(enquiry.code);
  });

  it('keeps the visitor’s language and writes the e-mail in it', async () => {
    const email = freshEmail();
    const enquiry = await filed(logisticsForm({ type: 'sales', email, pickup: undefined }), {
      'accept-language': 'ms-MY,ms;q=0.9',
    });
    expect(enquiry.pickup).toBeNull();
    const [mail] = await emailsTo(t.db, email);
    expect(mail).toMatchObject({ language: 'ms', subject: `Pertanyaan BinaMart ${enquiry.code} diterima` });
    expect(mail!.text).toContain('Terima kasih atas pertanyaan jualan anda.');
  });

  it('takes an other enquiry with only the contact, a subject and a message', async () => {
    const enquiry = await filed(otherForm());
    expect(enquiry).toMatchObject({
      type: 'other',
      subject: 'Opening hours during Hari Raya',
      pickup: null,
      dropoff: null,
      itemCategory: null,
      estimatedWeightKg: null,
      deliveryDate: null,
      roadAccess: [],
    });
    const blank = await file(otherForm({ subject: ' ', message: '', email: 'nurul-at-site' }));
    expect(fieldsOf(blank)).toEqual({
      email: 'Invalid email',
      subject: 'This field is required',
      message: 'This field is required',
    });
  });
});

describe('§5 Enquiry rules', () => {
  it('answers every wrong field with its message, all at once, and stores nothing', async () => {
    const before = await stored();
    const response = await file(
      logisticsForm({
        email: 'lim.at.contractor',
        pickup: { addressLine1: '', postcode: '6810', city: '', state: 'Selangor' },
        dropoff: undefined,
        itemCategory: undefined,
        estimatedWeightKg: undefined,
        deliveryDate: '',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(fieldsOf(response)).toEqual({
      email: 'Invalid email',
      'pickup.addressLine1': 'This field is required',
      'pickup.postcode': 'Postcode must be 5 digits',
      'pickup.city': 'This field is required',
      itemCategory: 'This field is required to select',
      estimatedWeightKg: 'This field is required',
      deliveryDate: 'This field is required',
    });
    expect(await stored()).toEqual(before);
  });

  it('needs a complete pickup or drop-off address', async () => {
    const neither = await file(logisticsForm({ pickup: undefined, dropoff: undefined }));
    expect(fieldsOf(neither)).toEqual({
      addresses: 'Give a complete pickup or drop-off address: address line 1, postcode, city and state.',
    });
    const blankParts = await file(
      logisticsForm({
        pickup: { addressLine1: ' ', addressLine2: '', postcode: '', city: '', state: '' },
        dropoff: { addressLine1: '', addressLine2: '', postcode: '', city: '', state: '' },
      }),
    );
    expect(Object.keys(fieldsOf(blankParts))).toEqual(['addresses']);
    // told together with the other fields' messages, a blank required field among them
    const withOthers = await file(logisticsForm({ contactPerson: '', pickup: undefined, dropoff: undefined }));
    expect(Object.keys(fieldsOf(withOthers)).sort()).toEqual(['addresses', 'contactPerson']);
    // a partly written address is refused at its own fields, even when the other one is complete
    const partial = await file(logisticsForm({ dropoff: { city: 'Seri Kembangan' } }));
    expect(fieldsOf(partial)).toEqual({
      'dropoff.addressLine1': 'This field is required',
      'dropoff.postcode': 'This field is required',
      'dropoff.state': 'This field is required to select',
    });
    // one complete address is enough
    expect((await file(logisticsForm({ pickup: undefined }))).statusCode).toBe(201);
  });

  it('checks weights, sizes, road access times and the delivery date', async () => {
    const before = await stored();
    const wrong = await file(
      logisticsForm({
        estimatedWeightKg: 0,
        itemWeightKg: -5,
        heightCm: 20_000,
        itemCategory: 'gold',
        roadAccess: [
          { days: 'fri', vehicle: 'lorry', access: 'allowed', from: '09:00', to: null },
          { days: 'weekdays', vehicle: 'trailer', access: 'notAllowed', from: '07:00', to: '07:00' },
          { days: 'someday', vehicle: 'lorry', access: 'allowed', from: '25:00', to: '10:00' },
        ],
      }),
    );
    expect(fieldsOf(wrong)).toEqual({
      estimatedWeightKg: 'Enter a weight in kg above 0 and at most 1,000,000.',
      itemWeightKg: 'Enter a weight in kg above 0 and at most 1,000,000.',
      heightCm: 'Enter a size in cm above 0 and at most 10,000.',
      itemCategory: 'This field is required to select',
      'roadAccess.0.to': 'Give both times, or leave both empty for the whole day.',
      'roadAccess.1.to': 'The end time must differ from the start time.',
      'roadAccess.2.days': 'This field is required to select',
      'roadAccess.2.from': 'Enter a time as HH:mm.',
    });
    const past = await file(logisticsForm({ deliveryDate: dayFromToday(-1) }));
    expect(fieldsOf(past)).toEqual({ deliveryDate: 'The delivery date cannot be before today.' });
    const tooMany = await file(
      logisticsForm({
        roadAccess: Array.from({ length: 11 }, () => ({ days: 'sun', vehicle: 'lorry', access: 'notAllowed' })),
      }),
    );
    expect(fieldsOf(tooMany)).toEqual({ roadAccess: 'At most 10 road access rules.' });
    // an overnight window (an end before the start) is a rule of its own
    expect(
      (
        await file(
          logisticsForm({
            roadAccess: [{ days: 'everyDay', vehicle: 'heavyLorry', access: 'allowed', from: '22:00', to: '06:00' }],
          }),
        )
      ).statusCode,
    ).toBe(201);
    expect((await stored()).enquiries).toBe(before.enquiries + 1);
  });

  it('answers in Malay when the visitor reads Malay', async () => {
    const response = await file(logisticsForm({ pickup: undefined, dropoff: undefined, deliveryDate: undefined }), {
      'accept-language': 'ms',
    });
    expect(response.json().message).toBe('Beberapa ruangan perlu diperbetulkan');
    expect(fieldsOf(response)).toEqual({
      deliveryDate: 'Ruangan ini wajib diisi',
      addresses: 'Berikan alamat ambil atau alamat hantar yang lengkap: alamat baris 1, poskod, bandar dan negeri.',
    });
    const type = await file({ contactPerson: 'Ali' }, { 'accept-language': 'ms' });
    expect(fieldsOf(type)).toEqual({ type: 'Ruangan ini wajib dipilih' });
  });

  it('limits how often one address files enquiries, like the contact form', async () => {
    const address = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await file(otherForm(), {}, address)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('following an enquiry with its code', () => {
  it('opens its own enquiry only; an unknown code is not found', async () => {
    const mine = await filed(logisticsForm());
    const theirs = await filed(otherForm());
    const opened = expectStatus<SalesEnquiry>(await lookUp(mine.code), 200);
    expect(opened).toEqual(mine);
    // typed in lower case, with spaces around it
    expect(expectStatus<SalesEnquiry>(await lookUp(` ${mine.code.toLowerCase()} `), 200).code).toBe(mine.code);
    expect(expectStatus<SalesEnquiry>(await lookUp(theirs.code), 200).subject).toBe(theirs.subject);

    const unknown = await lookUp('SE-0000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: 'The requested record was not found' });
    expect((await lookUp(mine.code.slice(0, -1))).statusCode).toBe(404);
    expect((await lookUp(await idOf(mine.code))).statusCode).toBe(404);
  });
});

describe('administrators', () => {
  it('keeps the admin routes from buyers, sellers, the anonymous and admins without admEnq', async () => {
    const enquiry = await filed(otherForm());
    const id = await idOf(enquiry.code);
    const routes = [
      ['GET', '/api/admin/sales-enquiries', undefined],
      ['GET', `/api/admin/sales-enquiries/${id}`, undefined],
      ['POST', `/api/admin/sales-enquiries/${id}/answers`, { body: 'Hello' }],
      ['POST', `/api/admin/sales-enquiries/${id}/close`, { reason: 'Spam' }],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(t, method, url, {}, payload)).statusCode).toBe(401);
    }
    for (const role of ['BuyAdm', 'BuyUsr', 'SellAdm', 'SellUsr'] as const) {
      const other = await signedInAs(t, role);
      for (const [method, url, payload] of routes) {
        const response = await call(t, method, url, other.auth, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const blocked = (await signedInAs(t, 'Adm', { admEnq: 'Block' })).auth;
    expect((await call(t, 'GET', '/api/admin/sales-enquiries', blocked)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/admin/sales-enquiries/${id}`, blocked)).statusCode).toBe(403);

    // reading is not answering or closing
    const reader = (await signedInAs(t, 'Adm', { admEnq: 'Read' })).auth;
    expect((await call(t, 'GET', '/api/admin/sales-enquiries', reader)).statusCode).toBe(200);
    expectStatus(await call(t, 'GET', `/api/admin/sales-enquiries/${id}`, reader), 200);
    expect((await call(t, 'POST', `/api/admin/sales-enquiries/${id}/answers`, reader, { body: 'Hi' })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'POST', `/api/admin/sales-enquiries/${id}/close`, reader, { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect(expectStatus<SalesEnquiry>(await lookUp(enquiry.code), 200).status).toBe('new');
  });

  it('list them newest first, by type, state and a search in code, e-mail and name', async () => {
    const stamp = Date.now().toString(36);
    const a = await filed(logisticsForm({ contactPerson: `Rosli ${stamp}` }));
    const b = await filed(logisticsForm({ type: 'sales', email: `buyer.${stamp}@example.test` }));
    const c = await filed(otherForm({ contactPerson: `Rosli ${stamp} Jr` }));
    const list = async (query: string) =>
      expectStatus<Page<SalesEnquiryListItem>>(
        await t.app.inject({ url: `/api/admin/sales-enquiries?${query}`, headers: admin }),
        200,
      );
    const all = await t.app.inject({ url: '/api/admin/sales-enquiries?pageSize=2', headers: admin });
    const page = expectStatus<Page<SalesEnquiryListItem>>(all, 200);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.items.map((i) => i.code)).toEqual([c.code, b.code]);
    expect(page.total).toBeGreaterThanOrEqual(3);

    const byName = await list(`q=${encodeURIComponent(`rosli ${stamp}`)}`);
    expect(byName.items.map((i) => i.code)).toEqual([c.code, a.code]);
    const byNameAndType = await list(`q=${encodeURIComponent(`Rosli ${stamp}`)}&type=logistics`);
    expect(byNameAndType.items.map((i) => i.code)).toEqual([a.code]);
    expect(byNameAndType.items[0]).toMatchObject({
      type: 'logistics',
      status: 'new',
      itemCategory: 'precast',
      subject: null,
      answerCount: 0,
    });
    expect((await list(`q=${stamp}%40example`)).items.map((i) => i.code)).toEqual([b.code]);
    expect((await list(`q=${b.code.slice(3).toLowerCase()}`)).items.map((i) => i.code)).toEqual([b.code]);
    const others = await list('type=other&status=new&pageSize=100');
    expect(others.items.every((i) => i.type === 'other' && i.status === 'new')).toBe(true);
    expect(others.items.map((i) => i.code)).toContain(c.code);
    expect((await t.app.inject({ url: '/api/admin/sales-enquiries?status=lost', headers: admin })).statusCode).toBe(
      400,
    );
  });

  it('answer by e-mail in the enquirer’s language, and the code then shows the answer', async () => {
    const email = freshEmail();
    const enquiry = await filed(logisticsForm({ email }), { 'accept-language': 'zh-CN' });
    const id = await idOf(enquiry.code);
    const read = expectStatus<AdminSalesEnquiry>(await call(t, 'GET', `/api/admin/sales-enquiries/${id}`, admin), 200);
    expect(read).toMatchObject({ id, code: enquiry.code, language: 'zh-cn', status: 'new', answers: [] });

    const before = await stored();
    const blank = await call(t, 'POST', `/api/admin/sales-enquiries/${id}/answers`, admin, { body: '  ' });
    expect(fieldsOf(blank)).toEqual({ body: 'This field is required' });
    expect(await stored()).toEqual(before);

    const answer = 'A 10-tonne crane lorry can deliver on 12 May at 9 am. The fee is RM 1,450.';
    const answered = expectStatus<AdminSalesEnquiry>(
      await call(t, 'POST', `/api/admin/sales-enquiries/${id}/answers`, admin, { body: answer }),
      200,
    );
    expect(answered.status).toBe('answered');
    expect(answered.answers).toEqual([{ body: answer, createdAt: expect.any(String), authorName: 'Test Adm' }]);
    const [mail] = await emailsTo(t.db, email);
    expect(mail).toMatchObject({ language: 'zh-cn', template: 'salesEnquiry.answered' });
    expect(mail!.subject).toBe(`BinaMart 已回复您的询问 ${enquiry.code}`);
    expect(mail!.text).toContain(answer);
    expect(mail!.text).toContain(`{site}/SalesEnquiry/${enquiry.code}`);

    const seen = expectStatus<SalesEnquiry>(await lookUp(enquiry.code), 200);
    expect(seen.status).toBe('answered');
    expect(seen.answers).toEqual([{ body: answer, createdAt: answered.answers[0]!.createdAt }]);
    expect(seen.answers[0]).not.toHaveProperty('authorName');

    // a second answer keeps it answered
    const again = expectStatus<AdminSalesEnquiry>(
      await call(t, 'POST', `/api/admin/sales-enquiries/${id}/answers`, admin, { body: 'Also on 13 May.' }),
      200,
    );
    expect(again).toMatchObject({ status: 'answered' });
    expect(again.answers.map((a) => a.body)).toEqual([answer, 'Also on 13 May.']);
    expect((await emailsTo(t.db, email)).length).toBe(3);
    const listed = expectStatus<Page<SalesEnquiryListItem>>(
      await call(t, 'GET', `/api/admin/sales-enquiries?q=${enquiry.code}`, admin),
      200,
    );
    expect(listed.items).toEqual([expect.objectContaining({ code: enquiry.code, status: 'answered', answerCount: 2 })]);
  });

  it('close an enquiry with a reason; a closed enquiry takes no more answers', async () => {
    const email = freshEmail();
    const enquiry = await filed(otherForm({ email }));
    const id = await idOf(enquiry.code);
    const noReason = await call(t, 'POST', `/api/admin/sales-enquiries/${id}/close`, admin, { reason: '' });
    expect(fieldsOf(noReason)).toEqual({ reason: 'This field is required' });

    const closed = expectStatus<AdminSalesEnquiry>(
      await call(t, 'POST', `/api/admin/sales-enquiries/${id}/close`, admin, { reason: 'Answered by phone.' }),
      200,
    );
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'Answered by phone.', closedByName: 'Test Adm' });
    expect(closed.closedAt).toEqual(expect.any(String));
    const [mail] = await emailsTo(t.db, email);
    expect(mail!.subject).toBe(`Your BinaMart enquiry ${enquiry.code} is closed`);
    expect(mail!.text).toContain('Answered by phone.');

    const seen = expectStatus<SalesEnquiry>(await lookUp(enquiry.code), 200);
    expect(seen).toMatchObject({ status: 'closed', closeReason: 'Answered by phone.' });

    const before = await stored();
    const late = await call(t, 'POST', `/api/admin/sales-enquiries/${id}/answers`, admin, { body: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'transition_not_allowed',
      message: 'This enquiry is closed: it takes no more answers.',
    });
    expect(
      (await call(t, 'POST', `/api/admin/sales-enquiries/${id}/close`, admin, { reason: 'Again' })).statusCode,
    ).toBe(409);
    expect(await stored()).toEqual(before);
    expect((await call(t, 'GET', `/api/admin/sales-enquiries/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });
});
