/**
 * The home page as a shop, on a phone: its search opens the shop on what was typed, new and best
 * rated products are there to tap, and a product just looked at comes back under "Recently viewed".
 */
import { expect, test } from '@playwright/test';

test('a contractor on a phone searches from the home page and finds what they looked at @phone', async ({ page }) => {
  await page.goto('/');
  const newest = page.getByRole('region', { name: 'New on BinaMart' });
  await expect(newest.getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Best rated by contractors' }).getByRole('article').first(),
  ).toBeVisible();
  // nothing viewed yet in this browser
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

  const first = newest.getByRole('article').first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('article', { name })).toBeVisible();

  const search = page.getByRole('search', { name: 'Search the shop' });
  await search.getByRole('searchbox').fill('semen');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?q=semen$/);
  await expect(page.getByRole('article', { name: /Portland Cement/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a phone whose connection drops while the app loads is told so, and tries again @phone', async ({
  page,
  request,
}) => {
  // the app's entry module, as index.html names it
  const html = await (await request.get('/')).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!;
  await page.addInitScript(() => window.localStorage.setItem('binamart.language', 'ms'));
  await page.route(`**${entry}`, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const failed = page.getByRole('alert');
  await expect(failed.getByRole('heading', { name: 'BinaMart tidak dapat dimuatkan' })).toBeVisible();
  await expect(failed).toContainText('Semak sambungan anda, kemudian cuba lagi.');

  await page.unroute(`**${entry}`);
  await failed.getByRole('button', { name: 'Cuba lagi' }).click();
  await expect(page.getByRole('region', { name: 'Baharu di BinaMart' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'BinaMart tidak dapat dimuatkan' })).toHaveCount(0);
});
