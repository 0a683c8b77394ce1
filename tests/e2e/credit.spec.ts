import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  CartPage,
  CheckoutPage,
  type DemoProduct,
  OrderPage,
  PRODUCTS,
  PaymentResultPage,
  ProductPage,
  SELLERS,
  emptyCartOf,
} from './support/commerce';
import {
  AdminApplicationPage,
  CREDIT_ACCOUNTS,
  CreditApplyFlow,
  CreditPage,
  chooseCreditTerms,
  pdfFile,
  percentHalfUp,
  rm,
  senOf,
  totalOf,
} from './support/credit';
import { lock, releaseLocks } from './support/billing';
import { ACCOUNTS, signInAs } from './support/session';

/** A second signed-in person in their own browser context. */
async function asSomeoneElse(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { page, close: () => context.close() };
}

/** The single order of a one-seller checkout, from the payment result page. */
async function onlyOrder(page: Page): Promise<{ number: string; id: string }> {
  const links = new PaymentResultPage(page).orders().getByRole('link', { name: /^SO-\d{4}-\d{6}$/ });
  await expect(links).toHaveCount(1);
  return {
    number: (await links.innerText()).trim(),
    id: (await links.getAttribute('href'))!.split('/').pop()!,
  };
}

/** One product in the cart at `quantity`, through the checkout form (self-pickup) up to the payment choice. */
async function checkoutOne(page: Page, product: DemoProduct, quantity: number, project: string) {
  const productPage = new ProductPage(page);
  await productPage.open(product);
  await productPage.addToCart(quantity);
  const cart = new CartPage(page);
  await cart.open();
  await cart.checkout();
  const checkout = new CheckoutPage(page);
  await checkout.fillDetails(project);
  await checkout.chooseDelivery(product.seller.name, 'pickup');
  return checkout;
}

test.describe('credit financing: applications, three-tier approval and credit terms at checkout', () => {
  // the public-sector buyer's cart and credit are shared with the billing tests: one test at a time uses them
  test.afterEach(() => releaseLocks());

  test('a buyer applies for a project credit limit with documents; three tiers approve a lower amount', async ({
    page,
    browser,
  }) => {
    // the form with two uploads, then three administrators each in their own browser: more than 30 s
    test.setTimeout(120_000);
    const run = Date.now();
    const application = {
      projectName: `Projek Hospital Kuala Langat ${run}`,
      contractNumber: `JKR/KL/${run}`,
      requested: 800_000,
    };
    const approved = 600_000;

    await signInAs(page, ACCOUNTS.buyer);
    const apply = new CreditApplyFlow(page);
    await apply.startProjectApplication();
    // documents are uploaded once the application is saved
    await expect(page.getByText('Save the application first; then upload its documents here.').first()).toBeVisible();
    await apply.fillProject(application);
    const id = await apply.saveDraft();
    await expect(apply.document('Letter of award')).toContainText('Not uploaded');
    // submitting without the mandatory documents is refused at the checklist
    await apply.submit();
    await expect(page.getByRole('region', { name: 'Documents' }).getByRole('alert')).toHaveText(
      'Upload the mandatory documents: Letter of award, Contract agreement',
    );
    await apply.upload('Letter of award', pdfFile('letter-of-award'));
    await apply.upload('Contract agreement', pdfFile('contract'));
    await apply.submit();
    await expect(page).toHaveURL(new RegExp(`/cl/projectcl/${id}$`));
    await expect(page.getByRole('heading', { name: application.projectName, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your application was submitted for review' }),
    ).toBeVisible();
    // the company's applications, at the spec's /clApplication too
    await page.goto('/clApplication');
    await expect(page.getByRole('heading', { name: 'Credit applications', level: 1 })).toBeVisible();
    await expect(page.getByText(application.projectName).first()).toBeVisible();

    // tier 1: credit control department
    const control = await asSomeoneElse(browser, CREDIT_ACCOUNTS.creditControl);
    const controlPage = new AdminApplicationPage(control.page);
    const path = await controlPage.openFromList(application.projectName);
    await expect(control.page.getByRole('region', { name: 'Documents' })).toContainText('letter-of-award.pdf');
    await expect(controlPage.tier('Credit control department')).toContainText('Deciding now');
    await controlPage.approve('Credit control department', 'SSM and bank references checked.');
    await expect(controlPage.tier('Credit control department')).toContainText('Approved');
    await expect(controlPage.tier('Business director')).toContainText('Deciding now');
    // the same person cannot decide the next tier: the screen offers no decision, and says why
    await expect(control.page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(control.page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
    await expect(
      control.page.getByText(
        'Next to decide: Business director. You can decide only when you hold that approval and have not decided on this application at another tier.',
      ),
    ).toBeVisible();
    await control.close();

    // tier 2: business director
    const director = await asSomeoneElse(browser, CREDIT_ACCOUNTS.businessDirector);
    const directorPage = new AdminApplicationPage(director.page);
    await directorPage.open(path);
    await directorPage.approve('Business director', 'Contract value supports the limit.');
    await expect(directorPage.tier('Managing director')).toContainText('Deciding now');
    await director.close();

    // tier 3: managing director, approving less than requested
    const md = await asSomeoneElse(browser, CREDIT_ACCOUNTS.managingDirector);
    const mdPage = new AdminApplicationPage(md.page);
    await mdPage.open(path);
    await mdPage.approve('Managing director', 'Approved at RM 600,000 for the first phase.', approved);
    await expect(mdPage.tier('Managing director')).toContainText(`Approved limit: ${rm(approved * 100)}`);
    await expect(md.page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await md.close();

    // the buyer sees the approved project limit
    await page.goto('/cl/projects');
    const limit = page
      .getByRole('region', { name: 'Approved project limits' })
      .getByRole('listitem')
      .filter({ hasText: application.projectName });
    await expect(limit).toContainText(`Contract ${application.contractNumber}`);
    await expect(limit).toContainText(`Approved limit: ${rm(approved * 100)} · Available: ${rm(approved * 100)}`);
    const request = page
      .getByRole('region', { name: 'Project applications' })
      .getByRole('listitem')
      .filter({ hasText: application.projectName });
    await expect(request).toContainText('Approved');
    await expect(request).toContainText(
      `Requested: ${rm(application.requested * 100)} · Approved: ${rm(approved * 100)}`,
    );
    await limit.getByRole('link', { name: `View ${application.projectName}` }).click();
    await expect(page).toHaveURL(/\/cl\/projectcl\/[0-9a-f-]{36}$/);
    const facility = page.getByRole('region', { name: /^Project credit limit/ });
    await expect(facility).toContainText('Active');
    await expect(
      facility.getByText('Approved limit', { exact: true }).locator('xpath=following-sibling::*[1]'),
    ).toHaveText(rm(approved * 100));
    await expect(facility.getByText('Available', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
      rm(approved * 100),
    );
  });

  test('a public-sector buyer orders on 60-day credit terms: the charges of §9 and the credit reserved', async ({
    page,
    request,
  }) => {
    // the whole checkout form and two visits to the credit page (and maybe a wait for the buyer's lock)
    test.setTimeout(300_000);
    await lock('buyer-gov');
    // setup, not under test: an empty cart
    await emptyCartOf(request, CREDIT_ACCOUNTS.buyerGov);
    await signInAs(page, CREDIT_ACCOUNTS.buyerGov);
    const credit = new CreditPage(page);
    await credit.open();
    const availableBefore = senOf(await credit.figure('Available').innerText());

    const checkout = await checkoutOne(page, PRODUCTS.mortar, 30, `Projek Sekolah ${Date.now()}`);
    const payment = await chooseCreditTerms(page, '60 days');
    await expect(payment).toContainText(`Available credit: ${rm(availableBefore)} of RM 250,000.00`);

    const order = page.getByRole('region', { name: `Order from ${SELLERS.maju.name}` });
    await expect(totalOf(order, 'Credit-term charge')).toBeVisible();
    await expect(totalOf(order, 'Delivery fee')).toHaveText('RM 0.00');
    const subtotal = senOf(await totalOf(order, 'Subtotal').innerText());
    const termCharge = percentHalfUp(subtotal, 150); // 60 days: 1.5% of the subtotal
    const adminCharge = percentHalfUp(subtotal + termCharge, 225); // public sector: 2.25% of subtotal + term charge
    const grandTotal = subtotal + termCharge + adminCharge;
    await expect(totalOf(order, 'Credit-term charge')).toHaveText(rm(termCharge));
    await expect(totalOf(order, 'Admin charge')).toHaveText(rm(adminCharge));
    await expect(totalOf(order, 'Grand total')).toHaveText(rm(grandTotal));
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(totalOf(summary, 'Total for all orders')).toHaveText(rm(grandTotal));
    await expect(payment.getByRole('status')).toHaveCount(0); // no "more than your available credit"
    await checkout.place();

    const result = new PaymentResultPage(page);
    await result.expectOutcome('Placed on credit terms');
    await expect(result.outcome()).toContainText('Your orders are placed on credit terms and will be invoiced.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const { number } = await onlyOrder(page);
    await expect(result.orders()).toContainText('Submitted');

    await page.getByRole('link', { name: 'View your credit limit' }).click();
    await expect(page).toHaveURL(/\/cl$/);
    await expect(credit.figure('Available')).toHaveText(rm(availableBefore - grandTotal));
    const entry = credit
      .history()
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: number }) });
    await expect(entry).toContainText('Reserved for an order');
    await expect(entry).toContainText(`− ${rm(grandTotal)}`);
    await expect(entry).toContainText(rm(availableBefore - grandTotal));
  });

  test('an order above the available credit is held for approval, and the administrator cannot approve it', async ({
    page,
    browser,
    request,
  }) => {
    // the checkout form, then the administrator in a second browser (and maybe a wait for the buyer's lock)
    test.setTimeout(300_000);
    await lock('buyer-gov');
    await emptyCartOf(request, CREDIT_ACCOUNTS.buyerGov);
    await signInAs(page, CREDIT_ACCOUNTS.buyerGov);
    // 1,000 × 1,000 bricks: about RM 480,000, more than the RM 250,000 limit
    const checkout = await checkoutOne(page, PRODUCTS.bricks, 1000, `Projek Jambatan ${Date.now()}`);
    const payment = await chooseCreditTerms(page, '30 days');
    await expect(payment.getByRole('status')).toHaveText(
      'This checkout’s total is more than your available credit: the orders will be placed subject to BinaMart’s approval.',
    );
    const grandTotal = await totalOf(page.getByRole('region', { name: 'Summary' }), 'Total for all orders').innerText();
    expect(senOf(grandTotal)).toBeGreaterThan(250_000_00);
    await checkout.place();

    const result = new PaymentResultPage(page);
    await result.expectOutcome('Orders waiting for approval');
    await expect(page.getByRole('alert')).toHaveText(
      'Credit limit is insufficient for this order. Kindly be informed that your order is subjected for approval.',
    );
    const { number, id } = await onlyOrder(page);
    await expect(result.orders()).toContainText('Pending approval');
    const orderPage = new OrderPage(page);
    await orderPage.open('/order', id, number);
    await orderPage.expectStatus('Pending approval');

    const admin = await asSomeoneElse(browser, ACCOUNTS.admin);
    await admin.page.goto(`/admin/order/${id}`);
    await expect(admin.page.getByRole('heading', { name: new RegExp(number), level: 1 })).toBeVisible();
    await admin.page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Approve order ${number}?` });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Insufficient credit amount');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await admin.close();

    await page.reload();
    await orderPage.expectStatus('Pending approval');
  });
});
