/** Page objects for registration, recovery, profile, user management, notifications and the admin review screens. */
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/** Unique values for one run: e-mails, SSM numbers and names never collide with an earlier run. */
export function uniqueRun() {
  const stamp = String(Date.now());
  return {
    stamp,
    email: (who: string) => `${who}.${stamp}@e2e.test`,
    // the 12-digit SSM form: year, entity type 01, six running digits
    ssm: `2024${'01'}${stamp.slice(-6)}`,
  };
}

export const NEW_PASSWORD = 'Welcome@2026';

/** /register: choose buyer or seller, fill in the form, submit. */
export class RegisterPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { name: 'Register your company' })).toBeVisible();
  }

  async chooseBuyer() {
    await this.page.getByRole('link', { name: 'Register as a buyer' }).click();
    await expect(this.page.getByRole('heading', { name: 'Register as a buyer' })).toBeVisible();
  }

  async fill(input: { company: string; ssm: string; firstName: string; lastName: string; email: string }) {
    const form = this.page;
    await form.getByLabel('Company name').fill(input.company);
    await form.getByLabel('Business registration number (SSM)').fill(input.ssm);
    await form.getByLabel('First name').fill(input.firstName);
    await form.getByLabel('Last name').fill(input.lastName);
    await form.getByLabel('Position').fill('Director');
    await form.getByLabel('Phone number').fill('0123456789');
    await form.getByLabel(/^E-mail/).fill(input.email);
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await form.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await form.getByLabel('6-digit PIN').fill('123456');
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit registration' }).click();
  }
}

/** /admin/registrations: pending registrations with Approve and Reject. */
export class RegistrationsReview {
  constructor(readonly page: Page) {}

  async approve(company: string) {
    await this.page.goto('/admin/registrations');
    const card = this.page.getByRole('article', { name: company });
    await card.getByRole('button', { name: `Approve: ${company}` }).click();
    await expect(this.page.getByRole('status')).toContainText('The registration is approved');
    await expect(card).toHaveCount(0);
  }
}

/** The path and query of the first link in a text (e-mails link to the configured public address). */
export function linkPath(text: string, path: '/verify' | '/reset'): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?[^\\s]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** /admin/outbox in the browser: opens the newest e-mail to `to` and returns its text. */
export async function readOutboxInBrowser(page: Page, to: string, subject: RegExp): Promise<string> {
  await page.goto('/admin/outbox');
  await page
    .getByRole('button', { name: new RegExp(`${subject.source}.*${to.replace(/\./g, '\\.')}`) })
    .first()
    .click();
  const text = page.getByTestId('outbox-text').filter({ visible: true }).first();
  await expect(text).toBeVisible();
  return text.innerText();
}

/** A bearer token for API calls made by the test itself (not through the browser). */
export async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/accounts/authenticate', { data: { username: email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

/** The newest outbox e-mail of a template to one address, read through the admin API. */
export async function outboxText(request: APIRequestContext, adminToken: string, to: string, template: string) {
  const response = await request.get('/api/admin/outbox?pageSize=100', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.ok()).toBeTruthy();
  const { items } = (await response.json()) as { items: { toAddress: string; template: string; text: string }[] };
  const found = items.find((m) => m.toAddress === to && m.template === template);
  if (!found) throw new Error(`no ${template} e-mail to ${to}`);
  return found.text;
}

/** /users/create: a sub-user with a role and, optionally, levels per area. */
export class CreateUserPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/users/create');
    await expect(this.page.getByRole('heading', { name: 'Add a user' })).toBeVisible();
  }

  async create(input: { email: string; firstName: string; lastName: string; levels?: Record<string, string> }) {
    const page = this.page;
    await page.getByLabel(/^E-mail/).fill(input.email);
    await page.getByLabel('Mobile number').fill('0198765432');
    await page.getByLabel('First name').fill(input.firstName);
    await page.getByLabel('Last name').fill(input.lastName);
    await page.getByLabel('6-digit PIN').fill('654321');
    for (const [area, level] of Object.entries(input.levels ?? {})) {
      await page.getByLabel(area, { exact: true }).selectOption({ label: level });
    }
    await page.getByRole('button', { name: 'Add user and send invitation' }).click();
    await expect(page.getByRole('status')).toContainText(
      `An invitation to set a password has been sent to ${input.email}`,
    );
    await expect(page).toHaveURL(/\/users\/details\/[0-9a-f-]{36}$/);
    return page.url().split('/').pop()!;
  }
}

/** The header bell: its accessible name says how many notifications are unread. */
export function notificationBell(page: Page) {
  return page.getByRole('link', { name: /^Notifications/ });
}

/** A tiny valid PNG (1×1, red), written where the file chooser can pick it. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
