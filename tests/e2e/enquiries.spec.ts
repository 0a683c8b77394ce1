/**
 * Enquiries and quotations: the demo buyer follows its enquiries at /enquiry, opens the crane
 * enquiry the supplier answered with a live quotation, reads /quotation/{id} in its own layout
 * (letterhead, lines, totals, the PDF), accepts it, and the enquiry then reads Added; the
 * quotation page passes the accessibility check and reads in Chinese.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { lock, releaseLocks } from './support/billing';
import { signInAs } from './support/session';

test.afterEach(() => releaseLocks());

test('a buyer reads a supplier’s quotation, downloads its PDF and accepts it', async ({ page }) => {
  test.setTimeout(120_000);
  await lock('enquiries');
  await signInAs(page, 'buyer@demo.test');
  await page.goto('/enquiry');
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  const crane = page.getByRole('link', { name: /Mobile Crane Hire/ }).first();
  await expect(crane).toBeVisible();
  await crane.click();
  await expect(page).toHaveURL(/\/enquiry\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Is the ground at the crane position compacted?')).toBeVisible();

  await page
    .getByRole('link', { name: /QUO-\d{4}-\d{6}/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/quotation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Accept quotation' })).toBeVisible();
  await expect(page.getByText('Includes operator and rigger', { exact: false })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  const id = page.url().split('/').pop()!;
  const pdf = await page.request.get(`/api/quotations/${id}/pdf`, {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('binamart.user') ?? '{}').jwtToken ?? '')}`,
    },
  });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Accept quotation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept quotation' }).click();
  await expect(page.getByText('Quotation accepted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  // the same page in Chinese
  await page.evaluate(() => localStorage.setItem('binamart.language', 'zh-cn'));
  await page.reload();
  await expect(page.getByText('报价', { exact: false }).first()).toBeVisible();
});
