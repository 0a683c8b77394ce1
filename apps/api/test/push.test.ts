/**
 * Web Push: a user's devices subscribe and unsubscribe (their own only); a notification to a user
 * whose push flag is on reaches each of their devices through its push service, encrypted for the
 * device, signed with the server's VAPID key, in the reader's language; nothing goes to a user who
 * turned push off; a push service that says the device is gone removes it; a failure is retried.
 * The push service is the test's own HTTP server, which decrypts what arrives as a browser would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox, pushSubscriptions } from '../src/db/schema/index';
import { pushEndpointAllowed } from '../src/adapters/push/push-sender';
import { loadEnv } from '../src/env';
import { notify } from '../src/modules/messaging/index';
import { signedInAs } from './helpers/factories';
import { call, expectStatus } from './helpers/checkout-factories';
import { type TestPushService, browserKeys, startPushService, verifiedVapid } from './helpers/push-endpoint';
import { eventually } from './helpers/smtp-server';
import { type TestApp, TEST_ENV, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
interface Subscription {
  id: string;
  endpoint: string;
  userAgent: string;
  createdAt: string;
  lastSuccessAt: string | null;
}

let t: TestApp;
let service: TestPushService;
let publicKey: string;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true', EMAIL_RETRY_SECONDS: '1' }, undefined, { jobs: true });
  await t.app.ready();
  publicKey = expectStatus<{ publicKey: string }>(
    await t.app.inject({ method: 'GET', url: '/api/push/public-key' }),
    200,
  ).publicKey;
});
afterAll(async () => {
  await t.close();
  await service.stop();
});

let paths = 0;
/** Subscribes a new device (a browser with its own keys and endpoint at the test's push service) for `auth`. */
async function newDevice(auth: Auth) {
  paths += 1;
  const path = `/push/device-${paths}`;
  const browser = browserKeys();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...auth, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' },
    payload: { endpoint: service.endpoint(path), expirationTime: null, keys: browser.keys },
  });
  const subscription = expectStatus<Subscription>(response, 201);
  return { path, browser, subscription };
}

const outboxOf = (userId: string) => t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId));

describe('subscribing a device', () => {
  it('keeps the device for the signed-in user, lists it to them only, and lets only them remove it', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const other = await signedInAs(t, 'BuyAdm');
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const { subscription } = await newDevice(buyer.auth);
    expect(subscription).toMatchObject({ userAgent: expect.stringContaining('Android 14'), lastSuccessAt: null });

    const mine = expectStatus<Subscription[]>(await call(t, 'GET', '/api/push/subscriptions', buyer.auth), 200);
    expect(mine.map((s) => s.id)).toEqual([subscription.id]);
    expect(expectStatus<Subscription[]>(await call(t, 'GET', '/api/push/subscriptions', other.auth), 200)).toEqual([]);

    // another user cannot remove it, and is told it does not exist
    const tampered = await call(t, 'DELETE', `/api/push/subscriptions/${subscription.id}`, other.auth);
    expect(tampered.statusCode).toBe(404);
    expect((await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id))).length).toBe(
      1,
    );
    expectStatus(await call(t, 'DELETE', `/api/push/subscriptions/${subscription.id}`, buyer.auth), 204);
    expect((await call(t, 'DELETE', `/api/push/subscriptions/${subscription.id}`, buyer.auth)).statusCode).toBe(404);
    expect(expectStatus<Subscription[]>(await call(t, 'GET', '/api/push/subscriptions', buyer.auth), 200)).toEqual([]);

    // signed out: nothing
    expect((await call(t, 'GET', '/api/push/subscriptions', {})).statusCode).toBe(401);
    const anonymous = await call(
      t,
      'POST',
      '/api/push/subscriptions',
      {},
      {
        endpoint: service.endpoint('/push/anonymous'),
        keys: browserKeys().keys,
      },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves a browser that signs in as another user to that user', async () => {
    const first = await signedInAs(t, 'BuyUsr');
    const second = await signedInAs(t, 'SellAdm');
    const { subscription, browser } = await newDevice(first.auth);
    const again = expectStatus<Subscription>(
      await call(t, 'POST', '/api/push/subscriptions', second.auth, {
        endpoint: subscription.endpoint,
        keys: browser.keys,
      }),
      201,
    );
    expect(again.id).toBe(subscription.id);
    expect(expectStatus<Subscription[]>(await call(t, 'GET', '/api/push/subscriptions', first.auth), 200)).toEqual([]);
    expect(
      expectStatus<Subscription[]>(await call(t, 'GET', '/api/push/subscriptions', second.auth), 200).map((s) => s.id),
    ).toEqual([subscription.id]);
  });

  it('keeps at most 20 devices a user, dropping the one that signed up longest ago', async () => {
    const buyer = await signedInAs(t, 'BuyUsr');
    const first = await newDevice(buyer.auth);
    for (let i = 0; i < 20; i++) await newDevice(buyer.auth);
    const devices = expectStatus<Subscription[]>(await call(t, 'GET', '/api/push/subscriptions', buyer.auth), 200);
    expect(devices).toHaveLength(20);
    expect(devices.map((d) => d.id)).not.toContain(first.subscription.id);
  });

  it('refuses an endpoint that is not a push service, and keys that are not a browser’s, at their fields', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const keys = browserKeys().keys;
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...buyer.auth, 'accept-language': 'ms' },
      payload: { endpoint: 'https://intranet.example.com/hook', keys },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      code: 'validation_error',
      details: [{ path: 'endpoint', message: 'Ini bukan alamat perkhidmatan tolak yang digunakan oleh pelayar.' }],
    });
    const badKeys = await call(t, 'POST', '/api/push/subscriptions', buyer.auth, {
      endpoint: service.endpoint('/push/bad-keys'),
      keys: { p256dh: 'not-a-key', auth: keys.auth },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(JSON.stringify(badKeys.json())).toContain('The browser sent push keys that cannot be used.');
    expect(
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.user.id))).length,
    ).toBe(0);
  });

  it('takes only the browsers’ push services over https, and this machine only when allowed outside production', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc:APA91b', false)).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/gAAAA', false)).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QGx', false)).toBe(true);
    expect(pushEndpointAllowed('https://wns2-sg2p.notify.windows.com/w/?token=x', false)).toBe(true);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', false)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com.evil.example/x', false)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com:8443/x', false)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push', false)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push', true)).toBe(true);
    expect(pushEndpointAllowed('http://10.0.0.5/push', true)).toBe(false);
    expect(() => loadEnv({ ...TEST_ENV, NODE_ENV: 'production', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' })).toThrow(
      'PUSH_ALLOW_LOCAL_ENDPOINTS: not allowed with NODE_ENV=production',
    );
  });
});

describe('a notification, pushed', () => {
  it('reaches every device of a user whose push flag is on, encrypted for each, in their language', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    expectStatus(await call(t, 'PUT', '/api/profile/language', buyer.auth, { language: 'ms' }), 204);
    const phone = await newDevice(buyer.auth);
    const laptop = await newDevice(buyer.auth);

    await notify(
      t.db,
      { userIds: [buyer.user.id] },
      'orderAccepted',
      { seller: 'Syarikat Bahan Binaan Maju Sdn. Bhd.', number: 'ORD-2026-000777' },
      '/order/0b1d3f7e-8a43-4c55-9d0b-4a8e3f2d1c00',
    );

    await eventually(() => service.received(phone.path).length === 1, 'the push to the phone');
    await eventually(() => service.received(laptop.path).length === 1, 'the push to the laptop');
    const [notice] = await t.app
      .inject({ method: 'GET', url: '/api/notifications?page=1&pageSize=1', headers: buyer.auth })
      .then((r) => r.json<{ items: { id: string }[] }>().items);
    for (const device of [phone, laptop]) {
      const push = service.received(device.path)[0]!;
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBe(86_400);
      // the body is ciphertext: the words are not in it
      expect(push.body.toString('latin1')).not.toContain('ORD-2026-000777');
      const claims = verifiedVapid(push.headers, publicKey);
      expect(claims.aud).toBe(new URL(device.subscription.endpoint).origin);
      expect(claims.sub).toBe('mailto:support@binamart.my');
      expect(JSON.parse(device.browser.decrypt(push.body))).toEqual({
        tag: notice!.id,
        title: 'Pesanan diterima',
        body: 'Syarikat Bahan Binaan Maju Sdn. Bhd. telah menerima pesanan ORD-2026-000777.',
        link: '/order/0b1d3f7e-8a43-4c55-9d0b-4a8e3f2d1c00',
      });
    }
    // the keys of one device do not open the other's push
    expect(() => phone.browser.decrypt(service.received(laptop.path)[0]!.body)).toThrow();

    await eventually(
      async () => (await outboxOf(buyer.user.id)).every((row) => row.status === 'sent'),
      'both pushes marked sent',
    );
    const devices = expectStatus<Subscription[]>(await call(t, 'GET', '/api/push/subscriptions', buyer.auth), 200);
    expect(devices.every((device) => device.lastSuccessAt !== null)).toBe(true);
  });

  it('opens the reader’s notifications page when the notification has no link, and urges what is urgent', async () => {
    const seller = await signedInAs(t, 'SellAdm');
    const device = await newDevice(seller.auth);
    await notify(t.db, { userIds: [seller.user.id] }, 'paymentFailed', { reference: 'PY-2026-000778' });
    await eventually(() => service.received(device.path).length === 1, 'the push');
    const push = service.received(device.path)[0]!;
    expect(push.headers.urgency).toBe('high');
    expect(JSON.parse(device.browser.decrypt(push.body))).toMatchObject({
      title: 'Payment failed',
      link: '/seller/notifications',
    });
  });

  it('sends nothing to a user who turned push off', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const device = await newDevice(buyer.auth);
    const profile = expectStatus<{ user: Record<string, unknown> }>(
      await call(t, 'GET', '/api/profile', buyer.auth),
      200,
    );
    const { firstName, lastName, position, phone, notifySms } = profile.user;
    expectStatus(
      await call(t, 'PUT', '/api/profile', buyer.auth, {
        user: { firstName, lastName, position, phone: phone || '012-345 6789', notifySms, notifyPush: false },
      }),
      200,
    );
    // a push to someone else at the same moment shows the jobs are running
    const listener = await signedInAs(t, 'BuyAdm');
    const control = await newDevice(listener.auth);
    await notify(t.db, { userIds: [buyer.user.id, listener.user.id] }, 'orderCancelled', { number: 'ORD-2026-000779' });
    await eventually(() => service.received(control.path).length === 1, 'the push to the other user');
    expect(await outboxOf(buyer.user.id)).toEqual([]);
    expect(service.received(device.path)).toEqual([]);
    // the bell still tells them
    const bell = expectStatus<{ items: { type: string }[] }>(
      await call(t, 'GET', '/api/notifications', buyer.auth),
      200,
    );
    expect(bell.items.map((n) => n.type)).toContain('orderCancelled');
  });

  it('removes a device its push service says is gone (410), and sends it nothing more', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const device = await newDevice(buyer.auth);
    service.answer(device.path, 410);
    await notify(t.db, { userIds: [buyer.user.id] }, 'orderCancelled', { number: 'ORD-2026-000780' });
    await eventually(async () => {
      const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.user.id));
      return rows.length === 0;
    }, 'the device removed');
    const [row] = await outboxOf(buyer.user.id);
    expect(row).toMatchObject({ status: 'failed', subscriptionId: null });
    expect(row!.error).toContain('410');
    expect(service.received(device.path)).toHaveLength(1);
    expect(expectStatus<Subscription[]>(await call(t, 'GET', '/api/push/subscriptions', buyer.auth), 200)).toEqual([]);
    // the next notification queues no push at all
    await notify(t.db, { userIds: [buyer.user.id] }, 'orderCancelled', { number: 'ORD-2026-000781' });
    expect(await outboxOf(buyer.user.id)).toHaveLength(1);
  });

  it('tries a push again when the push service fails, until it is taken', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const device = await newDevice(buyer.auth);
    service.answer(device.path, 503, 201);
    await notify(t.db, { userIds: [buyer.user.id] }, 'orderCancelled', { number: 'ORD-2026-000782' });
    await eventually(async () => {
      const [row] = await outboxOf(buyer.user.id);
      return row?.status === 'sent';
    }, 'the push sent on its second try');
    const received = service.received(device.path);
    expect(received).toHaveLength(2);
    // the same notification both times, each encrypted afresh
    expect(device.browser.decrypt(received[0]!.body)).toBe(device.browser.decrypt(received[1]!.body));
    expect(JSON.parse(device.browser.decrypt(received[1]!.body))).toMatchObject({ title: 'Order cancelled' });
    const [row] = await outboxOf(buyer.user.id);
    expect(row!.error).toBeNull();
    expect(
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.subscription.id))).length,
    ).toBe(1);
  });
});
