import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  AdminInvoicePage,
  InvoicePaymentPage,
  InvoicesPage,
  StatementPage,
  acceptOrderViaApi,
  asSomeoneElse,
  calendarDate,
  checkoutOne,
  lock,
  malaysianDate,
  placeCreditOrderViaApi,
  releaseLocks,
  ringgitField,
} from './support/billing';
import { OrderPage, PRODUCTS, PaymentResultPage, SELLERS, SandboxGatewayPage, emptyCartOf } from './support/commerce';
import { CREDIT_ACCOUNTS, CreditPage, chooseCreditTerms, percentHalfUp, rm, senOf, totalOf } from './support/credit';
import { ACCOUNTS, signInAs } from './support/session';

/** The single order of a one-seller checkout, from the payment result page. */
async function onlyOrder(page: Page): Promise<{ number: string; id: string }> {
  const links = new PaymentResultPage(page).orders().getByRole('link', { name: /^SO-\d{4}-\d{6}$/ });
  await expect(links).toHaveCount(1);
  return {
    number: (await links.innerText()).trim(),
    id: (await links.getAttribute('href'))!.split('/').pop()!,
  };
}

/**
 * The public-sector buyer's checkout of one product on credit terms, checking the charges of §9
 * (term charge on the subtotal, the public-sector admin charge on subtotal + term charge).
 * Returns the order and its grand total in sen.
 */
async function creditCheckout(page: Page, term: '30 days' | '60 days', quantity: number, project: string) {
  const termRate = { '30 days': 75, '60 days': 150 }[term];
  const checkout = await checkoutOne(page, PRODUCTS.mortar, quantity, project);
  const payment = await chooseCreditTerms(page, term);
  const order = page.getByRole('region', { name: `Order from ${SELLERS.maju.name}` });
  await expect(totalOf(order, 'Credit-term charge')).toBeVisible();
  await expect(totalOf(order, 'Delivery fee')).toHaveText('RM 0.00');
  const subtotal = senOf(await totalOf(order, 'Subtotal').innerText());
  const termCharge = percentHalfUp(subtotal, termRate);
  const adminCharge = percentHalfUp(subtotal + termCharge, 225); // public sector: 2.25%
  const grandTotal = subtotal + termCharge + adminCharge;
  await expect(totalOf(order, 'Credit-term charge')).toHaveText(rm(termCharge));
  await expect(totalOf(order, 'Admin charge')).toHaveText(rm(adminCharge));
  await expect(totalOf(order, 'Grand total')).toHaveText(rm(grandTotal));
  await expect(totalOf(page.getByRole('region', { name: 'Summary' }), 'Total for all orders')).toHaveText(
    rm(grandTotal),
  );
  await expect(payment.getByRole('status')).toHaveCount(0); // within the available credit
  await checkout.place();

  const result = new PaymentResultPage(page);
  await result.expectOutcome('Placed on credit terms');
  const placed = await onlyOrder(page);
  await expect(result.orders()).toContainText('Submitted');
  return { ...placed, grandTotal };
}

/** The seller of the mortar (Maju) accepts the order in its own browser: an order on credit terms is invoiced. */
async function sellerAccepts(browser: Browser, order: { id: string; number: string }) {
  const seller = await asSomeoneElse(browser, SELLERS.maju.email);
  const orderPage = new OrderPage(seller.page);
  await orderPage.open('/seller/order', order.id, order.number);
  await orderPage.expectStatus('Submitted');
  await orderPage.accept();
  await orderPage.expectStatus('Confirmed');
  await seller.close();
}

/** Pays what the payment page holds by corporate online banking at Maybank2E, with "Success" at the bank. */
async function payThroughTheBank(page: Page, amountSen: number) {
  const payPage = new InvoicePaymentPage(page);
  await payPage.chooseOnlineBanking('Corporate account', 'Maybank2E');
  await expect(payPage.payButton()).toHaveText(`Pay ${rm(amountSen)}`);
  await payPage.payButton().click();
  const gateway = new SandboxGatewayPage(page);
  await gateway.expectBank('Maybank2E');
  await gateway.decide('Success');
  const result = new PaymentResultPage(page);
  await result.expectOutcome('Payment successful');
  await expect(result.outcome()).toContainText('Thank you. The payment is applied to the invoices below.');
  return result;
}

/** The invoices listed on the payment result page. */
function paidInvoices(page: Page) {
  return page.getByRole('region', { name: 'Invoices in this payment' }).getByRole('listitem');
}

test.describe('billing: invoices of credit orders, paying them, extensions, notes and the statement', () => {
  // the public-sector buyer's cart, credit limit and statement are shared by these tests (and
  // their copies under --repeat-each in the other worker): each test holds them while it runs
  test.afterEach(() => releaseLocks());

  test('a 60-day credit order is invoiced when the seller accepts it, paid at /invoice/payment through the bank, and shown on the statement', async ({
    page,
    browser,
    request,
  }) => {
    // the checkout form, the seller in a second browser, the bank, then five screens; and the wait for the lock
    test.setTimeout(300_000);
    await lock('buyer-gov');
    // setup, not under test: an empty cart
    await emptyCartOf(request, CREDIT_ACCOUNTS.buyerGov);
    await signInAs(page, CREDIT_ACCOUNTS.buyerGov);
    const credit = new CreditPage(page);
    await credit.open();
    const availableBefore = senOf(await credit.figure('Available').innerText());

    const order = await creditCheckout(page, '60 days', 30, `Projek Balai Polis ${Date.now()}`);
    await sellerAccepts(browser, order);

    // the invoice: the grand total, pending, due 60 days after today in Malaysia
    const invoices = new InvoicesPage(page);
    await invoices.open();
    const row = invoices.rowOfOrder(order.number);
    await expect(row).toHaveCount(1);
    const invoice = await invoices.numberIn(row);
    await expect(row).toContainText('Credit terms');
    await expect(invoices.cell(row, 'seller')).toHaveText(SELLERS.maju.name);
    await expect(invoices.cell(row, 'status')).toHaveText('Pending');
    await expect(invoices.cell(row, 'due')).toHaveText(calendarDate(malaysianDate(60)));
    await expect(invoices.cell(row, 'amount')).toHaveText(rm(order.grandTotal));
    await expect(invoices.cell(row, 'outstanding')).toHaveText(rm(order.grandTotal));

    await invoices.paySelected(invoice, order.grandTotal);
    const payPage = new InvoicePaymentPage(page);
    await expect(payPage.outstanding(invoice)).toHaveText(rm(order.grandTotal));
    await expect(payPage.amountFor(invoice)).toHaveValue(ringgitField(order.grandTotal));
    const result = await payThroughTheBank(page, order.grandTotal);
    await expect(paidInvoices(page)).toHaveCount(1);
    await expect(paidInvoices(page)).toContainText(invoice);
    await expect(paidInvoices(page)).toContainText(rm(order.grandTotal));
    const reference = await result.reference();

    await page.getByRole('link', { name: 'View receipt' }).click();
    await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
    await expect(page.getByText(`Receipt no. ${reference}`, { exact: true })).toBeVisible();
    const receiptRow = page
      .getByRole('table', { name: 'Invoices in this payment and the amount applied to each' })
      .getByRole('row')
      .filter({ hasText: invoice });
    await expect(receiptRow.getByRole('cell')).toHaveText([
      invoice,
      order.number,
      SELLERS.maju.name,
      rm(order.grandTotal),
      'RM 0.00',
    ]);

    await invoices.open();
    await expect(invoices.cell(row, 'status')).toHaveText('Paid');
    await expect(invoices.cell(row, 'outstanding')).toHaveText('RM 0.00');
    await expect(invoices.select(invoice)).toHaveCount(0);

    // the credit used by the order is available again
    await credit.open();
    await expect(credit.figure('Available')).toHaveText(rm(availableBefore));
    const entries = credit
      .history()
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: order.number, exact: true }) });
    await expect(entries.filter({ hasText: 'Reserved for an order' })).toContainText(`− ${rm(order.grandTotal)}`);
    await expect(entries.filter({ hasText: 'Invoice paid' })).toContainText(`+ ${rm(order.grandTotal)}`);

    // the statement: the invoice is a debit and the payment a credit of the same amount
    const statement = new StatementPage(page);
    const today = malaysianDate();
    await statement.open(today, today);
    const invoiceLine = statement.line(invoice);
    await expect(invoiceLine).toHaveCount(1);
    await expect(statement.cell(invoiceLine, 'description')).toHaveText(
      `Invoice for order ${order.number}, due ${calendarDate(malaysianDate(60))}`,
    );
    await expect(statement.cell(invoiceLine, 'debit')).toHaveText(rm(order.grandTotal));
    await expect(statement.cell(invoiceLine, 'credit')).toHaveText('');
    const paymentLine = statement.line(reference);
    await expect(paymentLine).toHaveCount(1);
    await expect(statement.cell(paymentLine, 'description')).toHaveText(`Payment received for order ${order.number}`);
    await expect(statement.cell(paymentLine, 'debit')).toHaveText('');
    await expect(statement.cell(paymentLine, 'credit')).toHaveText(rm(order.grandTotal));
    // the two lines cancel out: the closing balance is the opening balance moved only by the
    // period's other lines (none on a fresh server; earlier tests' invoices on a reused one)
    const others = (await statement.lines()).filter((l) => l.reference !== invoice && l.reference !== reference);
    const opening = await statement.balance('Opening balance');
    expect(await statement.balance('Closing balance')).toBe(opening + others.reduce((sum, l) => sum + l.netSen, 0));
  });

  test('a part payment leaves the rest outstanding', async ({ page, browser, request }) => {
    test.setTimeout(300_000);
    await lock('buyer-gov');
    await emptyCartOf(request, CREDIT_ACCOUNTS.buyerGov);
    await signInAs(page, CREDIT_ACCOUNTS.buyerGov);
    const order = await creditCheckout(page, '30 days', 20, `Projek Klinik ${Date.now()}`);
    await sellerAccepts(browser, order);

    const invoices = new InvoicesPage(page);
    await invoices.open();
    const row = invoices.rowOfOrder(order.number);
    const invoice = await invoices.numberIn(row);
    await expect(invoices.cell(row, 'due')).toHaveText(calendarDate(malaysianDate(30)));
    await expect(invoices.cell(row, 'outstanding')).toHaveText(rm(order.grandTotal));
    await invoices.paySelected(invoice, order.grandTotal);

    const payPage = new InvoicePaymentPage(page);
    await expect(payPage.amountFor(invoice)).toHaveValue(ringgitField(order.grandTotal));
    await payPage.amountFor(invoice).fill('100.00');
    await expect(page.getByText('Total to pay', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
      'RM 100.00',
    );
    await payThroughTheBank(page, 100_00);
    await expect(paidInvoices(page)).toHaveCount(1);
    await expect(paidInvoices(page)).toContainText(invoice);
    await expect(paidInvoices(page)).toContainText('RM 100.00');

    const rest = order.grandTotal - 100_00;
    await invoices.open();
    await expect(invoices.cell(row, 'status')).toHaveText('Pending');
    await expect(invoices.cell(row, 'amount')).toHaveText(rm(order.grandTotal));
    await expect(invoices.cell(row, 'outstanding')).toHaveText(rm(rest));

    // paying again offers the rest, and no more
    await invoices.paySelected(invoice, rest);
    await expect(payPage.outstanding(invoice)).toHaveText(rm(rest));
    await expect(payPage.amountFor(invoice)).toHaveValue(ringgitField(rest));
    await expect(payPage.amountFor(invoice)).toHaveAccessibleDescription(`Up to ${rm(rest)}; part payment allowed.`);
    await payPage.amountFor(invoice).fill(ringgitField(rest + 1));
    await payPage.chooseOnlineBanking('Corporate account', 'Maybank2E');
    await payPage.payButton().click();
    await expect(payPage.amountFor(invoice)).toHaveAccessibleDescription(
      new RegExp(`At most ${rm(rest).replace('.', '\\.')} can be paid on this invoice\\.`),
    );
    await expect(page.getByRole('alert')).toHaveText('Check the amounts marked in red.');
    await expect(page).toHaveURL(/\/invoice\/payment\?ids=/);
  });

  test('the buyer extends a due date once and is billed 1% as a debit note; an administrator issues a credit note', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    await lock('buyer-gov');
    // setup, not under test: a fresh 30-day credit invoice of the public-sector buyer (a copy of this
    // test on the same server needs one that was never extended), made and accepted through the API
    const order = await placeCreditOrderViaApi(request, CREDIT_ACCOUNTS.buyerGov, PRODUCTS.bricks, '30');
    await acceptOrderViaApi(request, SELLERS.maju.email, order.id);

    await signInAs(page, CREDIT_ACCOUNTS.buyerGov);
    const invoices = new InvoicesPage(page);
    await invoices.open();
    const row = invoices.rowOfOrder(order.number);
    const invoice = await invoices.numberIn(row);
    const due = malaysianDate(30);
    const extendedDue = malaysianDate(60);
    await expect(invoices.cell(row, 'due')).toHaveText(calendarDate(due));
    const outstanding = senOf(await invoices.cell(row, 'outstanding').innerText());
    const interest = percentHalfUp(outstanding, 100); // 1% of the outstanding, half up

    const extend = row.getByRole('button', { name: `Extend the due date of invoice ${invoice} by 30 days` });
    await expect(extend).toHaveText('Extend 30 days');
    await extend.click();
    const dialog = page.getByRole('dialog', { name: `Extend invoice ${invoice}?` });
    await expect(dialog).toContainText(
      `The due date moves from ${calendarDate(due)} to ${calendarDate(extendedDue)}. Interest of ${rm(interest)} (1% of the outstanding ${rm(outstanding)}) is billed to you as a debit note. An invoice can be extended once.`,
    );
    await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Invoice ${invoice} is now due` })).toHaveText(
      new RegExp(
        `^Invoice ${invoice} is now due on ${calendarDate(extendedDue)}\\. Debit note DN-\\d{4}-\\d{6} of ${rm(interest).replace('.', '\\.')} was issued\\.`,
      ),
    );
    await expect(invoices.cell(row, 'status')).toContainText('Extended');
    await expect(invoices.cell(row, 'due')).toHaveText(
      `${calendarDate(extendedDue)}Extended; originally due ${calendarDate(due)}`,
    );
    await expect(invoices.cell(row, 'amount')).toContainText(`Debit note +${rm(interest)}`);
    await expect(invoices.cell(row, 'outstanding')).toHaveText(rm(outstanding + interest));
    await expect(extend).toHaveCount(0);
    await page.reload();
    await expect(invoices.cell(row, 'status')).toContainText('Extended');
    await expect(row.getByRole('button', { name: /^Extend the due date/ })).toHaveCount(0);

    // an administrator credits RM 10.00 on the invoice
    const admin = await asSomeoneElse(browser, ACCOUNTS.admin);
    const adminInvoice = new AdminInvoicePage(admin.page);
    await adminInvoice.openFromList(invoice);
    const owed = outstanding + interest;
    await expect(adminInvoice.amount('Debit notes')).toHaveText(`+ ${rm(interest)}`);
    await expect(adminInvoice.amount('Outstanding')).toHaveText(rm(owed));
    await expect(adminInvoice.notes().filter({ hasText: 'Credit-term extension' })).toContainText(`+ ${rm(interest)}`);

    const reason = `Damaged pallet returned (${Date.now()})`;
    const noteDialog = await adminInvoice.fillNote('credit', invoice, '10.00', reason);
    await expect(noteDialog).toHaveCount(0);
    const issued = admin.page.getByRole('status').filter({ hasText: /^Credit note CN-/ });
    await expect(issued).toContainText(
      /^Credit note CN-\d{4}-\d{6} for RM 10\.00 issued\. The buyer has been notified\./,
    );
    const creditNote = (await issued.innerText()).match(/CN-\d{4}-\d{6}/)![0];
    const noteRow = adminInvoice.notes().filter({ hasText: creditNote });
    await expect(noteRow).toContainText(reason);
    await expect(noteRow).toContainText('− RM 10.00');
    await expect(adminInvoice.amount('Credit notes')).toHaveText('− RM 10.00');
    await expect(adminInvoice.amount('Outstanding')).toHaveText(rm(owed - 10_00));

    // a credit note above the outstanding is refused at the amount field
    const tooMuch = await adminInvoice.fillNote('credit', invoice, ringgitField(owed - 10_00 + 1), 'More than owed');
    await expect(tooMuch.getByRole('textbox', { name: /^Amount \(RM\)/ })).toHaveAccessibleDescription(
      new RegExp(
        `A credit note cannot be more than the outstanding amount of the invoice \\(${rm(owed - 10_00).replace('.', '\\.')}\\)\\.`,
      ),
    );
    await tooMuch.getByRole('button', { name: 'Cancel' }).click();
    await expect(tooMuch).toHaveCount(0);
    await expect(adminInvoice.amount('Outstanding')).toHaveText(rm(owed - 10_00));

    await admin.page.goto('/admin/cn');
    await expect(admin.page.getByRole('heading', { name: 'Credit notes', level: 1 })).toBeVisible();
    const search = admin.page.getByRole('searchbox', { name: 'Search credit notes' });
    await search.fill(invoice);
    await search.press('Enter');
    const listed = admin.page.getByRole('row').filter({ hasText: creditNote });
    await expect(listed).toHaveCount(1);
    await expect(listed.getByRole('link', { name: `Open invoice ${invoice}`, exact: true })).toBeVisible();
    await expect(listed).toContainText('− RM 10.00');
    await expect(listed).toContainText(reason);
    await admin.close();

    // the buyer sees the credit note on the invoice
    await page.reload();
    await expect(invoices.cell(row, 'amount')).toContainText('Credit note −RM 10.00');
    await expect(invoices.cell(row, 'outstanding')).toHaveText(rm(owed - 10_00));
  });
});

test.describe('billing: who may pay', () => {
  test('a buyer user without the payment permission sees the invoices and why she cannot pay them, before ticking any', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto('/invoice');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /^INV-\d{4}-\d{6} / }).first()).toBeVisible();
    await expect(page.getByRole('note')).toContainText('You can see the invoices but not pay them.');
    await expect(page.getByRole('button', { name: 'Pay invoices' })).toBeDisabled();
    await expect(page.getByRole('note')).toContainText(
      'Ask your company administrator to give you the Payments permission at Write level.',
    );
    await expect(page.getByRole('checkbox', { name: /^Select invoice/ })).toHaveCount(0);
  });
});

test.describe('billing on a 360 px phone @phone', () => {
  test('the invoice list and the payment page fit a phone', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyer);
    const invoices = new InvoicesPage(page);
    await invoices.open();
    const first = page.getByRole('checkbox', { name: /^Select invoice INV-\d{4}-\d{6} for payment$/ }).first();
    await expect(first).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await first.check();
    const pay = invoices.paySelectedButton();
    await expect(pay).toBeVisible();
    await expect(pay).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await pay.click();
    await expect(page).toHaveURL(/\/invoice\/payment\?ids=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Pay invoices', level: 1 })).toBeVisible();
    const payPage = new InvoicePaymentPage(page);
    await expect(page.getByRole('textbox', { name: /^Amount to pay for invoice INV-/ })).toHaveCount(1);
    await payPage.chooseOnlineBanking('Corporate account', 'Maybank2E');
    await payPage.payButton().scrollIntoViewIfNeeded();
    await expect(payPage.payButton()).toBeVisible();
    await expect(payPage.payButton()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
