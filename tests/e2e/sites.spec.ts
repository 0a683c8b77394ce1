/**
 * Company projects at /favourites: a buyer company administrator adds its construction sites,
 * sees a wrong date answered at its field, makes another site the favourite and removes one; a
 * user who may only read sees the list and why they cannot change it. On a 360 px phone the page
 * fits and passes the accessibility check, and it reads in Malay.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { lock, releaseLocks } from './support/billing';
import { pick } from './support/catalog';
import { signInAs } from './support/session';

const GOV = 'buyer.gov@demo.test';

test.afterEach(() => releaseLocks());

async function addSite(
  page: Page,
  site: { name: string; line1: string; postcode: string; city: string; state: string },
) {
  await page.getByRole('button', { name: 'Add a project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Project name').fill(site.name);
  await dialog.getByLabel('Address line 1').fill(site.line1);
  await dialog.getByLabel('Postcode').fill(site.postcode);
  await dialog.getByLabel('City').fill(site.city);
  await pick(page, 'State', site.state);
  await dialog.getByLabel('Contact person').fill('Nurul Huda');
  await dialog.getByLabel('Contact number').fill('013-288 4410');
  await dialog.getByLabel('Recipient name').fill('Nurul Huda');
  await dialog.getByLabel('Person in charge (PIC)').fill('Encik Razali Omar');
  return dialog;
}

test('a buyer keeps its construction sites and chooses the favourite', async ({ page }) => {
  test.setTimeout(120_000);
  await lock('buyer-gov');
  await signInAs(page, GOV);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Company projects' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { name: 'Company projects', level: 1 })).toBeVisible();

  const stamp = Date.now();
  const school = `Sekolah Kebangsaan Jalan Ipoh ${stamp}`;
  const clinic = `Klinik Kesihatan Kepong ${stamp}`;
  const dialog = await addSite(page, {
    name: school,
    line1: 'Jalan Ipoh, Batu 3',
    postcode: '51200',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
  });
  // an end before the start is answered at its field, and nothing is saved
  await dialog.getByLabel('Start date').fill('2027-03-01');
  await dialog.getByLabel('End date').fill('2027-02-01');
  await dialog.getByRole('button', { name: 'Save project' }).click();
  await expect(dialog.getByText('The project must end later than it starts.')).toBeVisible();
  await dialog.getByLabel('End date').fill('2028-06-30');
  await dialog.getByRole('button', { name: 'Save project' }).click();
  await expect(page.getByRole('status')).toContainText('Project saved.');
  const schoolCard = page.getByRole('article', { name: school });
  await expect(schoolCard).toContainText('Jalan Ipoh, Batu 3');
  await expect(schoolCard).toContainText('01/03/2027 to 30/06/2028');

  await addSite(page, {
    name: clinic,
    line1: 'Jalan Kepong',
    postcode: '52100',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Save project' }).click();
  await expect(page.getByRole('article', { name: clinic })).toBeVisible();

  // the clinic becomes the favourite, and no other site is
  await page.getByRole('button', { name: `Make favourite: ${clinic}` }).click();
  await expect(page.getByRole('status')).toContainText(`${clinic} is now your favourite project.`);
  await expect(page.getByRole('article', { name: clinic }).getByText('Favourite', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ has: page.getByText('Favourite', { exact: true }) })).toHaveCount(1);

  // the school is removed from the list
  await page.getByRole('button', { name: `Remove ${school}?` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove project' }).click();
  await expect(page.getByRole('article', { name: school })).toHaveCount(0);
  await expect(page.getByRole('article', { name: clinic })).toBeVisible();
});

test('the company’s other users share its sites', async ({ page }) => {
  await signInAs(page, 'buyer.user@demo.test');
  await page.goto('/favourites');
  await expect(page.getByRole('article', { name: 'Residensi Seri Kembangan' })).toContainText('Favourite');
  await expect(page.getByRole('article', { name: 'Gudang Batu Caves Lot 12' })).toContainText('No dates set');
  // she orders for the company (buyOrder Write), so she may add and change them
  await expect(page.getByRole('button', { name: 'Add a project' })).toBeVisible();
});

test.describe('company projects on a 360 px phone @phone', () => {
  test('the page fits the screen, passes the accessibility check and reads in Malay', async ({ page }) => {
    await signInAs(page, 'buyer@demo.test');
    await page.goto('/favourites');
    await expect(page.getByRole('article', { name: 'Residensi Seri Kembangan' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.evaluate(() => window.localStorage.setItem('binamart.language', 'ms'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Projek syarikat', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Residensi Seri Kembangan' })).toContainText('Kegemaran');
  });
});
