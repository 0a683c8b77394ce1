/**
 * Public sales and logistics enquiries (spec §2 SalesEnquiry and SalesEnquiry/{code}, §5 Enquiry): a
 * visitor on a 360 px phone, not signed in, files a logistics enquiry with road access rules (a wrong
 * e-mail is answered at its field first), gets the code and follows it; an administrator on a desktop
 * finds it at /admin/saleEnquiry and answers it; the visitor's page then shows the answer. Every page
 * fits the phone and passes the accessibility check; an unknown code says so; the demo's answered
 * enquiry opens with its documented code.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { malaysianDate } from './support/billing';
import { ACCOUNTS, signInAs } from './support/session';

const PHONE = { width: 360, height: 740 };
const DEMO_CODE = 'SE-DEMO2026SALE';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Picks an option of a Mantine Select inside `scope` by the select's label. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const name = { name: label, exact: true };
  await scope.getByRole('combobox', name).or(scope.getByRole('textbox', name)).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** /SalesEnquiry: the public enquiry form. */
class SalesEnquiryForm {
  constructor(readonly page: Page) {}

  async fillContact(contact: { name: string; email: string; phone: string }) {
    await this.page.getByLabel('Contact person').fill(contact.name);
    await this.page.getByLabel('E-mail').fill(contact.email);
    await this.page.getByLabel('Contact number').fill(contact.phone);
  }

  async fillAddress(
    which: 'Pickup address' | 'Drop-off address',
    address: { line1: string; postcode: string; city: string; state: string },
  ) {
    const group = this.page.getByRole('group', { name: which });
    await group.getByLabel('Address line 1').fill(address.line1);
    await group.getByLabel('Postcode').fill(address.postcode);
    await group.getByLabel('City').fill(address.city);
    await choose(this.page, group, 'State', address.state);
  }

  async addRule(rule: { vehicle: string; access: string; days: string; from?: string; to?: string }) {
    await this.page.getByRole('button', { name: 'Add a rule' }).click();
    const group = this.page.getByRole('group', { name: /^Rule \d+$/ }).last();
    await choose(this.page, group, 'Vehicles', rule.vehicle);
    await choose(this.page, group, 'Access', rule.access);
    await choose(this.page, group, 'Days', rule.days);
    if (rule.from) await choose(this.page, group, 'From', rule.from);
    if (rule.to) await choose(this.page, group, 'To', rule.to);
  }

  submit() {
    return this.page.getByRole('button', { name: 'Send enquiry' }).click();
  }
}

async function visitorOnPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a visitor files a logistics enquiry on a phone, an administrator answers it, the visitor reads the answer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await visitorOnPhone(browser);
  const page = visitor.page;
  const email = `hafiz.${Date.now()}@example.test`;

  // the path matches in any case, and ?type= opens the form at the kind
  await page.goto('/salesenquiry?type=logistics');
  await expect(page.getByRole('heading', { name: 'Sales & logistics enquiry', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Logistics' })).toBeChecked();
  const form = new SalesEnquiryForm(page);
  await form.fillContact({ name: 'Mohd Hafiz', email: 'hafiz.at.example.test', phone: '019-332 8170' });
  await form.fillAddress('Pickup address', {
    line1: 'Lot 8, Jalan Perusahaan 3',
    postcode: '48300',
    city: 'Rawang',
    state: 'Selangor',
  });
  await form.fillAddress('Drop-off address', {
    line1: 'Jalan Maarof',
    postcode: '59000',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
  });
  await choose(page, page.locator('form'), 'Item category', 'Precast concrete');
  await page.getByLabel('Estimated total weight (kg)').fill('10200');
  await page.getByLabel('Length (cm)').fill('300');
  await page.getByLabel('Delivery date').fill(malaysianDate(10));
  await choose(page, page.locator('form'), 'Expected delivery method', 'Lorry with crane (HIAB)');
  await form.addRule({
    vehicle: 'Lorries (up to 10 t)',
    access: 'Allowed',
    days: 'Monday to Friday',
    from: '09:00',
    to: '17:00',
  });
  await form.addRule({ vehicle: 'All vehicles', access: 'Not allowed', days: 'Friday' });
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);

  // the one wrong field is answered at its field, and nothing is filed
  await form.submit();
  const emailField = page.getByLabel('E-mail');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your enquiry is filed' })).toHaveCount(0);
  await emailField.fill(email);
  await form.submit();

  await expect(page.getByRole('heading', { name: 'Your enquiry is filed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  const code = (await page.getByTestId('enquiry-code').textContent())!.trim();
  expect(code).toMatch(/^SE-[0-9A-Z]{10}$/);
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Follow your enquiry' }).click();
  await expect(page).toHaveURL(new RegExp(`/SalesEnquiry/${code}$`));
  await expect(page.getByRole('heading', { name: `Enquiry ${code}`, level: 1 })).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByText(/^No answer yet\./)).toBeVisible();
  await expect(page.getByText('Lorries (up to 10 t): Allowed, Monday to Friday, 09:00 to 17:00')).toBeVisible();
  await expect(page.getByText('All vehicles: Not allowed, Friday, all day')).toBeVisible();
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);

  // an administrator on a desktop finds it by its code and answers it
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAs(admin, ACCOUNTS.admin);
  await admin.getByRole('link', { name: 'Sales enquiries' }).click();
  await expect(admin.getByRole('heading', { name: 'Sales enquiries', level: 1 })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(code);
  await admin.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await admin.getByRole('link', { name: `Open enquiry ${code}` }).click();
  await expect(admin.getByRole('heading', { name: `Enquiry ${code}`, level: 1 })).toBeVisible();
  await expect(admin.getByText('Enquirer’s language: English')).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  const answer = 'A crane lorry can come on a weekday at 10 am. The trip costs RM 1,450.';
  await admin.getByRole('textbox', { name: 'Write an answer' }).fill(answer);
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByRole('status')).toContainText(`Answer sent to ${email}.`);
  await expect(admin.getByText('Answered', { exact: true })).toBeVisible();
  await expect(admin.getByText(answer)).toBeVisible();
  await context.close();

  // the visitor's page shows the answer
  await page.reload();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await visitor.close();
});

test('an unknown code says so, the demo enquiry opens with its code, and the footer leads to the form', async ({
  page,
}) => {
  await page.goto('/SalesEnquiry/SE-0000000000');
  await expect(page.getByRole('heading', { name: 'No enquiry has this code', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'File a new enquiry' }).click();
  await expect(page).toHaveURL(/\/SalesEnquiry$/);

  await page.getByRole('textbox', { name: 'Enquiry code' }).fill(DEMO_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: `Enquiry ${DEMO_CODE}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Thank you, Mr Chong\./)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sales & logistics enquiry' }).click();
  await expect(page).toHaveURL(/\/SalesEnquiry$/);
  await expect(page.getByRole('radio', { name: 'Sales' })).toBeChecked();
});
