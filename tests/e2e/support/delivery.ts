/**
 * Page objects for delivery orders: the seller's DO section on the order page and its "Create
 * delivery order" dialog, the driver app on a phone, live tracking at /delivery/:id, the
 * acknowledgement at /acknowledge/:id with its PIN and signature pad, and the disputes; and the
 * setup of orders and DOs through the API.
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Page, expect } from '@playwright/test';
import { TINY_PNG, tokenOf } from './accounts';
import { acceptOrderViaApi, lock, malaysianDate, releaseLocks } from './billing';
import { PRODUCTS, SELLERS, chooseOption, placePaidOrdersViaApi } from './commerce';
import { ACCOUNTS, signInAs } from './session';

/** The demo driver of Syarikat Bahan Binaan Maju (apps/api/src/seed/demo.ts). */
export const DRIVER = { name: 'Azman Yusof', email: 'driver@demo.test' } as const;
/** The demo buyer's own PIN, and the public-sector buyer (another company). */
export const BUYER_PIN = '123456';
export const BUYER_GOV = 'buyer.gov@demo.test';

/** The driver's four steps, as the driver app's big button names them and the tracking page shows them reached. */
export const STEPS = [
  { button: 'Start delivery', status: 'Delivery initiated', api: 'initiated' },
  { button: 'Out for delivery', status: 'Out for delivery', api: 'outForDelivery' },
  { button: 'Arrived', status: 'Arrived', api: 'arrived' },
  { button: 'Unloading', status: 'Unloading', api: 'unloading' },
] as const;

/** A seller DO number no other DO of the seller uses, even on a server reused across runs. */
export function uniqueSellerDoNumber(): string {
  return `E2E-DO-${Date.now()}-${randomBytes(3).toString('hex')}`;
}

/** A second signed-in person in their own browser context, here on a 360 × 740 touch phone. */
export async function onAPhone(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInAs(page, email);
  return { page, close: () => context.close() };
}

/** Serious or critical accessibility violations on the current page (or in `within`), as readable strings. */
export async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// ------------------------------------------------------------------ setup through the API

type Response = Awaited<ReturnType<APIRequestContext['get']>>;

async function ok<T>(response: Response): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function auth(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await tokenOf(request, email)}` };
}

export interface ApiOrder {
  id: string;
  number: string;
  status: string;
  lines: { id: string; productName: string; quantity: number }[];
}

export interface ApiDeliveryOrder {
  id: string;
  number: string;
  status: string;
  lines: { orderLineId: string; productName: string; quantity: number; unit: string }[];
}

/**
 * Setup, not under test: a paid order of Pembinaan Teguh Jaya at Maju (bricks and mortar, two
 * lines, seller delivery), accepted by the seller. Placed by the company's other buyer user,
 * buyer.user@demo.test: the commerce tests in the other worker empty and fill the cart of
 * buyer@demo.test while they run, and the API checkout goes through the placer's cart (the
 * commerce phone test uses buyer.user's cart too, but once and briefly).
 */
export async function confirmedOrderViaApi(request: APIRequestContext): Promise<ApiOrder> {
  // a copy of the test in the other worker adds the same items to the same cart, where they
  // would merge into one cart item that only one checkout gets: one placement at a time
  await lock('buyer-user-cart');
  let placed: Awaited<ReturnType<typeof placePaidOrdersViaApi>>;
  try {
    placed = await placePaidOrdersViaApi(request, ACCOUNTS.buyerUser, [PRODUCTS.bricks, PRODUCTS.mortar]);
  } finally {
    // the delivery tests hold no other lock
    releaseLocks();
  }
  expect(placed).toHaveLength(1);
  await acceptOrderViaApi(request, SELLERS.maju.email, placed[0]!.id);
  const order = await ok<ApiOrder>(
    await request.get(`/api/orders/${placed[0]!.id}`, { headers: await auth(request, SELLERS.maju.email) }),
  );
  expect(order.status).toBe('confirmed');
  return order;
}

/** Setup, not under test: the seller's DO of every order line in full for the demo driver, tomorrow at 10:00. */
export async function deliveryOrderViaApi(request: APIRequestContext, order: ApiOrder): Promise<ApiDeliveryOrder> {
  const headers = await auth(request, SELLERS.maju.email);
  const drivers = await ok<{ id: string; name: string }[]>(await request.get('/api/seller/drivers', { headers }));
  const driver = drivers.find((d) => d.name === DRIVER.name);
  if (!driver) throw new Error(`no driver named ${DRIVER.name}`);
  return ok<ApiDeliveryOrder>(
    await request.post(`/api/seller/orders/${order.id}/delivery-orders`, {
      headers,
      data: {
        sellerDoNumber: uniqueSellerDoNumber(),
        deliveryAt: `${malaysianDate(1)}T10:00:00+08:00`,
        driverUserId: driver.id,
        lines: order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
      },
    }),
  );
}

/** Setup, not under test: the driver's steps through the API, from assigned to unloading. */
export async function driverStepsViaApi(request: APIRequestContext, deliveryOrderId: string) {
  const headers = await auth(request, DRIVER.email);
  for (const step of STEPS)
    await ok(
      await request.post(`/api/driver/delivery-orders/${deliveryOrderId}/step`, {
        headers,
        data: { status: step.api },
      }),
    );
}

/** Setup, not under test: any delivery order of the demo buyer's company (the demo seed makes one). */
export async function someDeliveryOrderOfBuyer(request: APIRequestContext): Promise<ApiDeliveryOrder> {
  const headers = await auth(request, ACCOUNTS.buyer);
  const page = await ok<{ items: ApiDeliveryOrder[] }>(await request.get('/api/delivery-orders', { headers }));
  expect(page.items.length).toBeGreaterThan(0);
  return page.items[0]!;
}

// ------------------------------------------------------------------ the seller's order page

/** The "Delivery orders" section of /seller/order/:id (and /order/:id). */
export class DeliveryOrdersSection {
  constructor(readonly page: Page) {}

  section() {
    return this.page.getByRole('region', { name: 'Delivery orders' });
  }

  /** One DO of the list, by its number (DO-yyyy-nnnnnn). */
  deliveryOrder(number: string | RegExp) {
    return this.section().getByRole('article', { name: number });
  }

  /**
   * "Create delivery order": the seller's DO number, tomorrow (Malaysian time) at `time`, the
   * driver, and each line's quantity, which starts at what is left to deliver (`full`: checked
   * to be the ordered quantity). Returns the new DO's number.
   */
  async create(input: {
    sellerDoNumber: string;
    driver: string;
    time: string;
    full: { product: string; quantity: number }[];
  }): Promise<string> {
    const page = this.page;
    await this.section().getByRole('button', { name: 'Create delivery order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Create delivery order for SO-/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Your DO number/ }).fill(input.sellerDoNumber);
    const [y, m, d] = malaysianDate(1).split('-');
    // the date starts at the buyer's requested one when that is still ahead; a Select's chosen
    // option clicked again is deselected, so it is chosen only when it differs
    const date = dialog.getByRole('combobox', { name: 'Delivery date', exact: true });
    if (!(await date.inputValue()).startsWith(`${d}/${m}/${y} `))
      await chooseOption(page, 'Delivery date', new RegExp(`^${d}/${m}/${y} `));
    await expect(date).toHaveValue(new RegExp(`^${d}/${m}/${y} `));
    await chooseOption(page, 'Delivery time', input.time);
    await expect(dialog.getByRole('combobox', { name: 'Delivery time', exact: true })).toHaveValue(input.time);
    await chooseOption(page, 'Driver', new RegExp(`^${input.driver}`));
    for (const line of input.full)
      await expect(dialog.getByRole('textbox', { name: new RegExp(`^${line.product}`) })).toHaveValue(
        String(line.quantity),
      );
    await dialog.getByRole('button', { name: 'Create delivery order' }).click();
    await expect(dialog).toHaveCount(0);
    const done = this.section()
      .getByRole('status')
      .filter({ hasText: /^Delivery order DO-\d{4}-\d{6} was created/ });
    await expect(done).toHaveText(/was created and the driver was told\./);
    return (await done.innerText()).match(/DO-\d{4}-\d{6}/)![0];
  }

  /** The DO's "Track" link. */
  track(number: string) {
    return this.deliveryOrder(number).getByRole('link', { name: `Track delivery order ${number}` });
  }
}

// ------------------------------------------------------------------ the driver app

/** /driver and /driver/do/:id on the driver's phone. */
export class DriverApp {
  constructor(readonly page: Page) {}

  async openList() {
    await this.page.goto('/driver');
    await expect(this.page.getByRole('heading', { name: 'My deliveries', level: 1 })).toBeVisible();
  }

  /** Taps the DO's card in the list and lands on /driver/do/:id. */
  async openDeliveryOrder(number: string) {
    await this.page.getByRole('link', { name: new RegExp(number) }).tap();
    await expect(this.page).toHaveURL(/\/driver\/do\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { name: number, level: 1 })).toBeVisible();
  }

  /** The one big button of the next step. */
  stepButton(label: string) {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** Taps the next step's button and confirms it ("Yes, go ahead"). */
  async step(label: string, status: string) {
    await this.stepButton(label).tap();
    const dialog = this.page.getByRole('dialog', { name: label });
    await dialog.getByRole('button', { name: 'Yes, go ahead' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(this.page.getByRole('status').filter({ hasText: 'Done:' })).toHaveText(`Done: ${status}.`);
  }

  /** The QR code the buyer scans to acknowledge, by its accessible name. */
  qrCode(number: string) {
    return this.page.getByRole('img', { name: `QR code to acknowledge delivery order ${number}` });
  }
}

// ------------------------------------------------------------------ tracking and acknowledgement

/** /delivery/:id: the DO's steps, updated live. */
export class TrackingPage {
  constructor(readonly page: Page) {}

  async open(id: string, number?: string) {
    await this.page.goto(`/delivery/${id}`);
    await expect(
      this.page.getByRole('heading', { name: number ? `Delivery ${number}` : /^Delivery DO-/, level: 1 }),
    ).toBeVisible();
  }

  progress() {
    return this.page.getByRole('region', { name: 'Progress' });
  }

  /** The "Live" / "Reconnecting…" line. */
  live() {
    return this.progress().getByRole('status');
  }

  /** One step of the timeline by its label ("Driver assigned", "Delivery initiated", …). */
  step(label: string) {
    return this.progress()
      .getByRole('listitem')
      .filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** The step the DO is at now (aria-current="step"). */
  currentStep() {
    return this.progress().locator('[aria-current="step"]');
  }

  /** The step is reached: it is the current one and shows the time it was reached. */
  async expectReached(label: string) {
    await expect(this.currentStep()).toContainText(label);
    await expect(this.step(label).locator('time')).toBeVisible();
    await expect(this.step(label)).not.toContainText('Not yet');
  }

  disputes() {
    return new DisputesList(this.page);
  }
}

/** The "Disputes" section of /delivery/:id and /acknowledge/:id. */
export class DisputesList {
  constructor(readonly page: Page) {}

  section() {
    return this.page.getByRole('region', { name: 'Disputes' });
  }

  dispute(product: string) {
    return this.section().getByRole('listitem').filter({ hasText: product });
  }
}

/** /acknowledge/:id: received quantities, the dispute when short, the PIN and the signature. */
export class AcknowledgePage {
  constructor(readonly page: Page) {}

  async expectOpen(number: string) {
    await expect(this.page).toHaveURL(/\/acknowledge\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { name: `Acknowledge delivery ${number}`, level: 1 })).toBeVisible();
  }

  form() {
    return this.page.getByRole('form', { name: 'Check the goods received' });
  }

  received(product: string) {
    return this.page.getByRole('textbox', { name: `Quantity received of ${product}`, exact: true });
  }

  pin() {
    return this.page.getByLabel('Your PIN');
  }

  signaturePad() {
    return this.page.getByRole('img', { name: /^Signature box/ });
  }

  /** Draws a signature with the mouse: down, a few strokes across the pad, up. */
  async sign() {
    const pad = this.signaturePad();
    await expect(pad).toHaveAccessibleName('Signature box, empty');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    await this.page.mouse.move(...at(0.15, 0.6));
    await this.page.mouse.down();
    for (const [x, y] of [
      [0.25, 0.3],
      [0.35, 0.7],
      [0.45, 0.35],
      [0.55, 0.65],
      [0.7, 0.4],
      [0.85, 0.55],
    ] as const)
      await this.page.mouse.move(...at(x, y), { steps: 4 });
    await this.page.mouse.up();
    await expect(pad).toHaveAccessibleName('Signature box, signed');
  }

  acknowledgeButton() {
    return this.page.getByRole('button', { name: 'Acknowledge', exact: true });
  }

  /** The "Delivery acknowledged" result and the signed DO's PDF button. */
  async expectAcknowledged(number: string) {
    await expect(this.page.getByRole('alert').filter({ hasText: 'Delivery acknowledged' })).toBeVisible();
    await expect(
      this.page.getByRole('button', { name: `Open the signed delivery order ${number} as PDF` }),
    ).toBeVisible();
  }

  disputes() {
    return new DisputesList(this.page);
  }
}

/**
 * Setup, not under test: a completed order of the demo buyer's company (bricks and mortar at
 * Maju): confirmed, delivered in full by the demo driver, and acknowledged by buyer.user@demo.test
 * with its PIN and a signature through the API.
 */
export async function completedOrderViaApi(request: APIRequestContext): Promise<ApiOrder & { productIds: string[] }> {
  const order = await confirmedOrderViaApi(request);
  const deliveryOrder = await deliveryOrderViaApi(request, order);
  await driverStepsViaApi(request, deliveryOrder.id);
  const headers = await auth(request, ACCOUNTS.buyerUser);
  await ok(
    await request.post(`/api/delivery-orders/${deliveryOrder.id}/acknowledge`, {
      headers,
      data: {
        pin: BUYER_PIN,
        signature: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
        lines: deliveryOrder.lines.map((line) => ({ orderLineId: line.orderLineId, receivedQuantity: line.quantity })),
      },
    }),
  );
  const completed = await ok<
    Omit<ApiOrder, 'lines'> & { lines: (ApiOrder['lines'][number] & { productId: string })[] }
  >(await request.get(`/api/orders/${order.id}`, { headers }));
  expect(completed.status).toBe('completed');
  return { ...completed, productIds: [...new Set(completed.lines.map((line) => line.productId))] };
}
