/** Page objects and helpers shared by the end-to-end specs. */
import { type Page, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
export const ACCOUNTS = {
  admin: 'admin@demo.test',
  seller: 'seller@demo.test',
  sellerUser: 'seller.user@demo.test',
  buyer: 'buyer@demo.test',
  buyerUser: 'buyer.user@demo.test',
} as const;

/** The sign-in page. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel(/E-mail|电子邮件|E-mel/).fill(email);
    await this.page.getByLabel(/^(Password|密码|Kata laluan)/).fill(password);
    await this.page.getByRole('button', { name: /^(Sign in|登录|Log masuk)$/ }).click();
  }
}

/** Signs in from /login and waits until the app has left the sign-in page. */
export async function signInAs(page: Page, email: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The user record the app keeps in browser storage. */
export function storedUser(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('binamart.user'));
}

/** Picks an interface language from the header's language selector. */
export async function chooseLanguage(page: Page, option: 'English' | '简体中文' | 'Bahasa Melayu') {
  await page.getByRole('combobox', { name: /^(Language|语言|Bahasa)$/ }).click();
  await page.getByRole('option', { name: option }).click();
}
