/**
 * What leaves the marketplace besides the bell: e-mails about orders, payments, invoices,
 * deliveries and credit, in each reader's language, as each user chose on the profile page
 * (an invoice's e-mail carries its PDF), delivered over real SMTP; and SMS for the urgent ones
 * to users who turned SMS on, through the SMS sandbox, whose page shows them as a phone would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, smsOutbox, users } from '../src/db/schema/index';
import { createSandboxSms } from '../src/adapters/sms/sandbox-sms';
import { deliverQueuedSms } from '../src/modules/messaging/index';
import { branchForm, signedInAs } from './helpers/factories';
import { type SellerSelling, call, expectStatus, sellerSelling } from './helpers/checkout-factories';
import { checkoutOf, creditForm, grantFacility } from './helpers/credit-checkout-factories';
import { confirmedOrderWithDriver, createDeliveryOrder, stepDeliveryOrder } from './helpers/delivery-factories';
import { invoiceOf } from './helpers/invoice-factories';
import { approveThroughTiers, decide, submittedApplication, tierPanel } from './helpers/credit-factories';
import { buyerTeam } from './helpers/order-factories';
import { type TestSmtp, eventually, startSmtpServer } from './helpers/smtp-server';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerSelling;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://binamart.test', EMAIL_RETRY_SECONDS: '1' },
    undefined,
    { jobs: true },
  );
  await t.app.ready();
  admin = await signedInAs(t, 'Adm');
  seller = await sellerSelling(t, admin.auth, {
    branches: [branchForm({ name: 'Klang depot', postcode: '41050', city: 'Klang' })],
    rates: [],
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const ALL_ON = { orders: true, payments: true, invoices: true, deliveries: true, credit: true, bidding: true };

const queuedEmails = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'queued'))).length;

/** Saves the user's own details through the profile page's call, with the given switches. */
async function saveOwnDetails(auth: Auth, changes: Record<string, unknown>) {
  const current = expectStatus<{ user: Record<string, unknown> }>(await call(t, 'GET', '/api/profile', auth), 200);
  const { firstName, lastName, position, phone, notifyPush, notifySms, emails } = current.user;
  return expectStatus<{ user: Record<string, unknown> }>(
    await call(t, 'PUT', '/api/profile', auth, {
      user: {
        firstName,
        lastName,
        position,
        phone: phone || '012-345 6789',
        notifyPush,
        notifySms,
        emails,
        ...changes,
      },
    }),
    200,
  );
}

describe('e-mails about what matters, as each user chose', () => {
  it('starts with every category on, and keeps the choice made on the profile page', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const before = expectStatus<{ user: { emails: unknown } }>(await call(t, 'GET', '/api/profile', buyer.auth), 200);
    expect(before.user.emails).toEqual(ALL_ON);
    const saved = await saveOwnDetails(buyer.auth, { emails: { ...ALL_ON, payments: false, credit: false } });
    expect(saved.user.emails).toEqual({ ...ALL_ON, payments: false, credit: false });
    // a save without the switches (an older screen) leaves them as they were
    const { firstName, lastName, position, phone, notifyPush, notifySms } = saved.user;
    expectStatus(
      await call(t, 'PUT', '/api/profile', buyer.auth, {
        user: { firstName, lastName, position, phone, notifyPush, notifySms: !notifySms },
      }),
      200,
    );
    const after = expectStatus<{ user: { emails: unknown } }>(await call(t, 'GET', '/api/profile', buyer.auth), 200);
    expect(after.user.emails).toEqual({ ...ALL_ON, payments: false, credit: false });
    const refused = await call(t, 'PUT', '/api/profile', buyer.auth, {
      user: { firstName, lastName, position, phone, notifyPush, notifySms, emails: { orders: 'yes' } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('e-mails the credit invoice with its PDF in the reader’s language, and nothing a user turned off', async () => {
    const buyer = await buyerTeam(t);
    // the administrator reads Malay; the other user turned invoice e-mails off
    expectStatus(await call(t, 'PUT', '/api/profile/language', buyer.admin.auth, { language: 'ms' }), 204);
    await saveOwnDetails(buyer.user.auth, { emails: { ...ALL_ON, invoices: false } });

    await grantFacility(t.db, buyer.company.id, 1_000_000);
    const checkout = await checkoutOf(t, buyer.admin.auth, [[seller.variationId, 20]]);
    const pickup = { sellerId: seller.company.id, method: 'pickup' as const, branchId: seller.branchIds[0]! };
    expectStatus(
      await call(t, 'POST', `/api/checkouts/${checkout.id}/place`, buyer.admin.auth, creditForm([pickup], '60')),
      200,
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id));
    expectStatus(await call(t, 'POST', `/api/orders/${order!.id}/accept`, seller.auth), 200);
    const invoice = (await invoiceOf(t.db, order!.id))!;

    const adminEmail = buyer.admin.user.email;
    const userEmail = buyer.user.user.email;
    const invoiceMail = () => smtp.to(adminEmail).find((m) => m.subject === 'Invois dikeluarkan | BinaMart');
    await eventually(() => invoiceMail() !== undefined, 'the invoice e-mail to the administrator');
    const mail = invoiceMail()!;
    expect(mail.text).toContain('Tuan/Puan Team BuyAdm 0,');
    expect(mail.text).toContain(`Invois ${invoice.number} sebanyak RM`);
    expect(mail.text).toContain(`bagi pesanan ${order!.number} telah dikeluarkan`);
    expect(mail.text).toContain('Lihat di BinaMart: https://binamart.test/invoice');
    expect(mail.text).toContain('https://binamart.test/profile');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    // the other user hears the order was accepted (in English), but not of the invoice
    const accepted = () => smtp.to(userEmail).find((m) => m.subject === 'Order accepted | BinaMart');
    await eventually(() => accepted() !== undefined, 'the order-accepted e-mail to the other user');
    expect(accepted()!.text).toContain(`accepted order ${order!.number}.`);
    await eventually(
      () => smtp.to(adminEmail).some((m) => m.subject === 'Pesanan diterima | BinaMart'),
      'the order-accepted e-mail to the administrator, in Malay',
    );
    // every e-mail of the acceptance has gone, so an invoice e-mail for the other user would have too
    await eventually(async () => (await queuedEmails()) === 0, 'the outbox to empty');
    expect(smtp.to(userEmail).some((m) => m.subject?.startsWith('Invoice issued'))).toBe(false);
    // and the bell still shows everyone everything
    const bell = expectStatus<{ items: { type: string }[] }>(
      await call(t, 'GET', '/api/notifications', buyer.user.auth),
      200,
    );
    expect(bell.items.map((n) => n.type)).toContain('invoiceIssued');
  });

  it('lets administrators find an e-mail in the outbox by its recipient or subject', async () => {
    const buyer = await buyerTeam(t);
    await grantFacility(t.db, buyer.company.id, 1_000_000);
    const checkout = await checkoutOf(t, buyer.admin.auth, [[seller.variationId, 10]]);
    const pickup = { sellerId: seller.company.id, method: 'pickup' as const, branchId: seller.branchIds[0]! };
    expectStatus(
      await call(t, 'POST', `/api/checkouts/${checkout.id}/place`, buyer.admin.auth, creditForm([pickup], '30')),
      200,
    );
    const recipient = buyer.user.user.email;
    type Outbox = { items: { toAddress: string; subject: string }[]; total: number };
    const found = async (q: string) =>
      expectStatus<Outbox>(await call(t, 'GET', `/api/admin/outbox?q=${encodeURIComponent(q)}`, admin.auth), 200);
    await eventually(async () => (await found(recipient.toUpperCase())).total > 0, 'the order e-mail to the user');
    const byRecipient = await found(recipient.toUpperCase());
    expect(byRecipient.items.every((m) => m.toAddress === recipient)).toBe(true);
    expect(byRecipient.total).toBe(byRecipient.items.length);
    const subject = byRecipient.items[0]!.subject.split(' | ')[0]!;
    const bySubject = await found(subject.toLowerCase());
    expect(bySubject.items.length).toBeGreaterThan(0);
    expect(bySubject.items.every((m) => m.subject.includes(subject))).toBe(true);
    // the pattern characters of a search are taken literally
    expect((await found('%')).total).toBe(0);
    // the outbox is the administrators' only
    expectStatus(await call(t, 'GET', '/api/admin/outbox?q=x', buyer.admin.auth), 403);
  });
});

describe('SMS for what is urgent, to users who turned SMS on', () => {
  it('texts the buyer whose SMS is on when the lorry is out for delivery, and shows it on the sandbox phone', async () => {
    const world = await confirmedOrderWithDriver(t, { admin });
    await saveOwnDetails(world.buyer.admin.auth, { notifySms: true, phone: '012-778 4512' });
    await saveOwnDetails(world.buyer.user.auth, { notifySms: false, phone: '013-221 9087' });
    const created = await createDeliveryOrder(t, world);
    await stepDeliveryOrder(t, world, created.id, ['initiated', 'outForDelivery']);

    const page = async () => (await t.app.inject({ method: 'GET', url: '/sandbox-sms?to=0127784512' })).body;
    await eventually(async () => (await page()).includes('Out for delivery'), 'the SMS on the sandbox phone');
    const html = await page();
    expect(html).toContain(
      `BinaMart: Delivery update. Delivery ${created.number} of order ${world.order.number}: Out for delivery.`,
    );
    expect(html).toContain(
      `BinaMart: Delivery scheduled. ${world.seller.company.name} scheduled delivery ${created.number}`,
    );
    // two SMS: the driver's first step ("initiated") is not worth one
    expect(html).toContain('2 messages');
    expect(html).not.toContain('Delivery initiated');
    const sent = await t.db.select().from(smsOutbox).where(eq(smsOutbox.userId, world.buyer.admin.user.id));
    expect(sent.map((row) => row.type).sort()).toEqual(['deliveryCreated', 'deliveryStep']);
    for (const row of sent) {
      expect(row).toMatchObject({ status: 'sent', toPhone: '012-778 4512' });
      expect(row.reference).toMatch(/^SMS[0-9A-F]{12}$/);
    }
    // the user with SMS off gets none
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.userId, world.buyer.user.user.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-sms?to=013-221 9087' })).body).toContain(
      'No message was sent to this number yet.',
    );
  });

  it('texts a credit decision, approved or rejected, to the buyer users whose SMS is on', async () => {
    const panel = await tierPanel(t);
    const approvedBuyer = await signedInAs(t, 'BuyAdm');
    const rejectedBuyer = await signedInAs(t, 'BuyAdm');
    await saveOwnDetails(approvedBuyer.auth, { notifySms: true, phone: '012-556 3401' });
    await saveOwnDetails(rejectedBuyer.auth, { notifySms: true, phone: '012-556 3402' });

    const approved = await submittedApplication(t, approvedBuyer.auth, 'company');
    await approveThroughTiers(t, panel, approved.id, 150_000_00);
    const rejected = await submittedApplication(t, rejectedBuyer.auth, 'company');
    expectStatus(
      await decide(t, panel.creditControl.auth, rejected.id, { decision: 'reject', note: 'turnover too low' }),
      200,
    );

    const phone = async (to: string) => (await t.app.inject({ method: 'GET', url: `/sandbox-sms?to=${to}` })).body;
    await eventually(async () => (await phone('0125563401')).includes('Credit limit approved'), 'the approval SMS');
    expect(await phone('0125563401')).toContain('RM 150,000.00');
    await eventually(
      async () => (await phone('0125563402')).includes('BinaMart: Credit application rejected.'),
      'the rejection SMS',
    );
    expect(await phone('0125563402')).toContain('turnover too low');
    const types = async (userId: string) =>
      (await t.db.select().from(smsOutbox).where(eq(smsOutbox.userId, userId))).map((row) => row.type);
    expect(await types(approvedBuyer.user.id)).toContain('creditApproved');
    expect(await types(rejectedBuyer.user.id)).toEqual(['creditRejected']);
  });

  it('marks an SMS to a number that takes none failed at once, and keeps one the gateway could not take for a retry', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const sms = createSandboxSms(t.db);
    const queued = async (toPhone: string) => {
      const [row] = await t.db
        .insert(smsOutbox)
        .values({ userId: buyer.user.id, toPhone, type: 'paymentFailed', language: 'en-us', text: 'BinaMart: test' })
        .returning();
      return row!;
    };
    const landline = await queued('03-2788 1234');
    await deliverQueuedSms({ db: t.db, sms }, landline.id);
    const [refused] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, landline.id));
    expect(refused).toMatchObject({ status: 'failed', error: '03-2788 1234 is not a mobile number' });

    const down = await queued('012-345 0000');
    await expect(deliverQueuedSms({ db: t.db, sms }, down.id)).rejects.toThrow('The SMS gateway could not be reached');
    const [waiting] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, down.id));
    expect(waiting).toMatchObject({ status: 'queued', error: 'The SMS gateway could not be reached' });
  });

  it('asks the sandbox phone for a mobile number', async () => {
    const blank = await t.app.inject({ method: 'GET', url: '/sandbox-sms' });
    expect(blank.statusCode).toBe(200);
    expect(blank.body).toContain('Mobile number');
    const wrong = await t.app.inject({ method: 'GET', url: '/sandbox-sms?to=03-2788%201234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Enter a Malaysian mobile number, such as 012-345 6789.');
  });
});

describe('the language of e-mails', () => {
  it('follows the language the user chose on the site', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    expectStatus(await call(t, 'PUT', '/api/profile/language', buyer.auth, { language: 'zh-cn' }), 204);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, buyer.user.id));
    expect(row!.language).toBe('zh-cn');
    expect((await call(t, 'PUT', '/api/profile/language', buyer.auth, { language: 'fr' })).statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/profile/language', {}, { language: 'ms' })).statusCode).toBe(401);
  });
});
