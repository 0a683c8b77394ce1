/**
 * The bell's live stream (GET /api/notifications/stream) over a real port: the unread count on
 * connect, again when a notification for the user commits (here: a colleague added to the
 * company) and when they read them; nothing for another company's change; refused without a
 * session; its subscription goes with the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBusOf } from '../src/lib/events/event-bus';
import { signIn, signOut, signedInAs } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.app.events.ready();
});
afterAll(() => t.close());

let sequence = 0;
const colleague = () => {
  sequence += 1;
  return {
    email: `colleague${sequence}.${Date.now()}@example.test`,
    firstName: 'Siti',
    lastName: 'Aminah',
    position: 'Quantity surveyor',
    phone: '012-345 6789',
    pin: '246801',
    role: 'BuyUsr',
  };
};

/** Reads `unread` frames from the stream as they come. */
function unreadFrames(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // a read still waiting when a call timed out is the next call's read: nothing it brings is lost
  let pending: ReturnType<typeof reader.read> | null = null;
  /** The next frame's count, or null when none comes within `ms`. */
  return async function next(ms = 5000): Promise<number | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines[0] === 'event: unread' && data) return (JSON.parse(data.slice(6)) as { unread: number }).unread;
        end = buffer.indexOf('\n\n');
      }
      const left = deadline - Date.now();
      if (left <= 0) return null;
      pending ??= reader.read();
      const read = await Promise.race([pending, new Promise<null>((done) => setTimeout(() => done(null), left))]);
      if (read === null) return null;
      pending = null;
      if (read.done) return null;
      buffer += decoder.decode(read.value, { stream: true });
    }
  };
}

describe('the bell, live', () => {
  it('sends the unread count on connect, after a notification commits and after reading them', async () => {
    const admin = await signedInAs(t, 'BuyAdm');
    const stranger = await signedInAs(t, 'BuyAdm');
    const controller = new AbortController();
    try {
      expect((await fetch(`${address}/api/notifications/stream`)).status).toBe(401);
      const response = await fetch(`${address}/api/notifications/stream`, {
        headers: admin.auth,
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const next = unreadFrames(response.body!);
      const before = await next();
      expect(before).not.toBeNull();

      // another company's change says nothing to this user
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: stranger.auth,
        payload: colleague(),
      });
      expect(elsewhere.statusCode).toBe(201);
      expect(await next(1500)).toBeNull();

      const added = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.auth,
        payload: colleague(),
      });
      expect(added.statusCode).toBe(201);
      expect(await next()).toBe(before! + 1);

      const read = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: admin.auth });
      expect(read.statusCode).toBe(200);
      expect(await next()).toBe(0);
    } finally {
      controller.abort();
    }
    await expect.poll(() => eventBusOf(t.db).listenerCount('notifications'), { timeout: 5000 }).toBe(0);
  });

  it('ends when its session is signed out, at the next change, while the other session of the user goes on', async () => {
    const phone = await signedInAs(t, 'BuyAdm');
    const laptop = await signIn(t, phone.user.email);
    const controller = new AbortController();
    try {
      const open = (auth: Record<string, string>) =>
        fetch(`${address}/api/notifications/stream`, { headers: auth, signal: controller.signal });
      const phoneStream = unreadFrames((await open(phone.auth)).body!);
      const laptopStream = unreadFrames((await open({ authorization: `Bearer ${laptop.record.jwtToken}` })).body!);
      expect(await phoneStream()).not.toBeNull();
      expect(await laptopStream()).not.toBeNull();
      expect(await signOut(t, phone)).toBe(200);
      // a colleague is added (through the laptop): the laptop's bell counts it, the signed-out phone's stream ends
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { authorization: `Bearer ${laptop.record.jwtToken}` },
        payload: colleague(),
      });
      expect(added.statusCode).toBe(201);
      expect(await laptopStream()).toEqual(expect.any(Number));
      expect(await phoneStream(3000)).toBeNull();
    } finally {
      controller.abort();
    }
  });
});
