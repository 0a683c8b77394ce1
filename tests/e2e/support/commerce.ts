/** Page objects for the product page's "Add to cart", the cart, checkout, the sandbox gateway, orders and payments. */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { TINY_PNG, tokenOf } from './accounts';

/** Demo sellers (apps/api/src/seed/catalog-data.ts) whose branches can serve an address in Kuala Lumpur. */
export const SELLERS = {
  maju: { name: 'Syarikat Bahan Binaan Maju Sdn. Bhd.', email: 'seller@demo.test' },
  elektrik: { name: 'Elektrik Jaya Supplies Sdn. Bhd.', email: 'orders@elektrikjaya.demo.test' },
} as const;

/**
 * Demo listings sold by one seller only, under a name no other listing shares (the retail offer,
 * not the "(project supply)" one). Quantities default to the minimum order.
 */
export const PRODUCTS = {
  bricks: { name: 'Kim Hin Common Clay Brick', seller: SELLERS.maju },
  mortar: { name: 'Weber Dry-Mix Plastering Mortar', seller: SELLERS.maju },
  cable: { name: 'Fujikura PVC Insulated Cable', seller: SELLERS.elektrik },
  conduit: { name: 'Clipsal PVC Conduit', seller: SELLERS.elektrik },
} as const;
export type DemoProduct = (typeof PRODUCTS)[keyof typeof PRODUCTS];

/** A tiny PNG bank-transfer slip on disk, for the file chooser. */
export function slipFile(): string {
  const path = join(tmpdir(), `${Date.now()}-slip.png`);
  writeFileSync(path, TINY_PNG);
  return path;
}

/**
 * Setup, not under test: empties the user's cart through the API, so a test starts from a
 * known cart whatever an earlier test (or an earlier run on the same data) left in it.
 */
export async function emptyCartOf(request: APIRequestContext, email: string) {
  const token = await tokenOf(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const cart = await request.get('/api/Cart', { headers });
  expect(cart.ok(), await cart.text()).toBeTruthy();
  for (const item of (await cart.json()) as { id: string }[]) {
    const removed = await request.delete(`/api/Cart/${item.id}`, { headers });
    expect(removed.status()).toBe(204);
  }
}

/** Clicks a Mantine Select (by its label) and picks an option by its text. */
export async function chooseOption(page: Page, label: string, option: string | RegExp) {
  const field = page
    .getByRole('combobox', { name: label, exact: true })
    .or(page.getByRole('textbox', { name: label, exact: true }))
    .first();
  await field.click();
  const name = typeof option === 'string' ? { name: option, exact: true } : { name: option };
  await page.getByRole('option', name).first().click();
}

/** The header's cart icon: its name says how many items are in the cart. */
export function cartBadge(page: Page) {
  return page.getByRole('link', { name: /^Cart/ });
}

/** The number drawn on the header's cart icon. */
export function cartBadgeCount(page: Page) {
  return page.getByTestId('cart-badge').locator('.mantine-Indicator-indicator');
}

/** The product page's "Buy this product" box, reached from the shop's search. */
export class ProductPage {
  constructor(readonly page: Page) {}

  async open(product: DemoProduct) {
    await this.page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
    await this.page
      .getByRole('article', { name: product.name, exact: true })
      .getByRole('link', { name: product.name, exact: true })
      .click();
    await expect(this.page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  }

  /** Adds the chosen (or first) variation at its minimum quantity, or `quantity`. */
  async addToCart(quantity?: number) {
    const box = this.page.getByRole('region', { name: 'Buy this product' });
    if (quantity !== undefined) await box.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
    await box.getByRole('button', { name: 'Add to cart' }).click();
    await expect(box.getByRole('status')).toContainText('Added to your cart.');
  }
}

/** /cart */
export class CartPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/cart');
    await expect(this.page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  }

  /** The card of one seller's items. */
  seller(name: string) {
    return this.page.getByRole('region', { name: `Sold by ${name}` });
  }

  /** "Check out" with every item selected; lands on the checkout form. Returns the draft id. */
  async checkout(): Promise<string> {
    await this.page.getByRole('button', { name: 'Check out' }).click();
    await expect(this.page).toHaveURL(/\/checkout\?draft=[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    return new URL(this.page.url()).searchParams.get('draft')!;
  }
}

/** "YYYY-MM-DD" of tomorrow in Malaysia (UTC+8, no daylight saving). */
export function tomorrowInMalaysia(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
}

export type PaymentChoice =
  | { method: 'fpx'; account: 'Corporate account' | 'Personal account'; bank: string }
  | { method: 'card' }
  | { method: 'transfer'; slip: string };

const METHOD_LABEL = {
  fpx: 'Online banking (FPX)',
  card: 'Credit or debit card',
  transfer: 'Manual bank transfer',
} as const;

/** /checkout?draft=…: the checkout form. */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  /**
   * Every required field: delivery tomorrow at 10:00 Malaysian time, project details, remarks,
   * the recipient and an address in Kuala Lumpur (postcode 50450).
   */
  async fillDetails(project: string) {
    const page = this.page;
    await this.fillSchedule(project);
    await page.getByLabel('Recipient name').fill('Lim Chee Keong');
    await page.getByLabel('Contact number').fill('012-345 6704');
    await page.getByLabel('Person in charge (PIC)').fill('Nurul Huda');
    await page.getByLabel(/^E-mail/).fill('site.kl@demo.test');
    const country = page.getByRole('textbox', { name: 'Country' }).or(page.getByRole('combobox', { name: 'Country' }));
    if ((await country.first().inputValue()) !== 'Malaysia') await chooseOption(page, 'Country', 'Malaysia');
    await page.getByLabel('Address line 1').fill('Level 12, Menara Binaan, Jalan Sultan Ismail');
    await page.getByLabel('Postcode').fill('50450');
    await page.getByLabel('City').fill('Kuala Lumpur');
    await chooseOption(page, 'State', 'Kuala Lumpur');
    await this.settled();
  }

  /** Waits until the delivery choices are the ones for the address now in the form (a changed address is quoted again). */
  async settled() {
    await expect(this.page.locator('[data-field="deliveries"]')).toHaveAttribute('aria-busy', 'false', {
      timeout: 15_000,
    });
  }

  /** The delivery: tomorrow at 10:00 Malaysian time, the project details and the remarks. */
  async fillSchedule(project: string) {
    const page = this.page;
    const [y, m, d] = tomorrowInMalaysia().split('-');
    await chooseOption(page, 'Delivery date', new RegExp(`^${d}/${m}/${y} `));
    await chooseOption(page, 'Delivery time', '10:00');
    await page.getByLabel('Project details').fill(project);
    await page.getByLabel('Remarks').fill('Call the site office 30 minutes before arrival.');
  }

  /** The delivery choice of one seller, offered once the address is accepted. */
  async chooseDelivery(seller: string, method: 'pickup' | 'seller') {
    const card = this.page.getByRole('region', { name: 'Delivery method' }).getByRole('group', { name: seller });
    const label = method === 'pickup' ? 'Self-pickup at a branch' : /^Seller delivery/;
    await card.getByRole('radio', { name: label }).check();
    if (method === 'pickup') await expect(card.getByRole('combobox', { name: 'Pickup branch' })).not.toHaveValue('');
  }

  async choosePayment(choice: PaymentChoice) {
    const page = this.page;
    const section = page.getByRole('region', { name: 'Payment' });
    await section.getByRole('radio', { name: METHOD_LABEL[choice.method] }).click();
    await expect(section.getByRole('radio', { name: METHOD_LABEL[choice.method] })).toBeChecked();
    if (choice.method === 'fpx') {
      await section.getByText(choice.account, { exact: true }).click();
      await chooseOption(page, 'Bank', choice.bank);
    }
    if (choice.method === 'transfer') {
      const chooser = page.waitForEvent('filechooser');
      await section.getByRole('button', { name: 'Upload slip' }).click();
      await (await chooser).setFiles(choice.slip);
      await expect(section.getByRole('button', { name: 'Replace slip' })).toBeVisible();
    }
  }

  /** "Place order"; the gateway's page or the payment result follows. */
  async place() {
    await this.page.getByRole('button', { name: 'Place order' }).click();
  }
}

/** The sandbox gateway's own bank and card pages (plain HTML served at /sandbox-gateway/pay/:ref). */
export class SandboxGatewayPage {
  constructor(readonly page: Page) {}

  async expectBank(bank: string) {
    await expect(this.page).toHaveURL(/\/sandbox-gateway\/pay\/SBX[0-9A-F]+$/);
    await expect(this.page.getByRole('heading', { name: bank, level: 1 })).toBeVisible();
  }

  /** Success, Failure or Pending (the corporate account's second approver). */
  async decide(button: 'Success' | 'Failure' | 'Pending (needs a second approver)') {
    await this.page.getByRole('button', { name: button, exact: true }).click();
  }

  async payByCard(cardNumber: string) {
    await expect(this.page.getByRole('heading', { name: 'Card payment', level: 1 })).toBeVisible();
    await this.page.getByLabel('Card number').fill(cardNumber);
    await this.page.getByRole('button', { name: 'Pay', exact: true }).click();
  }
}

/** /payment/status/:id: the payment result. */
export class PaymentResultPage {
  constructor(readonly page: Page) {}

  async expectOutcome(title: string) {
    await expect(this.page).toHaveURL(/\/payment\/status\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }

  /** The result card's status region (title, body, reason). */
  outcome() {
    return this.page.getByRole('status').filter({ has: this.page.getByRole('heading', { level: 1 }) });
  }

  /** The orders of this payment: number, seller and status per line. */
  orders() {
    return this.page.getByRole('region', { name: 'Orders' }).getByRole('listitem');
  }

  /** The order numbers this payment pays for, as listed. */
  async orderNumbers(): Promise<string[]> {
    return this.orders()
      .getByRole('link', { name: /^SO-\d{4}-\d{6}$/ })
      .allInnerTexts();
  }

  /** The payment reference, as shown under "Reference". */
  async reference(): Promise<string> {
    const fact = this.page.getByText('Reference', { exact: true }).locator('xpath=..');
    await expect(fact).toContainText(/PY-\d{4}-\d{6}/);
    return (await fact.innerText()).match(/PY-\d{4}-\d{6}/)![0];
  }
}

/** /order/:id (buyer) or /seller/order/:id (seller). */
export class OrderPage {
  constructor(readonly page: Page) {}

  async open(base: '/order' | '/seller/order', id: string, number?: string) {
    await this.page.goto(`${base}/${id}`);
    await expect(this.page.getByRole('heading', { name: /^Order SO-/, level: 1 })).toBeVisible();
    if (number) await expect(this.page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  }

  /** The order status and payment status badges, as shown next to their labels. */
  async expectStatus(order: string, payment?: string) {
    const row = (label: string) => this.page.getByText(`${label}:`, { exact: true }).locator('xpath=..');
    await expect(row('Order status')).toContainText(order);
    if (payment) await expect(row('Payment status')).toContainText(payment);
  }

  async accept() {
    await this.page.getByRole('button', { name: 'Accept order' }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Accept order SO-/ });
    await dialog.getByRole('button', { name: 'Accept order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.page.getByRole('status').filter({ hasText: 'You accepted the order.' })).toBeVisible();
  }

  async reject(reason: string) {
    await this.page.getByRole('button', { name: 'Reject order' }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Reject order SO-/ });
    await dialog.getByLabel('Reason for rejecting').fill(reason);
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.page.getByRole('status').filter({ hasText: 'You rejected the order.' })).toBeVisible();
  }
}

/** The Kuala Lumpur site the API-placed setup orders go to, with its recipient. */
export const KL_SITE = {
  recipientName: 'Lim Chee Keong',
  contactNumber: '0123456704',
  pic: 'Nurul Huda',
  email: 'site.kl@demo.test',
  country: 'Malaysia',
  addressLine1: 'Level 12, Menara Binaan, Jalan Sultan Ismail',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
} as const;

export interface PlacedOrder {
  id: string;
  number: string;
  sellerName: string;
}

/**
 * Setup, not under test: a buyer's paid checkout made through the API and the sandbox gateway's
 * form (the same requests the screens send), for tests about what happens to orders after payment.
 * One order per product's seller, each delivered by the seller to Kuala Lumpur, paid by online banking.
 */
export async function placePaidOrdersViaApi(
  request: APIRequestContext,
  email: string,
  products: DemoProduct[],
): Promise<PlacedOrder[]> {
  const token = await tokenOf(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
    return response.json();
  };
  const cartItemIds: string[] = [];
  const sellerIds = new Set<string>();
  for (const product of products) {
    const found = (await ok(await request.get('/api/products', { params: { q: product.name } }))) as {
      items: { id: string; name: string; seller: { id: string } }[];
    };
    const card = found.items.find((p) => p.name === product.name);
    if (!card) throw new Error(`no listing named ${product.name}`);
    sellerIds.add(card.seller.id);
    const detail = (await ok(await request.get(`/api/products/${card.id}`, { headers }))) as {
      variations: { id: string; minOrderQty: number; available: boolean }[];
    };
    const variation = detail.variations.find((v) => v.available)!;
    const item = (await ok(
      await request.post('/api/Cart', {
        headers,
        data: { variationId: variation.id, quantity: variation.minOrderQty },
      }),
    )) as { id: string };
    cartItemIds.push(item.id);
  }
  const checkout = (await ok(await request.post('/api/checkouts', { headers, data: { cartItemIds } }))) as {
    id: string;
  };
  const placed = (await ok(
    await request.post(`/api/checkouts/${checkout.id}/place`, {
      headers,
      data: {
        deliveryAt: `${tomorrowInMalaysia()}T10:00:00+08:00`,
        projectDetails: 'Setup order for an end-to-end test',
        remarks: 'Made through the API',
        ...KL_SITE,
        paymentMethod: 'fpx',
        payerType: 'personal',
        bankCode: 'MB2U0227',
        deliveries: [...sellerIds].map((sellerId) => ({ sellerId, method: 'seller' })),
      },
    }),
  )) as { orders: PlacedOrder[]; payment: { redirectUrl: string | null } };
  // the payer's "Success" on the sandbox bank page
  const decided = await request.post(placed.payment.redirectUrl!, { form: { decision: 'success' }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  return placed.orders;
}
