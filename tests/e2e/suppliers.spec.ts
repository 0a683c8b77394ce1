/**
 * The supplier directory (/company): anyone finds a verified supplier by what it sells and where it
 * is, and opens its shop; on a phone in Malay it reads in Malay and passes the accessibility check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('the supplier directory', () => {
  test('a visitor finds a tile supplier in Penang from the footer and opens its shop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Supplier directory' }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^\d+ suppliers$/);
    await expect(page.getByRole('article')).toHaveCount(11);

    // by what it sells
    const search = page.getByRole('searchbox', { name: 'Search suppliers' });
    await search.fill('tiles');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=tiles/);
    await expect(page.getByRole('status')).toHaveText('1 supplier');
    const card = page.getByRole('article', { name: 'Penang Tiles Centre Sdn. Bhd.' });
    await expect(card).toContainText('Pulau Pinang');
    await expect(card).toContainText(/\d+ products/);

    // by state: Johor has one supplier
    await search.fill('');
    await search.press('Enter');
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole('article')).toHaveCount(11);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Johor', exact: true }).click();
    await expect(page).toHaveURL(/state=Johor/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Johor Steel Trading Sdn. Bhd.' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the shop' }).click();
    await expect(page).toHaveURL(/\/store\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Johor Steel Trading Sdn. Bhd.' })).toBeVisible();
  });

  test('on a phone in Malay it reads in Malay and has no serious accessibility violations @phone', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('binamart.language', 'ms'));
    await page.goto('/company?category=rebar');
    await expect(page.getByRole('heading', { level: 1, name: 'Pembekal' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('2 pembekal');
    await expect(page.getByRole('article', { name: 'Syarikat Bahan Binaan Maju Sdn. Bhd.' })).toContainText(
      'Buka kedai',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
