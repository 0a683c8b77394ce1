/**
 * Page objects for billing: the buyer's /invoice list and /invoice/payment, the statement of
 * account, the administrators' /admin/in, /admin/invoicein/:id and /admin/cn, and the setup the
 * billing tests share (a credit order made through the API, a lock on the public-sector buyer).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, type Locator, type Page, expect } from '@playwright/test';
import { tokenOf } from './accounts';
import {
  CartPage,
  CheckoutPage,
  type DemoProduct,
  ProductPage,
  KL_SITE,
  chooseOption,
  tomorrowInMalaysia,
} from './commerce';
import { rm, senOf } from './credit';
import { signInAs } from './session';

/** A second signed-in person in their own browser context. */
export async function asSomeoneElse(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { page, close: () => context.close() };
}

/** "YYYY-MM-DD" of today (plus `days`) in Malaysia (UTC+8, no daylight saving). */
export function malaysianDate(days = 0, now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * 24 * 3_600_000).toISOString().slice(0, 10);
}

/** "2026-12-31" as the screens write a calendar date: "31/12/2026". */
export function calendarDate(isoDate: string): string {
  return isoDate.split('-').reverse().join('/');
}

/** Sen as a number field of two decimals shows it: 123456 → "1,234.56", 30700 → "307", 12350 → "123.5". */
export function ringgitField(sen: number): string {
  return (sen / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

// ------------------------------------------------------------------ a lock across workers

const held = new Set<string>();

function lockDir(name: string) {
  // one lock per test run: every worker of a run inherits the run's data directory
  const run = process.env.E2E_DATA_DIR ?? process.env.E2E_PORT ?? 'default';
  const key = createHash('sha1').update(run).digest('hex').slice(0, 12);
  return join(tmpdir(), `binamart-e2e-${key}-${name}.lock`);
}

/**
 * Waits until no other worker of this run holds the lock `name`, then holds it until
 * `releaseLocks` (call it in afterEach). The billing tests that use the public-sector buyer hold
 * "buyer-gov" for their whole run: its single cart, its credit limit and its statement are
 * shared, and `--repeat-each` runs copies of a test at the same time in the other worker.
 */
export async function lock(name: string, waitMs = 240_000) {
  const dir = lockDir(name);
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(dir);
      held.add(dir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      // a lock left behind by a worker that was killed
      if (Date.now() - statSync(dir).mtimeMs > 300_000) rmSync(dir, { recursive: true, force: true });
    } catch {
      // released meanwhile
    }
    if (Date.now() > until) throw new Error(`the lock ${name} was not released in ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Releases every lock this worker holds. */
export function releaseLocks() {
  for (const dir of held) rmSync(dir, { recursive: true, force: true });
  held.clear();
}

// ------------------------------------------------------------------ setup through the API

/**
 * Setup, not under test: one order of `product` (minimum quantity, seller delivery to Kuala Lumpur)
 * placed on credit terms through the API, with the same requests the screens send; only its own
 * cart item is checked out, so other items in the buyer's cart are left alone.
 */
export async function placeCreditOrderViaApi(
  request: APIRequestContext,
  email: string,
  product: DemoProduct,
  creditTerm: '30' | '60' | '90',
): Promise<{ id: string; number: string }> {
  const headers = { authorization: `Bearer ${await tokenOf(request, email)}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
    return response.json();
  };
  const found = (await ok(await request.get('/api/products', { params: { q: product.name } }))) as {
    items: { id: string; name: string; seller: { id: string } }[];
  };
  const card = found.items.find((p) => p.name === product.name);
  if (!card) throw new Error(`no listing named ${product.name}`);
  const detail = (await ok(await request.get(`/api/products/${card.id}`, { headers }))) as {
    variations: { id: string; minOrderQty: number; available: boolean }[];
  };
  const variation = detail.variations.find((v) => v.available)!;
  const item = (await ok(
    await request.post('/api/Cart', { headers, data: { variationId: variation.id, quantity: variation.minOrderQty } }),
  )) as { id: string };
  const checkout = (await ok(await request.post('/api/checkouts', { headers, data: { cartItemIds: [item.id] } }))) as {
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
        paymentMethod: 'credit',
        creditTerm,
        deliveries: [{ sellerId: card.seller.id, method: 'seller' }],
      },
    }),
  )) as { orders: { id: string; number: string }[]; notice?: string | null };
  expect(placed.orders).toHaveLength(1);
  // no "subject to approval": the order is within the available credit
  expect(placed.notice ?? null).toBeNull();
  return placed.orders[0]!;
}

/** Setup, not under test: the seller accepts the order through the API (which invoices an order on credit terms). */
export async function acceptOrderViaApi(request: APIRequestContext, sellerEmail: string, orderId: string) {
  const headers = { authorization: `Bearer ${await tokenOf(request, sellerEmail)}` };
  const response = await request.post(`/api/orders/${orderId}/accept`, { headers });
  expect(response.ok(), await response.text()).toBeTruthy();
}

// ------------------------------------------------------------------ buyer screens

/** One product in the cart at `quantity`, through the checkout form (self-pickup) up to the payment choice. */
export async function checkoutOne(page: Page, product: DemoProduct, quantity: number, project: string) {
  const productPage = new ProductPage(page);
  await productPage.open(product);
  await productPage.addToCart(quantity);
  const cart = new CartPage(page);
  await cart.open();
  await expect(cart.seller(product.seller.name)).toContainText(product.name);
  await cart.checkout();
  const checkout = new CheckoutPage(page);
  await checkout.fillDetails(project);
  await checkout.chooseDelivery(product.seller.name, 'pickup');
  return checkout;
}

/** /invoice: the buyer company's invoices (the table from the small breakpoint up, cards on phones). */
export class InvoicesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/invoice');
    await expect(this.page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  }

  /** The table row of the invoice of an order. */
  rowOfOrder(orderNumber: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: `Open order ${orderNumber}`, exact: true }) });
  }

  /** The invoice number (INV-yyyy-nnnnnn) shown in a row or card. */
  async numberIn(scope: Locator): Promise<string> {
    const number = scope.getByText(/^INV-\d{4}-\d{6}$/);
    await expect(number).toBeVisible();
    return (await number.innerText()).trim();
  }

  /** A cell of a table row, by its column: Invoice number, Seller, Status, Invoice date, Due date, Amount, Outstanding. */
  cell(row: Locator, column: 'number' | 'seller' | 'status' | 'issued' | 'due' | 'amount' | 'outstanding') {
    // the first column is the selection checkbox
    const index = { number: 1, seller: 2, status: 3, issued: 4, due: 5, amount: 6, outstanding: 7 }[column];
    return row.getByRole('cell').nth(index);
  }

  select(invoiceNumber: string) {
    return this.page.getByRole('checkbox', { name: `Select invoice ${invoiceNumber} for payment`, exact: true });
  }

  /** The sticky bar's "Pay selected (n) — RM x" button. */
  paySelectedButton() {
    return this.page.getByRole('button', { name: /^Pay selected \(\d+\)/ });
  }

  /** Selects the invoice and chooses "Pay selected"; lands on /invoice/payment. */
  async paySelected(invoiceNumber: string, payableSen: number) {
    await this.select(invoiceNumber).check();
    await expect(this.paySelectedButton()).toHaveAccessibleName(`Pay selected (1) — ${rm(payableSen)}`);
    await this.paySelectedButton().click();
    await expect(this.page).toHaveURL(/\/invoice\/payment\?ids=[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { name: 'Pay invoices', level: 1 })).toBeVisible();
  }
}

/** /invoice/payment?ids=…: the amounts, online banking or card, and "Pay RM x". */
export class InvoicePaymentPage {
  constructor(readonly page: Page) {}

  amountFor(invoiceNumber: string) {
    return this.page.getByRole('textbox', { name: `Amount to pay for invoice ${invoiceNumber}`, exact: true });
  }

  /** The invoice's entry in the list of invoices to pay. */
  entry(invoiceNumber: string) {
    return this.page
      .getByRole('list', { name: 'Invoices to pay and the amount for each' })
      .getByRole('listitem')
      .filter({ hasText: invoiceNumber });
  }

  /** The value next to "Outstanding" in the invoice's entry. */
  outstanding(invoiceNumber: string) {
    return this.entry(invoiceNumber).getByText('Outstanding', { exact: true }).locator('xpath=following-sibling::*[1]');
  }

  payButton() {
    return this.page.getByRole('button', { name: /^Pay RM/ });
  }

  /** Online banking with the account type and a bank of the list. */
  async chooseOnlineBanking(account: 'Corporate account' | 'Personal account', bank: string) {
    const section = this.page.getByRole('region', { name: 'Payment' });
    await section.getByRole('radio', { name: 'Online banking (FPX)' }).click();
    await expect(section.getByRole('radio', { name: 'Online banking (FPX)' })).toBeChecked();
    await section.getByText(account, { exact: true }).click();
    await expect(section.getByRole('radio', { name: account })).toBeChecked();
    await chooseOption(this.page, 'Bank', bank);
  }
}

/** /statementofaccounts?from=&to=: the buyer company's statement of account. */
export class StatementPage {
  constructor(readonly page: Page) {}

  async open(from: string, to: string) {
    await this.page.goto(`/statementofaccounts?from=${from}&to=${to}`);
    await expect(this.page.getByRole('heading', { name: 'Statement of account', level: 1 })).toBeVisible();
    await expect(this.table()).toBeVisible();
  }

  table() {
    return this.page.getByRole('table', { name: /^Statement lines from / });
  }

  /** A balance card's figure in sen ("Opening balance", "Closing balance"). */
  async balance(label: 'Opening balance' | 'Closing balance'): Promise<number> {
    const figure = this.page.getByText(label, { exact: true }).first().locator('xpath=following-sibling::*[1]');
    return senOf(await figure.innerText());
  }

  /** The statement line with this reference (invoice number, PY- payment reference, note number). */
  line(reference: string) {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: new RegExp(`^${reference}`) }) });
  }

  /** Date, Reference, Description, Debit, Credit, Balance of a line. */
  cell(row: Locator, column: 'date' | 'reference' | 'description' | 'debit' | 'credit' | 'balance') {
    const index = { date: 0, reference: 1, description: 2, debit: 3, credit: 4, balance: 5 }[column];
    return row.getByRole('cell').nth(index);
  }

  /** Every line of the period: its reference and debit less credit, in sen. */
  async lines(): Promise<{ reference: string; netSen: number }[]> {
    const rows = await this.table().locator('tbody tr[data-testid="statement-row"]').all();
    const lines: { reference: string; netSen: number }[] = [];
    for (const row of rows) {
      const cells = row.getByRole('cell');
      const debit = (await cells.nth(3).innerText()).trim();
      const credit = (await cells.nth(4).innerText()).trim();
      lines.push({
        reference: (await cells.nth(1).innerText()).trim().split('\n')[0]!.trim(),
        netSen: (debit ? senOf(debit) : 0) - (credit ? senOf(credit) : 0),
      });
    }
    return lines;
  }
}

// ------------------------------------------------------------------ administrators' screens

/** /admin/in and /admin/invoicein/:id: an invoice with its amounts and its credit and debit notes. */
export class AdminInvoicePage {
  constructor(readonly page: Page) {}

  /** Finds the invoice by its number at /admin/in and opens it. */
  async openFromList(invoiceNumber: string) {
    const page = this.page;
    await page.goto('/admin/in');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search invoices' });
    await search.fill(invoiceNumber);
    await search.press('Enter');
    await expect(page.getByRole('row').filter({ hasText: 'INV-' })).toHaveCount(1);
    await page.getByRole('link', { name: `Open invoice ${invoiceNumber}`, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/invoicein\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}`, level: 1 })).toBeVisible();
  }

  /** A figure of the Amounts card ("Invoice amount", "Credit notes", "Debit notes", "Paid", "Outstanding"). */
  amount(label: string) {
    return this.page
      .getByRole('heading', { name: 'Amounts', level: 2 })
      .locator('xpath=..')
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::*[1]');
  }

  /** The rows of the invoice's credit and debit notes. */
  notes() {
    return this.page.getByRole('table', { name: 'Credit and debit notes' }).getByRole('row');
  }

  /** Opens "Issue credit note" or "Issue debit note" and fills the amount (RM) and the reason. */
  async fillNote(kind: 'credit' | 'debit', invoiceNumber: string, ringgit: string, reason: string) {
    const label = kind === 'credit' ? 'Issue credit note' : 'Issue debit note';
    await this.page.getByRole('button', { name: label, exact: true }).click();
    const dialog = this.page.getByRole('dialog', {
      name: `${kind === 'credit' ? 'Credit' : 'Debit'} note on ${invoiceNumber}`,
    });
    await dialog.getByRole('textbox', { name: /^Amount \(RM\)/ }).fill(ringgit);
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: label, exact: true }).click();
    return dialog;
  }
}
