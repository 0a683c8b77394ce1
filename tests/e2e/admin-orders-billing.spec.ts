/**
 * The billing menu's order list and an order's payments (spec §2 admin "or", paymentor/{id}): an
 * administrator finds a paid order at /admin/or by its number and payment status, opens its
 * payments and sees the payment attempt with its reference, bank and the gateway's reference.
 */
import { type Page, expect, test } from '@playwright/test';
import { PRODUCTS, emptyCartOf, placePaidOrdersViaApi } from './support/commerce';
import { ACCOUNTS, signInAs } from './support/session';

/** /admin/or: the filters above the list and the rows of the page. */
class BillingOrdersPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/or');
    await expect(this.page.getByRole('heading', { name: 'Order billing', level: 1 })).toBeVisible();
  }

  async search(label: string, text: string) {
    const box = this.page.getByRole('searchbox', { name: label });
    await box.fill(text);
    await box.press('Enter');
  }

  async choose(label: string, option: string) {
    await this.page.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  row(orderNumber: string) {
    return this.page.getByRole('row').filter({ hasText: orderNumber });
  }
}

test('an administrator finds a paid order in the billing list and opens its payments', async ({ page, request }) => {
  test.setTimeout(60_000);
  await emptyCartOf(request, ACCOUNTS.buyer);
  // setup, not under test: an order paid by online banking, made through the API
  const [order] = await placePaidOrdersViaApi(request, ACCOUNTS.buyer, [PRODUCTS.cable]);

  await signInAs(page, ACCOUNTS.admin);
  const list = new BillingOrdersPage(page);
  await list.open();
  await list.search('Order or invoice number', order!.number);
  await list.choose('Payment status', 'Paid');
  await expect(page).toHaveURL(/paymentStatus=paid/);
  const row = list.row(order!.number);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(order!.sellerName);

  await row.getByRole('link', { name: `Payments of order ${order!.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/paymentor/${order!.id}$`));
  await expect(page.getByRole('heading', { name: `Payments of order ${order!.number}`, level: 1 })).toBeVisible();
  const attempt = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^PY-\d{4}-\d{6}$/ }) });
  await expect(attempt).toHaveCount(1);
  await expect(attempt).toContainText('Online banking');
  await expect(attempt).toContainText('Gateway reference');
  await expect(attempt.getByRole('button', { name: /^Receipt of payment PY-\d{4}-\d{6} as PDF$/ })).toBeVisible();
  await expect(page.getByText('Nothing has been refunded for this order.')).toBeVisible();

  // and back from the order's own page
  await page.getByRole('link', { name: 'Open the order' }).click();
  await page.getByRole('link', { name: 'Payments and refunds' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/paymentor/${order!.id}$`));
});
