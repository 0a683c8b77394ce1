/**
 * Several API processes on one PostgreSQL database (part of `npm run bench`): the shop listing
 * and whole checkouts with one and with two real `main.ts` processes, the load split evenly
 * between them (as a round-robin balancer would), side by side; and the live fan-out latency:
 * 200 bell streams on process B, a notification committed through process A, the time from the
 * request to A (an upper bound of commit → frame) to each stream's frame (p50, p99; target p99 < 100 ms).
 */
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo';
import { startApiProcess, stopApiProcess } from './api-process';
import { benchBuying } from './bench-checkout';

function startProcess(databaseUrl: string, jwtSecret: string) {
  return startApiProcess(
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      PAYMENT_GATEWAY_SECRET: 'bench-gateway-secret-shared-by-every-process',
      DELIVERY_PARTNER_SECRET: 'bench-partner-secret-shared-by-every-process',
      SEED_DEMO: 'false',
      LOGIN_MAX_FAILURES: '1000000',
    },
    '/api/ready',
  );
}

/** The same load split over the processes (connections divided evenly), summed. */
async function listing(urls: string[], connections: number, seconds: number) {
  const each = Math.max(1, Math.floor(connections / urls.length));
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({ url: `${url}/api/products?page=1&pageSize=20`, connections: each, duration: seconds }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

async function token(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/accounts/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

/** 200 bell streams on B; a colleague added through A notifies the company; ms from A's answer to each frame. */
async function fanOut(a: string, b: string, clients: number, rounds: number) {
  const jwt = await token(b, 'buyer@demo.test');
  const headers = { authorization: `Bearer ${jwt}` };
  const controllers: AbortController[] = [];
  let round = -1;
  let answeredAt = 0;
  const samples: number[] = [];
  const seen = new Set<string>();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${b}/api/notifications/stream`, { headers, signal: controller.signal });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buffer += decoder.decode(value, { stream: true });
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const key = `${client}:${round}`;
              if (frame.startsWith('event: unread') && round >= 0 && !seen.has(key)) {
                seen.add(key);
                samples.push(Date.now() - answeredAt);
              }
              end = buffer.indexOf('\n\n');
            }
          }
        } catch {
          // aborted at the end
        }
      })();
    }),
  );
  await new Promise((done) => setTimeout(done, 1000));
  for (let r = 0; r < rounds; r++) {
    const email = `fanout.${Date.now()}.${r}@example.test`;
    // measured from the moment A is asked: the commit comes later, so this bounds commit → frame from above
    answeredAt = Date.now();
    round = r;
    const added = await fetch(`${a}/api/users`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        firstName: 'Fan',
        lastName: 'Out',
        position: 'Clerk',
        phone: '012-345 6789',
        pin: '246801',
        role: 'BuyUsr',
      }),
    });
    if (added.status !== 201) throw new Error(`Adding a user answered ${added.status}`);
    await new Promise((done) => setTimeout(done, 1500));
  }
  for (const controller of controllers) controller.abort();
  samples.sort((x, y) => x - y);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return {
    expected: clients * rounds,
    received: samples.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: samples.at(-1),
  };
}

/** `buyers`: signed-in buyers' tokens (`benchBuyers`), as many as `connections`; sessions hold on every process. */
export async function benchProcesses(
  databaseUrl: string,
  jwtSecret: string,
  connections: number,
  seconds: number,
  buyers: string[],
) {
  const a = await startProcess(databaseUrl, jwtSecret);
  const b = await startProcess(databaseUrl, jwtSecret);
  try {
    console.log(`\nSeveral API processes on one PostgreSQL (${connections} connections, ${seconds} s each):`);
    const one = await listing([a.url], connections, seconds);
    const two = await listing([a.url, b.url], connections, seconds);
    console.log(
      `  shop listing: 1 process ${one.rps.toFixed(0)} req/s (p99 ${one.p99} ms); 2 processes ${two.rps.toFixed(0)} req/s (p99 ${two.p99} ms); ratio ${(two.rps / one.rps).toFixed(2)}`,
    );
    const oneBuying = await benchBuying(a.url, buyers, seconds, connections);
    // half the buyers on each process, each buying as a buyer of its own
    const half = Math.max(1, Math.floor(connections / 2));
    const twoBuying = await Promise.all([
      benchBuying(a.url, buyers.slice(0, half), seconds, half),
      benchBuying(b.url, buyers.slice(half, half * 2), seconds, half),
    ]);
    const twoOrders = twoBuying.reduce((sum, r) => sum + r.checkout.ordersPerSecond, 0);
    console.log(
      `  whole checkouts: 1 process ${oneBuying.checkout.ordersPerSecond.toFixed(1)} orders/s (p99 ${oneBuying.checkout.p99} ms); 2 processes ${twoOrders.toFixed(1)} orders/s (p99 ${Math.max(...twoBuying.map((r) => r.checkout.p99))} ms); ratio ${(twoOrders / oneBuying.checkout.ordersPerSecond).toFixed(2)}`,
    );
    const live = await fanOut(a.url, b.url, 200, 10);
    console.log(
      `  live fan-out, 200 bell streams on B, a notification committed through A (from the request to A): ${live.received}/${live.expected} frames; p50 ${live.p50} ms, p90 ${live.p90} ms, p99 ${live.p99} ms, max ${live.max} ms (target p99 < 100 ms)`,
    );
  } finally {
    await Promise.all([stopApiProcess(a.child), stopApiProcess(b.child)]);
  }
}
