import { expect, test } from '@playwright/test';
import { pick } from './support/catalog';
import { ACCOUNTS, signInAs } from './support/session';

test.describe('on a 360 px phone @phone', () => {
  test('the main site fits the screen and its menu opens from the burger', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Help centre' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('the admin centre folds its navigation behind the burger', async ({ page }) => {
    await signInAs(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Contact messages' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
  });

  test('the seller picks orders by status from a list that fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, ACCOUNTS.seller);
    await page.goto('/seller/order');
    await pick(page, 'Order status', 'Rejected');
    await expect(page).toHaveURL(/status=rejected/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
