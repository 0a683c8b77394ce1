/**
 * Bulk work end to end: a supplier exports its catalogue, imports two new products from it (a
 * wrong file first: every problem listed by row and column, nothing imported), an administrator
 * approves both at once and exports the review list, and the supplier unpublishes, publishes again
 * and reprices them together; a supplier on a phone, in Malay, accepts two orders at once.
 */
import { readFileSync } from 'node:fs';
import { type Download, type Page, expect, test } from '@playwright/test';
import { PRODUCTS, placePaidOrdersViaApi } from './support/commerce';
import { ACCOUNTS, signInAs } from './support/session';

/** Rows of a CSV file (quoted fields, doubled quotes). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((cell) => cell !== ''));
}

const csvText = (rows: string[][]) =>
  rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');

/** Clicks `trigger` and answers the file it downloads. */
async function downloadOf(page: Page, trigger: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return download;
}

async function readDownload(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8');
}

/** A word no demo listing has, to find this run's products by. */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

test('a supplier imports products from its export, an administrator approves them at once, and the supplier unpublishes, publishes and reprices them together', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  await signInAs(page, ACCOUNTS.seller);
  await page.goto('/seller/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // the list exports what it shows: a row per variation, the columns the import reads
  await page.getByRole('button', { name: 'Export' }).click();
  const exported = await downloadOf(page, () => page.getByRole('menuitem', { name: 'Export CSV' }).click());
  expect(exported.suggestedFilename()).toMatch(/^binamart-products-\d{4}-\d\d-\d\d\.csv$/);
  const [header, ...exportedRows] = csvRows(await readDownload(exported));
  const col = (name: string) => header!.indexOf(name);
  // a row of a product with pictures (other tests may have added products the export lists first)
  const sample = exportedRows.find((row) => row[col('image_ids')]);
  expect(col('product_id')).toBe(0);
  expect(col('selling_price')).toBeGreaterThan(0);

  // two new products made from an exported row: no product or variation ID, a name of their own
  const newRow = (name: string, selling: string) => {
    const row = [...sample!];
    row[col('product_id')] = '';
    row[col('variation_id')] = '';
    row[col('name')] = name;
    row[col('variation')] = 'Lorry load';
    row[col('list_price')] = '500';
    row[col('selling_price')] = selling;
    return row;
  };
  const first = `Kerikil ${word} Alpha`;
  const second = `Kerikil ${word} Beta`;

  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/seller\/products\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');
  // a wrong file: a price that is not a number, a selling price above the list price
  await fileInput.setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvText([header!, newRow(first, 'four hundred'), newRow(second, '600')])),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nothing was imported: the file has 2 problems.' }),
  ).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1)).toHaveText(/^2Selling price \(RM\) \(selling_price\)Enter a number$/);
  await expect(problems.getByRole('row').nth(2)).toContainText('3');
  await expect(problems.getByRole('row').nth(2)).toContainText('selling_price');

  // the corrected file
  await fileInput.setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvText([header!, newRow(first, '450'), newRow(second, '480.50')])),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported. New products: 2. Updated: 0. Unchanged: 0.' }),
  ).toBeVisible();
  await expect(problems).toHaveCount(0);

  // an administrator approves both at once, and exports what the review list shows
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, ACCOUNTS.admin);
  await admin.goto(`/admin/products?status=pending&q=${word}`);
  await expect(admin.getByRole('link', { name: first })).toBeVisible();
  await expect(admin.getByRole('link', { name: second })).toBeVisible();
  await admin.getByRole('button', { name: 'Export' }).click();
  const review = await downloadOf(admin, () => admin.getByRole('menuitem', { name: 'Export CSV' }).click());
  const reviewRows = csvRows(await readDownload(review));
  expect(reviewRows[0]).toEqual(['ID', 'Name', 'Brand', 'Type', 'Supplier', 'Status', 'Currency', 'From price']);
  expect(
    reviewRows
      .slice(1)
      .map((r) => r[1])
      .sort(),
  ).toEqual([first, second]);
  await admin.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(admin.getByText('Selected: 2')).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = admin.getByRole('dialog', { name: 'Approve 2 products?' });
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  const outcome = admin.getByRole('status').filter({ hasText: 'What happened' });
  await expect(outcome).toContainText('Done: 2. Refused: 0.');
  await expect(outcome.getByRole('row').filter({ hasText: first })).toContainText('Done');
  await adminContext.close();

  // the supplier takes both out of the shop, and puts them back
  await page.goto(`/seller/products?q=${word}`);
  const rows = page.getByTestId('seller-product-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ has: page.getByText('Published', { exact: true }) })).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('dialog', { name: 'Unpublish 2 products?' }).getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished: 2 products.' })).toBeVisible();
  await expect(rows.filter({ has: page.getByText('Unpublished', { exact: true }) })).toHaveCount(2);
  // unpublished products are not offered "Unpublish" again, only "Publish"
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Publish 2 products?' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published: 2 products\./ })).toBeVisible();
  await expect(rows.filter({ has: page.getByText('Published', { exact: true }) })).toHaveCount(2);

  // prices of both raised by 10%: RM 450.00 → RM 495.00 and RM 480.50 → RM 528.55, back to review
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await page.getByRole('button', { name: 'Change prices' }).click();
  const priceDialog = page.getByRole('dialog', { name: 'Change prices of 2 products' });
  await priceDialog.getByText('Raise by %', { exact: true }).click();
  await expect(priceDialog.getByRole('radio', { name: 'Raise by %' })).toBeChecked();
  await priceDialog.getByRole('textbox', { name: 'Percentage' }).fill('10');
  await priceDialog.getByRole('button', { name: 'Change prices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prices changed for 2 products.' })).toBeVisible();
  await expect(rows.filter({ hasText: first })).toContainText('RM 495.00');
  await expect(rows.filter({ hasText: second })).toContainText('RM 528.55');
  await expect(rows.filter({ has: page.getByText('Pending review', { exact: true }) })).toHaveCount(2);
});

test('a supplier on a phone accepts two orders at once, in Malay @phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  // setup, not under test: two paid orders of the demo buyer with Maju, made through the API
  const [one] = await placePaidOrdersViaApi(request, ACCOUNTS.buyer, [PRODUCTS.bricks]);
  const [two] = await placePaidOrdersViaApi(request, ACCOUNTS.buyer, [PRODUCTS.mortar]);
  await page.addInitScript(() => window.localStorage.setItem('binamart.language', 'ms'));
  await signInAs(page, ACCOUNTS.seller);
  await page.goto('/seller/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Pilih ${one!.number}` }).check();
  await page.getByRole('checkbox', { name: `Pilih ${two!.number}` }).check();
  await expect(page.getByText('Dipilih: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Terima', exact: true }).click();
  await page.getByRole('dialog', { name: 'Terima 2 pesanan?' }).getByRole('button', { name: 'Terima' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Hasilnya' });
  await expect(outcome).toContainText('Berjaya: 2. Ditolak: 0.');
  await expect(outcome.getByRole('row').filter({ hasText: one!.number })).toContainText('Berjaya');
  await expect(outcome.getByRole('row').filter({ hasText: two!.number })).toContainText('Berjaya');
  // both are confirmed now
  const cards = page.getByTestId('order-card');
  await expect(cards.filter({ hasText: one!.number })).toContainText('Disahkan');
  await expect(cards.filter({ hasText: two!.number })).toContainText('Disahkan');
  // nothing wider than the phone, here nor on the product list with its bulk bar, nor on the import
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto('/seller/products?status=published');
  await page.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }).check();
  await expect(page.getByRole('button', { name: 'Nyahterbit' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto('/seller/products/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import produk' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'katalog.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('product_id,name,variation_id,variation,list_price,selling_price\n,Pasir,,Lori,abc,1\n'),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const problems = page.getByRole('table', { name: 'Masalah dalam fail' });
  await expect(problems.getByRole('row').filter({ hasText: 'Harga senarai (RM) (list_price)' })).toContainText(
    'Masukkan nombor',
  );
  expect(await overflow()).toBeLessThanOrEqual(0);
});
