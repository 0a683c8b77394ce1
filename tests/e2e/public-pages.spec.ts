import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInAs } from './support/session';

const INFO_PAGES = [
  ['/about', 'About'],
  ['/tnc', 'Terms'],
  ['/potc', 'Purchase'],
  ['/tnc/seller', 'Seller'],
  ['/privacy', 'Privacy'],
  ['/help', 'Help'],
  ['/contact', 'Contact'],
  ['/download', ''],
  ['/advertising', 'Advertis'],
  ['/certification', 'Certif'],
] as const;

test.describe('public pages', () => {
  for (const [path, word] of INFO_PAGES) {
    test(`${path} has real content and no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      if (word) await expect(heading).toContainText(new RegExp(word, 'i'));
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(600);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  for (const path of ['/', '/login', '/403', '/not-a-page']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the home page introduces the marketplace, credit and selling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('credit');
    await expect(page.getByRole('heading', { name: 'Buy now, pay on credit terms' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /reach contractors across Malaysia/ })).toBeVisible();
    await expect(page.getByText('Monday to Friday, 9am to 6pm')).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('validates every field and stores the message for administrators', async ({ page, browser }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(4);

    const subject = `Bulk rebar quote ${Date.now()}`;
    await page.getByLabel('Full name').fill('Hafiz Ismail');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('We need 20 tonnes of 12 mm rebar delivered to Shah Alam next month.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await page.getByLabel('E-mail').fill('hafiz@ismailbina.my');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, ACCOUNTS.admin);
    await admin.goto('/admin/messages');
    await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
    await expect(admin.getByText('hafiz@ismailbina.my')).toBeVisible();
    await adminContext.close();
  });
});

test.describe('page code loading', () => {
  // the marketplace's service worker fetches built files itself once it controls the page,
  // and what a service worker fetches never passes through page.route
  test.use({ serviceWorkers: 'block' });
  test('a page whose code fails to load shows a clear message and a working retry', async ({ page }) => {
    await page.goto('/');
    let blocked = true;
    await page.route(/\/assets\/info-pages-.*\.js$/, (route) => (blocked ? route.abort('failed') : route.continue()));
    await page.getByRole('link', { name: 'About us' }).first().click();
    await expect(page.getByText('This page could not be loaded')).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  });
});
