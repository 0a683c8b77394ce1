/**
 * Reports end to end: an administrator opens the order report from the navigation, narrows it to
 * completed orders and exports it as Excel, and the test opens the workbook with the spreadsheet
 * library; a supplier on a phone reads its own delivery report and exports it as CSV.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ACCOUNTS, signInAs } from './support/session';

test.describe('reports', () => {
  test('an administrator exports the completed orders as a workbook that opens with their rows and totals', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, ACCOUNTS.admin);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await expect(page).toHaveURL(/\/admin\/report\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order report' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    const narrowed = page.waitForResponse((r) => /\/api\/admin\/reports\/order\?.*status=completed/.test(r.url()));
    await page.getByRole('option', { name: 'Completed', exact: true }).click();
    await expect(page).toHaveURL(/status=completed/);
    await narrowed;
    const count = page.getByText(/^\d+ rows?$/);
    await expect(count).toBeVisible();
    const table = page.getByRole('table').last();
    // the page keeps the unfiltered rows on screen until the narrowed ones are drawn: read the count once they are
    let rows = 0;
    await expect(async () => {
      rows = Number((await count.textContent())!.split(' ')[0]);
      expect(rows).toBeGreaterThan(0);
      await expect(table.getByRole('cell', { name: 'Completed', exact: true })).toHaveCount(rows, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel (XLSX)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^binamart-order-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Placed');
    expect(sheet.getRow(1).getCell(6).value).toBe('Status');
    // every completed order the page counted (other tests running at once may complete more)
    const last = sheet.actualRowCount;
    expect(last).toBeGreaterThanOrEqual(rows + 2);
    let sen = 0;
    for (let r = 2; r < last; r++) {
      expect(sheet.getRow(r).getCell(6).value).toBe('Completed');
      expect(sheet.getRow(r).getCell(1).value).toBeInstanceOf(Date);
      sen += Math.round(Number(sheet.getRow(r).getCell(14).value) * 100);
    }
    // the totals row is the sum of the rows, in ringgit with the RM format
    const totals = sheet.getRow(last);
    expect(totals.getCell(1).value).toBe('Total');
    expect(Math.round(Number(totals.getCell(14).value) * 100)).toBe(sen);
    expect(sheet.getRow(2).getCell(14).numFmt).toContain('"RM"');
  });

  test('a supplier on a phone reads its delivery report and exports it as CSV', async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signInAs(page, ACCOUNTS.seller);
    await page.goto('/seller/report');
    await expect(page).toHaveURL(/\/seller\/report\/sales$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
    const loaded = page.waitForResponse((r) => /\/api\/seller\/reports\/delivery(\?|$)/.test(r.url()));
    await page.getByRole('tab', { name: 'Delivery report' }).click();
    await expect(page).toHaveURL(/\/seller\/report\/delivery$/);
    await loaded;
    await expect(page.getByRole('columnheader', { name: 'Carried by' })).toBeVisible();
    const count = page.getByText(/^\d+ rows?$/);
    await expect(count).toBeVisible();
    const rows = Number((await count.textContent())!.split(' ')[0]);
    expect(rows).toBeGreaterThan(0);
    // only the supplier's own deliveries: every row is Syarikat Bahan Binaan Maju's
    await expect(page.getByRole('cell', { name: 'Syarikat Bahan Binaan Maju Sdn. Bhd.' })).toHaveCount(
      Math.min(rows, 50),
    );
    // nothing wider than the phone but the table, which scrolls inside its card
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Delivery date,Number,Order,Seller,Buyer,State,Carried by,Status,Acknowledged,On time,Partner fee',
    );
    // every DO the page counted, all the supplier's own (other tests running at once may add some)
    expect(lines.length).toBeGreaterThanOrEqual(rows + 2);
    for (const line of lines.slice(1, -1)) expect(line).toContain('Syarikat Bahan Binaan Maju Sdn. Bhd.');
    await context.close();
  });
});
