/**
 * Credit reports (spec §2 creditreport, buylite, buyccm, payment/{id}, lite/{id}, ccm/{id} and admin
 * cl/ccdreport/{id}; §3 Credit report; §5 Credit report; §8 payment messages): a buyer buys a CCM
 * report by online banking, pays at the gateway, watches it become ready, reads it and downloads its
 * PDF; the buy form asks for what §5 requires and answers a subject the bureau does not know at its
 * field, charging nothing; an administrator obtains a Lite report for a credit application under
 * review, which the approval tiers then see beside it; a ready report fits a 360 px phone in Malay.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { calendarDate, malaysianDate } from './support/billing';
import { SandboxGatewayPage, chooseOption } from './support/commerce';
import { CREDIT_ACCOUNTS, pdfFile } from './support/credit';
import {
  BuyReportForm,
  REPORT_REFERENCE,
  ReportPaymentPage,
  draftApplicationViaApi,
  readyLiteReportViaApi,
} from './support/credit-reports';
import { ACCOUNTS, signInAs } from './support/session';

/** The demo buyer's company (apps/api/src/seed/demo.ts): the applicant of the credit applications made here. */
const BUYER_COMPANY = { name: 'Pembinaan Teguh Jaya Sdn. Bhd.', registrationNo: '201801034567' };

/** Something unique to this run, so the history shows this run's reports. */
const run = () => Date.now().toString(36).toUpperCase();

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('a buyer buys a CCM report by online banking, pays at the gateway, reads it and downloads its PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const subjectName = `Binaan Sejahtera ${run()} Sdn. Bhd.`;
  await signInAs(page, ACCOUNTS.buyer);

  // the account menu leads to the credit reports, which explain both products with their prices
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Credit reports' }).click();
  await expect(page).toHaveURL(/\/creditreport$/);
  await expect(page.getByRole('heading', { name: 'Credit reports', level: 1 })).toBeVisible();
  const ccm = page.getByRole('region', { name: 'CCM company report' });
  await expect(ccm).toContainText('RM 18.00 per report');
  await expect(ccm).toContainText('Directors and shareholders');
  await expect(page.getByRole('region', { name: 'Lite credit report' })).toContainText('RM 28.00 per report');
  await ccm.getByRole('link', { name: 'Buy a CCM report' }).click();

  const form = new BuyReportForm(page);
  await expect(page).toHaveURL(/\/buyccm$/);
  // CCM is the company register: no report on a person
  await expect(form.entityType('Individual')).toHaveCount(0);
  await expect(page.getByTestId('report-price')).toHaveText('RM 18.00');
  expect(await seriousViolations(page)).toEqual([]);
  await form.fillSubject('Company', '201901012345', subjectName);
  await form.acceptTerms();
  await form.chooseOnlineBanking('Corporate account', 'Maybank2E');
  await expect(form.payButton()).toHaveText('Pay RM 18.00');
  await form.payButton().click();

  // the payment gateway's page, then back to the report's purchase
  const gateway = new SandboxGatewayPage(page);
  await gateway.expectBank('Maybank2E');
  await gateway.decide('Success');
  const purchase = new ReportPaymentPage(page);
  const id = await purchase.expectAt();
  await expect(purchase.payment()).toContainText('Payment successful');
  await expect(page.getByText('RM 18.00', { exact: true })).toBeVisible();
  // the bureau's answer arrives through a job: the page updates by itself
  await expect(purchase.progress()).toContainText('The report is ready', { timeout: 30_000 });
  const reference = (await page.getByRole('heading', { level: 1 }).innerText()).match(REPORT_REFERENCE)![0];
  await purchase.progress().getByRole('link', { name: 'Open the report' }).click();

  // the report: its header, then the company register's sections
  await expect(page).toHaveURL(new RegExp(`/ccm/${id}$`));
  await expect(page.getByRole('heading', { name: subjectName, level: 1 })).toBeVisible();
  const header = page.getByTestId('report-header');
  await expect(header).toContainText(reference);
  await expect(header).toContainText('201901012345');
  await expect(header).toContainText('Company');
  await expect(header).toContainText(calendarDate(malaysianDate()));
  await expect(header).toContainText(/CTOS-SBX-/);
  const profile = page.getByRole('region', { name: 'Company profile' });
  await expect(profile).toContainText('Registration number');
  await expect(profile).toContainText(/Paid-up capital\s*RM [\d,]+\.\d{2}/);
  await expect(page.getByRole('region', { name: 'Directors' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shareholders' })).toContainText('%');
  const financials = page.getByRole('region', { name: 'Financial statements filed' });
  await expect(financials.getByRole('row')).toHaveCount(4); // a header and three years
  await expect(
    financials
      .getByRole('cell')
      .filter({ hasText: /^RM [\d,]+\.\d{2}$/ })
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the PDF, fetched with the session
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download report ${reference} as a PDF` }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // the company's history lists it, ready, with its subject ID and the requested date
  await page.goto('/creditreport');
  await page.getByRole('searchbox', { name: 'Search reports' }).fill(subjectName);
  await page.getByRole('searchbox', { name: 'Search reports' }).press('Enter');
  const row = page
    .getByRole('table', { name: 'Credit reports, page 1' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('CCM');
  await expect(row).toContainText(subjectName);
  await expect(row).toContainText('201901012345');
  await expect(row).toContainText(calendarDate(malaysianDate()));
  await expect(row).toContainText('Ready');
  await row.getByRole('link', { name: `Open report ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ccm/${id}$`));
});

test('the buy form asks for what §5 requires, and a subject the bureau does not know costs nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const subjectName = `Syarikat Tiada Rekod ${run()} Sdn. Bhd.`;
  await signInAs(page, ACCOUNTS.buyer);
  const form = new BuyReportForm(page);
  await form.open('lite');

  // sent empty: every required field says so at the field
  await form.payButton().click();
  await expect(page.getByRole('radiogroup', { name: /^Entity type/ })).toHaveAccessibleDescription(
    /This field is required to select/,
  );
  await expect(form.subjectId()).toHaveAccessibleDescription(/This field is required/);
  await expect(form.subjectName()).toHaveAccessibleDescription(/This field is required/);
  await expect(page.getByRole('checkbox', { name: /^I accept the terms/ })).toHaveAccessibleDescription(
    /Accept the terms of the credit report to continue\./,
  );
  await expect(page.getByRole('radiogroup', { name: /^Payment method/ })).toHaveAccessibleDescription(
    /This field is required to select/,
  );
  await expect(page).toHaveURL(/\/buylite$/);

  // a person is known by a real MyKad number
  await form.fillSubject('Individual', '801341-14-5678', 'Tan Ah Kow');
  await expect(form.subjectId()).toHaveAccessibleDescription(/The 12-digit MyKad number/);
  await form.acceptTerms();
  await form.chooseOnlineBanking('Corporate account', 'Maybank2E');
  await form.payButton().click();
  await expect(form.subjectId()).toHaveAccessibleDescription(
    /Enter the 12-digit MyKad number, such as 800101-14-5678\./,
  );

  // a company the bureau has no record of: answered at the subject ID, before any payment
  await form.fillSubject('Company', '201901010404', subjectName);
  await form.payButton().click();
  await expect(form.subjectId()).toHaveAccessibleDescription(
    /The credit bureau has no record of this subject\. Check the ID and the entity type\. You have not been charged\./,
  );
  await expect(page).toHaveURL(/\/buylite$/);

  // a bureau that is down: said above the payment, nothing charged
  await form.subjectId().fill('201901010503');
  await form.payButton().click();
  const down = page.getByRole('alert').filter({ hasText: 'The credit bureau is not answering' });
  await expect(down).toContainText('Nothing was charged');
  await expect(page).toHaveURL(/\/buylite$/);

  // nothing was recorded, so nothing was charged
  await page.goto(`/creditreport?q=${encodeURIComponent(subjectName)}`);
  await expect(page.getByText('No report matches your search.')).toBeVisible();
});

test('a payment the bank refuses is said so, and paying again brings the report', async ({ page }) => {
  test.setTimeout(120_000);
  const subjectName = `Kontraktor Cuba Lagi ${run()} Sdn. Bhd.`;
  await signInAs(page, ACCOUNTS.buyer);
  const form = new BuyReportForm(page);
  await form.open('lite');
  await expect(page.getByTestId('report-price')).toHaveText('RM 28.00');
  await form.fillSubject('Sole proprietor or partnership', 'JM0123451-T', subjectName);
  await form.acceptTerms();
  await form.chooseOnlineBanking('Corporate account', 'Maybank2E');
  await form.payButton().click();
  const gateway = new SandboxGatewayPage(page);
  await gateway.expectBank('Maybank2E');
  await gateway.decide('Failure');

  const purchase = new ReportPaymentPage(page);
  const id = await purchase.expectAt();
  await expect(purchase.payment()).toContainText('Payment unsuccessful');
  await expect(purchase.payment()).toContainText('Nothing was charged');
  const payAgain = page.getByRole('region', { name: 'Pay again' });
  await payAgain.getByRole('radio', { name: 'Online banking (FPX)' }).check();
  await payAgain.getByText('Personal account', { exact: true }).click();
  await chooseOption(page, 'Bank', 'Public Bank');
  await payAgain.getByRole('button', { name: 'Pay RM 28.00' }).click();
  await gateway.expectBank('Public Bank');
  await gateway.decide('Success');

  await expect(page).toHaveURL(new RegExp(`/payment/${id}$`));
  await expect(purchase.payment()).toContainText('Payment successful');
  await expect(purchase.progress()).toContainText('The report is ready', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Pay again' })).toHaveCount(0);
  await purchase.progress().getByRole('link', { name: 'Open the report' }).click();
  await expect(page).toHaveURL(new RegExp(`/lite/${id}$`));
  const header = page.getByTestId('report-header');
  await expect(header).toContainText('JM0123451-T');
  await expect(header).toContainText('Sole proprietor or partnership');
  await expect(page.getByRole('region', { name: 'Risk score' }).getByTestId('risk-band')).toHaveText('Low risk');
});

test('an administrator obtains a Lite report for a credit application; the approval tiers see it beside it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // setup, not under test: the buyer's draft project application
  const applicationId = await draftApplicationViaApi(request, ACCOUNTS.buyer, `Credit report check ${run()}`);

  await signInAs(page, CREDIT_ACCOUNTS.creditControl);
  await page.goto(`/admin/cl/clApplication/${applicationId}`);
  const beside = page.getByRole('region', { name: 'Credit bureau reports' });
  await expect(beside).toContainText('No credit bureau report yet.');
  await beside.getByRole('link', { name: 'Obtain or attach a report' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/cl/ccdreport/${applicationId}$`));
  await expect(page.getByRole('heading', { name: 'Credit bureau reports', level: 1 })).toBeVisible();
  await expect(page.getByText(BUYER_COMPANY.name, { exact: true })).toBeVisible();
  await expect(page.getByText(BUYER_COMPANY.registrationNo, { exact: true })).toBeVisible();
  const obtain = page.getByRole('region', { name: 'Obtain a report' });
  // prefilled with the applicant
  await expect(obtain.getByRole('radio', { name: 'Lite credit report' })).toBeChecked();
  await expect(obtain.getByRole('radio', { name: 'Company', exact: true })).toBeChecked();
  await expect(obtain.getByRole('textbox', { name: /^Subject ID/ })).toHaveValue(BUYER_COMPANY.registrationNo);
  await expect(obtain.getByRole('textbox', { name: /^Subject name/ })).toHaveValue(BUYER_COMPANY.name);
  await obtain.getByRole('button', { name: 'Obtain the report' }).click();
  const done = page.getByRole('status').filter({ hasText: /has been requested from the credit bureau/ });
  await expect(done).toBeVisible();
  const reference = (await done.innerText()).match(REPORT_REFERENCE)![0];

  // listed beside the application; it turns ready by itself
  const listed = page
    .getByRole('list', { name: 'Reports beside this application' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(listed).toContainText('Lite credit report');
  await expect(listed).toContainText(BUYER_COMPANY.registrationNo);
  await expect(listed).toContainText('Ready', { timeout: 30_000 });
  await listed.getByRole('link', { name: `Open report ${reference}` }).click();
  await expect(page).toHaveURL(/\/lite\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: BUYER_COMPANY.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Risk score' }).getByTestId('risk-band')).toHaveText(
    /^(Low|Moderate|High) risk$/,
  );
  // administrators see who opened it
  await expect(page.getByRole('region', { name: 'Access log' })).toContainText('Aisyah Rahman');

  // a report from the bureau's own portal, attached as its PDF
  await page.goto(`/admin/cl/ccdreport/${applicationId}`);
  const attach = page.getByRole('region', { name: 'Attach a report PDF' });
  await attach.getByRole('radio', { name: 'CCM company report' }).check();
  const bureauReference = `CTOS-PORTAL-${run()}`;
  await attach.getByRole('textbox', { name: /^Bureau reference/ }).fill(bureauReference);
  const chooser = page.waitForEvent('filechooser');
  await attach.getByRole('button', { name: 'Upload PDF' }).click();
  await (await chooser).setFiles(pdfFile('ccm-from-portal'));
  await expect(attach.getByRole('button', { name: 'Replace PDF' })).toBeVisible();
  await attach.getByRole('button', { name: 'Attach the report' }).click();
  const attachedDone = page.getByRole('status').filter({ hasText: /has been attached/ });
  await expect(attachedDone).toBeVisible();
  const attachedReference = (await attachedDone.innerText()).match(REPORT_REFERENCE)![0];
  const attached = page
    .getByRole('list', { name: 'Reports beside this application' })
    .getByRole('listitem')
    .filter({ hasText: attachedReference });
  await expect(attached).toContainText('CCM company report');
  await expect(attached).toContainText(bureauReference);
  await expect(attached).toContainText('Ready');
  await attached.getByRole('link', { name: `Open report ${attachedReference}` }).click();
  await expect(page).toHaveURL(/\/ccm\/[0-9a-f-]{36}$/);
  // an attached report is its header and the bureau's PDF
  await expect(page.getByTestId('report-header')).toContainText('attached as the credit bureau’s own PDF');
  await expect(page.getByRole('region', { name: 'Company profile' })).toHaveCount(0);
  const attachedPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download report ${attachedReference} as a PDF` }).click();
  expect(
    readFileSync(await (await attachedPdf).path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // another approval tier reads it beside the application
  const directorContext = await browser.newContext();
  const director = await directorContext.newPage();
  await signInAs(director, CREDIT_ACCOUNTS.businessDirector);
  await director.goto(`/admin/cl/clApplication/${applicationId}`);
  const forDirector = director
    .getByRole('list', { name: 'Credit bureau reports of this application' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(forDirector).toContainText('Ready');
  await forDirector.getByRole('link', { name: `Open report ${reference}` }).click();
  await expect(director.getByRole('heading', { name: BUYER_COMPANY.name, level: 1 })).toBeVisible();
  await expect(director.getByRole('region', { name: 'Access log' })).toContainText('Kamal Hassan');
  await directorContext.close();
});

test('@phone a ready Lite report fits a 360 px phone in Malay and passes the accessibility check', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // setup, not under test: a ready Lite report obtained for a draft application
  const applicationId = await draftApplicationViaApi(request, ACCOUNTS.buyer, `Credit report phone ${run()}`);
  const report = await readyLiteReportViaApi(request, ACCOUNTS.admin, applicationId, {
    subjectId: BUYER_COMPANY.registrationNo,
    subjectName: BUYER_COMPANY.name,
  });

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem('binamart.language', 'ms'));
  const page = await context.newPage();
  await signInAs(page, ACCOUNTS.admin);
  await page.goto(`/lite/${report.id}`);
  await expect(page.getByRole('heading', { name: BUYER_COMPANY.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Laporan kredit Lite', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Skor risiko' }).getByTestId('risk-band')).toHaveText(
    /^Risiko (rendah|sederhana|tinggi)$/,
  );
  await expect(page.getByRole('region', { name: 'Litigasi dan tindakan undang-undang' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rujukan perdagangan' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Muat turun laporan ${report.reference} sebagai PDF` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Log akses' })).toContainText('Membaca laporan');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
