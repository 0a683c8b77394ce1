/**
 * Page objects for credit reports: /creditreport with its history, the buy form (/buylite,
 * /buyccm), a report's purchase and progress (/payment/{id}), the report (/lite/{id}, /ccm/{id}),
 * and the credit review's /admin/cl/ccdreport/{id}; plus the setup the specs make through the API.
 */
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { tokenOf } from './accounts';
import { chooseOption } from './commerce';

export const REPORT_REFERENCE = /CR-\d{4}-\d{6}/;
const UUID = '[0-9a-f-]{36}';

/** /buylite or /buyccm. */
export class BuyReportForm {
  constructor(readonly page: Page) {}

  async open(product: 'lite' | 'ccm') {
    await this.page.goto(product === 'lite' ? '/buylite' : '/buyccm');
    const title = product === 'lite' ? 'Buy a Lite credit report' : 'Buy a CCM company report';
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }

  entityType(label: 'Company' | 'Sole proprietor or partnership' | 'Individual') {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  subjectId() {
    return this.page.getByRole('textbox', { name: /^Subject ID/ });
  }

  subjectName() {
    return this.page.getByRole('textbox', { name: /^Subject name/ });
  }

  async fillSubject(entity: 'Company' | 'Sole proprietor or partnership' | 'Individual', id: string, name: string) {
    await this.entityType(entity).check();
    await this.subjectId().fill(id);
    await this.subjectName().fill(name);
  }

  async acceptTerms() {
    await this.page.getByRole('checkbox', { name: /^I accept the terms of the credit report/ }).check();
  }

  /** Online banking with the account type and a bank of the gateway's list. */
  async chooseOnlineBanking(account: 'Corporate account' | 'Personal account', bank: string) {
    const section = this.page.getByRole('region', { name: 'Payment' });
    await section.getByRole('radio', { name: 'Online banking (FPX)' }).check();
    await section.getByText(account, { exact: true }).click();
    await expect(section.getByRole('radio', { name: account })).toBeChecked();
    await chooseOption(this.page, 'Bank', bank);
  }

  payButton() {
    return this.page.getByRole('button', { name: /^Pay RM/ });
  }
}

/** /payment/{id}: a report's purchase, its payment and its progress. */
export class ReportPaymentPage {
  constructor(readonly page: Page) {}

  async expectAt(): Promise<string> {
    await expect(this.page).toHaveURL(new RegExp(`/payment/${UUID}$`));
    await expect(this.page.getByRole('heading', { name: /^Credit report CR-\d{4}-\d{6}$/, level: 1 })).toBeVisible();
    return this.page.url().split('/').pop()!;
  }

  /** The payment's state (spec §8 words). */
  payment() {
    return this.page.getByTestId('payment-outcome');
  }

  /** The report's own progress: being prepared, ready, or not available. */
  progress() {
    return this.page.getByTestId('report-progress');
  }
}

/** Setup, not under test: a draft project credit-limit application of the buyer's company, made through the API. */
export async function draftApplicationViaApi(request: APIRequestContext, email: string, projectName: string) {
  const headers = { authorization: `Bearer ${await tokenOf(request, email)}` };
  const response = await request.post('/api/credit/applications', {
    headers,
    data: { kind: 'project', tncAccepted: true, requestedSen: 25_000_000, projectName, details: {} },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

/**
 * Setup, not under test: an administrator obtains a Lite report on the applicant of a credit
 * application through the API, and waits until the bureau's answer has made it ready.
 */
export async function readyLiteReportViaApi(
  request: APIRequestContext,
  adminEmail: string,
  applicationId: string,
  subject: { subjectId: string; subjectName: string },
): Promise<{ id: string; reference: string }> {
  const headers = { authorization: `Bearer ${await tokenOf(request, adminEmail)}` };
  const response = await request.post(`/api/admin/credit-applications/${applicationId}/credit-reports`, {
    headers,
    data: { key: crypto.randomUUID(), product: 'lite', entityType: 'company', ...subject },
  });
  expect(response.status(), await response.text()).toBe(201);
  const report = (await response.json()) as { id: string; reference: string };
  await expect(async () => {
    const detail = await request.get(`/api/credit-reports/${report.id}`, { headers });
    expect(((await detail.json()) as { status: string }).status).toBe('ready');
  }).toPass({ timeout: 30_000 });
  return report;
}
