/**
 * Crashes at each named step of the money paths (lib/crash-points.ts): a real API process started
 * with CRASH_AT=<step> stops dead there, as `kill -9` would; a fresh process is started on the same
 * PostgreSQL database, and every order, payment, invoice, credit note and refund is whole or
 * absent, and the buyer, seller and administrator can finish what they were doing. What the jobs
 * would repair (a refund whose job never ran or was cut short) is repaired by the jobs' own
 * handlers. Always on PostgreSQL: a process is killed and another opens the same database.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashPoint } from '../src/lib/crash-points';
import { type ApiProcess, startApiProcess, stopApiProcess } from '../../../scripts/api-process';
import { createSandboxGateway } from '../src/adapters/payments/sandbox-gateway';
import { type Database, openPostgres } from '../src/db/client';
import { sendRefund } from '../src/modules/refunds/index';
import { adminUrl, databaseUrl } from './helpers/test-db-config';
import { SAMPLE_FILES } from './helpers/factories';

const GATEWAY_SECRET = 'gateway-secret-of-the-crash-recovery-test';
const JWT_SECRET = randomBytes(32).toString('hex');
const database = `binamart_crash_${randomBytes(4).toString('hex')}`;
let current: ApiProcess | null = null;
let db: Database;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Replaces the running process with one started with `env` (CRASH_AT for a crashing one). */
async function restart(env: Record<string, string> = {}): Promise<string> {
  if (current) await stopApiProcess(current.child);
  current = await startApiProcess({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(database),
    JWT_SECRET,
    PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
    DELIVERY_PARTNER_SECRET: 'partner-secret-of-the-crash-recovery-test',
    ...env,
  });
  return current.url;
}

/** Runs `action` on a process that stops dead at `step`; answers once it has, with a fresh process's address. */
async function crashAt(step: CrashPoint, action: (url: string) => Promise<unknown>): Promise<string> {
  const url = await restart({ CRASH_AT: step });
  const child = current!.child as ChildProcess;
  const died = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, signal) => done(signal)));
  // the connection drops with the process; an answer (an error of the action itself) is reported
  const failure = await action(url).then(
    () => null,
    (error: unknown) => (error instanceof Error && error.message.startsWith('POST ') ? error : null),
  );
  if (failure) throw failure;
  const stopped = await Promise.race([died, new Promise<'alive'>((done) => setTimeout(() => done('alive'), 30_000))]);
  expect(stopped).toBe('SIGKILL');
  current = null;
  return restart();
}

type Auth = Record<string, string>;

async function signIn(url: string, email: string): Promise<Auth> {
  const response = await fetch(`${url}/accounts/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Demo@1234' }),
  });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { jwtToken: string }).jwtToken}` };
}

async function api<T>(url: string, method: string, path: string, auth: Auth, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...auth, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const tomorrow = () => new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10);

/** The demo buyer's cart with one cable drum, started as a checkout: its id. */
async function checkoutOfOneItem(url: string, buyer: Auth): Promise<string> {
  const found = await api<{ items: { id: string; name: string }[] }>(
    url,
    'GET',
    `/api/products?q=${encodeURIComponent('Fujikura PVC Insulated Cable')}`,
    buyer,
  );
  const product = await api<{
    variations: { id: string; minOrderQty: number; available: boolean }[];
    seller: { id: string };
  }>(url, 'GET', `/api/products/${found.items[0]!.id}`, buyer);
  const variation = product.variations.find((v) => v.available)!;
  const item = await api<{ id: string }>(url, 'POST', '/api/Cart', buyer, {
    variationId: variation.id,
    quantity: variation.minOrderQty,
  });
  const checkout = await api<{ id: string }>(url, 'POST', '/api/checkouts', buyer, { cartItemIds: [item.id] });
  return checkout.id;
}

async function sellerOf(url: string, buyer: Auth, checkoutId: string) {
  const checkout = await api<{ lines: { sellerId?: string; seller?: { id: string } }[] }>(
    url,
    'GET',
    `/api/checkouts/${checkoutId}`,
    buyer,
  );
  const line = checkout.lines[0]!;
  return line.sellerId ?? line.seller!.id;
}

function details(sellerId: string, payment: Record<string, unknown>) {
  return {
    deliveryAt: `${tomorrow()}T10:00:00+08:00`,
    projectDetails: 'Crash recovery: Block C wiring',
    remarks: 'Call the site office before unloading.',
    recipientName: 'Lim Chee Keong',
    contactNumber: '0123456704',
    pic: 'Nurul Huda',
    email: 'site.kl@demo.test',
    country: 'Malaysia',
    addressLine1: 'Level 12, Menara Binaan, Jalan Sultan Ismail',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    deliveries: [{ sellerId, method: 'seller' }],
    ...payment,
  };
}

const FPX = { paymentMethod: 'fpx', payerType: 'corporate', bankCode: 'MBB0228' };

interface Placed {
  checkoutId: string;
  orders: { id: string; number: string }[];
  payment: { id: string; redirectUrl: string | null };
}

async function place(url: string, buyer: Auth, payment: Record<string, unknown> = FPX): Promise<Placed> {
  const checkoutId = await checkoutOfOneItem(url, buyer);
  const sellerId = await sellerOf(url, buyer, checkoutId);
  const placed = await api<Omit<Placed, 'checkoutId'>>(
    url,
    'POST',
    `/api/checkouts/${checkoutId}/place`,
    buyer,
    details(sellerId, payment),
  );
  return { checkoutId, ...placed };
}

/** The payer's choice on the sandbox bank page. */
async function atBank(url: string, redirectUrl: string, decision: 'success' | 'failure') {
  const response = await fetch(`${url}${redirectUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
    redirect: 'manual',
  });
  return response.status;
}

/** What is true of every checkout whatever happened: whole or absent, never half. */
async function expectWhole() {
  // every paid order is submitted or further, has exactly one invoice, and its payment is paid
  const paidOrders = await rows<{ id: string; status: string; invoices: string; paid: string }>(
    `select o.id, o.status,
       (select count(*) from invoices i where i.order_id = o.id) as invoices,
       (select count(*) from payments p where p.checkout_id = o.checkout_id and p.status = 'paid') as paid
     from orders o where o.payment_status = 'paid'`,
  );
  for (const order of paidOrders) {
    expect(order.status).not.toBe('new');
    expect(Number(order.invoices)).toBe(1);
    expect(Number(order.paid)).toBeGreaterThanOrEqual(1);
  }
  // a checkout never has two open payments, and a placed one always has its orders
  const placed = await rows<{ id: string; orders: string; open: string }>(
    `select c.id,
       (select count(*) from orders o where o.checkout_id = c.id) as orders,
       (select count(*) from payments p where p.checkout_id = c.id and p.status in ('pending', 'slipPending', 'pendingAuthorisation')) as open
     from checkouts c where c.status = 'placed'`,
  );
  for (const checkout of placed) {
    expect(Number(checkout.orders)).toBeGreaterThan(0);
    expect(Number(checkout.open)).toBeLessThanOrEqual(1);
  }
  // refunds never give back more than was paid
  const over = await rows(
    `select p.id from payments p join refunds r on r.payment_id = p.id and r.status <> 'failed'
     group by p.id, p.amount_sen having sum(r.amount_sen) > p.amount_sen`,
  );
  expect(over).toEqual([]);
}

beforeAll(async () => {
  await admin(`create database ${database}`);
  await restart(); // migrates and seeds the demo data
  db = await openPostgres(databaseUrl(database));
}, 180_000);

afterAll(async () => {
  if (current) await stopApiProcess(current.child);
  await db?.close();
  await admin(`drop database if exists ${database} with (force)`);
}, 60_000);

describe('a process that stops dead at a named step', () => {
  it('place:after-commit — the placed orders and their payment are kept, and paying opens the gateway', async () => {
    let url = await restart();
    const buyer = await signIn(url, 'buyer@demo.test');
    const checkoutId = await checkoutOfOneItem(url, buyer);
    const sellerId = await sellerOf(url, buyer, checkoutId);
    url = await crashAt('place:after-commit', (at) =>
      api(at, 'POST', `/api/checkouts/${checkoutId}/place`, buyer, details(sellerId, FPX)),
    );
    const [payment] = await rows<{ id: string; status: string; gateway_ref: string | null }>(
      'select id, status, gateway_ref from payments where checkout_id = $1',
      [checkoutId],
    );
    expect(payment).toMatchObject({ status: 'pending', gateway_ref: null });
    await expectWhole();
    // the buyer pays: the same payment continues at the bank
    const again = await api<{ id: string; redirectUrl: string }>(
      url,
      'POST',
      `/api/checkouts/${checkoutId}/pay`,
      await signIn(url, 'buyer@demo.test'),
      FPX,
    );
    expect(again.id).toBe(payment!.id);
    expect(await atBank(url, again.redirectUrl, 'success')).toBe(303);
    expect(
      (await rows<{ status: string }>('select status from payments where id = $1', [payment!.id]))[0]!.status,
    ).toBe('paid');
    await expectWhole();
  }, 240_000);

  it('pay:after-commit — the new attempt is kept and opened when the buyer pays again', async () => {
    let url = await restart();
    let buyer = await signIn(url, 'buyer@demo.test');
    const placed = await place(url, buyer);
    expect(await atBank(url, placed.payment.redirectUrl!, 'failure')).toBe(303);
    url = await crashAt('pay:after-commit', (at) =>
      api(at, 'POST', `/api/checkouts/${placed.checkoutId}/pay`, buyer, FPX),
    );
    const attempts = await rows<{ id: string; status: string; gateway_ref: string | null }>(
      'select id, status, gateway_ref from payments where checkout_id = $1 order by created_at',
      [placed.checkoutId],
    );
    expect(attempts.map((p) => [p.status, p.gateway_ref === null])).toEqual([
      ['failed', false],
      ['pending', true],
    ]);
    buyer = await signIn(url, 'buyer@demo.test');
    const again = await api<{ id: string; redirectUrl: string }>(
      url,
      'POST',
      `/api/checkouts/${placed.checkoutId}/pay`,
      buyer,
      FPX,
    );
    expect(again.id).toBe(attempts[1]!.id);
    expect(await atBank(url, again.redirectUrl, 'success')).toBe(303);
    await expectWhole();
  }, 240_000);

  it('callback:before-commit — nothing half-applied; the reconciliation applies what the bank decided', async () => {
    let url = await restart({ CRASH_AT: 'callback:before-commit' });
    const buyer = await signIn(url, 'buyer@demo.test');
    const placed = await place(url, buyer);
    const child = current!.child;
    const died = new Promise((done) => child.once('exit', done));
    await atBank(url, placed.payment.redirectUrl!, 'success').catch(() => undefined);
    await died;
    current = null;
    url = await restart();
    const [order] = await rows<{ status: string; payment_status: string }>(
      'select status, payment_status from orders where checkout_id = $1',
      [placed.checkoutId],
    );
    expect(order).toMatchObject({ status: 'new', payment_status: 'pending' });
    expect(await rows('select id from invoices where order_id = $1', [placed.orders[0]!.id])).toEqual([]);
    await expectWhole();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await api(url, 'POST', '/api/admin/reconciliations', await signIn(url, 'admin@demo.test'), { day: today });
    const [after] = await rows<{ status: string }>('select status from orders where checkout_id = $1', [
      placed.checkoutId,
    ]);
    expect(after!.status).toBe('submitted');
    await expectWhole();
  }, 240_000);

  it('slip-approve:before-commit — the slip still waits, and approving again pays the order once', async () => {
    let url = await restart();
    const buyer = await signIn(url, 'buyer@demo.test');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(SAMPLE_FILES.pdf)], { type: 'application/pdf' }), 'slip.pdf');
    const uploaded = await fetch(`${url}/api/files?purpose=payment-slip`, {
      method: 'POST',
      headers: buyer,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const slip = (await uploaded.json()) as { id: string };
    const placed = await place(url, buyer, { paymentMethod: 'transfer', slipFileId: slip.id });
    const administrator = await signIn(url, 'admin@demo.test');
    url = await crashAt('slip-approve:before-commit', (at) =>
      api(at, 'POST', `/api/admin/payments/${placed.payment.id}/approve`, administrator),
    );
    expect(
      (await rows<{ status: string }>('select status from payments where id = $1', [placed.payment.id]))[0]!.status,
    ).toBe('slipPending');
    await expectWhole();
    await api(url, 'POST', `/api/admin/payments/${placed.payment.id}/approve`, await signIn(url, 'admin@demo.test'));
    const [order] = await rows<{ status: string }>('select status from orders where checkout_id = $1', [
      placed.checkoutId,
    ]);
    expect(order!.status).toBe('submitted');
    await expectWhole();
  }, 240_000);

  it('reject:after-commit — the credit note and refund are whole, and the refund job sends it once', async () => {
    const url = await restart();
    const buyer = await signIn(url, 'buyer@demo.test');
    const placed = await place(url, buyer);
    expect(await atBank(url, placed.payment.redirectUrl!, 'success')).toBe(303);
    const seller = await signIn(url, 'orders@elektrikjaya.demo.test');
    await crashAt('reject:after-commit', (at) =>
      api(at, 'POST', `/api/orders/${placed.orders[0]!.id}/reject`, seller, { reason: 'Drum damaged' }),
    );
    const refunds = await rows<{ id: string; reference: string; status: string }>(
      'select id, reference, status from refunds where payment_id = $1',
      [placed.payment.id],
    );
    expect(refunds).toHaveLength(1);
    const notes = await rows(
      "select n.id from invoice_notes n join invoices i on i.id = n.invoice_id where i.order_id = $1 and n.cause = 'orderRejected'",
      [placed.orders[0]!.id],
    );
    expect(notes).toHaveLength(1);
    await expectWhole();
    // what the refund sweep queues for a refund whose job never ran: its job, run twice, sends it once
    const gateway = createSandboxGateway(db.db, GATEWAY_SECRET);
    await sendRefund({ db: db.db, gateway }, refunds[0]!.id);
    await sendRefund({ db: db.db, gateway }, refunds[0]!.id);
    const atGateway = await rows('select ref from sandbox_gateway_refunds where merchant_reference = $1', [
      refunds[0]!.reference,
    ]);
    expect(atGateway).toHaveLength(1);
    await expectWhole();
  }, 240_000);

  it('refund:after-gateway — the gateway took it, the answer was lost: sending again records the same refund once', async () => {
    let url = await restart();
    const buyer = await signIn(url, 'buyer@demo.test');
    const placed = await place(url, buyer);
    expect(await atBank(url, placed.payment.redirectUrl!, 'success')).toBe(303);
    // the seller rejects on a process whose refund job stops dead once the gateway has answered
    url = await restart({ CRASH_AT: 'refund:after-gateway' });
    const child = current!.child;
    const died = new Promise((done) => child.once('exit', done));
    const seller = await signIn(url, 'orders@elektrikjaya.demo.test');
    // the refund job may stop the process before the rejection's answer is written: the
    // rejection itself committed first (the refund row below is its proof)
    await api(url, 'POST', `/api/orders/${placed.orders[0]!.id}/reject`, seller, { reason: 'Drum damaged' }).catch(
      () => undefined,
    );
    await died;
    current = null;
    await restart();
    const [refund] = await rows<{ id: string; reference: string; status: string }>(
      'select id, reference, status from refunds where payment_id = $1',
      [placed.payment.id],
    );
    // BinaMart never recorded the gateway's answer; the gateway holds the refund
    expect(refund!.status).toBe('queued');
    const atGateway = () =>
      rows('select ref from sandbox_gateway_refunds where merchant_reference = $1', [refund!.reference]);
    expect(await atGateway()).toHaveLength(1);
    // the job's retry: the gateway answers the same refund, recorded once
    await sendRefund({ db: db.db, gateway: createSandboxGateway(db.db, GATEWAY_SECRET) }, refund!.id);
    expect(await atGateway()).toHaveLength(1);
    const [sent] = await rows<{ status: string; bank_reference: string | null }>(
      'select status, bank_reference from refunds where id = $1',
      [refund!.id],
    );
    expect(sent!.status).toBe('processing');
    expect(sent!.bank_reference).not.toBeNull();
    await expectWhole();
  }, 240_000);
});
