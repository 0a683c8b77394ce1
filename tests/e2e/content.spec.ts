/**
 * News and advertisements in the browser: an administrator writes a post and a home-carousel ad
 * at /admin/posts and /admin/ads; a visitor sees both on the home page, the ad's click lands on
 * its link; and once their end time has passed (the server's clock moved forward for a later
 * browser context through the x-clock-offset-minutes header) both are gone. A reader opens /news
 * and an article on a 360 px phone; the home page and /news have no serious accessibility issue; an
 * administrator answers a contact message by e-mail at /admin/messages.
 */
import AxeBuilder from '@axe-core/playwright';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { TINY_PNG } from './support/accounts';
import { chooseOption } from './support/commerce';
import { ACCOUNTS, signInAs } from './support/session';

const MINUTE = 60 * 1000;

/** A datetime-local value in Malaysian time, `ms` from now. */
const malaysianLocal = (ms: number) => new Date(Date.now() + ms + 8 * 60 * MINUTE).toISOString().slice(0, 16);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A visitor (signed out) whose requests see the server's clock `aheadMinutes` ahead. */
async function visitor(browser: Browser, aheadMinutes = 0) {
  const context = await browser.newContext({
    ...(aheadMinutes > 0 && { extraHTTPHeaders: { 'x-clock-offset-minutes': String(aheadMinutes) } }),
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Uploads a picture through the file field whose button is named `label`. */
async function uploadPicture(page: Page, label: RegExp) {
  const file = join(tmpdir(), `content-${Date.now()}-${Math.random().toString(16).slice(2)}.png`);
  writeFileSync(file, TINY_PNG);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}

test('an administrator writes a post and an ad; both show on the home page and go at their end time', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const postTitle = `Cement price update ${stamp}`;
  const adTitle = `Roofing sheets clearance ${stamp}`;

  await signInAs(page, ACCOUNTS.admin);
  await page.goto('/admin/posts');
  await page.getByRole('link', { name: 'Write a post' }).click();
  await page.getByLabel('Title').fill(postTitle);
  await page
    .getByLabel('Summary')
    .fill('Ex-mill prices of Portland cement from 1 December, and how to lock in a quotation.');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page
    .getByRole('textbox', { name: 'Article' })
    .fill('## New prices\n\n- 50 kg bag: RM 19.80\n- Bulk per tonne: RM 365\n\n<script>alert(1)</script>');
  await page
    .locator('label')
    .filter({ hasText: /^Published$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Published' })).toBeChecked();
  await page.getByLabel('Unpublish at').fill(malaysianLocal(60 * MINUTE));
  await uploadPicture(page, /^Upload: Cover picture/);
  await expect(page.getByRole('button', { name: /^Replace: Cover picture/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post saved.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Showing now')).toBeVisible();

  await page.goto('/admin/ads');
  await page.getByRole('link', { name: 'Add an ad' }).click();
  await page.getByLabel('Title').fill(adTitle);
  await chooseOption(page, 'Placement', 'Home page banner carousel');
  await page.getByLabel('Link').fill('/shop?q=roofing');
  await uploadPicture(page, /^Upload: Picture for phones/);
  await expect(page.getByRole('button', { name: /^Replace: Picture for phones/ })).toBeVisible();
  await uploadPicture(page, /^Upload: Picture for desktops/);
  await expect(page.getByRole('button', { name: /^Replace: Picture for desktops/ })).toBeVisible();
  await page.getByLabel('Starts at').fill(malaysianLocal(-5 * MINUTE));
  await page.getByLabel('Ends at').fill(malaysianLocal(60 * MINUTE));
  await page.getByLabel('Priority').fill('100');
  await page.getByRole('button', { name: 'Save advertisement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Advertisement saved.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ads\/[0-9a-f-]{36}$/);

  // now: the ad leads the carousel and the post heads the news
  const now = await visitor(browser);
  await now.page.goto('/');
  const carousel = now.page.getByRole('region', { name: 'Featured offers' });
  await expect(carousel.getByRole('img', { name: adTitle })).toBeVisible();
  const news = now.page.getByRole('region', { name: 'Marketplace news' });
  await expect(news.getByRole('link', { name: postTitle })).toBeVisible();
  // the article shows the script as text, never runs it
  await news.getByRole('link', { name: postTitle }).click();
  await expect(now.page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(now.page.getByRole('heading', { name: 'New prices' })).toBeVisible();
  await expect(now.page.getByRole('listitem').filter({ hasText: '50 kg bag: RM 19.80' })).toBeVisible();
  await expect(now.page.getByText('<script>alert(1)</script>')).toBeVisible();
  // a click goes through the counting redirect to the ad's link
  await now.page.goto('/');
  await carousel.getByRole('link', { name: adTitle }).click();
  await expect(now.page).toHaveURL(/\/shop\?q=roofing$/);
  await now.close();

  // the administrator sees the click counted on today's row of the ad's report
  await page.reload();
  const [year, month, day] = malaysianLocal(0).slice(0, 10).split('-');
  const today = page.getByRole('row').filter({ hasText: `${day}/${month}/${year}` });
  await expect(today.getByRole('cell').nth(2)).toHaveText('1');

  // past their end time: neither shows
  const later = await visitor(browser, 61);
  await later.page.goto('/');
  await expect(later.page.getByRole('heading', { level: 2, name: 'Marketplace news' })).toBeVisible();
  await expect(later.page.getByRole('img', { name: adTitle })).toHaveCount(0);
  await expect(later.page.getByRole('link', { name: postTitle })).toHaveCount(0);
  await later.page.goto('/news');
  await expect(later.page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(later.page.getByRole('link', { name: postTitle })).toHaveCount(0);
  await later.close();
});

test('the home page and /news have no serious accessibility issue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Marketplace news' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/news');
  await expect(page.getByRole('link', { name: 'Delivery to Sabah and Sarawak is now open' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a reader opens /news and an article on a phone @phone', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  // nothing scheduled or ended is listed
  await expect(page.getByRole('link', { name: 'Year-end operating hours and last delivery dates' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Merdeka month/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Delivery to Sabah and Sarawak is now open' }).click();
  await expect(page).toHaveURL(/\/news\/delivery-to-sabah-and-sarawak$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Delivery to Sabah and Sarawak is now open' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'orders page' })).toHaveAttribute('href', '/order');
  // the article fits the phone: nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an administrator answers a contact message by e-mail from /admin/messages', async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin);
  await page.goto('/admin/messages');
  const message = page.getByRole('article').filter({ hasText: 'Permohonan terma kredit untuk syarikat baharu' });
  await expect(message.getByText('Not answered')).toBeVisible();
  await message.getByRole('button', { name: 'Answer by e-mail' }).click();
  await message
    .getByLabel('Your answer to Nurul Aina binti Hassan')
    .fill('Ya, syarikat baharu boleh memohon. Sediakan profil SSM dan penyata bank tiga bulan terakhir.');
  await message.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer sent to aina@ainareno.my.' })).toBeVisible();
  await expect(message.getByText('Answered', { exact: true })).toBeVisible();
  await expect(message.getByText(/^Aisyah Rahman answered on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(message.getByText(/Ya, syarikat baharu boleh memohon/)).toBeVisible();
});
