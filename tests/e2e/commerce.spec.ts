import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  CartPage,
  CheckoutPage,
  OrderPage,
  PRODUCTS,
  PaymentResultPage,
  ProductPage,
  SELLERS,
  SandboxGatewayPage,
  cartBadge,
  cartBadgeCount,
  emptyCartOf,
  placePaidOrdersViaApi,
  slipFile,
} from './support/commerce';
import { lock, releaseLocks } from './support/billing';
import { ACCOUNTS, signInAs } from './support/session';

/** A second signed-in person in their own browser context. */
async function asSomeoneElse(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { page, close: () => context.close() };
}

/** The order ids behind the order-number links of the payment result page. */
async function orderLinks(page: Page): Promise<Map<string, string>> {
  const links = new PaymentResultPage(page).orders().getByRole('link', { name: /^SO-\d{4}-\d{6}$/ });
  await expect(links.first()).toBeVisible();
  const found = new Map<string, string>();
  for (const link of await links.all()) {
    found.set((await link.innerText()).trim(), (await link.getAttribute('href'))!.split('/').pop()!);
  }
  return found;
}

/** The single order of a one-seller checkout, from the payment result page. */
async function onlyOrder(page: Page): Promise<{ number: string; id: string }> {
  const orders = [...(await orderLinks(page)).entries()];
  expect(orders).toHaveLength(1);
  const [number, id] = orders[0]!;
  return { number, id };
}

/** One product's seller in the cart, through the checkout form, up to the payment choice. */
async function checkoutOne(page: Page, project: string) {
  const product = new ProductPage(page);
  await product.open(PRODUCTS.mortar);
  await product.addToCart();
  const cart = new CartPage(page);
  await cart.open();
  await cart.checkout();
  const checkout = new CheckoutPage(page);
  await checkout.fillDetails(project);
  await checkout.chooseDelivery(SELLERS.maju.name, 'seller');
  return checkout;
}

test.afterEach(() => releaseLocks());

test.describe('commerce: cart, checkout, payment and orders', () => {
  test.beforeEach(async ({ request }) => {
    // setup, not under test (the API, outside the browser): every test starts from an empty cart of the demo buyer
    await emptyCartOf(request, ACCOUNTS.buyer);
  });

  test('a buyer orders from two sellers, pays by online banking and gets one paid order per seller', async ({
    page,
  }) => {
    // two product pages, the whole checkout form and the bank's page: more than the default 30 s on a busy machine
    test.setTimeout(60_000);
    const project = `Projek Menara ${Date.now()}`;
    await signInAs(page, ACCOUNTS.buyer);

    const product = new ProductPage(page);
    await product.open(PRODUCTS.bricks);
    await product.addToCart();
    await product.open(PRODUCTS.cable);
    await product.addToCart();
    await expect(cartBadge(page)).toHaveAccessibleName('Cart (2 items)');

    const cart = new CartPage(page);
    await cart.open();
    await expect(cart.seller(SELLERS.maju.name)).toContainText(PRODUCTS.bricks.name);
    await expect(cart.seller(SELLERS.elektrik.name)).toContainText(PRODUCTS.cable.name);
    await expect(page.getByText('2 items selected')).toBeVisible();
    await cart.checkout();

    const checkout = new CheckoutPage(page);
    await checkout.fillDetails(project);
    await checkout.chooseDelivery(SELLERS.maju.name, 'seller');
    await checkout.chooseDelivery(SELLERS.elektrik.name, 'pickup');
    await checkout.choosePayment({ method: 'fpx', account: 'Personal account', bank: 'Maybank2u' });
    await checkout.place();

    const gateway = new SandboxGatewayPage(page);
    await gateway.expectBank('Maybank2u');
    await gateway.decide('Success');

    const result = new PaymentResultPage(page);
    await result.expectOutcome('Payment successful');
    await expect(result.outcome()).toContainText('Your orders are submitted to the sellers.');
    const orders = await orderLinks(page);
    expect(orders.size).toBe(2);
    await expect(result.orders().filter({ hasText: SELLERS.maju.name })).toContainText('Submitted');
    await expect(result.orders().filter({ hasText: SELLERS.elektrik.name })).toContainText('Submitted');
    await expect(cartBadge(page)).toHaveAccessibleName('Cart');

    await page.getByRole('link', { name: 'View my orders' }).click();
    await expect(page).toHaveURL(/\/order$/);
    for (const number of orders.keys()) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
      await expect(row).toContainText('Submitted');
      await expect(row).toContainText('Paid');
    }
    // one order per seller
    const ours = new RegExp(`^(${[...orders.keys()].join('|')})$`);
    for (const seller of [SELLERS.maju.name, SELLERS.elektrik.name]) {
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: seller })
          .filter({ has: page.getByRole('link', { name: ours }) }),
      ).toHaveCount(1);
    }
  });

  test('one seller accepts its order and the other rejects its order with a reason; the buyer sees both', async ({
    page,
    browser,
    request,
  }) => {
    // three people, each signing in in their own browser
    test.setTimeout(60_000);
    // setup, not under test: a paid checkout with one order at each seller, made through the API
    const placed = await placePaidOrdersViaApi(request, ACCOUNTS.buyer, [PRODUCTS.bricks, PRODUCTS.cable]);
    const accepted = placed.find((o) => o.sellerName === SELLERS.maju.name)!;
    const rejected = placed.find((o) => o.sellerName === SELLERS.elektrik.name)!;
    const reason = `Out of stock until next month (${Date.now()})`;

    const maju = await asSomeoneElse(browser, SELLERS.maju.email);
    await maju.page.goto('/seller/order');
    await maju.page.getByRole('link', { name: accepted.number, exact: true }).click();
    await expect(maju.page).toHaveURL(new RegExp(`/seller/order/${accepted.id}$`));
    const majuOrder = new OrderPage(maju.page);
    await majuOrder.expectStatus('Submitted', 'Paid');
    await majuOrder.accept();
    await majuOrder.expectStatus('Confirmed');
    await expect(maju.page.getByRole('button', { name: 'Reject order' })).toHaveCount(0);
    await maju.close();

    const elektrik = await asSomeoneElse(browser, SELLERS.elektrik.email);
    const elektrikOrder = new OrderPage(elektrik.page);
    await elektrikOrder.open('/seller/order', rejected.id, rejected.number);
    await elektrikOrder.reject(reason);
    await elektrikOrder.expectStatus('Rejected');
    await elektrik.close();

    await signInAs(page, ACCOUNTS.buyer);
    const order = new OrderPage(page);
    await order.open('/order', accepted.id, accepted.number);
    await order.expectStatus('Confirmed', 'Paid');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Accepted by the seller');
    await order.open('/order', rejected.id, rejected.number);
    await order.expectStatus('Rejected', 'Paid');
    await expect(page.getByText(`Reason for rejection: ${reason}`)).toBeVisible();
  });

  test('a declined card leaves the order awaiting payment with the failure shown', async ({ page }) => {
    // a whole checkout through the sandbox bank: about 30 s on a loaded runner
    test.setTimeout(60_000);
    await signInAs(page, ACCOUNTS.buyer);
    const checkout = await checkoutOne(page, `Projek Kad ${Date.now()}`);
    await checkout.choosePayment({ method: 'card' });
    await checkout.place();

    await new SandboxGatewayPage(page).payByCard('4000 0000 0000 0002');
    const result = new PaymentResultPage(page);
    await result.expectOutcome('Payment unsuccessful');
    await expect(result.outcome()).toContainText('Reason: The card was declined');
    await expect(page.getByRole('button', { name: 'Pay again' })).toBeVisible();
    const { number, id } = await onlyOrder(page);
    await expect(result.orders()).toContainText('Awaiting payment');

    const order = new OrderPage(page);
    await order.open('/order', id, number);
    await order.expectStatus('Awaiting payment', 'Payment failed');
    await expect(
      page.getByRole('group', { name: 'Order actions' }).getByRole('link', { name: 'Pay again' }),
    ).toBeVisible();
  });

  test('a corporate online-banking payment left pending at the bank waits for approval', async ({ page }) => {
    // a whole checkout through the sandbox bank: about 30 s on a loaded runner
    test.setTimeout(60_000);
    await signInAs(page, ACCOUNTS.buyer);
    const checkout = await checkoutOne(page, `Projek Korporat ${Date.now()}`);
    await checkout.choosePayment({ method: 'fpx', account: 'Corporate account', bank: 'Maybank2E' });
    await checkout.place();

    const gateway = new SandboxGatewayPage(page);
    await gateway.expectBank('Maybank2E');
    await gateway.decide('Pending (needs a second approver)');
    const result = new PaymentResultPage(page);
    await result.expectOutcome('Pending authorisation');
    await expect(result.outcome()).toContainText('Payment pending approval from system admin');
    const { number, id } = await onlyOrder(page);

    const order = new OrderPage(page);
    await order.open('/order', id, number);
    await order.expectStatus('Awaiting payment', 'Pending authorisation');
  });

  test('a manual bank transfer waits for its slip to be approved, then the order is paid and submitted', async ({
    page,
    browser,
  }) => {
    // the checkout form with an upload, then the administrator in a second browser
    test.setTimeout(60_000);
    await signInAs(page, ACCOUNTS.buyer);
    const checkout = await checkoutOne(page, `Projek Pindahan ${Date.now()}`);
    await checkout.choosePayment({ method: 'transfer', slip: slipFile() });
    await checkout.place();

    const result = new PaymentResultPage(page);
    await result.expectOutcome('Transfer slip received');
    await expect(result.outcome()).toContainText('waiting for review by BinaMart');
    const reference = await result.reference();
    const { number, id } = await onlyOrder(page);
    const order = new OrderPage(page);
    await order.open('/order', id, number);
    await order.expectStatus('Awaiting payment', 'Transfer slip pending');

    const admin = await asSomeoneElse(browser, ACCOUNTS.admin);
    await admin.page.goto('/admin/payment');
    const search = admin.page.getByRole('searchbox', { name: 'Search' });
    await search.fill(reference);
    await search.press('Enter');
    const card = admin.page.getByRole('article', { name: reference });
    await expect(card).toContainText('Transfer slip pending');
    await expect(card).toContainText(number);
    await card.getByRole('button', { name: `Approve the slip of ${reference}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: /^Approve the transfer of RM/ });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.page.getByRole('status').filter({ hasText: 'The transfer was approved.' })).toBeVisible();
    await expect(card).toContainText('Paid');
    await admin.close();

    await page.reload();
    await order.expectStatus('Submitted', 'Paid');
  });
});

test.describe('commerce on a 360 px phone @phone', () => {
  test('a buyer adds an item and reaches the checkout form without sideways scrolling', async ({ page, request }) => {
    // the cart's lock may be held by a test in the other worker placing an order through it (delivery, ratings)
    test.setTimeout(90_000);
    // setup, not under test: an empty cart. Another buyer user than the desktop tests, whose cart
    // those tests empty while this one may be running in the other worker (the eBidding test
    // shares it: the lock)
    await lock('buyer-user-cart');
    await emptyCartOf(request, ACCOUNTS.buyerUser);
    await signInAs(page, ACCOUNTS.buyerUser);
    const product = new ProductPage(page);
    await product.open(PRODUCTS.conduit);
    await product.addToCart();
    await expect(cartBadge(page)).toHaveAccessibleName('Cart (1 item)');
    await expect(cartBadgeCount(page)).toHaveText('1');

    await cartBadge(page).click();
    await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    await expect(new CartPage(page).seller(SELLERS.elektrik.name)).toContainText(PRODUCTS.conduit.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await new CartPage(page).checkout();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Delivery date' })).toBeVisible();
    await expect(cartBadge(page)).toHaveAccessibleName('Cart (1 item)');
    await expect(cartBadgeCount(page)).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
