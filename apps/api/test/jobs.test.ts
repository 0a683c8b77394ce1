/**
 * The job engine on this test's database (PGlite or PostgreSQL): the overdue sweep runs as a
 * job and reads the app's clock; a job queued while two engines (two API processes) work on
 * one database runs once; a failing job is retried, then listed for administrators, who can
 * run it again.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { formatDate } from '@binamart/shared';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, sendInvoiceReminders } from '../src/modules/billing/invoices/index';
import { notifications, orders } from '../src/db/schema/index';
import { SettableClock } from '../src/lib/clock';
import { type JobEngine, createJobEngine, defineJob } from '../src/lib/jobs/job-engine';
import { branchForm, signedInAs } from './helpers/factories';
import { type SellerSelling, call, expectStatus, sellerSelling } from './helpers/checkout-factories';
import { checkoutOf, creditForm, grantFacility } from './helpers/credit-checkout-factories';
import { invoiceOf } from './helpers/invoice-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Admin = Awaited<ReturnType<typeof signedInAs>>;

const clock = new SettableClock(new Date());
let t: TestApp;
let admin: Admin;
let seller: SellerSelling;
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'binamart-jobs-'));
  t = await createTestApp({ DATA_DIR: dataDir }, undefined, { clock, jobs: true });
  await t.app.ready();
  admin = await signedInAs(t, 'Adm');
  seller = await sellerSelling(t, admin.auth, {
    branches: [branchForm({ name: 'Klang depot', postcode: '41050', city: 'Klang' })],
    rates: [],
  });
});
afterAll(async () => {
  await t.close();
});

/** Waits (up to 15 s) until `check` answers true. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 15_000; waited += 200) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A new buyer's 60-day credit order, placed and accepted: its invoice is pending until the due date. */
async function acceptedCreditInvoice() {
  // placed today: the checkout's delivery-time rule reads the app's clock, which an earlier test moved on
  clock.set(new Date());
  const buyer = await signedInAs(t, 'BuyAdm');
  await grantFacility(t.db, buyer.company.id, 1_000_000);
  const checkout = await checkoutOf(t, buyer.auth, [[seller.variationId, 20]]);
  const pickup = { sellerId: seller.company.id, method: 'pickup' as const, branchId: seller.branchIds[0]! };
  expectStatus(
    await call(t, 'POST', `/api/checkouts/${checkout.id}/place`, buyer.auth, creditForm([pickup], '60')),
    200,
  );
  const [order] = await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id));
  expectStatus(await call(t, 'POST', `/api/orders/${order!.id}/accept`, seller.auth), 200);
  return { buyer, order: order!, invoice: (await invoiceOf(t.db, order!.id))! };
}

describe('the overdue sweep', () => {
  it('runs as a job and moves a credit invoice to unpaid once the clock passes its due date', async () => {
    const { order, invoice } = await acceptedCreditInvoice();

    // on the due date the sweep leaves it pending
    clock.set(new Date(`${invoice.dueDate}T10:00:00+08:00`));
    const onDueDate = await t.app.jobs.send('billing.overdue-sweep', {});
    expect(onDueDate).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await invoiceOf(t.db, order.id))!.status).toBe('pending');

    // the day after, the next run moves it
    clock.set(new Date(`${addDays(invoice.dueDate, 1)}T00:30:00+08:00`));
    await t.app.jobs.send('billing.overdue-sweep', {});
    await eventually(async () => (await invoiceOf(t.db, order.id))!.status === 'unpaid', 'the invoice to fall due');
  });

  it('refuses a job nobody declared', async () => {
    await expect(t.app.jobs.send('no.such-job', {})).rejects.toThrow('No job is declared as no.such-job');
  });
});

describe('invoice reminders', () => {
  it('tells the buyer once when the extension window opens and once 3 days before the due date', async () => {
    const { buyer, invoice } = await acceptedCreditInvoice();
    const told = async (type: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id))).filter(
        (n) => n.type === type && n.params.invoice === invoice.number,
      );

    // 30 days before the due date the extension window opens: once, however often the job runs
    const windowOpens = new Date(`${addDays(invoice.dueDate, -30)}T09:00:00+08:00`);
    expect(await sendInvoiceReminders(t.db, windowOpens)).toBeGreaterThanOrEqual(1);
    await sendInvoiceReminders(t.db, windowOpens);
    expect(await told('extensionWindowOpen')).toHaveLength(1);
    expect(await told('invoiceDueSoon')).toHaveLength(0);

    // 3 days before: due soon, with the amount and the date
    const dueSoon = new Date(`${addDays(invoice.dueDate, -3)}T09:00:00+08:00`);
    await sendInvoiceReminders(t.db, dueSoon);
    await sendInvoiceReminders(t.db, dueSoon);
    const [reminder, ...more] = await told('invoiceDueSoon');
    expect(more).toHaveLength(0);
    expect(reminder!.params).toMatchObject({ invoice: invoice.number, dueDate: formatDate(invoice.dueDate) });
    expect(String(reminder!.params.amount)).toMatch(/^RM /);

    // the seller is not reminded of the buyer's invoice
    const dueSoonFor = await t.db.select().from(notifications).where(eq(notifications.type, 'invoiceDueSoon'));
    expect(dueSoonFor.filter((n) => n.params.invoice === invoice.number).map((n) => n.userId)).toEqual([buyer.user.id]);
  });
});

describe('two processes on one database', () => {
  const runs: string[] = [];
  let attempts = 0;
  const definitions = [
    defineJob({
      name: 'test.count',
      payload: z.object({ label: z.string() }),
      handler: async ({ label }) => {
        runs.push(label);
      },
      retry: { limit: 0, delaySeconds: 0, backoff: false },
    }),
    defineJob({
      name: 'test.fail',
      payload: z.object({}),
      handler: async () => {
        attempts += 1;
        throw new Error('The depot printer is offline');
      },
      retry: { limit: 2, delaySeconds: 0, backoff: false },
    }),
  ];
  const engines: JobEngine[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const engine = createJobEngine({
        connection: t.database.jobConnection,
        definitions,
        log: () => {},
        pollingSeconds: 0.5,
      });
      await engine.start();
      engines.push(engine);
    }
  });
  afterAll(async () => {
    for (const engine of engines) await engine.stop();
  });

  it('runs each queued job exactly once', async () => {
    for (let i = 0; i < 10; i++) await engines[i % 2]!.send('test.count', { label: `job ${i}` });
    await eventually(async () => runs.length >= 10, 'ten runs');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `job ${i}`).sort());
  });

  it('retries a failing job, then shows it to administrators, who can run it again', async () => {
    await engines[0]!.send('test.fail', {});
    await eventually(async () => (await engines[1]!.failed(1, 20)).total === 1, 'the job to fail');
    expect(attempts).toBe(3);

    const page = expectStatus<{
      items: { id: string; name: string; error: string; attempts: number }[];
      total: number;
    }>(await call(t, 'GET', '/api/admin/jobs', admin.auth), 200);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ name: 'test.fail', error: 'The depot printer is offline', attempts: 3 });

    // a buyer may not see or retry them; an unknown id is not found
    const buyer = await signedInAs(t, 'BuyAdm');
    expectStatus(await call(t, 'GET', '/api/admin/jobs', buyer.auth), 403);
    expectStatus(await call(t, 'POST', `/api/admin/jobs/${page.items[0]!.id}/retry`, buyer.auth), 403);
    expectStatus(await call(t, 'POST', `/api/admin/jobs/${crypto.randomUUID()}/retry`, admin.auth), 404);

    expectStatus(await call(t, 'POST', `/api/admin/jobs/${page.items[0]!.id}/retry`, admin.auth), 204);
    await eventually(async () => attempts > 3, 'the retried run');
    await eventually(async () => (await engines[0]!.failed(1, 20)).total === 1, 'the retried job to fail again');
  });
});
