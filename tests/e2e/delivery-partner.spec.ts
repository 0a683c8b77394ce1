import { expect, test } from '@playwright/test';
import { acceptOrderViaApi, asSomeoneElse, lock, releaseLocks } from './support/billing';
import { CheckoutPage, OrderPage, PRODUCTS, PaymentResultPage, SELLERS, SandboxGatewayPage } from './support/commerce';
import {
  AcknowledgePage,
  BUYER_PIN,
  DeliveryOrdersSection,
  TrackingPage,
  seriousViolations,
  uniqueSellerDoNumber,
} from './support/delivery';
import {
  PARTNER_STEPS,
  PartnerChoice,
  PartnerDeliveryOrderDialog,
  PartnerTripPage,
  RINGGIT,
  TIME_CHECK,
  VEHICLES,
  checkoutDraftViaApi,
  checkoutTotal,
  confirmedPartnerOrderViaApi,
  partnerDriverPhone,
  removeCartItem,
  ringgitIn,
} from './support/delivery-partner';
import { ACCOUNTS, signInAs } from './support/session';

const MAJU = SELLERS.maju.name;

test.describe('delivery partner: checkout choice, booking by the seller, the partner driver’s steps live', () => {
  test.afterEach(() => releaseLocks());

  test('a buyer chooses the delivery partner at checkout, the seller books it, the partner’s driver’s steps show live and the buyer acknowledges', async ({
    page,
    browser,
    request,
  }) => {
    // a checkout, a booking, three people in their own browsers, four partner steps watched live, the acknowledgement
    test.setTimeout(240_000);

    // the buyer's checkout: buyer.user's cart is shared with the delivery tests of the other worker
    await lock('buyer-user-cart');
    const { draftId } = await checkoutDraftViaApi(request, ACCOUNTS.buyerUser, PRODUCTS.bricks);
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto(`/checkout?draft=${draftId}`);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    const checkout = new CheckoutPage(page);
    await checkout.fillDetails(`Projek Lori ${Date.now()}`);
    const partner = new PartnerChoice(page, MAJU);
    const price = await partner.choose('lorry1t');
    // the chosen vehicle's price is the method's badge and the order's delivery fee
    await expect(partner.method()).toBeChecked();
    await expect(partner.method()).toHaveAccessibleName(new RegExp(price.replace(/[.]/g, '\\.')));
    await expect(checkoutTotal(page, MAJU, 'Delivery fee')).toContainText(price);
    await checkout.choosePayment({ method: 'fpx', account: 'Personal account', bank: 'Maybank2u' });
    await checkout.place();
    const gateway = new SandboxGatewayPage(page);
    await gateway.expectBank('Maybank2u');
    await gateway.decide('Success');
    const result = new PaymentResultPage(page);
    await result.expectOutcome('Payment successful');
    const link = result.orders().getByRole('link', { name: /^SO-\d{4}-\d{6}$/ });
    await expect(link).toHaveCount(1);
    const orderNumber = (await link.innerText()).trim();
    const orderId = (await link.getAttribute('href'))!.split('/').pop()!;
    releaseLocks();

    // the buyer's order says how it goes
    const buyerOrder = new OrderPage(page);
    await buyerOrder.open('/order', orderId, orderNumber);
    await expect(page.getByText('Delivery partner (lorry) · 1-tonne lorry').first()).toBeVisible();

    // the seller accepts (setup) and books the partner from the order page
    await acceptOrderViaApi(request, SELLERS.maju.email, orderId);
    const seller = await asSomeoneElse(browser, SELLERS.maju.email);
    const sellerOrder = new OrderPage(seller.page);
    await sellerOrder.open('/seller/order', orderId, orderNumber);
    await sellerOrder.expectStatus('Confirmed');
    const dialog = new PartnerDeliveryOrderDialog(seller.page);
    await dialog.open();
    await expect(dialog.carriedBy().getByRole('radio', { name: 'Delivery partner' })).toBeChecked();
    await expect(dialog.vehicle()).toHaveValue(VEHICLES.lorry1t);
    await expect(dialog.dialog()).toContainText('The buyer chose 1-tonne lorry at checkout');
    await dialog.fill({ sellerDoNumber: uniqueSellerDoNumber(), time: '10:00' });
    await dialog.getQuotation();
    await expect(dialog.quotation()).toHaveText(new RegExp(`^${RINGGIT.source} for \\d+ km \\(1-tonne lorry\\)$`));
    // the same trip and vehicle as at checkout: the same price
    expect(ringgitIn(await dialog.quotation().innerText())).toBe(price);
    await dialog.submit();
    await expect(dialog.dialog()).toHaveCount(0);
    const section = new DeliveryOrdersSection(seller.page);
    const done = section
      .section()
      .getByRole('status')
      .filter({ hasText: /^Delivery order DO-\d{4}-\d{6} was created/ });
    await expect(done).toHaveText(
      /^Delivery order DO-\d{4}-\d{6} was created and the delivery partner was booked \(LLM-\d{10}\)\.$/,
    );
    const text = await done.innerText();
    const number = text.match(/DO-\d{4}-\d{6}/)![0];
    const reference = text.match(/LLM-\d{10}/)![0];
    const row = section.deliveryOrder(number);
    await expect(row).toContainText(`Reference: ${reference}`);
    await expect(row).toContainText('Vehicle: 1-tonne lorry');
    await expect(row).toContainText('Finding a driver');
    await expect(row).toContainText(`Partner fee: ${price}`);
    await sellerOrder.expectStatus('Ongoing');
    const follow = row.getByRole('link', { name: new RegExp(`^Follow ${reference} on the delivery partner`) });
    await expect(follow).toHaveText('Follow on the partner’s page');
    const trackingUrl = (await follow.getAttribute('href'))!;
    expect(new URL(trackingUrl).pathname).toBe(`/sandbox-delivery/trips/${reference}`);
    const id = (await section.track(number).getAttribute('href'))!.split('/').pop()!;
    await seller.close();

    // the buyer follows the DO live
    const buyer = await asSomeoneElse(browser, ACCOUNTS.buyer);
    const tracking = new TrackingPage(buyer.page);
    await tracking.open(id, number);
    await expect(tracking.live()).toHaveText('Live');
    await tracking.expectReached('Driver assigned');
    await expect(buyer.page.getByText(`Reference: ${reference}`)).toBeVisible();
    await expect(buyer.page.getByText('Finding a driver', { exact: true })).toBeVisible();
    await expect(buyer.page.getByText('Partner driver: Not assigned yet')).toBeVisible();

    // the partner's driver, on a phone, on the partner's page (same origin in the sandbox: the path is what counts)
    const driver = await partnerDriverPhone(browser);
    const trip = new PartnerTripPage(driver.page);
    await trip.open(new URL(trackingUrl).pathname, reference);
    await expect(trip.fact('Vehicle')).toHaveText('1-tonne lorry');
    await expect(trip.fact('Price')).toHaveText(price);
    await expect(trip.fact('Status')).toHaveText('Finding a driver');
    await expect(trip.button('No driver found')).toBeVisible();
    for (const [index, step] of PARTNER_STEPS.entries()) {
      await trip.press(step.button, step.partnerStatus);
      // the buyer's page follows without a reload
      await tracking.expectReached(step.step);
      await expect(buyer.page.getByText(step.partnerStatus, { exact: true }).first()).toBeVisible();
      if (index === 0) {
        const name = (await trip.fact('Name').innerText()).trim();
        const plate = (await trip.fact('Plate').innerText()).trim();
        expect(name).not.toBe('');
        await expect(buyer.page.getByText(`Partner driver: ${name}`)).toBeVisible();
        await expect(buyer.page.getByText(`Plate: ${plate}`)).toBeVisible();
      }
    }
    await expect(driver.page.getByText('Nothing more to do on this trip.')).toBeVisible();
    expect(await driver.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await driver.close();

    // the buyer acknowledges with the PIN and a drawn signature
    await buyer.page.getByRole('link', { name: 'Acknowledge', exact: true }).click();
    const acknowledge = new AcknowledgePage(buyer.page);
    await acknowledge.expectOpen(number);
    await acknowledge.pin().fill(BUYER_PIN);
    await acknowledge.sign();
    await acknowledge.acknowledgeButton().click();
    await acknowledge.expectAcknowledged(number);

    // every line is delivered and acknowledged: the order is completed
    const completed = new OrderPage(buyer.page);
    await completed.open('/order', orderId, orderNumber);
    await completed.expectStatus('Completed');
    await expect(new DeliveryOrdersSection(buyer.page).deliveryOrder(number)).toContainText('Acknowledged');
    await buyer.close();
  });

  test('the partner’s refusals are shown where they happen', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    // setup, not under test: a paid partner order (van) at Maju, accepted by the seller
    const order = await confirmedPartnerOrderViaApi(request, 'van');
    await signInAs(page, SELLERS.maju.email);
    const sellerOrder = new OrderPage(page);
    await sellerOrder.open('/seller/order', order.id, order.number);
    const dialog = new PartnerDeliveryOrderDialog(page);
    await dialog.open();
    await expect(dialog.carriedBy().getByRole('radio', { name: 'Delivery partner' })).toBeChecked();
    await expect(dialog.vehicle()).toHaveValue(VEHICLES.van);
    await expect(dialog.dialog()).toContainText('9 am – 6 pm, at least 1 hour ahead');

    // 8 pm is outside the partner's hours: told at the time field, and by "Get quotation"
    await dialog.fill({ sellerDoNumber: uniqueSellerDoNumber(), time: '20:00' });
    const timeCheck = dialog.dialog().getByText(TIME_CHECK, { exact: true });
    await dialog.submit();
    await expect(timeCheck).toHaveCount(1);
    await expect(dialog.time()).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.date()).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.quotation()).toHaveText('');
    await dialog.getQuotation();
    await expect(dialog.quotation()).toHaveText(TIME_CHECK);
    await expect(timeCheck).toHaveCount(2);
    await expect(dialog.dialog()).toBeVisible();

    // within the hours it books
    await dialog.fill({ sellerDoNumber: uniqueSellerDoNumber(), time: '11:00' });
    await expect(dialog.time()).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getQuotation();
    await expect(dialog.quotation()).toHaveText(new RegExp(`^${RINGGIT.source} for \\d+ km \\(Van\\)$`));
    await dialog.submit();
    await expect(dialog.dialog()).toHaveCount(0);
    const section = new DeliveryOrdersSection(page);
    const done = section
      .section()
      .getByRole('status')
      .filter({ hasText: /was created and the delivery partner was booked/ });
    const text = await done.innerText();
    const number = text.match(/DO-\d{4}-\d{6}/)![0];
    const reference = text.match(/LLM-\d{10}/)![0];
    const row = section.deliveryOrder(number);
    await expect(row).toContainText('Finding a driver');
    const trackingUrl = (await row
      .getByRole('link', { name: new RegExp(`^Follow ${reference}`) })
      .getAttribute('href'))!;

    // no driver takes the trip: the DO is cancelled and its goods can go on another DO
    const driver = await partnerDriverPhone(browser);
    const trip = new PartnerTripPage(driver.page);
    await trip.open(new URL(trackingUrl).pathname, reference);
    await trip.press('No driver found', 'No driver took the trip');
    await expect(driver.page.getByText('Nothing more to do on this trip.')).toBeVisible();
    await driver.close();
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Cancelled', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText('No driver took the trip');
    await expect(section.section().getByRole('button', { name: 'Create delivery order' })).toBeVisible();
  });

  test('@phone the checkout’s vehicle cards fit a 360 px phone and pass the accessibility check', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await lock('buyer-user-cart');
    const { draftId, cartItemId } = await checkoutDraftViaApi(request, ACCOUNTS.buyerUser, PRODUCTS.mortar);
    try {
      await signInAs(page, ACCOUNTS.buyerUser);
      await page.goto(`/checkout?draft=${draftId}`);
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
      await new CheckoutPage(page).fillDetails(`Projek Telefon ${Date.now()}`);
      const partner = new PartnerChoice(page, MAJU);
      const price = await partner.choose('lorry3t');
      await expect(checkoutTotal(page, MAJU, 'Delivery fee')).toContainText(price);
      for (const vehicle of Object.values(VEHICLES))
        await expect(partner.vehicles().getByRole('radio', { name: new RegExp(`^${vehicle}`) })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page, 'main')).toEqual([]);
    } finally {
      await removeCartItem(request, ACCOUNTS.buyerUser, cartItemId);
      releaseLocks();
    }
  });
});
