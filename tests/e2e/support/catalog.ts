/** Page objects for the seller hub, product management, moderation and the shop. */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect } from '@playwright/test';
import { TINY_PNG } from './accounts';

/** Picks an option of a Mantine Select or MultiSelect by its label. */
export async function pick(page: Page, label: string | RegExp, option: string) {
  const name = typeof label === 'string' ? { name: label, exact: true } : { name: label };
  await page.getByRole('combobox', name).or(page.getByRole('textbox', name)).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A tiny PNG on disk, for file choosers. */
export function tinyPngFile(name = 'product.png'): string {
  const path = join(tmpdir(), `${Date.now()}-${name}`);
  writeFileSync(path, TINY_PNG);
  return path;
}

/** /seller/hub and /seller/hub/delivery. */
export class HubPage {
  constructor(readonly page: Page) {}

  /** Opens the hub and registers unless already registered. */
  async openRegistered() {
    await this.page.goto('/seller/hub');
    await expect(this.page.getByRole('heading', { name: 'Hub', level: 1 })).toBeVisible();
    const register = this.page.getByRole('button', { name: 'Register for the hub' });
    const branches = this.page.getByRole('heading', { name: 'Branches' });
    await expect(register.or(branches)).toBeVisible();
    if (await register.isVisible()) await register.click();
    await expect(branches).toBeVisible();
  }

  async addBranch(input: { name: string; address: string; postcode: string; city: string; state: string }) {
    const page = this.page;
    await page.getByRole('button', { name: 'Add branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add branch' });
    await dialog.getByLabel('Branch name').fill(input.name);
    await dialog.getByLabel('Address line 1').fill(input.address);
    await dialog.getByLabel('Postcode').fill(input.postcode);
    await dialog.getByLabel('City').fill(input.city);
    await pick(page, 'State', input.state);
    await dialog.getByRole('button', { name: 'Save branch' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The branch is saved.' })).toBeVisible();
    await expect(page.getByRole('article', { name: input.name })).toBeVisible();
  }

  async addDeliveryRate(input: { km: number; tripFee: string; freeAbove?: string }) {
    const page = this.page;
    await page.goto('/seller/hub/delivery');
    await page.getByRole('button', { name: 'Add delivery rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add delivery rate' });
    await dialog.getByLabel('Within (km)').fill(String(input.km));
    await dialog.getByLabel('Trip fee (RM)').fill(input.tripFee);
    if (input.freeAbove) await dialog.getByLabel('Free delivery above (RM)').fill(input.freeAbove);
    await dialog.getByRole('button', { name: 'Save rate' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(`Within ${input.km} km`) })).toBeVisible();
  }
}

export interface VariationFields {
  name: string;
  unit: string;
  listPrice: string;
  sellingPrice: string;
}

/** /seller/products/manage: the product form. */
export class ProductFormPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/seller/products/manage');
    await expect(this.page.getByRole('heading', { name: 'Add a product' })).toBeVisible();
  }

  async fillBasics(input: { name: string; brand: string; category: string; state: string; leadDays: string }) {
    const page = this.page;
    await page.getByLabel('Product name').fill(input.name);
    await page.getByLabel('Brand').fill(input.brand);
    await pick(page, 'Category', input.category);
    await page.getByLabel('Lead time (days)').fill(input.leadDays);
    await pick(page, /^States where it is sold/, input.state);
    await page.keyboard.press('Escape');
  }

  async addImage(path: string) {
    await this.page.locator('input[type="file"][multiple]').setInputFiles(path);
    await expect(this.page.getByRole('img', { name: 'Product image 1' })).toBeVisible();
  }

  async fillVariation(n: number, v: VariationFields) {
    const group = this.page.getByRole('group', { name: `Variation ${n}` });
    await group.getByLabel('Variation name').fill(v.name);
    await group.getByLabel('Unit of measurement').fill(v.unit);
    await group.getByLabel('List price (RM)').fill(v.listPrice);
    await group.getByLabel('Selling price (RM)').fill(v.sellingPrice);
  }

  async addVariation() {
    await this.page.getByRole('button', { name: 'Add variation' }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save product' }).click();
    await expect(this.page).toHaveURL(/\/seller\/products$/);
    await expect(this.page.getByRole('status').filter({ hasText: 'waits for review' })).toBeVisible();
  }
}

/** /admin/products: find a pending product and publish it. */
export async function publishAsAdmin(page: Page, name: string) {
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search products or sellers' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search products or sellers' }).press('Enter');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The product is published.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
}

/** /shop: the search box, filters and product cards. */
export class ShopPage {
  constructor(readonly page: Page) {}

  async search(text: string) {
    await this.page.goto('/shop');
    await expect(this.page.getByText(/\d+ results/)).toBeVisible();
    const box = this.page.getByRole('searchbox', { name: 'Search products' }).last();
    await box.fill(text);
    await box.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
  }

  card(name: string) {
    return this.page.getByRole('article', { name });
  }
}
