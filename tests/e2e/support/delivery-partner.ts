/**
 * Page objects for the delivery partner: the checkout's "Delivery partner (lorry)" choice and its
 * vehicle cards, the partner part of the seller's "Create delivery order" dialog, and the
 * sandbox partner's trip page (/sandbox-delivery/trips/:reference), whose console stands in for
 * the partner's driver; and the setup of a paid, accepted partner order through the API.
 */
import { type APIRequestContext, type Browser, type Locator, type Page, expect } from '@playwright/test';
import { tokenOf } from './accounts';
import { acceptOrderViaApi, lock, malaysianDate, releaseLocks } from './billing';
import { type DemoProduct, KL_SITE, PRODUCTS, SELLERS, chooseOption, tomorrowInMalaysia } from './commerce';
import type { ApiOrder } from './delivery';
import { ACCOUNTS } from './session';

/** The partner's vehicle types as the screens name them (packages/shared/src/i18n/parts/delivery-partner.ts). */
export const VEHICLES = {
  motorcycle: 'Motorcycle',
  car: 'Car',
  van: 'Van',
  lorry1t: '1-tonne lorry',
  lorry3t: '3-tonne lorry',
  lorry5t: '5-tonne lorry',
} as const;
export type Vehicle = keyof typeof VEHICLES;

/** The partner's refusal of a time outside its hours (spec §5). */
export const TIME_CHECK = 'A delivery-partner time must be between 9 am and 6 pm and at least 1 hour ahead';

/** "RM 1,234.56" as formatMoney writes it (any spacing). */
export const RINGGIT = /RM\s?[\d,]+\.\d{2}/;

/** The first ringgit amount in a text. */
export function ringgitIn(text: string): string {
  const found = RINGGIT.exec(text);
  if (!found) throw new Error(`no ringgit amount in "${text}"`);
  return found[0];
}

// ------------------------------------------------------------------ setup through the API

type Response = Awaited<ReturnType<APIRequestContext['get']>>;

async function ok<T>(response: Response): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The product's listing id, its seller's company id and its first available variation. */
async function listing(request: APIRequestContext, product: DemoProduct, headers: Record<string, string>) {
  const found = await ok<{ items: { id: string; name: string; seller: { id: string } }[] }>(
    await request.get('/api/products', { params: { q: product.name } }),
  );
  const card = found.items.find((p) => p.name === product.name);
  if (!card) throw new Error(`no listing named ${product.name}`);
  const detail = await ok<{ variations: { id: string; minOrderQty: number; available: boolean }[] }>(
    await request.get(`/api/products/${card.id}`, { headers }),
  );
  const variation = detail.variations.find((v) => v.available);
  if (!variation) throw new Error(`no available variation of ${product.name}`);
  return { sellerId: card.seller.id, variation };
}

/**
 * Setup, not under test: `product` in the cart of `email` through the API and a checkout draft of
 * that one cart item (other items in the cart are left alone), for /checkout?draft=…. Hold
 * lock('buyer-user-cart') around it and the placing (or `removeCartItem`) for buyer.user.
 */
export async function checkoutDraftViaApi(
  request: APIRequestContext,
  email: string,
  product: DemoProduct,
): Promise<{ draftId: string; cartItemId: string }> {
  const headers = { authorization: `Bearer ${await tokenOf(request, email)}` };
  const { variation } = await listing(request, product, headers);
  const item = await ok<{ id: string }>(
    await request.post('/api/Cart', { headers, data: { variationId: variation.id, quantity: variation.minOrderQty } }),
  );
  const checkout = await ok<{ id: string }>(
    await request.post('/api/checkouts', { headers, data: { cartItemIds: [item.id] } }),
  );
  return { draftId: checkout.id, cartItemId: item.id };
}

/** Setup, not under test: takes a cart item out of the cart again (a draft that was not placed). */
export async function removeCartItem(request: APIRequestContext, email: string, cartItemId: string) {
  const headers = { authorization: `Bearer ${await tokenOf(request, email)}` };
  const removed = await request.delete(`/api/Cart/${cartItemId}`, { headers });
  expect([204, 404]).toContain(removed.status());
}

/**
 * Setup, not under test: a paid order of Pembinaan Teguh Jaya at Maju (bricks, minimum quantity)
 * to Kuala Lumpur with the delivery partner's `vehicleType`, tomorrow at 10:00, placed by
 * buyer.user@demo.test through the API and the sandbox bank, then accepted by the seller.
 */
export async function confirmedPartnerOrderViaApi(
  request: APIRequestContext,
  vehicleType: Vehicle,
  product: DemoProduct = PRODUCTS.bricks,
): Promise<ApiOrder> {
  const headers = { authorization: `Bearer ${await tokenOf(request, ACCOUNTS.buyerUser)}` };
  // the delivery tests of the other worker use the same cart: one placement at a time
  await lock('buyer-user-cart');
  let placed: { orders: { id: string }[]; payment: { redirectUrl: string | null } };
  try {
    const { sellerId, variation } = await listing(request, product, headers);
    const item = await ok<{ id: string }>(
      await request.post('/api/Cart', {
        headers,
        data: { variationId: variation.id, quantity: variation.minOrderQty },
      }),
    );
    const checkout = await ok<{ id: string }>(
      await request.post('/api/checkouts', { headers, data: { cartItemIds: [item.id] } }),
    );
    placed = await ok(
      await request.post(`/api/checkouts/${checkout.id}/place`, {
        headers,
        data: {
          deliveryAt: `${tomorrowInMalaysia()}T10:00:00+08:00`,
          projectDetails: 'Setup order for a delivery-partner end-to-end test',
          remarks: 'Made through the API',
          ...KL_SITE,
          paymentMethod: 'fpx',
          payerType: 'personal',
          bankCode: 'MB2U0227',
          deliveries: [{ sellerId, method: 'partner', vehicleType }],
        },
      }),
    );
  } finally {
    releaseLocks();
  }
  expect(placed.orders).toHaveLength(1);
  const decided = await request.post(placed.payment.redirectUrl!, { form: { decision: 'success' }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  const id = placed.orders[0]!.id;
  await acceptOrderViaApi(request, SELLERS.maju.email, id);
  const sellerHeaders = { authorization: `Bearer ${await tokenOf(request, SELLERS.maju.email)}` };
  const order = await ok<ApiOrder & { deliveryMethod: string; vehicleType: string | null }>(
    await request.get(`/api/orders/${id}`, { headers: sellerHeaders }),
  );
  expect(order.status).toBe('confirmed');
  expect(order.deliveryMethod).toBe('partner');
  expect(order.vehicleType).toBe(vehicleType);
  return order;
}

// ------------------------------------------------------------------ checkout

/** The delivery partner's part of one seller's delivery choice on the checkout form. */
export class PartnerChoice {
  constructor(
    readonly page: Page,
    readonly seller: string,
  ) {}

  card() {
    return this.page.getByRole('region', { name: 'Delivery method' }).getByRole('group', { name: this.seller });
  }

  /** The "Delivery partner (lorry)" radio (its name goes on with the price badge). */
  method() {
    return this.card().getByRole('radio', { name: /^Delivery partner \(lorry\)/ });
  }

  vehicles() {
    return this.card().getByRole('radiogroup', { name: /^Vehicle type/ });
  }

  vehicle(vehicle: Vehicle) {
    return this.vehicles().getByRole('radio', { name: new RegExp(`^${VEHICLES[vehicle]}`) });
  }

  /** Chooses the partner, then the vehicle; returns the price shown on the vehicle's card. */
  async choose(vehicle: Vehicle): Promise<string> {
    await this.method().check();
    await expect(this.vehicles().getByRole('radio')).toHaveCount(Object.keys(VEHICLES).length);
    const card = this.vehicle(vehicle);
    await expect(card).toContainText(RINGGIT);
    await card.click();
    await expect(card).toBeChecked();
    return ringgitIn(await card.innerText());
  }
}

/** "Order from <seller>" on the checkout: the value next to `label` ("Delivery fee", "Subtotal", …). */
export function checkoutTotal(page: Page, seller: string, label: string): Locator {
  return page
    .getByRole('region', { name: `Order from ${seller}` })
    .getByText(label, { exact: true })
    .locator('xpath=..');
}

// ------------------------------------------------------------------ the seller's DO dialog

/** The "Create delivery order" dialog of a partner order on /seller/order/:id. */
export class PartnerDeliveryOrderDialog {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: /^Create delivery order for SO-/ });
  }

  async open() {
    await this.page
      .getByRole('region', { name: 'Delivery orders' })
      .getByRole('button', { name: 'Create delivery order' })
      .click();
    await expect(this.dialog()).toBeVisible();
  }

  carriedBy() {
    return this.dialog().getByRole('radiogroup', { name: /^Carried by/ });
  }

  vehicle() {
    return this.dialog().getByRole('combobox', { name: /^Vehicle type/ });
  }

  date() {
    return this.dialog().getByRole('combobox', { name: 'Delivery date', exact: true });
  }

  time() {
    return this.dialog().getByRole('combobox', { name: 'Delivery time', exact: true });
  }

  /** The "Get quotation" answer (a live status next to the button). */
  quotation() {
    return this.dialog().getByRole('status');
  }

  /** The seller's DO number, and Malaysian `date` (YYYY-MM-DD, tomorrow by default) at `time`. */
  async fill(input: { sellerDoNumber: string; time: string; date?: string }) {
    await this.dialog()
      .getByRole('textbox', { name: /^Your DO number/ })
      .fill(input.sellerDoNumber);
    const [y, m, d] = (input.date ?? malaysianDate(1)).split('-');
    // a Select's chosen option clicked again is deselected: choose only what differs
    if (!(await this.date().inputValue()).startsWith(`${d}/${m}/${y} `))
      await chooseOption(this.page, 'Delivery date', new RegExp(`^${d}/${m}/${y} `));
    await expect(this.date()).toHaveValue(new RegExp(`^${d}/${m}/${y} `));
    if ((await this.time().inputValue()) !== input.time) await chooseOption(this.page, 'Delivery time', input.time);
    await expect(this.time()).toHaveValue(input.time);
  }

  async getQuotation() {
    await this.dialog().getByRole('button', { name: 'Get quotation' }).click();
  }

  submit() {
    return this.dialog().getByRole('button', { name: 'Create delivery order' }).click();
  }
}

// ------------------------------------------------------------------ the sandbox partner's page

/** A browser with nobody signed in, here a 360 × 740 touch phone: the partner's driver. */
export async function partnerDriverPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** The sandbox partner's trip page and its driver console. */
export class PartnerTripPage {
  constructor(readonly page: Page) {}

  async open(url: string, reference: string) {
    await this.page.goto(url);
    await expect(this.page.getByRole('heading', { name: `Trip ${reference}`, level: 1 })).toBeVisible();
  }

  /** A fact of the trip by its term ("Status", "Price", "Name" of the driver, …). */
  fact(term: string) {
    return this.page.getByText(term, { exact: true }).first().locator('xpath=following-sibling::dd[1]');
  }

  button(label: string) {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** Presses a console button and waits for the page to come back with the trip's new status. */
  async press(label: string, status: string) {
    await this.button(label).click();
    await expect(this.fact('Status')).toHaveText(status);
  }
}

/**
 * The console's buttons, the partner status each leads to (as the partner's page and BinaMart
 * name it), and the DO step BinaMart moves to.
 */
export const PARTNER_STEPS = [
  { button: 'Accept trip', partnerStatus: 'Driver on the way to pick up', step: 'Delivery initiated' },
  { button: 'Picked up', partnerStatus: 'Picked up', step: 'Out for delivery' },
  { button: 'Arrived at drop-off', partnerStatus: 'At the drop-off', step: 'Arrived' },
  { button: 'Delivered', partnerStatus: 'Delivered', step: 'Unloading' },
] as const;
