import { expect, test } from '@playwright/test';
import { ACCOUNTS, LoginPage, chooseLanguage } from './support/session';

test.describe('interface language', () => {
  test('switching to Chinese changes the page, persists, and API errors come back in Chinese', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, '简体中文');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('工地所需建材，享14至90天赊账');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('工地所需建材，享14至90天赊账');

    const requestLanguage = page.waitForRequest('**/accounts/authenticate');
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(ACCOUNTS.buyer, 'Wrong@9999');
    expect((await requestLanguage).headers()['accept-language']).toBe('zh-cn');
    await expect(page.getByRole('alert')).toContainText('电子邮件或密码不正确');
  });

  test('the sign-in page reads wholly in Malay', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'Bahasa Melayu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log masuk ke BinaMart');
    await expect(page.getByText('Pembeli, pembekal dan pentadbir log masuk di sini.')).toBeVisible();
    await expect(page.getByText('Buyers, suppliers and administrators sign in here.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log masuk' }).click();
    await expect(page.getByText('Ruangan ini wajib diisi')).toHaveCount(2);
  });

  test('categories come from the API in the chosen language', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Cement & Concrete')).toBeVisible();
    await chooseLanguage(page, '简体中文');
    await expect(page.getByText('水泥与混凝土')).toBeVisible();
  });
});
