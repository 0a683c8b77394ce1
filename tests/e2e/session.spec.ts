import { expect, test } from '@playwright/test';
import { ACCOUNTS, LoginPage, signInAs, storedUser } from './support/session';

test.describe('signing in and out', () => {
  test('wrong credentials show the server message and keep no user', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(ACCOUNTS.buyer, 'Wrong@9999');
    await expect(page.getByRole('alert')).toContainText('Incorrect e-mail or password');
    expect(await storedUser(page)).toBeNull();
  });

  test('empty fields show "This field is required"', async ({ page }) => {
    await new LoginPage(page).open();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
  });

  test('sign out revokes the session, clears the stored user and goes to /', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyer);
    expect(await storedUser(page)).not.toBeNull();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    // the refresh cookie was revoked on the server
    const refresh = await page.request.post('/accounts/refresh-token');
    expect(refresh.status()).toBe(401);
  });

  test('an expired access token is refreshed once and the page still loads', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyer);
    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('binamart.user')!);
      user.jwtToken = 'expired.token.value';
      window.localStorage.setItem('binamart.user', JSON.stringify(user));
    });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    const user = JSON.parse((await storedUser(page))!);
    expect(user.jwtToken).not.toBe('expired.token.value');
  });

  test('a failed refresh signs the user out', async ({ page, context }) => {
    await signInAs(page, ACCOUNTS.buyer);
    await context.clearCookies();
    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('binamart.user')!);
      user.jwtToken = 'expired.token.value';
      window.localStorage.setItem('binamart.user', JSON.stringify(user));
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    expect(await storedUser(page)).toBeNull();
  });
});
