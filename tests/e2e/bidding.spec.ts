/**
 * eBidding in the browser: a buyer user posts a project with three products on a desktop and the
 * company administrator approves it; two suppliers bid on a 390 px phone (one in Chinese); at the
 * bid end the buyer compares the sealed bids, shortlists both and opens a second cycle; one
 * supplier revises; after the second cycle the buyer awards one bid and both suppliers see the
 * outcome. Time moves through the x-clock-offset-minutes header of later browser contexts (the
 * server reads its clock that far ahead for them only).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { lock, releaseLocks } from './support/billing';
import { pick } from './support/catalog';
import { CartPage, CheckoutPage, PaymentResultPage, SandboxGatewayPage, emptyCartOf } from './support/commerce';
import { ACCOUNTS, signInAs } from './support/session';

const JOHOR = 'sales@johorsteel.demo.test';
const PHONE = { width: 390, height: 844 };
const MINUTE = 60 * 1000;

/** A datetime-local value in Malaysian time, `ms` from now. */
const malaysianLocal = (ms: number) => new Date(Date.now() + ms + 8 * 60 * MINUTE).toISOString().slice(0, 16);
const malaysianDay = (days: number) => malaysianLocal(days * 24 * 60 * MINUTE).slice(0, 10);

/** A signed-in person in their own browser context, the server's clock `aheadMinutes` ahead for it. */
async function person(
  browser: Browser,
  email: string,
  { aheadMinutes = 0, phone = false, language }: { aheadMinutes?: number; phone?: boolean; language?: string } = {},
) {
  const context = await browser.newContext({
    ...(phone && { viewport: PHONE, isMobile: true, hasTouch: true }),
    ...(aheadMinutes > 0 && { extraHTTPHeaders: { 'x-clock-offset-minutes': String(aheadMinutes) } }),
  });
  if (language) await context.addInitScript((l) => window.localStorage.setItem('binamart.language', l), language);
  const page = await context.newPage();
  await signInAs(page, email);
  return { page, close: () => context.close() };
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The supplier's bid: a unit price per line in RM (null: not offered). */
async function placeBid(
  page: Page,
  number: string,
  prices: (string | null)[],
  labels = { place: 'Place bid', submit: 'Submit bid', price: /^Unit price per/ },
) {
  await page.goto('/seller/bidding');
  await page.getByRole('link', { name: new RegExp(number) }).click();
  await page.getByRole('link', { name: labels.place }).click();
  const fields = page.getByRole('textbox', { name: labels.price });
  for (const [i, price] of prices.entries()) if (price !== null) await fields.nth(i).fill(price);
  await page.getByRole('button', { name: labels.submit }).click();
}

test.afterEach(() => releaseLocks());

test('a project is posted, approved, bid on, compared, taken to a second cycle, awarded and bought', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Block D rebar ${Date.now()}`;

  // a buyer user posts the project on a desktop
  const poster = await person(browser, ACCOUNTS.buyerUser);
  const form = poster.page;
  await form.goto('/bidding');
  await form.getByRole('link', { name: 'Post a project' }).click();
  // the form starts at the company's favourite site: its state, city, contact and dates are filled in
  await expect(form.getByRole('combobox', { name: 'Company project' })).toHaveValue(
    'Residensi Seri Kembangan (favourite)',
  );
  await expect(form.getByLabel('City')).toHaveValue('Seri Kembangan');
  await expect(form.getByLabel('Contact person')).toHaveValue('Lim Chee Keong');
  await form.getByLabel('Short title').fill(title);
  await form.getByLabel('Project name').fill('Residensi Seri Kembangan, Block D');
  await form.getByLabel('Full title').fill('Reinforcement for Block D, levels 1 to 4');
  await form.getByLabel('Description').fill('Deformed and round bars for columns and slabs.');
  await pick(form, 'Category', 'Steel & Metal');
  await form.getByLabel('Construction starts').fill(malaysianDay(20));
  await form.getByLabel('Construction ends').fill(malaysianDay(200));
  await form.getByLabel('Delivery starts').fill(malaysianDay(10));
  await form.getByLabel('Delivery ends').fill(malaysianDay(90));
  await form.getByLabel('Contact person').fill('Nurul Huda');
  await form.getByLabel('Phone').fill('012-345 6705');
  const products = [
    ['Y12 high-tensile deformed bar, 12 m', '40', 'tonne'],
    ['Y16 high-tensile deformed bar, 12 m', '25', 'tonne'],
    ['R10 mild steel round bar, 6 m', '6', 'tonne'],
  ];
  for (const [i, [specification, quantity, unit]] of products.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add a product' }).click();
    await form.getByLabel(`Specification ${i + 1}`).fill(specification!);
    await form.getByRole('textbox', { name: 'Quantity' }).nth(i).fill(quantity!);
    await form.getByRole('textbox', { name: 'Unit' }).nth(i).fill(unit!);
  }
  // bidding from now for 4 hours
  await form.getByLabel('Bidding starts').fill(malaysianLocal(-MINUTE));
  await form.getByLabel('Bidding ends').fill(malaysianLocal(4 * 60 * MINUTE));
  await form.getByLabel('Valid until').fill(malaysianLocal(30 * 24 * 60 * MINUTE));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Project saved.');
  await expect(form.getByText('This draft is complete and waits for your company’s approver.')).toBeVisible();
  const heading = await form.getByRole('heading', { level: 1 }).innerText();
  const number = heading.split(' · ')[0]!.trim();
  expect(number).toMatch(/^BP-\d{4}-\d{6}$/);
  const projectUrl = form.url();
  await poster.close();

  // the company administrator approves it
  const approver = await person(browser, ACCOUNTS.buyer);
  await approver.page.goto(projectUrl);
  await approver.page.getByRole('button', { name: 'Approve' }).click();
  await approver.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(approver.page.getByRole('status')).toContainText('Project approved.');
  await expect(approver.page.getByText('1 bid received', { exact: false })).toHaveCount(0);

  // two suppliers bid on a phone: Maju in English, Johor Steel in Chinese
  const maju = await person(browser, ACCOUNTS.seller, { phone: true });
  await placeBid(maju.page, number, ['3380.00', '3350.00', null]);
  await expect(maju.page.getByRole('status')).toContainText('Your bid has been placed.');
  await expect(maju.page.getByText('Submitted', { exact: true })).toBeVisible();
  // once only
  await expect(maju.page.getByRole('link', { name: 'Place bid' })).toHaveCount(0);
  await maju.close();
  // the approver's page, left open, hears of the bid without a reload (its prices stay sealed)
  await expect(approver.page.getByText(/^1 bid received\. Bids are sealed/)).toBeVisible({ timeout: 10_000 });
  await approver.close();

  const johor = await person(browser, JOHOR, { phone: true, language: 'zh-cn' });
  await placeBid(johor.page, number, ['3295.00', '3410.00', '3600.00'], {
    place: '投标',
    submit: '提交投标',
    price: /^单价/,
  });
  await expect(johor.page.getByRole('status')).toContainText('您的投标已提交');
  await johor.page.getByRole('link', { name: '投标' }).waitFor({ state: 'detached' });
  await johor.close();

  // five hours later bidding has ended: the buyer compares and shortlists both
  const buyer = await person(browser, ACCOUNTS.buyer, { aheadMinutes: 5 * 60 });
  await buyer.page.goto(projectUrl);
  await expect(buyer.page.getByText('Selection', { exact: true })).toBeVisible();
  const table = buyer.page.getByRole('table').first();
  await expect(table).toContainText('Syarikat Bahan Binaan Maju');
  await expect(table).toContainText('Johor');
  // Johor's Y12 is the lowest, Maju's Y16
  await expect(table.getByRole('row', { name: /Johor/ })).toContainText(/RM 3,295\.00\s*Lowest/);
  await expect(table.getByRole('row', { name: /Maju/ })).toContainText(/RM 3,350\.00\s*Lowest/);
  expect(await seriousViolations(buyer.page)).toEqual([]);
  await buyer.page.getByRole('button', { name: 'Shortlist' }).click();
  await buyer.page.getByRole('checkbox', { name: /Maju/ }).check();
  await buyer.page.getByRole('checkbox', { name: /Johor/ }).check();
  await buyer.page.getByRole('button', { name: 'Shortlist 2 bids' }).click();
  await expect(buyer.page.getByRole('status')).toContainText('Bids shortlisted.');
  await buyer.page.getByRole('button', { name: 'Open second cycle' }).click();
  await buyer.page.getByRole('dialog').getByRole('button', { name: 'Open second cycle' }).click();
  await expect(buyer.page.getByRole('status')).toContainText('Second cycle opened.');
  await expect(buyer.page.getByText(/The second cycle is open until/)).toBeVisible();
  await buyer.close();

  // Maju revises once in the second cycle
  const revising = await person(browser, ACCOUNTS.seller, { phone: true, aheadMinutes: 5 * 60 });
  await revising.page.goto('/seller/bidding?scope=mine');
  await revising.page.getByRole('link', { name: new RegExp(number) }).click();
  await expect(revising.page.getByText(/You are shortlisted: you may revise your bid once/)).toBeVisible();
  await revising.page.getByRole('link', { name: 'Revise bid' }).click();
  // the same prices are not a revision
  await revising.page.getByRole('button', { name: 'Submit revision' }).click();
  await expect(revising.page.getByText('Change at least one price to revise the bid.').first()).toBeVisible();
  await revising.page
    .getByRole('textbox', { name: /^Unit price per/ })
    .first()
    .fill('3250.00');
  await revising.page.getByRole('button', { name: 'Submit revision' }).click();
  await expect(revising.page.getByRole('status')).toContainText('Your revised bid has been submitted.');
  await expect(revising.page.getByText('Revised', { exact: true })).toBeVisible();
  await expect(revising.page.getByRole('link', { name: 'Revise bid' })).toHaveCount(0);
  await revising.close();

  // after the second cycle (a day later) the buyer awards Maju's revised bid
  const awarding = await person(browser, ACCOUNTS.buyer, { aheadMinutes: 30 * 60 });
  await awarding.page.goto(projectUrl);
  const compared = awarding.page.getByRole('table').first();
  await expect(compared.getByRole('row', { name: /Maju/ })).toContainText(/RM 3,250\.00\s*Lowest/);
  await awarding.page.getByRole('button', { name: 'Award' }).click();
  await awarding.page.getByRole('radio', { name: /Maju/ }).check();
  await awarding.page.getByRole('button', { name: 'Award this bid' }).click();
  await expect(awarding.page.getByRole('status')).toContainText('Bid awarded.');
  await expect(awarding.page.getByText(/Awarded to Syarikat Bahan Binaan Maju/)).toBeVisible();
  await expect(awarding.page.getByText('Awarded', { exact: true }).first()).toBeVisible();
  await awarding.close();

  // the suppliers see the outcome of their bids
  const outcome = await person(browser, JOHOR, { aheadMinutes: 30 * 60 });
  await outcome.page.goto('/seller/bidding?scope=mine');
  await expect(outcome.page.getByRole('link', { name: new RegExp(number) })).toContainText('Not selected');
  await outcome.close();

  // the buyer user puts the awarded items in her cart (once) and checks them out to the site
  await lock('buyer-user-cart');
  await emptyCartOf(request, ACCOUNTS.buyerUser);
  const purchaser = await person(browser, ACCOUNTS.buyerUser, { aheadMinutes: 30 * 60 });
  await purchaser.page.goto(projectUrl);
  await purchaser.page.getByRole('button', { name: 'Add the awarded items to my cart' }).click();
  await expect(purchaser.page.getByRole('status')).toContainText('The awarded items are in your cart');
  await expect(purchaser.page.getByRole('button', { name: 'Add the awarded items to my cart' })).toHaveCount(0);
  await expect(purchaser.page.getByText(/In your cart since/)).toBeVisible();
  await purchaser.close();

  const shopper = await person(browser, ACCOUNTS.buyerUser);
  const cart = new CartPage(shopper.page);
  await cart.open();
  const fromMaju = cart.seller('Syarikat Bahan Binaan Maju Sdn. Bhd.');
  await expect(fromMaju).toContainText('Y12 high-tensile deformed bar, 12 m');
  await expect(fromMaju).toContainText('RM 3,250.00');
  await expect(fromMaju).toContainText('Y16 high-tensile deformed bar, 12 m');
  await expect(fromMaju).toContainText('RM 3,350.00');
  // Maju did not offer the round bar
  await expect(fromMaju).not.toContainText('R10');
  await cart.checkout();
  const checkout = new CheckoutPage(shopper.page);
  // the checkout starts at the project's site in Selangor, where the awarded items are delivered
  await expect(shopper.page.getByRole('combobox', { name: 'Company project' })).toHaveValue(
    'Residensi Seri Kembangan (favourite)',
  );
  await expect(shopper.page.getByLabel('Address line 1')).toHaveValue('Lot 2107, Jalan Besar');
  await expect(shopper.page.getByLabel('Postcode')).toHaveValue('43300');
  await expect(shopper.page.getByLabel('Person in charge (PIC)')).toHaveValue('Ir. Ahmad Fauzi');
  await checkout.fillSchedule(title);
  await checkout.chooseDelivery('Syarikat Bahan Binaan Maju Sdn. Bhd.', 'pickup');
  // the demo company's account is overdue (an invoice past its due date): credit terms are not offered, and the page says why
  const payment = shopper.page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Credit terms are unavailable: your account is overdue')).toBeVisible();
  await expect(payment.getByRole('link', { name: 'Pay the overdue invoices' })).toHaveAttribute(
    'href',
    '/invoice?status=unpaid',
  );
  await expect(payment.getByRole('radio', { name: 'Credit terms' })).toHaveCount(0);
  await checkout.choosePayment({ method: 'card' });
  await checkout.place();
  await new SandboxGatewayPage(shopper.page).payByCard('4111111111111111');
  const result = new PaymentResultPage(shopper.page);
  await result.expectOutcome('Payment successful');
  await expect(result.orders().filter({ hasText: 'Syarikat Bahan Binaan Maju' })).toContainText('Submitted');
  // the order says which project it was awarded in
  const orderLink = result
    .orders()
    .getByRole('link', { name: /^SO-\d{4}-\d{6}$/ })
    .first();
  const orderNumber = await orderLink.innerText();
  await orderLink.click();
  await expect(shopper.page.getByText('Awarded in bidding project:')).toBeVisible();
  await expect(shopper.page.getByRole('link', { name: number })).toBeVisible();
  await expect(shopper.page.getByText('Company project:')).toBeVisible();
  await expect(shopper.page.getByText('Residensi Seri Kembangan', { exact: true })).toBeVisible();
  // the awarded prices can be bought again from the order (the items stay this buyer's)
  await shopper.page.getByRole('button', { name: 'Buy again' }).click();
  await expect(shopper.page.getByRole('status')).toContainText('2 items are in your cart');
  await expect(shopper.page.getByRole('link', { name: 'Go to the cart' })).toBeVisible();
  // and is among the orders of that site
  await shopper.page.goto('/order');
  await pick(shopper.page, 'Company project', 'Residensi Seri Kembangan');
  await expect(shopper.page).toHaveURL(/[?&]project=/);
  await expect(shopper.page.getByRole('link', { name: orderNumber }).first()).toBeVisible();
  await shopper.close();
  await emptyCartOf(request, ACCOUNTS.buyerUser);
});

test('the bidding pages have no serious accessibility violations', async ({ browser }) => {
  test.setTimeout(90_000);
  const seller = await person(browser, ACCOUNTS.seller, { phone: true });
  await seller.page.goto('/seller/bidding');
  await expect(seller.page.getByRole('heading', { name: 'eBidding', level: 1 })).toBeVisible();
  expect(await seriousViolations(seller.page)).toEqual([]);
  await seller.close();
  const buyer = await person(browser, ACCOUNTS.buyer);
  for (const path of ['/bidding', '/bidding/create']) {
    await buyer.page.goto(path);
    await expect(buyer.page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(buyer.page), path).toEqual([]);
  }
  await buyer.close();
});
