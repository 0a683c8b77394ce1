/**
 * Delivery promises: a product page says whether and how the product reaches the buyer's site (the
 * company's favourite project, or a postcode a visitor enters once and the browser remembers), in
 * words rather than the partner's "Trip Invalid"; the shop's "Delivers to my site" filter keeps only
 * sellers who deliver there themselves; and a returning buyer's checkout starts with the address,
 * recipient and phone of the company's last order. On a 360 px phone the promise fits the screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { tokenOf } from './support/accounts';
import { lock, releaseLocks } from './support/billing';
import { CartPage, PRODUCTS, ProductPage, emptyCartOf, tomorrowInMalaysia } from './support/commerce';
import { ACCOUNTS, signInAs } from './support/session';

const GOV = 'buyer.gov@demo.test';
/** sold only by Johor Steel (Pasir Gudang, delivers within 80 km); listed for the Klang Valley */
const BEAM = 'Southern HRC Universal Beam';
const BRICKS = PRODUCTS.bricks.name;

test.afterEach(() => releaseLocks());

/** The product page's delivery box. */
const promiseBox = (page: Page) => page.getByRole('region', { name: 'Delivery to your site' });

async function openProduct(page: Page, name: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await page.getByRole('article', { name, exact: true }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('a visitor enters a postcode once and sees why a Johor product is pickup only in Kuala Lumpur', async ({
  page,
}) => {
  await openProduct(page, BEAM);
  const box = promiseBox(page);
  await expect(box).toContainText('Enter the postcode of your site');
  await box.getByRole('textbox', { name: 'Postcode of your site' }).fill('5045');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box.getByText('Enter a 5-digit Malaysian postcode')).toBeVisible();
  await box.getByRole('textbox', { name: 'Postcode of your site' }).fill('50450');
  await box.getByRole('button', { name: 'Check' }).click();

  await expect(box).toContainText('To 50450');
  await expect(box).toContainText('No delivery to your site: pickup only');
  await expect(box).toContainText(/km away, beyond this seller’s delivery range/);
  await expect(box).toContainText('it does not take trips from Johor to Kuala Lumpur');
  await expect(box).not.toContainText('Trip Invalid');
  await expect(box).toContainText('Pasir Gudang warehouse, Johor');

  // remembered in this browser: another product answers for the same postcode straight away
  await openProduct(page, BRICKS);
  await expect(promiseBox(page)).toContainText('To 50450');
  await expect(promiseBox(page)).toContainText('The seller delivers to your site');
  await expect(promiseBox(page)).toContainText('Seller’s own delivery');
});

test('a buyer sees the promise for the favourite project and filters the shop by it', async ({ page }) => {
  await signInAs(page, ACCOUNTS.buyer);
  await openProduct(page, BRICKS);
  const box = promiseBox(page);
  await expect(box).toContainText('To Residensi Seri Kembangan (43300)');
  await expect(box).toContainText('The seller delivers to your site');

  await openProduct(page, BEAM);
  await expect(box).toContainText('No delivery to your site: pickup only');

  // another project, chosen from the company's list
  await box.getByRole('button', { name: 'Change' }).click();
  await box.getByRole('combobox', { name: 'Company project' }).click();
  await page.getByRole('option', { name: 'Kuarters Guru SK Taman Melawati' }).click();
  await expect(box).toContainText('To Kuarters Guru SK Taman Melawati (53100)');
  await expect(box).toContainText('it does not take trips from Johor to Kuala Lumpur');

  // the shop keeps only sellers who deliver to the site themselves
  await page.goto(`/shop?q=${encodeURIComponent('Universal Beam')}`);
  await expect(page.getByRole('article', { name: BEAM, exact: true })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  // the URL changes in a transition: the box is checked once the new search is shown
  await filters.getByRole('checkbox', { name: 'Delivers to my site' }).click();
  await expect(page).toHaveURL(/deliversTo=53100/);
  await expect(filters.getByRole('checkbox', { name: 'Delivers to my site' })).toBeChecked();
  await expect(page.getByRole('article', { name: BEAM, exact: true })).toHaveCount(0);
  await page.goto(`/shop?q=${encodeURIComponent(BRICKS)}&deliversTo=53100`);
  await expect(page.getByRole('article', { name: BRICKS, exact: true })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'Delivers to my site' })).toBeChecked();
});

/** Setup, not under test: one order of the bricks placed through the API to a site typed by hand. */
async function placeOrderTo(request: APIRequestContext, email: string, site: Record<string, string>) {
  const headers = { authorization: `Bearer ${await tokenOf(request, email)}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
    return response.json();
  };
  const found = (await ok(await request.get('/api/products', { params: { q: BRICKS } }))) as {
    items: { id: string; name: string; seller: { id: string } }[];
  };
  const card = found.items.find((p) => p.name === BRICKS)!;
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
  await ok(
    await request.post(`/api/checkouts/${checkout.id}/place`, {
      headers,
      data: {
        deliveryAt: `${tomorrowInMalaysia()}T10:00:00+08:00`,
        remarks: 'Made through the API',
        email: 'site@demo.test',
        country: 'Malaysia',
        ...site,
        paymentMethod: 'fpx',
        payerType: 'personal',
        bankCode: 'MB2U0227',
        deliveries: [{ sellerId: card.seller.id, method: 'seller' }],
      },
    }),
  );
}

test('a returning buyer’s checkout starts with the last order’s address, recipient and phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await lock('buyer-gov');
  await emptyCartOf(request, GOV);
  const stamp = Date.now();
  const project = `Klinik Kesihatan Cheras, block ${stamp}`;
  await placeOrderTo(request, GOV, {
    projectDetails: project,
    recipientName: 'Siti Aminah',
    contactNumber: '019-876 5432',
    pic: 'Encik Razali Omar',
    addressLine1: 'Lot 9, Jalan Cheras',
    postcode: '56000',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
  });

  await signInAs(page, GOV);
  const product = new ProductPage(page);
  await product.open(PRODUCTS.bricks);
  await product.addToCart();
  const cart = new CartPage(page);
  await cart.open();
  await cart.checkout();
  await expect(page.getByLabel('Project details')).toHaveValue(project);
  await expect(page.getByLabel('Recipient name')).toHaveValue('Siti Aminah');
  await expect(page.getByLabel('Contact number')).toHaveValue('019-876 5432');
  await expect(page.getByLabel('Address line 1')).toHaveValue('Lot 9, Jalan Cheras');
  await expect(page.getByLabel('Postcode')).toHaveValue('56000');
  // the company's projects stay a list to choose another address from
  await page.getByRole('combobox', { name: 'Company project' }).click();
  await expect(page.getByRole('option', { name: 'No company project' })).toBeVisible();
  await page.keyboard.press('Escape');
  await emptyCartOf(request, GOV);
});

test.describe('on a 360 px phone @phone', () => {
  test('the delivery promise fits the screen', async ({ page }) => {
    await openProduct(page, BEAM);
    const box = promiseBox(page);
    await box.getByRole('textbox', { name: 'Postcode of your site' }).fill('50450');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(box).toContainText('No delivery to your site: pickup only');
    await box.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).include('#delivery-promise').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // and in Malay
    await page.evaluate(() => window.localStorage.setItem('binamart.language', 'ms'));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Penghantaran ke tapak anda' })).toContainText(
      'Tiada penghantaran ke tapak anda: ambil sendiri sahaja',
    );
    await page.evaluate(() => window.localStorage.setItem('binamart.language', 'en-us'));

    // the shop's filter drawer offers the remembered postcode
    await page.goto(`/shop?q=${encodeURIComponent(BRICKS)}`);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toContainText('Sellers who deliver to 50450 themselves');
    // choosing a filter closes the drawer
    await drawer.getByRole('checkbox', { name: 'Delivers to my site' }).click();
    await expect(page).toHaveURL(/deliversTo=50450/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('article', { name: BRICKS, exact: true })).toBeVisible();
  });
});
