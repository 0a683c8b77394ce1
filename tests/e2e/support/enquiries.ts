/**
 * Page objects for product enquiries and quotations: the product page's enquiry form, an
 * enquiry's page on the buyer's and the supplier's side (with the supplier's quotation form), and
 * the quotation page (/quotation/{id}) with its PDF, "Accept quotation" and "Add to cart".
 */
import { readFileSync } from 'node:fs';
import { type Locator, type Page, expect } from '@playwright/test';
import { chooseOption } from './commerce';

/** A product of the demo catalogue with a variation whose price is hidden (apps/api/src/seed/catalog-data.ts). */
export interface PriceOnRequestProduct {
  name: string;
  /** the variation the supplier quotes on request */
  variation: string;
  seller: { name: string; email: string };
}

/** The product page of a listing, reached from the shop's search like a buyer would. */
export async function openProduct(page: Page, name: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await page.getByRole('article', { name, exact: true }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** What the buyer asks for, where and when. */
export interface EnquiryRequest {
  quantity: number;
  addressLine1: string;
  postcode: string;
  city: string;
  state: string;
  /** YYYY-MM-DD */
  deliveryDate: string;
  deliveryMethod: 'Seller delivery' | 'Self-pickup at a branch';
  remarks: string;
}

/** The product page's enquiry form, opened from a price-hidden variation's "Enquire for price". */
export class EnquiryFormDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly product: PriceOnRequestProduct,
  ) {
    this.dialog = page.getByRole('dialog', { name: `Enquiry: ${product.name}` });
  }

  /** "Enquire for price" in the variation's row (the phone's list or the desktop's table, whichever shows). */
  async openFromVariation() {
    const row = this.page.getByTestId('variation-row').filter({ hasText: this.product.variation }).filter({
      visible: true,
    });
    await row.getByRole('link', { name: 'Enquire for price' }).click();
    await expect(this.page).toHaveURL(/\?enquire=[0-9a-f-]{36}$/);
    await expect(this.dialog).toBeVisible();
  }

  quantity(variation: string) {
    return this.dialog.getByRole('textbox', { name: variation, exact: true });
  }

  /** Fills the form and sends it; lands on the new enquiry's page. Returns its number (ENQ-yyyy-nnnnnn). */
  async send(request: EnquiryRequest): Promise<string> {
    const { dialog, page } = this;
    await this.quantity(this.product.variation).fill(String(request.quantity));
    await dialog.getByLabel('Address line 1').fill(request.addressLine1);
    await dialog.getByLabel('Postcode').fill(request.postcode);
    await dialog.getByLabel('City').fill(request.city);
    await chooseOption(page, 'State', request.state);
    await dialog.getByLabel('Delivery date').fill(request.deliveryDate);
    await chooseOption(page, 'Delivery method', request.deliveryMethod);
    await dialog.getByLabel('Remarks').fill(request.remarks);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry\/[0-9a-f-]{36}$/);
    await expect(dialog).toHaveCount(0);
    const heading = page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^ENQ-\\d{4}-\\d{6} · ${this.product.name}$`),
    });
    await expect(heading).toBeVisible();
    return (await heading.innerText()).split(' · ')[0]!.trim();
  }
}

/** One enquiry's page: /enquiry/{id} for the buyer, /seller/enquiry/{id} for the supplier. */
export class EnquiryPage {
  constructor(readonly page: Page) {}

  /** The state badge beside the supplier's (or buyer's) name under the title. */
  status(name: string) {
    return this.page.getByRole('main').getByText(name, { exact: true }).first();
  }

  /** The supplier finds the enquiry in /seller/enquiry and opens it. */
  async openFromSellerList(number: string, product: string) {
    await this.page.goto('/seller/enquiry');
    await expect(this.page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
    await this.page.getByRole('link', { name: `Enquiry ${number}: ${product}`, exact: true }).click();
    await expect(this.page).toHaveURL(/\/seller\/enquiry\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { name: `${number} · ${product}`, level: 1 })).toBeVisible();
  }
}

/** What the supplier quotes for the one line asked for. */
export interface QuotationTerms {
  /** RM, as typed */
  unitPrice: string;
  discount: string;
  deliveryFee: string;
  leadDays: number;
  paymentTerms: 'Cash: online banking or card' | 'The buyer’s credit terms';
  notes: string;
}

/** The supplier's "Write a quotation" form on /seller/enquiry/{id}. */
export class QuotationFormPanel {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Write a quotation' });
  }

  async open() {
    await this.page.getByRole('button', { name: 'Write a quotation' }).click();
    await expect(this.form).toBeVisible();
  }

  /** A figure of the running totals ("Subtotal", "Delivery fee", "Total"). */
  total(label: 'Subtotal' | 'Delivery fee' | 'Total') {
    return this.form.getByText(label, { exact: true }).last().locator('xpath=following-sibling::*[1]');
  }

  /** Fills the first line's price and the quotation's terms (the quantity and method come from the enquiry). */
  async fill(terms: QuotationTerms) {
    const form = this.form;
    await form.getByRole('textbox', { name: 'Unit price' }).fill(terms.unitPrice);
    await form.getByRole('textbox', { name: 'Discount per unit' }).fill(terms.discount);
    await form.getByRole('textbox', { name: 'Delivery fee' }).fill(terms.deliveryFee);
    await form.getByRole('textbox', { name: 'Lead time (days)' }).fill(String(terms.leadDays));
    await form.getByRole('radio', { name: terms.paymentTerms }).check();
    await form.getByLabel('Notes').fill(terms.notes);
  }

  /** "Send quotation"; returns its number (QUO-yyyy-nnnnnn) from the confirmation. */
  async send(): Promise<string> {
    await this.form.getByRole('button', { name: 'Send quotation' }).click();
    const done = this.page
      .getByRole('status')
      .filter({ hasText: /Quotation QUO-\d{4}-\d{6} version 1 was sent to the buyer\./ });
    await expect(done).toBeVisible();
    await expect(this.form).toHaveCount(0);
    return (await done.innerText()).match(/QUO-\d{4}-\d{6}/)![0];
  }
}

/** /quotation/{id}: the quotation in its own layout. */
export class QuotationPage {
  readonly sheet: Locator;

  constructor(readonly page: Page) {
    this.sheet = page.getByRole('article', { name: /^(Quotation|报价单|Sebut harga)$/ });
  }

  async expectOpen(number: string, version = 1) {
    await expect(this.page).toHaveURL(/\/quotation\/[0-9a-f-]{36}$/);
    await expect(this.sheet.getByText(`${number} · version ${version}`, { exact: true })).toBeVisible();
  }

  /** A figure of the sheet's totals ("Subtotal", "Delivery fee", "Total"). */
  total(label: 'Subtotal' | 'Delivery fee' | 'Total') {
    return this.sheet.getByText(label, { exact: true }).last().locator('xpath=following-sibling::*[1]');
  }

  /** "Download PDF": the file the browser saves, its name and its first bytes. */
  async downloadPdf(): Promise<{ name: string; head: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), head: readFileSync(path).subarray(0, 5).toString() };
  }

  /** "Accept quotation" and its confirmation. */
  async accept() {
    await this.page.getByRole('button', { name: 'Accept quotation' }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Accept QUO-\d{4}-\d{6} version \d+\?$/ });
    await dialog.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.page.getByText('Quotation accepted.', { exact: false })).toBeVisible();
  }

  /** "Add to cart": the quoted items go into the cart, and the cart opens. */
  async addToCart() {
    await this.page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(this.page).toHaveURL(/\/cart$/);
    await expect(this.page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  }
}
