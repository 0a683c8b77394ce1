/**
 * The spec routes that used to answer "Page not found" (credit reports, insurance forms, platform
 * branches, the billing order list, credit application lists, the supplier directory): each opens
 * with real content, a heading of its own, for a role allowed, and /403 for a role that is not.
 */
import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, signInAs } from './support/session';

const FORBIDDEN = "Sorry! You don't have permission to access this page";

async function expectPage(page: Page, path: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
  await expect(page, path).not.toHaveURL(/\/403$/);
}

async function expectForbidden(page: Page, path: string) {
  await page.goto(path);
  await expect(page, path).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible();
}

test('a visitor opens the supplier directory at /company', async ({ page }) => {
  await expectPage(page, '/company');
});

test('a buyer administrator opens the credit-report pages and its credit applications', async ({ page }) => {
  await signInAs(page, ACCOUNTS.buyer);
  for (const path of ['/creditreport', '/creditreport/disclaimer', '/buylite', '/buyccm', '/clApplication']) {
    await expectPage(page, path);
  }
});

test('a buyer user without buyCtos Write is refused the credit-report pages', async ({ page }) => {
  await signInAs(page, ACCOUNTS.buyerUser);
  for (const path of ['/creditreport', '/buylite', '/buyccm']) await expectForbidden(page, path);
});

test('an administrator opens the back-office lists of this scope; a supplier is refused them', async ({
  page,
  browser,
}) => {
  // ten pages and two sign-ins in one walk
  test.slow();
  await signInAs(page, ACCOUNTS.admin);
  for (const path of [
    '/admin/lonpac',
    '/admin/lonpac/form',
    '/admin/branch',
    '/admin/or',
    '/admin/cl/clApplication',
    '/admin/cl/tclApplication',
    '/creditreport',
  ]) {
    await expectPage(page, path);
  }
  const context = await browser.newContext();
  const seller = await context.newPage();
  await signInAs(seller, ACCOUNTS.seller);
  for (const path of ['/admin/lonpac', '/admin/branch', '/admin/or']) await expectForbidden(seller, path);
  await context.close();
});

test('an administrator opens the news, advertisement and contact-message pages; a supplier is refused them', async ({
  page,
  browser,
}) => {
  // eight pages and two sign-ins in one walk
  test.slow();
  await signInAs(page, ACCOUNTS.admin);
  for (const path of ['/admin/posts', '/admin/posts/new', '/admin/ads', '/admin/ads/new', '/admin/messages']) {
    await expectPage(page, path);
  }
  const context = await browser.newContext();
  const seller = await context.newPage();
  await signInAs(seller, ACCOUNTS.seller);
  for (const path of ['/admin/posts', '/admin/ads', '/admin/messages']) await expectForbidden(seller, path);
  await context.close();
});

test('each side opens its chat, and administrators the customer-service queue; a supplier is refused the queue', async ({
  page,
  browser,
}) => {
  // three people signing in, each in a browser of their own
  test.setTimeout(60_000);
  await signInAs(page, ACCOUNTS.buyer);
  await expectPage(page, '/chat');
  const context = await browser.newContext();
  const seller = await context.newPage();
  await signInAs(seller, ACCOUNTS.seller);
  await expectPage(seller, '/seller/chat');
  await expectForbidden(seller, '/admin/chats');
  await context.close();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, ACCOUNTS.admin);
  await expectPage(admin, '/admin/chats');
  await adminContext.close();
});
