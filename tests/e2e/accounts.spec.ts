import AxeBuilder from '@axe-core/playwright';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  CreateUserPage,
  NEW_PASSWORD,
  RegisterPage,
  RegistrationsReview,
  TINY_PNG,
  linkPath,
  notificationBell,
  outboxText,
  readOutboxInBrowser,
  tokenOf,
  uniqueRun,
} from './support/accounts';
import { DRIVER } from './support/delivery';
import { ACCOUNTS, DEMO_PASSWORD, LoginPage, chooseLanguage, signInAs } from './support/session';

const FORBIDDEN = "Sorry! You don't have permission to access this page";

/** Serious or critical accessibility violations on the current page, as readable strings. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A second signed-in person in their own browser context. */
async function asSomeoneElse(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { page, close: () => context.close() };
}

test.describe('accounts: registration, review, verification', () => {
  test('a buyer registers, is refused until approved, verifies the e-mail and signs in', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const run = uniqueRun();
    const company = `Binaan Ujian ${run.stamp} Sdn. Bhd.`;
    const email = run.email('owner');

    const register = new RegisterPage(page);
    await register.open();
    await register.chooseBuyer();
    await register.fill({ company, ssm: run.ssm, firstName: 'Aisyah', lastName: 'Rahman', email });
    await register.submit();
    await expect(page.getByRole('status')).toContainText(
      'Your registration will be reviewed, and a verification link will be sent to your e-mail within three business days.',
    );
    await expect(page.getByRole('button', { name: 'Submit registration' })).toHaveCount(0);

    // the same e-mail again is refused at the e-mail field
    await register.open();
    await register.chooseBuyer();
    await register.fill({
      company: `${company} Dua`,
      ssm: `2024${'02'}${run.stamp.slice(-6)}`,
      firstName: 'A',
      lastName: 'B',
      email,
    });
    await register.submit();
    await expect(page.getByText('An account with this e-mail already exists')).toBeVisible();

    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email);
    await expect(page.getByRole('alert')).toContainText('Your registration is being reviewed');

    const admin = await asSomeoneElse(browser, ACCOUNTS.admin);
    await new RegistrationsReview(admin.page).approve(company);
    const text = await readOutboxInBrowser(admin.page, email, /verify your e-mail/);
    await admin.close();

    await page.goto(linkPath(text, '/verify'));
    await expect(page.getByRole('status')).toContainText('Your e-mail address is verified');
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await login.signIn(email);
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menu')).toContainText(company);
  });

  test('an administrator rejects a registration with a required reason; it moves to Rejected', async ({
    page,
    request,
  }) => {
    const run = uniqueRun();
    const company = `Pembekal Ditolak ${run.stamp} Sdn. Bhd.`;
    const registered = await request.post('/api/registrations', {
      data: {
        accountType: 'seller',
        companyName: company,
        registrationNo: `123${run.stamp.slice(-4)}-K`,
        firstName: 'Siti',
        lastName: 'Aminah',
        position: 'Owner',
        phone: '0133344556',
        email: run.email('rejected'),
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        pin: '112233',
      },
    });
    expect(registered.status()).toBe(201);

    await signInAs(page, ACCOUNTS.admin);
    await page.goto('/admin/registrations');
    const card = page.getByRole('article', { name: company });
    await expect(card).toContainText('Seller');
    await card.getByRole('button', { name: `Reject: ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject registration' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('The SSM number does not match the company name.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status')).toContainText('The registration is rejected');
    await expect(card).toHaveCount(0);

    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(page.getByRole('article', { name: company })).toContainText(
      'The SSM number does not match the company name.',
    );
  });

  test('a used verification link offers a new one', async ({ page }) => {
    await page.goto('/verify?token=not-a-real-token');
    await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired');
    await page.getByLabel('E-mail').fill('nobody@e2e.test');
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for this e-mail');
  });
});

test.describe('accounts: user management', () => {
  test('a buyer administrator adds a user with Orders blocked; the user is refused /order; deactivation signs them out', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const run = uniqueRun();
    const email = run.email('purchaser');
    await signInAs(page, ACCOUNTS.buyer);
    const create = new CreateUserPage(page);
    await create.open();
    const userId = await create.create({ email, firstName: 'Hafiz', lastName: 'Osman', levels: { Orders: 'Block' } });

    const adminToken = await tokenOf(request, ACCOUNTS.admin);
    const invite = await outboxText(request, adminToken, email, 'invite');

    const context = await browser.newContext();
    const user = await context.newPage();
    await user.goto(linkPath(invite, '/reset'));
    await expect(user.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await user.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await user.getByLabel('Confirm new password').fill('Different@2026');
    await user.getByRole('button', { name: 'Set password' }).click();
    await expect(user.getByText('Password do not match')).toBeVisible();
    await user.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await user.getByRole('button', { name: 'Set password' }).click();
    await expect(user.getByRole('status')).toContainText('Your password has been set');
    await user.getByRole('link', { name: 'Sign in' }).last().click();
    await new LoginPage(user).signIn(email, NEW_PASSWORD);
    await expect(user).toHaveURL(/\/$/);

    await user.goto('/order');
    await expect(user).toHaveURL(/\/403$/);
    await expect(user.getByRole('heading', { name: FORBIDDEN })).toBeVisible();
    await user.getByTestId('user-menu').click();
    await expect(user.getByRole('menuitem', { name: 'My account' })).toBeVisible();
    await expect(user.getByRole('menuitem', { name: 'Notifications' })).toBeVisible();
    // a buyer user has user management blocked by default, and Orders was blocked above
    await expect(user.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await expect(user.getByRole('menuitem', { name: 'Orders' })).toHaveCount(0);
    await user.keyboard.press('Escape');

    await page.goto(`/users/details/${userId}`);
    await expect(page.getByLabel('Orders', { exact: true })).toHaveValue('Block');
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Inactive', { exact: true })).toBeVisible();

    await user.goto('/profile');
    await expect(user).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await context.close();
  });

  test("the buyer administrator's list shows the company's users and offers Add user", async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyer);
    await page.goto('/users');
    await expect(page.getByRole('link', { name: 'Add user' })).toBeVisible();
    await expect(page.getByRole('cell', { name: ACCOUNTS.buyerUser })).toBeVisible();
  });
});

test.describe('accounts: profile', () => {
  test('the company profile checks the postcode, saves the phone, and shows an uploaded profile image', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.buyer);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Company profile' }).click();

    await page.getByLabel('Company e-mails').fill('purchasing@teguhjaya.test, accounts@teguhjaya.test');
    await page.getByLabel('Company phone').fill('03-7788 9900');
    await page.getByLabel('Address line 1').fill('12 Jalan Perusahaan 3');
    await page.getByLabel('City').fill('Shah Alam');
    await page.getByRole('combobox', { name: /^State/ }).click();
    await page.getByRole('option', { name: 'Selangor' }).click();
    await page.getByLabel('Postcode').fill('404');
    await page.getByRole('button', { name: 'Save company profile' }).click();
    await expect(page.getByText('Postcode must be 5 digits')).toBeVisible();

    await page.getByLabel('Postcode').fill('40400');
    await page.getByRole('button', { name: 'Save company profile' }).click();
    await expect(page.getByRole('status')).toContainText('The company profile is saved.');
    await page.reload();
    await expect(page.getByLabel('Company phone')).toHaveValue('03-7788 9900');
    await expect(page.getByLabel('Postcode')).toHaveValue('40400');

    const file = join(tmpdir(), `profile-${Date.now()}.png`);
    writeFileSync(file, TINY_PNG);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change profile image' }).click();
    await (await chooser).setFiles(file);
    const image = page.getByRole('img', { name: 'Profile image' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /\/api\/files\//);
    // the browser has fetched and decoded the uploaded image (it may still be loading when first shown)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a user chooses in Malay which e-mails come; the choice is kept', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto('/profile');
    await chooseLanguage(page, 'Bahasa Melayu');
    const invoices = page.getByRole('switch', { name: /^Invois dan nota/ });
    await expect(page.getByRole('group', { name: 'E-mel' })).toContainText(
      'Pilih perkara yang BinaMart e-melkan kepada anda.',
    );
    await expect(invoices).toBeChecked();
    await invoices.click();
    await page.getByRole('button', { name: 'Simpan butiran' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /^Invois dan nota/ })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /^Penghantaran/ })).toBeChecked();
    // back as it was, for the other tests of the demo buyer's company
    await page.getByRole('switch', { name: /^Invois dan nota/ }).click();
    await page.getByRole('button', { name: 'Simpan butiran' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await chooseLanguage(page, 'English');
  });

  test('a wrong old password is shown on its field', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto('/profile?tab=security');
    await page.getByLabel('Current password').fill('Wrong@1234');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('incorrect old password')).toBeVisible();
  });
});

test.describe('accounts: notifications', () => {
  test('the bell counts the new-user notification and clears after "Mark all as read"', async ({ page, request }) => {
    const run = uniqueRun();
    // start from nothing unread
    const token = await tokenOf(request, ACCOUNTS.buyer);
    await request.post('/api/notifications/read-all', { headers: { authorization: `Bearer ${token}` } });
    await signInAs(page, ACCOUNTS.buyer);
    await expect(notificationBell(page)).toHaveAccessibleName('Notifications');

    const create = new CreateUserPage(page);
    await create.open();
    await create.create({ email: run.email('storekeeper'), firstName: 'Mei Ling', lastName: 'Tan' });
    await expect(notificationBell(page)).toHaveAccessibleName(/Notifications \(\d+ unread\)/);

    await notificationBell(page).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('article', { name: 'New user added' }).first()).toContainText('Mei Ling Tan');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(notificationBell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByText('You are all caught up.')).toBeVisible();
  });

  test('the bell counts a notification made elsewhere at once, without a reload', async ({ page, request }) => {
    const run = uniqueRun();
    const token = await tokenOf(request, ACCOUNTS.buyer);
    const headers = { authorization: `Bearer ${token}` };
    await request.post('/api/notifications/read-all', { headers });
    await signInAs(page, ACCOUNTS.buyer);
    await expect(notificationBell(page)).toHaveAccessibleName('Notifications');
    // another device of the company adds a user: the bell hears of it live (its poll is a minute apart)
    const added = await request.post('/api/users', {
      headers,
      data: {
        email: run.email('site.clerk'),
        firstName: 'Aina',
        lastName: 'Rahman',
        position: 'Site clerk',
        phone: '012-345 6789',
        pin: '246801',
        role: 'BuyUsr',
      },
    });
    expect(added.status()).toBe(201);
    await expect(notificationBell(page)).toHaveAccessibleName(/Notifications \(\d+ unread\)/, { timeout: 5000 });
  });
});

test.describe('accounts: the outbox', () => {
  test('administrators read the SMS the marketplace sent, beside its e-mails', async ({ page }) => {
    await signInAs(page, ACCOUNTS.admin);
    await page.goto('/admin/outbox');
    await page.getByRole('tab', { name: 'SMS' }).click();
    // the demo driver has SMS on: every new order of the seller reached the lorry's phone
    const sms = page.getByRole('article', { name: 'SMS → +60123456709' });
    await expect(sms.first()).toBeVisible();
    await expect(sms.filter({ hasText: 'New order' }).first()).toContainText('Sent');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    // other tests send e-mails meanwhile: the search finds the seeded one whatever came after it
    await page.getByRole('searchbox', { name: 'Find an e-mail' }).fill('delivery scheduled');
    await expect(page.getByRole('button', { name: /Delivery scheduled \| BinaMart/ }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find an e-mail' }).fill('no such e-mail anywhere');
    await expect(page.getByText('No e-mail matches this search.')).toBeVisible();
  });
});

test.describe('accounts: the driver app bell', () => {
  test('the driver sees the live bell in the driver app and reads the notifications there', async ({ page }) => {
    await signInAs(page, DRIVER.email);
    // a user whose job is driving lands on the driver app, not the seller centre
    await expect(page).toHaveURL(/\/driver$/);
    const bell = notificationBell(page);
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/driver\/notifications$/);
    // still inside the driver app, with its own header
    await expect(page.getByRole('link', { name: 'My deliveries' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Delivery scheduled' }).first()).toBeVisible();
  });
});

test.describe('accounts: accessibility', () => {
  for (const path of ['/register', '/register?type=buyer', '/forgot', '/reset?token=x&invite=1', '/verify?token=x']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the signed-in account screens have no serious accessibility violations', async ({ page }) => {
    // five pages, each analysed whole: more than the default 30 s on a busy machine
    test.setTimeout(90_000);
    await signInAs(page, ACCOUNTS.buyer);
    for (const [path, heading] of [
      ['/profile', 'My account'],
      ['/profile?tab=company', 'My account'],
      ['/users', 'Users'],
      ['/users/create', 'Add a user'],
      ['/notifications', 'Notifications'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('the admin review screens have no serious accessibility violations', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, ACCOUNTS.admin);
    for (const [path, heading] of [
      ['/admin/registrations?status=rejected', 'Registrations'],
      ['/admin/outbox', 'Outbox'],
      ['/admin/jobs', 'Background jobs'],
      ['/admin/users', 'Users'],
      ['/admin/notifications', 'Notifications'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ has: page.locator('.mantine-Loader-root') })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'user details').toEqual([]);
  });

  test('the background-jobs screen lists failed jobs for administrators, in Malay too', async ({ page }) => {
    await signInAs(page, ACCOUNTS.admin);
    await page.getByRole('link', { name: 'Background jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
    await expect(page.getByText('No job has failed.')).toBeVisible();
    await chooseLanguage(page, 'Bahasa Melayu');
    await expect(page.getByRole('heading', { level: 1, name: 'Tugas latar belakang' })).toBeVisible();
    await expect(page.getByText('Tiada tugas yang gagal.')).toBeVisible();
  });
});

test.describe('accounts on a 360 px phone @phone', () => {
  test('registration and the account screens fit the screen; Register is in the menu', async ({ page }) => {
    // seven screens, each loaded and measured: about 30 s on a loaded runner
    test.setTimeout(60_000);
    const fits = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    };
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await fits('/register');
    await fits('/register?type=buyer');
    await signInAs(page, ACCOUNTS.buyer);
    for (const path of ['/profile', '/profile?tab=company', '/users', '/users/create', '/notifications'])
      await fits(path);
  });
});
