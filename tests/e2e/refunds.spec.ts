/**
 * Refunds in the browser: the seller rejects a paid order, the buyer sees the refund on its way
 * (with the banks' 2 to 5 working days), the payer's bank credits it on the sandbox's refund page,
 * and the buyer and the administrator see it refunded, with its receipt.
 */
import { expect, test } from '@playwright/test';
import { OrderPage, PRODUCTS, SELLERS, emptyCartOf, placePaidOrdersViaApi } from './support/commerce';
import { ACCOUNTS, signInAs } from './support/session';

test('a paid order rejected by the seller is refunded to the buyer through the bank', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await emptyCartOf(request, ACCOUNTS.buyer);
  // setup, not under test: a paid order at Elektrik Jaya, made through the API
  const [order] = await placePaidOrdersViaApi(request, ACCOUNTS.buyer, [PRODUCTS.cable]);
  const reason = `Cable drum damaged in our store (${Date.now()})`;

  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signInAs(seller, SELLERS.elektrik.email);
  const sellerOrder = new OrderPage(seller);
  await sellerOrder.open('/seller/order', order!.id, order!.number);
  await sellerOrder.reject(reason);
  await sellerOrder.expectStatus('Rejected');
  // the seller sees the money going back to the buyer
  const sellerRefunds = seller.getByRole('region', { name: 'Refunds' });
  await expect(sellerRefunds).toContainText('Order rejected');
  await sellerContext.close();

  await signInAs(page, ACCOUNTS.buyer);
  const buyerOrder = new OrderPage(page);
  await buyerOrder.open('/order', order!.id, order!.number);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('Bank processing takes 2 to 5 working days.');
  const reference = (await refunds.getByRole('heading', { name: /^RF-\d{4}-\d{6}$/ }).innerText()).trim();
  // the refund job hands it to the gateway; online banking waits for the payer's bank
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('With the bank', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });

  // the payer's bank credits it (the sandbox gateway's refund page)
  const bankContext = await browser.newContext();
  const bank = await bankContext.newPage();
  await bank.goto('/sandbox-gateway/refunds');
  const atBank = bank.getByRole('region', { name: reference });
  await expect(atBank).toContainText('Waiting for the bank');
  await atBank.getByRole('button', { name: 'Credit the payer' }).click();
  await expect(bank.getByRole('region', { name: reference })).toContainText('Credited');
  await bankContext.close();

  await page.reload();
  const done = page.getByRole('region', { name: 'Refunds' });
  await expect(done.getByRole('article', { name: reference })).toContainText('Refunded');
  await expect(done).not.toContainText('Bank processing takes');
  const download = page.waitForEvent('download');
  await done.getByRole('button', { name: 'Refund receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`${reference}.pdf`);

  // administrators find it among the refunds of /admin/payment
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, ACCOUNTS.admin);
  await admin.goto(`/admin/payment?tab=refunds&q=${reference}`);
  await expect(admin.getByRole('article', { name: reference })).toContainText('Refunded');
  await expect(admin.getByRole('article', { name: reference })).toContainText('Order rejected');
  await adminContext.close();
});

test('an administrator records the bank transfer that pays a refund the bank refused', async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin);
  await page.goto('/admin/payment?tab=refunds&refundStatus=failed');
  // the demo data holds one: a paid order Maju rejected, paid through a bank that refuses refunds
  const refused = page.getByRole('article').filter({ hasText: 'Refund refused' }).first();
  await expect(refused).toContainText("The payer's bank refused the refund.");
  const reference = (await refused.getByRole('heading', { name: /^RF-\d{4}-\d{6}$/ }).innerText()).trim();
  await refused.getByRole('button', { name: `Record bank transfer ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record bank transfer: ${reference}` });
  await dialog.getByLabel('Bank transfer reference').fill('IBG-20261125-0042');
  await dialog.getByRole('button', { name: 'Record bank transfer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Refund ${reference} is recorded` })).toBeVisible();
  await page.goto(`/admin/payment?tab=refunds&q=${reference}`);
  const done = page.getByRole('article', { name: reference });
  await expect(done).toContainText('Refunded');
  await expect(done).toContainText('IBG-20261125-0042');
});
