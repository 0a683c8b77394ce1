import { expect, test } from '@playwright/test';
import { ACCOUNTS, LoginPage, signInAs } from './support/session';

const FORBIDDEN = "Sorry! You don't have permission to access this page";

test.describe('access guard (spec §2)', () => {
  test('an anonymous user is sent to sign in and comes back to the page after signing in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await new LoginPage(page).signIn(ACCOUNTS.buyer);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByText('Pembinaan Teguh Jaya Sdn. Bhd.')).toBeVisible();
  });

  test('an anonymous user opening the admin or seller centre is asked to sign in', async ({ page }) => {
    await page.goto('/admin/messages');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fmessages$/);
    await new LoginPage(page).signIn(ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await page.goto('/seller');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('a buyer opening /admin or /seller gets the 403 page with a link home', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyer);
    for (const path of ['/admin', '/seller/products']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/403$/);
      await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a seller opening buyer pages or /admin gets 403', async ({ page }) => {
    await signInAs(page, ACCOUNTS.seller);
    for (const path of ['/admin', '/order', '/profile']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/403$/);
    }
  });

  test('a Block permission gives /403: buyer user on user management, seller user on seller users', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  });

  test('a seller user is blocked from seller user management', async ({ page }) => {
    await signInAs(page, ACCOUNTS.sellerUser);
    await page.goto('/seller/users');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('a signed-in admin opening / lands on /admin; a seller on /seller', async ({ page, browser }) => {
    await signInAs(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('centre-company')).toHaveText('Signed in for BinaMart Platform Sdn. Bhd.');

    const sellerContext = await browser.newContext();
    const seller = await sellerContext.newPage();
    await signInAs(seller, ACCOUNTS.seller);
    await seller.goto('/');
    await expect(seller).toHaveURL(/\/seller$/);
    await expect(seller.getByTestId('centre-company')).toHaveText('Signed in for Syarikat Bahan Binaan Maju Sdn. Bhd.');
    await sellerContext.close();
  });

  test('common pages (hub, statement of accounts, tracking) let every signed-in role through', async ({ page }) => {
    await page.goto('/statementofaccounts');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstatementofaccounts$/);
    await new LoginPage(page).signIn(ACCOUNTS.seller);
    await expect(page).toHaveURL(/\/statementofaccounts$/);
    for (const path of ['/statementofaccounts', '/hub', '/delivery/00000000-0000-4000-8000-000000000001']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      // not refused: these screens arrive with their own capabilities
      await expect(page.getByRole('heading', { name: FORBIDDEN })).toHaveCount(0);
    }
  });

  test('a signed-in user opening /login goes to /', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyer);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Building materials');
  });

  test('any path containing .asp goes to /', async ({ page }) => {
    await page.goto('/Default.asp');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/products/list.aspx?id=3');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/admin/no-such-screen');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});
