/**
 * The seller dashboard end to end: the seller centre's headline leads to the dashboard, the period
 * changes to 12 months (kept in the address), and the figures, chart and tables follow it.
 */
import { expect, test } from '@playwright/test';
import { calendarDate } from './support/billing';
import { SELLERS } from './support/commerce';
import { ACCOUNTS, signInAs } from './support/session';

/** The first day of the period of `months` ending today in Malaysia, as the page writes dates. */
function firstDay(months: number, now = new Date()): string {
  const local = new Date(now.getTime() + 8 * 3600_000);
  const first = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - months, local.getUTCDate() + 1));
  return calendarDate(first.toISOString().slice(0, 10));
}

test.describe('seller dashboard', () => {
  test('the seller opens the dashboard from the centre and looks at 12 months', async ({ page }) => {
    await signInAs(page, SELLERS.maju.email);
    await page.goto('/seller');
    const headline = page.getByRole('region', { name: 'Sales in the last 3 months' });
    await expect(headline).toContainText('RM');
    await headline.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`from ${firstDay(3)} to`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sales by month' })).toBeVisible();

    await page.getByText('12 months', { exact: true }).click();
    await expect(page).toHaveURL(/months=12/);
    await expect(page.getByText(`from ${firstDay(12)} to`)).toBeVisible();
    // the demo's year of orders: ten top products, and sites in Selangor and Putrajaya
    const top = page.getByRole('region', { name: 'Top 10 products by value' });
    await expect(top.getByRole('row')).toHaveCount(11);
    await expect(top).toContainText(/Cement|Deformed Bar|Brick|Mesh/);
    const byState = page.getByRole('region', { name: 'Sales by state delivered to' });
    await expect(byState).toContainText('Selangor');
    await expect(byState).toContainText('Putrajaya');

    // one month is drawn by day
    await page.getByText('1 month', { exact: true }).click();
    await expect(page).toHaveURL(/months=1$/);
    await expect(page.getByRole('heading', { name: 'Sales by day' })).toBeVisible();
    await expect(page.getByText(`from ${firstDay(1)} to`)).toBeVisible();
  });

  test('an administrator reads the marketplace and opens the list behind a figure', async ({ page }) => {
    await signInAs(page, ACCOUNTS.admin);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Overview' }).first().click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`from ${firstDay(3)} to`)).toBeVisible();
    // the demo buyer's overdue credit invoice, and the credit the platform has granted
    const overdue = page.getByRole('region', { name: 'Overdue credit invoices' });
    await expect(overdue).toContainText('1–30 days late');
    await expect(page.getByRole('region', { name: 'Credit', exact: true })).toContainText('Approved');
    await page.getByText('12 months', { exact: true }).click();
    await expect(page).toHaveURL(/months=12/);
    await page.getByText('Registrations to review').locator('..').getByRole('link', { name: 'Open the list' }).click();
    await expect(page).toHaveURL(/\/admin\/registrations$/);
  });
});
