/**
 * Several API processes on one PostgreSQL database, as an operator runs them behind a load
 * balancer: two real `main.ts` processes on two ports (the first seeds the demo data). A DO step
 * a driver records through process A reaches a live stream (an administrator's) on process B
 * within 2 s, and the notification it causes reaches the buyer's bell on B, through PostgreSQL
 * LISTEN/NOTIFY and, in a second pair, through Redis (REDIS_URL). An e-mail caused on A is
 * delivered once to a real SMTP server, also when that server was down at first, by one job run
 * across both processes' workers. Always on PostgreSQL: the embedded PGlite is one process by
 * construction.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess, stopApiProcess } from '../../../scripts/api-process';
import { startS3Server } from './helpers/s3-server';
import { type TestSmtp, eventually, startSmtpServer } from './helpers/smtp-server';
import { adminUrl, databaseUrl } from './helpers/test-db-config';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = randomBytes(32).toString('hex');
const database = `binamart_multi_${randomBytes(4).toString('hex')}`;
const running = new Set<ChildProcess>();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts `main.ts` on a free port against the test's database and waits until it answers. */
async function startProcess(env: Record<string, string>): Promise<ApiProcess> {
  const started = await startApiProcess({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(database),
    JWT_SECRET,
    PAYMENT_GATEWAY_SECRET: 'gateway-secret-shared-by-every-process-of-the-test',
    DELIVERY_PARTNER_SECRET: 'partner-secret-shared-by-every-process-of-the-test',
    ...env,
  });
  running.add(started.child);
  return started;
}

async function stop(child: ChildProcess) {
  await stopApiProcess(child);
  running.delete(child);
}

async function signIn(url: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/accounts/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Demo@1234' }),
  });
  expect(response.status).toBe(200);
  const { jwtToken } = (await response.json()) as { jwtToken: string };
  return { authorization: `Bearer ${jwtToken}` };
}

interface DeliveryOrderView {
  id: string;
  status: string;
}

/** The first frame of `event` whose data passes `wanted`, read from an open stream (null when none comes in time). */
async function frameWhere<T>(
  body: ReadableStream<Uint8Array>,
  event: string,
  wanted: (data: T) => boolean,
  withinMs: number,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + withinMs;
  try {
    while (Date.now() < deadline) {
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((done) => setTimeout(() => done(null), Math.max(0, deadline - Date.now()))),
      ]);
      if (next === null || next.done) return null;
      buffer += decoder.decode(next.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines[0] === `event: ${event}` && data) {
          const parsed = JSON.parse(data.slice('data: '.length)) as T;
          if (wanted(parsed)) return { data: parsed, at: Date.now() };
        }
        end = buffer.indexOf('\n\n');
      }
    }
    return null;
  } finally {
    reader.releaseLock();
  }
}

const NEXT: Record<string, string> = {
  assigned: 'initiated',
  initiated: 'outForDelivery',
  outForDelivery: 'arrived',
  arrived: 'unloading',
};

/** The unread count in the first frame of an open bell stream. */
async function firstUnread(body: ReadableStream<Uint8Array>) {
  const frame = await frameWhere<{ unread: number }>(body, 'unread', () => true, 5000);
  expect(frame, 'the bell stream starts with the unread count').not.toBeNull();
  return frame!.data.unread;
}

/**
 * A driver's DO that can still be stepped: stepped through A while an administrator's DO stream
 * and the buyer's bell are open on B; answers when B's frames arrived, measured from the step's answer.
 */
async function stepSeenOnTheOtherProcess(a: string, b: string) {
  const driver = await signIn(a, 'driver@demo.test');
  const watcher = await signIn(b, 'admin@demo.test');
  const buyer = await signIn(b, 'buyer@demo.test');
  const mine = (await (
    await fetch(`${a}/api/driver/delivery-orders`, { headers: driver })
  ).json()) as DeliveryOrderView[];
  const open = mine.find((order) => NEXT[order.status]);
  expect(open, 'the demo data holds a DO the driver can step').toBeDefined();
  const to = NEXT[open!.status]!;

  const controller = new AbortController();
  try {
    const stream = await fetch(`${b}/api/delivery-orders/${open!.id}/stream`, {
      headers: watcher,
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const seen = frameWhere<DeliveryOrderView>(stream.body!, 'delivery', (order) => order.status === to, 10_000);
    const bell = await fetch(`${b}/api/notifications/stream`, { headers: buyer, signal: controller.signal });
    expect(bell.status).toBe(200);
    const unreadBefore = await firstUnread(bell.body!);
    const rang = frameWhere<{ unread: number }>(bell.body!, 'unread', ({ unread }) => unread > unreadBefore, 10_000);
    // the stream's first frame (the DO as it is) has been written once the response started
    const stepped = await fetch(`${a}/api/driver/delivery-orders/${open!.id}/step`, {
      method: 'POST',
      headers: { ...driver, 'content-type': 'application/json' },
      body: JSON.stringify({ status: to }),
    });
    expect(stepped.status).toBe(200);
    const answeredAt = Date.now();
    const frame = await seen;
    expect(frame, `process B sends the step to ${to}`).not.toBeNull();
    expect(frame!.data.id).toBe(open!.id);
    expect(frame!.at - answeredAt).toBeLessThan(2000);
    // the buyer's bell on B rings for the notification the step made on A
    const ring = await rang;
    expect(ring, 'the buyer’s bell on process B counts the new notification').not.toBeNull();
    expect(ring!.data.unread).toBe(unreadBefore + 1);
    expect(ring!.at - answeredAt).toBeLessThan(2000);
  } finally {
    controller.abort();
  }
}

/** How many times the job engine ran deliveries of the e-mail with this outbox id, and how they ended. */
async function deliveryJobs(outboxId: string) {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = 'messaging.deliver-email' and data->>'id' = $1`,
      [outboxId],
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function outboxRow(address: string) {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; status: string; error: string | null }>(
      `select id, status, error from email_outbox where to_address = $1 and template = 'reset' order by created_at desc limit 1`,
      [address],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/**
 * A password reset asked through A while the mail server is down: both processes hear of the
 * queued e-mail and both run delivery workers, yet one job delivers it, once, when the server is back.
 */
async function emailDeliveredOnce(a: string, smtp: TestSmtp) {
  const address = 'buyer@demo.test';
  const resets = () => smtp.to(address).filter((m) => m.subject === 'Reset your BinaMart password');
  await smtp.stop();
  const asked = await fetch(`${a}/api/accounts/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: address }),
  });
  expect(asked.status).toBe(200);
  await eventually(async () => Boolean((await outboxRow(address))?.error), 'a failed first try to be recorded');
  const waiting = (await outboxRow(address))!;
  expect(waiting.status).toBe('queued');
  expect(resets()).toHaveLength(0);

  await smtp.start();
  await eventually(() => resets().length > 0, 'the e-mail to arrive once the server is back');
  await eventually(async () => (await outboxRow(address))!.status === 'sent', 'the outbox to say sent');
  // a while later: still one e-mail, from one job that was retried, never a second job
  await new Promise((done) => setTimeout(done, 3000));
  expect(resets()).toHaveLength(1);
  const jobs = await deliveryJobs(waiting.id);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.state).toBe('completed');
  expect(jobs[0]!.retry_count).toBeGreaterThan(0);
}

beforeAll(async () => {
  await admin(`create database ${database}`);
}, 60_000);

afterAll(async () => {
  await Promise.all([...running].map(stop));
  await admin(`drop database if exists ${database} with (force)`);
}, 60_000);

describe('two API processes on one PostgreSQL', () => {
  it('a step recorded through A reaches a live stream and a bell on B (LISTEN/NOTIFY); an e-mail caused on A goes once', async () => {
    const smtp = await startSmtpServer();
    const mail = { SMTP_URL: smtp.url, EMAIL_RETRY_SECONDS: '1', PUBLIC_URL: 'https://binamart.test' };
    const a = await startProcess({ SEED_DEMO: 'true', ...mail });
    const b = await startProcess({ SEED_DEMO: 'false', ...mail });
    try {
      await stepSeenOnTheOtherProcess(a.url, b.url);
      await emailDeliveredOnce(a.url, smtp);
    } finally {
      await Promise.all([stop(a.child), stop(b.child)]);
      await smtp.stop();
    }
  }, 240_000);

  it('the same through Redis when REDIS_URL is set', async () => {
    const a = await startProcess({ SEED_DEMO: 'false', REDIS_URL });
    const b = await startProcess({ SEED_DEMO: 'false', REDIS_URL });
    try {
      await stepSeenOnTheOtherProcess(a.url, b.url);
      // SIGTERM while a request is in flight: it is answered in full, then the process exits 0
      const exited = new Promise<number | null>((done) => a.child.once('exit', (code) => done(code)));
      const inFlight = fetch(`${a.url}/api/products?pageSize=50`).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { total: number },
      }));
      await new Promise((done) => setTimeout(done, 5));
      a.child.kill('SIGTERM');
      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(answered.body.total).toBeGreaterThan(0);
      expect(await exited, a.errors()).toBe(0);
      // once stopped it takes nothing more, while B still serves
      await expect(fetch(`${a.url}/api/health`)).rejects.toThrow();
      expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
    } finally {
      const codes = await Promise.all(
        [a.child, b.child].map(
          (child) =>
            new Promise<number | null>((done) => {
              if (child.exitCode !== null) return done(child.exitCode);
              child.once('exit', (code) => done(code));
              void stop(child);
            }),
        ),
      );
      // SIGTERM ends each process cleanly (A had ended already)
      expect(codes[1]).toBe(0);
    }
  }, 240_000);

  it('a chat message sent through A reaches the supplier’s chat stream on B, stored once however often it is sent', async () => {
    const a = await startProcess({ SEED_DEMO: 'false' });
    const b = await startProcess({ SEED_DEMO: 'false' });
    const controller = new AbortController();
    try {
      const buyer = await signIn(a.url, 'buyer@demo.test');
      const supplier = await signIn(b.url, 'seller.user@demo.test');
      const conversations = (await (await fetch(`${a.url}/api/chat/conversations`, { headers: buyer })).json()) as {
        id: string;
        about: { kind: string } | null;
      }[];
      const about = conversations.find((c) => c.about?.kind === 'order');
      expect(about, 'the demo data holds a conversation about an order').toBeDefined();
      const stream = await fetch(`${b.url}/api/chat/stream`, { headers: supplier, signal: controller.signal });
      expect(stream.status).toBe(200);
      const body = `Sent through A at ${Date.now()}`;
      const clientId = `two-process-${Date.now()}`;
      const send = () =>
        fetch(`${a.url}/api/chat/conversations/${about!.id}/messages`, {
          method: 'POST',
          headers: { ...buyer, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId, body }),
        });
      const seen = frameWhere<{ id: string; body: string }>(stream.body!, 'message', (m) => m.body === body, 5000);
      const sent = await send();
      expect(sent.status).toBe(201);
      const answeredAt = Date.now();
      const { id } = (await sent.json()) as { id: string };
      const frame = await seen;
      expect(frame, 'the message reached the stream on B').not.toBeNull();
      expect(frame!.data.id).toBe(id);
      expect(frame!.at - answeredAt).toBeLessThan(2000);
      // the resend after a dropped connection answers the same message, through either process
      const again = await fetch(`${b.url}/api/chat/conversations/${about!.id}/messages`, {
        method: 'POST',
        headers: { ...(await signIn(b.url, 'buyer@demo.test')), 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, body }),
      });
      expect(((await again.json()) as { id: string }).id).toBe(id);
    } finally {
      controller.abort();
      await Promise.all([stop(a.child), stop(b.child)]);
    }
  }, 240_000);

  it('a file uploaded through A is downloaded through B (object storage)', async () => {
    const s3 = await startS3Server();
    const a = await startProcess({ SEED_DEMO: 'false', ...s3.env });
    const b = await startProcess({ SEED_DEMO: 'false', ...s3.env });
    try {
      const admin = await signIn(a.url, 'admin@demo.test');
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'purchase-order.pdf');
      const uploaded = await fetch(`${a.url}/api/files?purpose=purchase-order`, {
        method: 'POST',
        headers: admin,
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      const download = await fetch(`${b.url}${url}`, { headers: admin });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
    } finally {
      await Promise.all([stop(a.child), stop(b.child)]);
      await s3.close();
    }
  }, 240_000);
});
