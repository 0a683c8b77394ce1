/**
 * BinaMart's own offices and collection points: an administrator adds a collection point at
 * /admin/branch (a wrong phone number answered at its field first), and anyone opening /contact
 * sees it with its address, phone and today's hours; removed, it leaves /contact. On a 360 px
 * phone /contact fits, passes the accessibility check and reads in Chinese.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pick } from './support/catalog';
import { signInAs } from './support/session';

const TODAY = /(Today: \d\d:\d\d–\d\d:\d\d|Closed today)/;

test('an administrator adds a collection point and it shows on /contact', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin@demo.test');
  await page.getByRole('link', { name: 'Branches' }).click();
  await expect(page).toHaveURL(/\/admin\/branch$/);
  await expect(page.getByRole('heading', { name: 'BinaMart branches', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'BinaMart Head Office' })).toContainText('(entered)');

  const name = `BinaMart Collection Point Johor Bahru ${Date.now()}`;
  await page.getByRole('button', { name: 'Add branch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a branch' });
  await dialog.getByLabel('Branch name').fill(name);
  await pick(page, 'Type', 'Collection point');
  await dialog.getByLabel('Address line 1').fill('No. 21, Jalan Perjiranan 10');
  await dialog.getByLabel('Address line 2').fill('Kawasan Perindustrian Bandar Dato’ Onn');
  await dialog.getByLabel('Postcode').fill('81100');
  await dialog.getByLabel('City').fill('Johor Bahru');
  await pick(page, 'State', 'Johor');
  await dialog.getByLabel('Phone').fill('07-123');
  await dialog.getByLabel('E-mail').fill('jb@binamart.my');
  await dialog.getByRole('switch', { name: 'Open on Sunday' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Save branch' }).click();
  await expect(dialog.getByText('Invalid phone number')).toBeVisible();
  await dialog.getByLabel('Phone').fill('07-355 1208');
  await dialog.getByRole('button', { name: 'Save branch' }).click();
  await expect(page.getByRole('status')).toContainText('Branch saved.');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('81100 Johor Bahru, Johor');
  await expect(card).toContainText('(from the postcode)');

  // anyone, signed in or not, finds it on /contact
  const visitor = await browser.newContext();
  const contact = await visitor.newPage();
  await contact.goto('/contact');
  await expect(contact.getByRole('heading', { name: 'Visit us', level: 2 })).toBeVisible();
  const shown = contact.getByRole('article', { name });
  await expect(shown).toContainText('No. 21, Jalan Perjiranan 10');
  await expect(shown).toContainText('Collection point');
  await expect(shown.getByRole('link', { name: /07-355 1208/ })).toHaveAttribute('href', 'tel:073551208');
  await expect(shown).toContainText(TODAY);
  await expect(shown).toContainText('Sunday08:00–17:00');
  await expect(contact.getByRole('article', { name: 'BinaMart Head Office' })).toBeVisible();

  // removed after a confirmation, it leaves /contact
  await card.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove branch' }).click();
  await expect(page.getByRole('status')).toContainText('Branch removed.');
  await expect(card).toHaveCount(0);
  await contact.reload();
  await expect(contact.getByRole('article', { name: 'BinaMart Head Office' })).toBeVisible();
  await expect(contact.getByRole('article', { name })).toHaveCount(0);
  await visitor.close();
});

test.describe('our branches on /contact on a 360 px phone @phone', () => {
  test('the page fits the screen, passes the accessibility check and reads in Chinese', async ({ page }) => {
    await page.goto('/contact');
    const office = page.getByRole('article', { name: 'BinaMart Head Office' });
    await expect(office).toContainText('Level 12, Menara Binaan');
    await expect(office).toContainText('03-2110 8800');
    await expect(office).toContainText(TODAY);
    await expect(page.getByRole('article', { name: 'BinaMart Collection Point Shah Alam' })).toContainText(
      '40300 Shah Alam, Selangor',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.evaluate(() => window.localStorage.setItem('binamart.language', 'zh-cn'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎到访', level: 2 })).toBeVisible();
    await expect(page.getByRole('article', { name: 'BinaMart Collection Point Shah Alam' })).toContainText('取货点');
  });
});
