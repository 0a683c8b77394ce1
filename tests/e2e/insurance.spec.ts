/**
 * Insurance and bonds with Lonpac: an administrator prepares contractor's all-risk cover for a
 * buyer's project at /admin/lonpac/form (filled in from the project, a document attached), saves
 * the draft, is stopped from submitting with a declaration not accepted, then submits it and the
 * sandbox insurer accepts it with a policy and premium; the buyer finds the policy on /cl. On a
 * 360 px phone the list fits, passes the accessibility check and reads in Malay.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { asSomeoneElse } from './support/billing';
import { DECLARATIONS, InsuranceAdminPage } from './support/insurance';
import { signInAs } from './support/session';

test('an administrator’s proposal goes from draft to accepted, and the buyer sees the policy on /cl', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin@demo.test');
  await page.getByRole('link', { name: 'Insurance and bonds' }).click();
  const lonpac = new InsuranceAdminPage(page);
  await expect(page.getByRole('heading', { name: 'Insurance and bonds (Lonpac)', level: 1 })).toBeVisible();
  // the demo's proposals: a policy issued, and one referred to the underwriters
  const table = page.getByRole('table', { name: /Insurance and bond proposals/ });
  await expect(table.getByRole('row', { name: /Residensi Seri Kembangan/ })).toContainText('Accepted');
  await expect(table.getByRole('row', { name: /Jalan Kajang–Semenyih/ })).toContainText('Referred to underwriters');

  await lonpac.startNew();
  // nothing filled in: every required field says so
  await lonpac.saveDraft();
  await expect(page.getByText('This field is required to select').first()).toBeVisible();
  const contract = `BCL/GDG/${Date.now()}`;
  await lonpac.fillAllRisk({
    buyer: 'Pembinaan Teguh Jaya Sdn. Bhd.',
    project: 'Gudang Batu Caves Lot 12',
    sumRinggit: '1200000',
    contractNumber: contract,
  });
  await expect(page.getByLabel('Postcode')).toHaveValue('68100');
  await lonpac.saveDraft();
  await expect(page).toHaveURL(/\/admin\/lonpac\/form\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status')).toContainText('Draft saved.');
  const heading = page.getByRole('heading', { name: /^Proposal INS-\d{4}-\d{6}$/, level: 1 });
  const number = (await heading.textContent())!.replace('Proposal ', '');
  await expect(page.getByRole('region', { name: 'Lonpac’s answer' })).toContainText('Not sent to Lonpac yet.');

  // the buyer has not agreed to share its details yet: not sent
  await page.getByRole('button', { name: 'Submit to Lonpac' }).click();
  await expect(page.getByRole('alert')).toContainText('Accept every declaration before submitting.');
  await expect(page.getByText('Accept this declaration to submit the proposal.')).toBeVisible();
  await page.getByRole('checkbox', { name: DECLARATIONS[3] }).check();
  await lonpac.submit(number);

  const answer = page.getByRole('region', { name: 'Lonpac’s answer' });
  await expect(answer).toContainText('Lonpac accepted the proposal and issued the policy.');
  // 0.20% a year of RM 1,200,000, for 365 days
  await expect(answer).toContainText('RM 2,400.00');
  const policy = (await answer.getByText(/^LPC-CAR-\d{4}-\d{6}$/).textContent())!;
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Submitted to Lonpac');
  await expect(history).toContainText(`Accepted by Lonpac: policy ${policy}, premium RM 2,400.00`);
  // sent, it reads as sent: no form, no submit
  await expect(page.getByRole('button', { name: 'Submit to Lonpac' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Proposal details' })).toContainText(contract);
  await expect(page.getByRole('region', { name: 'Proposal details' })).toContainText('letter-of-award.pdf');

  // the buyer company's administrator finds the policy on its credit page
  const buyer = await asSomeoneElse(browser, 'buyer@demo.test');
  await buyer.page.goto('/cl');
  const section = buyer.page.getByRole('region', { name: 'Insurance and bonds' });
  const item = section.getByRole('listitem', { name: `Policy ${policy}` });
  await expect(item).toContainText('Contractor’s all risks · Gudang Batu Caves Lot 12');
  await expect(item).toContainText('RM 1,200,000.00');
  await expect(item).toContainText('RM 2,400.00');
  await expect(item).toContainText('Accepted');
  await item.getByRole('button', { name: `Details of Policy ${policy}` }).click();
  await expect(buyer.page.getByRole('dialog', { name: `Policy ${policy}` })).toContainText(contract);
  await buyer.close();
});

test.describe('the proposals on a 360 px phone @phone', () => {
  test('the list fits the screen, passes the accessibility check and reads in Malay', async ({ page }) => {
    await signInAs(page, 'admin@demo.test');
    const lonpac = new InsuranceAdminPage(page);
    await lonpac.openList();
    const card = page.getByRole('listitem').filter({ hasText: 'Residensi Seri Kembangan' });
    await expect(card).toContainText('Accepted');
    await expect(card).toContainText('RM 4,850,000.00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.evaluate(() => window.localStorage.setItem('binamart.language', 'ms'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Insurans dan bon (Lonpac)', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Residensi Seri Kembangan' })).toContainText(
      'Semua risiko kontraktor',
    );
  });
});
