/**
 * Search that speaks the trade, in the demo shop on a phone: "Y12" finds the high-tensile bars and
 * names the variation it matched, "semen" finds cement, "水泥" too, and a misspelt "cemnet" shows
 * the cement it probably meant, saying so.
 */
import { type Page, expect, test } from '@playwright/test';

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill(text);
  const answered = page.waitForResponse((r) => r.url().includes('/api/products?') && r.url().includes('q='));
  await box.press('Enter');
  await answered;
}

test('a contractor finds bars by their site names, cement in Malay and Chinese, and a misspelt word @phone', async ({
  page,
}) => {
  await page.goto('/shop');
  await search(page, 'Y12');
  const bar = page.getByRole('article', { name: /High Tensile Deformed Bar/ }).first();
  await expect(bar).toBeVisible();
  await expect(bar.getByText('Matches T12 (12 mm)')).toBeVisible();

  await search(page, 'semen');
  await expect(page.getByRole('article', { name: /Ordinary Portland Cement/ }).first()).toBeVisible();
  await search(page, '水泥');
  await expect(page.getByRole('article', { name: /Ordinary Portland Cement/ }).first()).toBeVisible();

  await search(page, 'cemnet');
  await expect(page.getByRole('note')).toHaveText('No products match “cemnet”. Showing results for “cement”.');
  await expect(page.getByRole('article', { name: /Ordinary Portland Cement/ }).first()).toBeVisible();
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
