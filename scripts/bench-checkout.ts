/**
 * The buying path under load, for `npm run bench`: add-to-cart with autocannon, and whole
 * checkouts (add to cart → start checkout → place with online banking → the sandbox
 * bank's "success" → the payment reads paid) run by several buyers at once, reported as
 * orders per second and the p50/p99 of one whole checkout and of placing alone.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo';

interface Variation {
  id: string;
  minOrderQty: number;
  multipleOf: number;
}

interface Listing {
  productId: string;
  sellerId: string;
  variation: Variation;
}

const json = { 'content-type': 'application/json' };

export async function call<T>(address: string, path: string, init: RequestInit & { bearer?: string } = {}): Promise<T> {
  const { bearer, ...rest } = init;
  const response = await fetch(`${address}${path}`, {
    ...rest,
    headers: { ...(rest.body !== undefined && json), ...(bearer && { authorization: `Bearer ${bearer}` }) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * `count` buyers of the demo buyer company, each signed in: buyer@demo.test and users made like
 * it (same role, permissions and password), so each checkout runner buys as a buyer of its own.
 */
export async function benchBuyers(database: Database, address: string, count: number): Promise<string[]> {
  const tag = Date.now().toString(36);
  const emails = ['buyer@demo.test'];
  for (let i = 1; i < count; i += 1) {
    const email = `bench.buyer.${i}.${tag}@bench.test`;
    await database.db.execute(sql`insert into users (company_id, email, password_hash, first_name, last_name, position,
        phone, role, status, permissions, toggles, email_verified_at, language)
      select company_id, ${email}, password_hash, first_name, ${`Buyer ${i}`}, position, phone, role, status,
        permissions, toggles, email_verified_at, language
      from users where email = 'buyer@demo.test'`);
    emails.push(email);
  }
  const tokens: string[] = [];
  for (const username of emails) {
    const session = await call<{ jwtToken: string }>(address, '/accounts/authenticate', {
      method: 'POST',
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    tokens.push(session.jwtToken);
  }
  return tokens;
}

/** A quantity the variation accepts: its minimum, rounded up to its multiple. */
export function validQuantity(v: Variation): number {
  return Math.ceil(v.minOrderQty / v.multipleOf) * v.multipleOf;
}

/** Published demo listings whose first variation shows a price, one seller's branch for pickup. */
export async function listings(address: string, count: number): Promise<Listing[]> {
  const page = await call<{ items: { id: string; seller: { id: string }; fromPriceSen: number | null }[] }>(
    address,
    '/api/products?pageSize=60&sort=newest',
  );
  const found: Listing[] = [];
  for (const card of page.items) {
    if (found.length >= count || card.fromPriceSen === null) continue;
    const product = await call<{ variations: (Variation & { hidePrice: boolean; available: boolean })[] }>(
      address,
      `/api/products/${card.id}`,
    );
    const variation = product.variations.find((v) => !v.hidePrice && v.available);
    if (variation) found.push({ productId: card.id, sellerId: card.seller.id, variation });
  }
  return found;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const malaysianDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

/** Malaysian 10:00 on the day after tomorrow: inside the delivery window whatever time the bench runs. */
function deliveryAt(): string {
  return `${malaysianDate.format(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000))}T10:00:00+08:00`;
}

/** The part of `benchBuying` under way: the whole checkouts begin, then end. */
export type BuyingPhase = 'checkouts' | 'done';

/**
 * Add-to-cart by one buyer with autocannon, then whole checkouts by each of `buyers` at once, each on a
 * listing of its own; `onPhase` hears when the checkouts begin and end.
 */
export async function benchBuying(
  address: string,
  buyers: string[],
  seconds: number,
  connections: number,
  onPhase: (phase: BuyingPhase) => void = () => {},
) {
  const bearer = buyers[0]!;
  const items = await listings(address, connections);
  const first = items[0]!;
  const branches = new Map<string, string>();
  for (const { sellerId } of items) {
    if (branches.has(sellerId)) continue;
    const list = await call<{ id: string; companyId: string }[]>(address, `/api/branches?seller=${sellerId}`);
    const branch = list.find((b) => b.companyId === sellerId);
    if (branch) branches.set(sellerId, branch.id);
  }

  const add = await autocannon({
    url: `${address}/api/Cart`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ variationId: first.variation.id, quantity: validQuantity(first.variation) }),
  });
  const cart = await call<{ id: string }[]>(address, '/api/Cart', { bearer });
  for (const item of cart) await call(address, `/api/Cart/${item.id}`, { method: 'DELETE', bearer });

  const whole: number[] = [];
  const placing: number[] = [];
  /** each step's durations: add to cart, checkout, place, the bank's answer, the payment read */
  const steps: Record<string, number[]> = { cart: [], checkout: [], place: [], bank: [], read: [] };
  const lap = (step: string, since: number) => {
    const now = performance.now();
    steps[step]!.push(now - since);
    return now;
  };
  let failures = 0;
  onPhase('checkouts');
  const until = Date.now() + seconds * 1000;
  const worker = async (listing: Listing, index: number) => {
    const bearer = buyers[index % buyers.length]!;
    const branchId = branches.get(listing.sellerId);
    if (!branchId) return;
    while (Date.now() < until) {
      const started = performance.now();
      let at = started;
      try {
        const item = await call<{ id: string }>(address, '/api/Cart', {
          method: 'POST',
          bearer,
          body: JSON.stringify({ variationId: listing.variation.id, quantity: validQuantity(listing.variation) }),
        });
        at = lap('cart', at);
        const checkout = await call<{ id: string }>(address, '/api/checkouts', {
          method: 'POST',
          bearer,
          body: JSON.stringify({ cartItemIds: [item.id] }),
        });
        at = lap('checkout', at);
        const placeStarted = at;
        const placed = await call<{ payment: { id: string; redirectUrl: string | null } }>(
          address,
          `/api/checkouts/${checkout.id}/place`,
          {
            method: 'POST',
            bearer,
            body: JSON.stringify({
              deliveryAt: deliveryAt(),
              projectDetails: 'Bench project, Jalan Ampang',
              recipientName: 'Bench Buyer',
              contactNumber: '0123456789',
              pic: 'Site supervisor',
              country: 'Malaysia',
              email: 'bench@demo.test',
              addressLine1: '1 Jalan Ampang',
              postcode: '50450',
              city: 'Kuala Lumpur',
              state: 'Kuala Lumpur',
              remarks: 'Deliver to the site office',
              paymentMethod: 'fpx',
              payerType: 'corporate',
              bankCode: 'MBB0228',
              deliveries: [{ sellerId: listing.sellerId, method: 'pickup', branchId }],
            }),
          },
        );
        placing.push(performance.now() - placeStarted);
        at = lap('place', at);
        const bank = await fetch(`${address}${placed.payment.redirectUrl}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=success',
          redirect: 'manual',
        });
        if (bank.status !== 303) throw new Error(`sandbox bank answered ${bank.status}`);
        at = lap('bank', at);
        const payment = await call<{ status: string }>(address, `/api/payments/${placed.payment.id}`, { bearer });
        if (payment.status !== 'paid') throw new Error(`payment ${payment.status}`);
        lap('read', at);
        whole.push(performance.now() - started);
      } catch (error) {
        failures += 1;
        if (failures <= 3) console.log(`  checkout failed: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(items.map((listing, index) => worker(listing, index)));
  onPhase('done');
  whole.sort((a, b) => a - b);
  placing.sort((a, b) => a - b);
  return {
    addToCart: { rps: add.requests.average, p50: add.latency.p50, p99: add.latency.p99, non2xx: add.non2xx },
    checkout: {
      ordersPerSecond: whole.length / seconds,
      completed: whole.length,
      failures,
      p50: Math.round(percentile(whole, 50)),
      p99: Math.round(percentile(whole, 99)),
      placeP50: Math.round(percentile(placing, 50)),
      placeP99: Math.round(percentile(placing, 99)),
      stepP50: Object.fromEntries(
        Object.entries(steps).map(([step, times]) => [
          step,
          Math.round(
            percentile(
              times.sort((a, b) => a - b),
              50,
            ),
          ),
        ]),
      ),
      buyers: Math.min(items.length, buyers.length),
    },
  };
}

/**
 * `benchBuying` run by another process (scripts/bench-buyers.ts): buyers are other machines, and
 * their requests' work (making them, reading the answers) would otherwise be counted against the
 * server's own thread.
 */
export function benchBuyingApart(
  address: string,
  buyers: string[],
  seconds: number,
  connections: number,
  onPhase: (phase: BuyingPhase) => void = () => {},
): Promise<Awaited<ReturnType<typeof benchBuying>>> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./bench-buyers.ts', import.meta.url).pathname], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify({ address, buyers, seconds, connections }));
  // whole lines as they come: a phase is heard at once (the CPU is read then), others printed; the
  // figures come last, without a line's end
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const phase = PHASE.exec(line)?.[1] as BuyingPhase | undefined;
      if (phase) onPhase(phase);
      else console.log(line);
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the buyers' process ended with ${code}`));
      else resolve(JSON.parse(pending));
    });
  });
}

/** How the buyers' process says a phase began: a line of its own. */
export const phaseLine = (phase: BuyingPhase) => `phase:${phase}\n`;
const PHASE = /^phase:(\w+)$/;
