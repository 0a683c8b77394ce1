/**
 * Sales channels end to end (spec §2 /admin/saleschannel): an administrator reads how the demo's
 * orders came in — the shop's checkouts, BinaMart's order for a buyer and the one from a purchase
 * order — and lets Pantai Timur Plumbing take bidding awards again; a supplier on a phone, in Malay,
 * opens orders made by BinaMart for its company from the hub page.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, signInAs } from './support/session';

async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The figures of a channel's row: orders, sales, sales value. */
async function channelRow(page: Page, name: string) {
  const row = page
    .getByRole('region', { name: 'Orders and sales by channel' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole('cell').allInnerTexts();
  return { orders: Number(cells[1]!.replace(/,/g, '')), sales: Number(cells[2]!.replace(/,/g, '')), value: cells[3]! };
}

test('an administrator sees how orders came in, and lets a supplier take bidding awards again', async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Sales channels' }).first().click();
  await expect(page).toHaveURL(/\/admin\/saleschannel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales channels' })).toBeVisible();

  // the demo's last 30 days: the shop's checkouts, BinaMart's two orders for Pembinaan Teguh Jaya, a quotation
  const web = await channelRow(page, 'Shop checkout');
  expect(web.orders).toBeGreaterThan(5);
  const onBehalf = await channelRow(page, 'For a buyer by BinaMart');
  expect(onBehalf).toMatchObject({ orders: 1, sales: 1 });
  expect(onBehalf.value).toMatch(/^RM [\d,]+\.\d\d$/);
  expect(await channelRow(page, 'From a purchase order')).toMatchObject({ orders: 1, sales: 1 });
  expect((await channelRow(page, 'From a quotation')).orders).toBeGreaterThanOrEqual(1);
  expect(await seriousAxe(page)).toEqual([]);

  // Pantai Timur Plumbing does not bid; the administrator opens bidding awards to it
  const suppliers = page.getByRole('region', { name: 'Suppliers' });
  const pantai = suppliers.getByRole('row').filter({ hasText: 'Pantai Timur Plumbing Sdn. Bhd.' });
  await expect(pantai.getByText('From a bidding award')).toHaveCount(0);
  await pantai.getByRole('button', { name: 'Change channels: Pantai Timur Plumbing Sdn. Bhd.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Channels Pantai Timur Plumbing Sdn. Bhd. takes' });
  await expect(dialog.getByText('Always open', { exact: true })).toBeVisible();
  const award = dialog.getByRole('switch', { name: /From a bidding award/ });
  await expect(award).not.toBeChecked();
  await award.click();
  await dialog.getByRole('button', { name: 'Save channels' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'The channels Pantai Timur Plumbing Sdn. Bhd. takes are saved.' }),
  ).toBeVisible();
  await expect(pantai.getByRole('cell', { name: 'Every channel' })).toBeVisible();
});

test('a supplier on a phone opens orders made by BinaMart for its company, in Malay @phone', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('binamart.language', 'ms'));
  await signInAs(page, 'dispatch@perakquarry.demo.test');
  await page.goto('/seller/hub');
  const card = page.getByRole('region', { name: 'Saluran jualan' });
  await expect(card.getByText('Sentiasa dibuka', { exact: true })).toBeVisible();
  const onBehalf = card.getByRole('switch', { name: /Oleh BinaMart bagi pihak pembeli/ });
  await expect(onBehalf).not.toBeChecked();
  await expect(card.getByRole('switch', { name: /Daripada sebut harga/ })).toBeChecked();
  await onBehalf.click();
  await card.getByRole('button', { name: 'Simpan saluran' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Saluran jualan anda telah disimpan.' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Saluran jualan' }).getByRole('switch', { name: /Oleh BinaMart/ }),
  ).toBeChecked();
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxe(page)).toEqual([]);
});
