/**
 * Chat: a buyer opens a conversation with the supplier of a product or an order (the same subject
 * opens the same conversation), both sides write text, images and PDFs (2 MB, checked by content),
 * a client id sent again is stored once, history pages go back 50 at a time and search finds a
 * message, unread counts and receipts move, sending is rate limited, and nobody outside the
 * conversation reads it through any endpoint or the live stream. Customer service: the queue moves
 * new → waiting → assigned → closed → new, assignment, canned answers, the customer's facts, and
 * the permissions of admChat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation, MessagePage } from '@binamart/shared';
import { SettableClock } from '../src/lib/clock';
import { notifications } from '../src/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { SAMPLE_FILES, deactivate, postFile, signedInAs } from './helpers/factories';
import { call, expectStatus } from './helpers/checkout-factories';
import {
  type BuyerTeam,
  type SellerWithProduct,
  adminUser,
  buyerTeam,
  insertPlacedOrder,
  sellerWithProduct,
} from './helpers/order-factories';
import { sseFrames } from './helpers/sse';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let platform: Awaited<ReturnType<typeof adminUser>>;
let buyer: BuyerTeam;
let seller: SellerWithProduct;
let otherBuyer: BuyerTeam;
let otherSeller: SellerWithProduct;
const clock = new SettableClock(new Date('2026-11-20T02:00:00Z'));
let counter = 0;
const clientId = () => `client-${Date.now()}-${(counter += 1)}`;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await t.app.ready();
  platform = await adminUser(t);
  buyer = await buyerTeam(t);
  otherBuyer = await buyerTeam(t);
  seller = await sellerWithProduct(t, platform.auth);
  otherSeller = await sellerWithProduct(t, platform.auth, seller.categoryId);
});
afterAll(async () => {
  await t.close();
});

const start = (auth: Auth, body: Record<string, unknown>) => call(t, 'POST', '/api/chat/conversations', auth, body);
const send = (auth: Auth, id: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/api/chat/conversations/${id}/messages`, auth, { clientId: clientId(), ...body });
const history = (auth: Auth, id: string, query = '') =>
  call(t, 'GET', `/api/chat/conversations/${id}/messages${query}`, auth);
const unread = async (auth: Auth) =>
  expectStatus<{ unread: number }>(await call(t, 'GET', '/api/chat/unread', auth), 200).unread;

async function productConversation() {
  return expectStatus<Conversation>(await start(buyer.admin.auth, { kind: 'product', id: seller.productId }), 200);
}

describe('buyer–supplier conversations', () => {
  it('opens one conversation per subject, with its card, and refuses what the buyer may not see', async () => {
    const first = await productConversation();
    expect(first).toMatchObject({
      kind: 'supplier',
      status: 'open',
      customer: { companyId: buyer.company.id },
      supplier: { companyId: seller.company.id },
      about: { kind: 'product', id: seller.productId },
      mySide: 'customer',
      canWrite: true,
    });
    expect(first.about!.title.length).toBeGreaterThan(0);
    // the colleague opening the same product reaches the same conversation
    const again = expectStatus<Conversation>(
      await start(buyer.user.auth, { kind: 'product', id: seller.productId }),
      200,
    );
    expect(again.id).toBe(first.id);
    // an order of another company is not found; a store opens its own conversation
    const theirOrder = await insertPlacedOrder(t.db, {
      buyer: { companyId: otherBuyer.company.id, userId: otherBuyer.admin.user.id },
      seller: { ...seller, companyId: seller.company.id },
    });
    expect((await start(buyer.admin.auth, { kind: 'order', id: theirOrder.order.id })).statusCode).toBe(404);
    const store = expectStatus<Conversation>(
      await start(buyer.admin.auth, { kind: 'store', id: seller.company.id }),
      200,
    );
    expect(store.id).not.toBe(first.id);
    // a supplier does not start conversations; bad input is a 400 at its field
    expect((await start(seller.admin.auth, { kind: 'product', id: seller.productId })).statusCode).toBe(403);
    const bad = await start({ ...buyer.admin.auth, 'accept-language': 'zh-cn' }, { kind: 'spaceship', id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual(['kind', 'id']);
  });

  it('stores a message once per client id, shows it to the supplier, and counts it unread until read', async () => {
    const conversation = await productConversation();
    const supplierBefore = await unread(seller.admin.auth);
    const id = clientId();
    const sent = expectStatus<ChatMessage>(
      await send(buyer.admin.auth, conversation.id, { clientId: id, body: 'Is 40 bags available by Friday?' }),
      201,
    );
    // the resend after a dropped connection answers the stored message, and stores nothing more
    const resent = expectStatus<ChatMessage>(
      await send(buyer.admin.auth, conversation.id, { clientId: id, body: 'Is 40 bags available by Friday?' }),
      201,
    );
    expect(resent.id).toBe(sent.id);
    const page = expectStatus<MessagePage>(await history(seller.admin.auth, conversation.id), 200);
    expect(page.items.filter((m) => m.clientId === id)).toHaveLength(1);
    expect(page.items.at(-1)).toMatchObject({ body: 'Is 40 bags available by Friday?', senderSide: 'customer' });
    expect(await unread(seller.admin.auth)).toBe(supplierBefore + 1);
    expect(await unread(seller.user.auth)).toBe(supplierBefore + 1);
    // the supplier's reading moves the buyer's receipts and clears its own count
    const cleared = expectStatus<{ unread: number }>(
      await call(t, 'POST', `/api/chat/conversations/${conversation.id}/read`, seller.admin.auth, { seq: sent.seq }),
      200,
    );
    expect(cleared.unread).toBe(supplierBefore);
    const seen = expectStatus<Conversation>(
      await call(t, 'GET', `/api/chat/conversations/${conversation.id}`, buyer.admin.auth),
      200,
    );
    expect(seen.other.readSeq).toBeGreaterThanOrEqual(sent.seq);
    expect(seen.other.deliveredSeq).toBeGreaterThanOrEqual(sent.seq);
    // the supplier's colleague has not read it
    expect(await unread(seller.user.auth)).toBe(supplierBefore + 1);
    // the bell rang once for the conversation, however many messages came
    await send(buyer.admin.auth, conversation.id, { body: 'And 10 more?' });
    const bells = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user.user.id), eq(notifications.type, 'chatMessage')));
    expect(bells.filter((b) => b.params.conversation === conversation.id)).toHaveLength(1);
    expect(bells[0]!.link).toBe(`/seller/chat/${conversation.id}`);
  });

  it('pages history back 50 at a time, newest last, and searches it', async () => {
    const conversation = expectStatus<Conversation>(
      await start(buyer.admin.auth, { kind: 'store', id: otherSeller.company.id }),
      200,
    );
    for (let i = 1; i <= 120; i += 1) {
      // 20 a minute are allowed: the clock moves on between bursts
      if ((i - 1) % 15 === 0) clock.advance(61_000);
      expectStatus(await send(buyer.admin.auth, conversation.id, { body: `Line ${i}` }), 201);
    }
    const newest = expectStatus<MessagePage>(await history(otherSeller.admin.auth, conversation.id), 200);
    expect(newest.items).toHaveLength(50);
    expect(newest.items[0]!.body).toBe('Line 71');
    expect(newest.items.at(-1)!.body).toBe('Line 120');
    const older = expectStatus<MessagePage>(
      await history(otherSeller.admin.auth, conversation.id, `?before=${newest.nextBefore}`),
      200,
    );
    expect(older.items.map((m) => m.body).slice(0, 1)).toEqual(['Line 21']);
    const oldest = expectStatus<MessagePage>(
      await history(otherSeller.admin.auth, conversation.id, `?before=${older.nextBefore}`),
      200,
    );
    expect(oldest.items).toHaveLength(20);
    expect(oldest.nextBefore).toBeNull();
    const found = expectStatus<MessagePage>(
      await history(otherSeller.admin.auth, conversation.id, '?q=line%2011'),
      200,
    );
    expect(found.items.map((m) => m.body)).toEqual([
      'Line 11',
      'Line 110',
      'Line 111',
      'Line 112',
      'Line 113',
      'Line 114',
      'Line 115',
      'Line 116',
      'Line 117',
      'Line 118',
      'Line 119',
    ]);
  });

  it('refuses a 21st message in a minute with 429 in the reader’s language', async () => {
    clock.advance(61_000);
    const sender = await signedInAs(t, 'BuyAdm');
    const conversation = expectStatus<Conversation>(
      await start(sender.auth, { kind: 'product', id: seller.productId }),
      200,
    );
    for (let i = 0; i < 20; i += 1) expectStatus(await send(sender.auth, conversation.id, { body: `Burst ${i}` }), 201);
    const refused = await send({ ...sender.auth, 'accept-language': 'ms' }, conversation.id, { body: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json<{ message: string }>().message).toMatch(/mesej/i);
    expect(refused.headers['retry-after']).toBe('60');
    clock.advance(61_000);
    expectStatus(await send(sender.auth, conversation.id, { body: 'One more' }), 201);
  });

  it('carries images and PDFs checked by content, up to 2 MB, read only by the conversation', async () => {
    const conversation = await productConversation();
    const image = expectStatus<{ id: string }>(await postFile(t, seller.user.auth, 'chat-attachment'), 201);
    const sent = expectStatus<ChatMessage>(
      await send(seller.user.auth, conversation.id, { body: 'Photo of the stock', attachmentFileId: image.id }),
      201,
    );
    expect(sent.attachment).toMatchObject({ mimeType: 'image/png', url: `/api/chat/messages/${sent.id}/attachment` });
    // the other side's history shows the message as it was answered, picture and all
    const page = expectStatus<{ items: ChatMessage[] }>(await history(buyer.user.auth, conversation.id), 200);
    expect(page.items.at(-1)).toEqual(sent);
    const bytes = await call(t, 'GET', sent.attachment!.url, buyer.user.auth);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(Buffer.from(bytes.rawPayload).equals(SAMPLE_FILES.png)).toBe(true);
    // the uploaded file itself stays private to its company
    expect((await call(t, 'GET', `/api/files/${image.id}`, buyer.user.auth)).statusCode).toBe(404);
    const pdf = expectStatus<{ id: string; mimeType: string }>(
      await postFile(t, buyer.admin.auth, 'chat-attachment', SAMPLE_FILES.pdf, 'spec.pdf', 'application/pdf'),
      201,
    );
    expect(pdf.mimeType).toBe('application/pdf');
    // text calling itself a PNG is refused; so is anything over 2 MB
    expect((await postFile(t, buyer.admin.auth, 'chat-attachment', SAMPLE_FILES.fakePng)).statusCode).toBe(400);
    const large = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await postFile(t, buyer.admin.auth, 'chat-attachment', large)).statusCode).toBe(413);
    // another user's upload cannot be attached
    expect((await send(buyer.admin.auth, conversation.id, { attachmentFileId: image.id })).statusCode).toBe(404);
    // an empty message is a 400 at its field
    const empty = await send(buyer.admin.auth, conversation.id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ details: { path: string }[] }>().details[0]!.path).toBe('body');
    // outsiders never get the bytes
    for (const outsider of [otherBuyer.admin.auth, otherSeller.admin.auth, platform.auth]) {
      expect((await call(t, 'GET', sent.attachment!.url, outsider)).statusCode).toBe(404);
    }
  });

  it('answers 404 to every other company and to administrators, on every endpoint', async () => {
    const conversation = await productConversation();
    const [message] = expectStatus<MessagePage>(await history(buyer.admin.auth, conversation.id), 200).items.slice(-1);
    for (const outsider of [otherBuyer.admin.auth, otherSeller.admin.auth, platform.auth]) {
      expect((await call(t, 'GET', `/api/chat/conversations/${conversation.id}`, outsider)).statusCode).toBe(404);
      expect((await history(outsider, conversation.id)).statusCode).toBe(404);
      expect((await send(outsider, conversation.id, { body: 'Hello?' })).statusCode).toBe(404);
      expect(
        (await call(t, 'POST', `/api/chat/conversations/${conversation.id}/read`, outsider, { seq: 1 })).statusCode,
      ).toBe(404);
      expect((await call(t, 'GET', `/api/chat/messages/${message!.id}/attachment`, outsider)).statusCode).toBe(404);
      const listed = expectStatus<Conversation[]>(await call(t, 'GET', '/api/chat/conversations', outsider), 200);
      expect(listed.map((c) => c.id)).not.toContain(conversation.id);
    }
    expect(
      (await call(t, 'GET', '/api/chat/conversations/00000000-0000-4000-8000-000000000000', buyer.admin.auth))
        .statusCode,
    ).toBe(404);
  });

  it('gives each side the area of the subject: Read reads, Write writes, Block neither', async () => {
    const order = await insertPlacedOrder(t.db, {
      buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
      seller: { ...seller, companyId: seller.company.id },
    });
    const conversation = expectStatus<Conversation>(
      await start(buyer.admin.auth, { kind: 'order', id: order.order.id }),
      200,
    );
    expect(conversation.about).toMatchObject({ kind: 'order', reference: order.order.number });
    expectStatus(await send(buyer.admin.auth, conversation.id, { body: 'When does it leave the yard?' }), 201);
    const team = await import('./helpers/factories').then((f) =>
      f.signedInTeam(t, ['SellAdm', 'SellUsr', 'SellUsr'], [undefined, { sellOrder: 'Read' }, { sellOrder: 'Block' }]),
    );
    // a seller company of its own: point the order at it through a new order
    const theirs = await insertPlacedOrder(t.db, {
      buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
      seller: { ...seller, companyId: team.company.id },
    });
    const about = expectStatus<Conversation>(
      await start(buyer.admin.auth, { kind: 'order', id: theirs.order.id }),
      200,
    );
    expectStatus(await send(buyer.admin.auth, about.id, { body: 'Please confirm' }), 201);
    const [, reader, blocked] = team.members;
    const read = expectStatus<Conversation>(
      await call(t, 'GET', `/api/chat/conversations/${about.id}`, reader!.auth),
      200,
    );
    expect(read.canWrite).toBe(false);
    expect((await send(reader!.auth, about.id, { body: 'Confirmed' })).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/chat/conversations/${about.id}`, blocked!.auth)).statusCode).toBe(403);
    const blockedList = expectStatus<Conversation[]>(
      await call(t, 'GET', '/api/chat/conversations', blocked!.auth),
      200,
    );
    expect(blockedList.map((c) => c.id)).not.toContain(about.id);
    expectStatus(await send(team.members[0]!.auth, about.id, { body: 'Confirmed, leaving at 9' }), 201);
  });
});

describe('the live stream', () => {
  let address: string;
  beforeAll(async () => {
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.events.ready();
  });

  it('brings a message to the other side at once and nothing to outsiders', async () => {
    const conversation = await productConversation();
    const open = async (auth: Auth, controller: AbortController) => {
      const response = await fetch(`${address}/api/chat/stream`, { headers: auth, signal: controller.signal });
      expect(response.status).toBe(200);
      return response;
    };
    const controller = new AbortController();
    try {
      expect((await fetch(`${address}/api/chat/stream`)).status).toBe(401);
      const supplier = await open(seller.user.auth, controller);
      const outsider = await open(otherSeller.admin.auth, controller);
      const supplierMessages = sseFrames<ChatMessage>(supplier.body!, 'message');
      const outsiderFrames = sseFrames<ChatMessage>(outsider.body!, 'message');
      const sent = expectStatus<ChatMessage>(await send(buyer.user.auth, conversation.id, { body: 'Live now?' }), 201);
      const arrived = await supplierMessages();
      expect(arrived).toMatchObject({ id: sent.id, body: 'Live now?' });
      // an outsider's stream hears nothing of it within a second
      const nothing = await Promise.race([
        outsiderFrames(),
        new Promise((done) => setTimeout(() => done('none'), 1000)),
      ]);
      expect(nothing).toBe('none');
      // delivered: the buyer sees the supplier's device received it
      await expect
        .poll(
          async () =>
            expectStatus<Conversation>(
              await call(t, 'GET', `/api/chat/conversations/${conversation.id}`, buyer.user.auth),
              200,
            ).other.deliveredSeq,
        )
        .toBeGreaterThanOrEqual(sent.seq);
    } finally {
      controller.abort();
    }
  });

  it('closes the stream of a user deactivated while connected', async () => {
    const team = await buyerTeam(t);
    const conversation = expectStatus<Conversation>(
      await start(team.admin.auth, { kind: 'product', id: seller.productId }),
      200,
    );
    const controller = new AbortController();
    try {
      const response = await fetch(`${address}/api/chat/stream`, {
        headers: team.user.auth,
        signal: controller.signal,
      });
      const frames = sseFrames<ChatMessage>(response.body!, 'message');
      await deactivate(t.db, team.user.user.id);
      expectStatus(await send(seller.admin.auth, conversation.id, { body: 'Are you there?' }), 201);
      // the stream ends (null) instead of bringing the message
      expect(await frames()).toBeNull();
    } finally {
      controller.abort();
    }
  });
});

describe('customer service', () => {
  it('moves through the queue: new, waiting, assigned, closed and new again', async () => {
    const customer = await buyerTeam(t);
    const opened = expectStatus<Conversation>(await call(t, 'POST', '/api/chat/support', customer.user.auth), 200);
    expect(opened).toMatchObject({ kind: 'support', status: 'new', supplier: null, mySide: 'customer' });
    // an empty conversation is not in the queue yet
    const queue = async (status: string) =>
      expectStatus<{ items: Conversation[] }>(
        await call(t, 'GET', `/api/admin/chats?status=${status}`, platform.auth),
        200,
      ).items.map((c) => c.id);
    expect(await queue('new')).not.toContain(opened.id);
    expectStatus(await send(customer.user.auth, opened.id, { body: 'My invoice shows the wrong address' }), 201);
    expect(await queue('new')).toContain(opened.id);
    // the colleague shares it; another company does not see it
    expect((await call(t, 'GET', `/api/chat/conversations/${opened.id}`, customer.admin.auth)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/chat/conversations/${opened.id}`, otherBuyer.admin.auth)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/admin/chats/${opened.id}/customer`, customer.admin.auth)).statusCode).toBe(403);
    // an administrator answering takes it and it waits on the customer
    expectStatus(await send(platform.auth, opened.id, { body: 'We will correct it today.' }), 201);
    let state = expectStatus<Conversation>(
      await call(t, 'GET', `/api/chat/conversations/${opened.id}`, platform.auth),
      200,
    );
    expect(state).toMatchObject({ status: 'waiting', assignee: { id: platform.user.id }, mySide: 'platform' });
    expect(await unread(customer.user.auth)).toBe(1);
    expectStatus(await send(customer.user.auth, opened.id, { body: 'Thank you' }), 201);
    state = expectStatus<Conversation>(
      await call(t, 'GET', `/api/chat/conversations/${opened.id}`, platform.auth),
      200,
    );
    expect(state.status).toBe('assigned');
    // assigned to a colleague who may answer; not to a customer's user
    const colleague = await adminUser(t);
    const badAssign = await call(t, 'POST', `/api/admin/chats/${opened.id}/assign`, platform.auth, {
      userId: customer.user.user.id,
    });
    expect(badAssign.statusCode).toBe(400);
    state = expectStatus<Conversation>(
      await call(t, 'POST', `/api/admin/chats/${opened.id}/assign`, platform.auth, { userId: colleague.user.id }),
      200,
    );
    expect(state.assignee!.id).toBe(colleague.user.id);
    const mine = expectStatus<{ items: Conversation[] }>(
      await call(t, 'GET', '/api/admin/chats?mine=true', colleague.auth),
      200,
    );
    expect(mine.items.map((c) => c.id)).toContain(opened.id);
    state = expectStatus<Conversation>(
      await call(t, 'POST', `/api/admin/chats/${opened.id}/close`, colleague.auth),
      200,
    );
    expect(state.status).toBe('closed');
    // closed: no more answers, a second close is refused, the customer writing again reopens it as new
    expect((await send(colleague.auth, opened.id, { body: 'One more thing' })).statusCode).toBe(409);
    expect((await call(t, 'POST', `/api/admin/chats/${opened.id}/close`, colleague.auth)).statusCode).toBe(409);
    expectStatus(await send(customer.admin.auth, opened.id, { body: 'Still wrong on the reprint' }), 201);
    state = expectStatus<Conversation>(
      await call(t, 'GET', `/api/chat/conversations/${opened.id}`, platform.auth),
      200,
    );
    expect(state).toMatchObject({ status: 'new', assignee: null });
    const counts = expectStatus<Record<string, number>>(
      await call(t, 'GET', '/api/admin/chats/counts', platform.auth),
      200,
    );
    expect(counts.new).toBeGreaterThanOrEqual(1);
    // beside it: the customer's company, orders and credit
    const facts = expectStatus<{ company: { id: string }; recentOrders: unknown[]; credit: unknown }>(
      await call(t, 'GET', `/api/admin/chats/${opened.id}/customer`, platform.auth),
      200,
    );
    expect(facts.company.id).toBe(customer.company.id);
    expect(facts.credit).toBeNull();
  });

  it('lets admChat Read view but not answer, and Block neither; sellers reach customer service too', async () => {
    const customer = await signedInAs(t, 'SellAdm');
    const opened = expectStatus<Conversation>(await call(t, 'POST', '/api/chat/support', customer.auth), 200);
    expectStatus(await send(customer.auth, opened.id, { body: 'How do I change my payout account?' }), 201);
    const viewer = await adminUser(t, { admChat: 'Read' });
    const blocked = await adminUser(t, { admChat: 'Block' });
    expect((await call(t, 'GET', `/api/chat/conversations/${opened.id}`, viewer.auth)).statusCode).toBe(200);
    expect((await send(viewer.auth, opened.id, { body: 'Hello' })).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/admin/chats/${opened.id}/close`, viewer.auth)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/chats', blocked.auth)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/chat/conversations/${opened.id}`, blocked.auth)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/chats', customer.auth)).statusCode).toBe(403);
  });

  it('keeps canned answers for administrators, checked at their fields', async () => {
    const created = expectStatus<{ id: string }>(
      await call(t, 'POST', '/api/admin/chat-answers', platform.auth, {
        title: 'Delivery window',
        body: 'Deliveries arrive between 9:00 and 18:00.',
        language: 'en-us',
      }),
      201,
    );
    const invalid = await call(
      t,
      'POST',
      '/api/admin/chat-answers',
      { ...platform.auth, 'accept-language': 'zh-cn' },
      {
        title: '',
        body: 'x',
        language: 'fr',
      },
    );
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json<{ details: { path: string }[] }>()
        .details.map((d) => d.path)
        .sort(),
    ).toEqual(['language', 'title']);
    const viewer = await adminUser(t, { admChat: 'Read' });
    expect(
      expectStatus<{ id: string }[]>(await call(t, 'GET', '/api/admin/chat-answers', viewer.auth), 200).map(
        (a) => a.id,
      ),
    ).toContain(created.id);
    expect(
      (
        await call(t, 'PUT', `/api/admin/chat-answers/${created.id}`, viewer.auth, {
          title: 'x',
          body: 'y',
          language: 'ms',
        })
      ).statusCode,
    ).toBe(403);
    expectStatus(
      await call(t, 'PUT', `/api/admin/chat-answers/${created.id}`, platform.auth, {
        title: 'Waktu penghantaran',
        body: 'Penghantaran tiba antara 9:00 dan 18:00.',
        language: 'ms',
      }),
      200,
    );
    expect((await call(t, 'GET', '/api/admin/chat-answers', buyer.admin.auth)).statusCode).toBe(403);
    expectStatus(await call(t, 'DELETE', `/api/admin/chat-answers/${created.id}`, platform.auth), 204);
    expect((await call(t, 'DELETE', `/api/admin/chat-answers/${created.id}`, platform.auth)).statusCode).toBe(404);
  });
});
