/**
 * Chat under load (part of `npm run bench`, PostgreSQL; BENCH_ONLY=chat runs only this): 250 buyer
 * and 250 supplier companies, one user each and one conversation per pair, all 500 users connected
 * to GET /api/chat/stream on process B while messages are sent through process A (so every message
 * crosses the event bus: LISTEN/NOTIFY). The figure is the time from the moment A is asked to store
 * a message to the other side's stream frame (p99 target < 100 ms), with every user sending once in
 * a steady stream of 100 messages a second (each of the 500 writing every 5 seconds: a very busy
 * marketplace); then, for scale, every user once more in bursts of 25 sent at one instant. Then the history: a conversation of 5,000 messages, a page of 50 before a cursor in its
 * middle, read with autocannon (p99 target < 30 ms).
 */
import { DEFAULT_PERMISSIONS } from '@binamart/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo';
import { startApiProcess, stopApiProcess } from './api-process';

const PAIRS = 250;
const AT_ONCE = 25;
/** messages a second in the steady round */
const RATE = 100;
const HISTORY = 5_000;

type Rows<T> = { rows: T[] };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

function startProcess(databaseUrl: string, jwtSecret: string) {
  return startApiProcess(
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      PAYMENT_GATEWAY_SECRET: 'bench-gateway-secret-shared-by-every-process',
      DELIVERY_PARTNER_SECRET: 'bench-partner-secret-shared-by-every-process',
      SEED_DEMO: 'false',
      LOGIN_MAX_FAILURES: '1000000',
      LOG_LEVEL: 'warn',
    },
    '/api/ready',
  );
}

async function token(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/accounts/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in ${email} answered ${response.status}`);
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) {
    await Promise.all(items.slice(i, i + width).map((item, j) => work(item, i + j)));
  }
}

/** The 250 pairs: companies, users (the demo password) and a conversation each, written straight into the tables. */
async function makePairs(database: Database, tag: string) {
  const db = database.db;
  const [demo] = (
    (await db.execute(sql`select password_hash from users where email = 'buyer@demo.test'`)) as unknown as Rows<{
      password_hash: string;
    }>
  ).rows;
  for (const [kind, role] of [
    ['buyer', 'BuyAdm'],
    ['seller', 'SellAdm'],
  ] as const) {
    await db.execute(sql`
      insert into companies (name, registration_no, kind)
      select 'Chat Bench ' || ${kind} || ' ' || g || ' Sdn. Bhd.', 'CHAT-' || ${tag} || '-' || ${kind} || '-' || g, ${kind}
      from generate_series(0, ${PAIRS - 1}) g`);
    await db.execute(sql`
      insert into users (company_id, email, password_hash, first_name, last_name, role, permissions, email_verified_at)
      select c.id, 'chat.' || ${kind} || '.' || split_part(c.registration_no, '-', 4) || '.' || ${tag} || '@bench.test',
        ${demo!.password_hash}, 'Bench', ${kind}, ${role}, ${JSON.stringify(DEFAULT_PERMISSIONS[role])}::jsonb, now()
      from companies c where c.registration_no like ${`CHAT-${tag}-${kind}-%`}`);
  }
  await db.execute(sql`
    insert into chat_conversations (kind, status, customer_company_id, supplier_company_id, about_kind, about_id)
    select 'supplier', 'open', b.id, s.id, 'store', s.id
    from companies b join companies s
      on s.registration_no = 'CHAT-' || ${tag} || '-seller-' || split_part(b.registration_no, '-', 4)
    where b.registration_no like ${`CHAT-${tag}-buyer-%`}`);
  const conversations = (
    (await db.execute(sql`
      select c.id, split_part(b.registration_no, '-', 4)::int as n from chat_conversations c
      join companies b on b.id = c.customer_company_id
      where b.registration_no like ${`CHAT-${tag}-buyer-%`} order by n`)) as unknown as Rows<{ id: string; n: number }>
  ).rows;
  return conversations.map((c) => c.id);
}

/** A stream's reader: calls `onMessage` with each `message` frame's body text and when it arrived. */
function follow(response: Response, onMessage: (body: string, at: number) => void) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = Date.now();
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith('event: message\n')) {
            const data = frame.slice(frame.indexOf('data: ') + 6);
            onMessage((JSON.parse(data) as { body: string }).body, at);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end
    }
  })();
}

export async function benchChat(
  database: Database,
  databaseUrl: string,
  jwtSecret: string,
  seconds: number,
  connections: number,
) {
  const tag = Date.now().toString(36);
  const started = Date.now();
  const conversations = await makePairs(database, tag);
  const a = await startProcess(databaseUrl, jwtSecret);
  const b = await startProcess(databaseUrl, jwtSecret);
  const controllers: AbortController[] = [];
  try {
    const users = conversations.flatMap((_, i) => [
      { email: `chat.buyer.${i}.${tag}@bench.test`, conversation: conversations[i]!, side: 'buyer' as const },
      { email: `chat.seller.${i}.${tag}@bench.test`, conversation: conversations[i]!, side: 'seller' as const },
    ]);
    const tokens = new Map<string, string>();
    await inBatches(users, 8, async (user) => {
      tokens.set(user.email, await token(a.url, user.email));
    });
    console.log(
      `\nChat: ${PAIRS} conversations, ${users.length} users signed in, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // every user connected to B
    const sentAt = new Map<string, number>();
    const answeredAt = new Map<string, number>();
    const arrivedAt = new Map<string, number>();
    await inBatches(users, 50, async (user) => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${b.url}/api/chat/stream`, {
        headers: { authorization: `Bearer ${tokens.get(user.email)}` },
        signal: controller.signal,
      });
      if (response.status !== 200) throw new Error(`the chat stream answered ${response.status}`);
      follow(response, (body, at) => {
        // a frame of one's own message is not the fan-out measured: the other side's is
        if (body.startsWith(`${user.side === 'buyer' ? 'seller' : 'buyer'} `)) arrivedAt.set(body, at);
      });
    });
    await new Promise((done) => setTimeout(done, 1000));

    let failures = 0;
    const send = async (user: (typeof users)[number], body: string) => {
      sentAt.set(body, Date.now());
      const response = await fetch(`${a.url}/api/chat/conversations/${user.conversation}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.get(user.email)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: `bench-${body.replaceAll(' ', '-')}`, body }),
      });
      if (response.status !== 201) failures += 1;
      answeredAt.set(body, Date.now());
    };
    /** What one round of sending measured: the other side's frame after the send, and after A's answer. */
    const measured = async (round: string) => {
      await new Promise((done) => setTimeout(done, 2000));
      const bodies = [...sentAt.keys()].filter((body) => body.includes(` ${round} `));
      const fanOut = bodies.flatMap((body) => (arrivedAt.has(body) ? [arrivedAt.get(body)! - sentAt.get(body)!] : []));
      const storing = bodies.map((body) => answeredAt.get(body)! - sentAt.get(body)!);
      // a frame may come before A's answer has travelled back: counted as 0
      const afterAnswer = bodies.flatMap((body) =>
        arrivedAt.has(body) ? [Math.max(0, arrivedAt.get(body)! - answeredAt.get(body)!)] : [],
      );
      return { fanOut, storing, afterAnswer, delivered: fanOut.length, sent: bodies.length };
    };

    // a steady stream: every user sends once, RATE messages a second in all (each of the 500 users writing every
    // 5 seconds), open loop: a send does not wait for the one before
    const steadyStart = Date.now();
    await Promise.all(
      users.map(async (user, i) => {
        await new Promise((done) => setTimeout(done, Math.max(0, steadyStart + (i * 1000) / RATE - Date.now())));
        await send(user, `${user.side} steady ${i} ${tag}`);
      }),
    );
    const steady = await measured('steady');
    // a burst: every user again, 25 sent at the same instant, the next 25 once those are stored
    failures = 0;
    await inBatches(users, AT_ONCE, (user, i) => send(user, `${user.side} burst ${i} ${tag}`));
    const burst = await measured('burst');

    const baseline = await autocannon({
      url: `${a.url}/api/me`,
      connections,
      duration: Math.min(seconds, 5),
      headers: { authorization: `Bearer ${tokens.get(users[0]!.email)}` },
    });
    console.log(
      `  (for scale on this machine now: GET /api/me p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms)`,
    );
    const figures = (values: number[]) => `p50 ${percentile(values, 50)} ms, p99 ${percentile(values, 99)} ms`;
    console.log(
      `  message fan-out, ${users.length} clients on B, sent through A at ${RATE} messages/s (${steady.delivered} of ${steady.sent} delivered): ${figures(steady.fanOut)} (target p99 < 100 ms), max ${Math.max(...steady.fanOut)} ms; storing ${figures(steady.storing)}`,
    );
    console.log(
      `  the same, ${AT_ONCE} sent at one instant (${burst.delivered} of ${burst.sent} delivered, ${failures} refused): ${figures(burst.fanOut)}; storing ${figures(burst.storing)}; A's answer → B's frame ${figures(burst.afterAnswer)}`,
    );

    // a long history: 5,000 messages in the first conversation, a page of 50 from its middle
    const first = conversations[0]!;
    const buyer = users[0]!;
    await database.db.execute(sql`
      insert into chat_messages (conversation_id, sender_user_id, sender_side, client_id, body, created_at)
      select ${first}, u.id, 'customer', 'history-' || g, 'Line ' || g || ' of the delivery schedule, please confirm', now() - (${HISTORY} - g) * interval '1 minute'
      from generate_series(1, ${HISTORY}) g, users u where u.email = ${buyer.email}`);
    await database.db.execute(sql`analyze chat_messages`);
    const [middle] = (
      (await database.db.execute(
        sql`select seq from chat_messages where conversation_id = ${first} order by seq offset ${HISTORY / 2} limit 1`,
      )) as unknown as Rows<{ seq: string }>
    ).rows;
    const headers = { authorization: `Bearer ${tokens.get(buyer.email)}` };
    for (const [name, path] of [
      ['GET …/messages?before= (50 of 5,000)', `/api/chat/conversations/${first}/messages?before=${middle!.seq}`],
      ['GET …/messages (the newest 50)', `/api/chat/conversations/${first}/messages`],
    ] as const) {
      const result = await autocannon({ url: `${a.url}${path}`, connections, duration: seconds, headers });
      console.log(
        `  ${name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  (target p99 < 30 ms)  non-2xx ${result.non2xx}`,
      );
    }
  } finally {
    for (const controller of controllers) controller.abort();
    await Promise.all([stopApiProcess(a.child), stopApiProcess(b.child)]);
  }
}
