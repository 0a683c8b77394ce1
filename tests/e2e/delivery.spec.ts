import { expect, test } from '@playwright/test';
import { asSomeoneElse, calendarDate, malaysianDate } from './support/billing';
import { OrderPage, SELLERS } from './support/commerce';
import {
  AcknowledgePage,
  BUYER_GOV,
  BUYER_PIN,
  DRIVER,
  DeliveryOrdersSection,
  DriverApp,
  STEPS,
  TrackingPage,
  confirmedOrderViaApi,
  deliveryOrderViaApi,
  driverStepsViaApi,
  onAPhone,
  seriousViolations,
  someDeliveryOrderOfBuyer,
  uniqueSellerDoNumber,
} from './support/delivery';
import { ACCOUNTS, signInAs } from './support/session';

test.describe('delivery: delivery orders, the driver app, live tracking, acknowledgement and disputes', () => {
  test('seller makes a DO, the driver steps it on a phone while the buyer watches live, the buyer acknowledges with PIN and signature, and the order completes', async ({
    page,
    browser,
    request,
  }) => {
    // three people in their own browsers, four driver steps watched live, the acknowledgement
    test.setTimeout(180_000);
    // setup, not under test: a paid order of the demo buyer's company at Maju, accepted by the seller
    const order = await confirmedOrderViaApi(request);

    // the seller makes the DO for the whole order from the order page
    const seller = await asSomeoneElse(browser, SELLERS.maju.email);
    const sellerOrder = new OrderPage(seller.page);
    await sellerOrder.open('/seller/order', order.id, order.number);
    await sellerOrder.expectStatus('Confirmed');
    const section = new DeliveryOrdersSection(seller.page);
    await expect(section.section()).toContainText('No delivery orders yet.');
    const sellerDoNumber = uniqueSellerDoNumber();
    const number = await section.create({
      sellerDoNumber,
      driver: DRIVER.name,
      time: '14:30',
      full: order.lines.map((line) => ({ product: line.productName, quantity: line.quantity })),
    });
    const row = section.deliveryOrder(number);
    await expect(row).toContainText(`Seller DO no.: ${sellerDoNumber}`);
    await expect(row).toContainText(`Driver: ${DRIVER.name}`);
    await expect(row).toContainText('Driver assigned');
    await expect(row).toContainText(`Delivery: ${calendarDate(malaysianDate(1))} 14:30`);
    await expect(section.section()).toContainText('Every item of this order is on a delivery order.');
    await sellerOrder.expectStatus('Ongoing');
    const track = section.track(number);
    await expect(track).toHaveText('Track');
    const id = (await track.getAttribute('href'))!.split('/').pop()!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await seller.close();

    // the buyer follows the DO live
    await signInAs(page, ACCOUNTS.buyer);
    const tracking = new TrackingPage(page);
    await tracking.open(id, number);
    await expect(tracking.live()).toHaveText('Live');
    await tracking.expectReached('Driver assigned');
    await expect(tracking.step('Delivery initiated')).toContainText('Not yet');
    await expect(page.getByRole('link', { name: 'Acknowledge', exact: true })).toHaveCount(0);

    // the driver, on a phone, steps through the delivery; the buyer's page follows without a reload
    const driver = await onAPhone(browser, DRIVER.email);
    const app = new DriverApp(driver.page);
    await app.openList();
    await app.openDeliveryOrder(number);
    await expect(driver.page.getByText(order.number, { exact: false }).first()).toBeVisible();
    await expect(app.qrCode(number)).toHaveCount(0);
    for (const step of STEPS) {
      await app.step(step.button, step.status);
      await tracking.expectReached(step.status);
    }
    expect(await driver.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(app.qrCode(number)).toBeVisible();
    await expect(app.qrCode(number)).toHaveJSProperty('complete', true);
    await expect(driver.page.getByText(`/acknowledge/${id}`)).toBeVisible();
    await expect(
      driver.page.getByRole('button', { name: /^(Start delivery|Out for delivery|Arrived|Unloading)$/ }),
    ).toHaveCount(0);

    // the buyer acknowledges: the quantities as delivered, the PIN and a drawn signature
    await expect(page.getByText('The driver is unloading.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Acknowledge', exact: true }).click();
    const acknowledge = new AcknowledgePage(page);
    await acknowledge.expectOpen(number);
    for (const line of order.lines)
      await expect(acknowledge.received(line.productName)).toHaveValue(String(line.quantity));
    await expect(page.getByRole('textbox', { name: 'Reason for the difference' })).toHaveCount(0);
    await acknowledge.pin().fill(BUYER_PIN);
    await acknowledge.sign();
    await acknowledge.acknowledgeButton().click();
    await acknowledge.expectAcknowledged(number);
    await expect(page.getByText('Acknowledged', { exact: true }).first()).toBeVisible();
    await expect(acknowledge.pin()).toHaveCount(0);

    // the driver's page moves on too
    await driver.page.reload();
    await expect(driver.page.getByRole('alert').filter({ hasText: /^Acknowledged by / })).toBeVisible();
    await driver.close();

    // every line is delivered and acknowledged: the order is completed
    const buyerOrder = new OrderPage(page);
    await buyerOrder.open('/order', order.id, order.number);
    await buyerOrder.expectStatus('Completed');
    await expect(new DeliveryOrdersSection(page).deliveryOrder(number)).toContainText('Acknowledged');
  });

  test('a short delivery is disputed and the seller answers', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    // setup, not under test: a confirmed order, its DO for the demo driver, stepped to unloading
    const order = await confirmedOrderViaApi(request);
    const deliveryOrder = await deliveryOrderViaApi(request, order);
    await driverStepsViaApi(request, deliveryOrder.id);
    const [short, full] = deliveryOrder.lines;
    const reason = `One unit arrived broken and was left on the lorry (${Date.now()})`;

    await signInAs(page, ACCOUNTS.buyer);
    const tracking = new TrackingPage(page);
    await tracking.open(deliveryOrder.id, deliveryOrder.number);
    await tracking.expectReached('Unloading');
    await page.getByRole('link', { name: 'Acknowledge', exact: true }).click();
    const acknowledge = new AcknowledgePage(page);
    await acknowledge.expectOpen(deliveryOrder.number);

    // one item short: a reason, and the dispute goes to the seller
    await acknowledge.received(short!.productName).fill(String(short!.quantity - 1));
    await expect(page.getByText(`1 ${short!.unit} short: a dispute will be raised.`)).toBeVisible();
    await expect(acknowledge.received(full!.productName)).toHaveValue(String(full!.quantity));
    await page.getByRole('textbox', { name: 'Reason for the difference' }).fill(reason);
    const sendTo = page.getByRole('radiogroup', { name: 'Send the dispute to' });
    await sendTo.getByRole('radio', { name: 'Seller' }).check();
    await acknowledge.sign();

    // a wrong PIN first
    await acknowledge.pin().fill('000000');
    await acknowledge.acknowledgeButton().click();
    await expect(page.getByText('PIN is incorrect', { exact: true }).first()).toBeVisible();
    await expect(acknowledge.pin()).toHaveAccessibleDescription(/PIN is incorrect/);
    await expect(acknowledge.acknowledgeButton()).toBeVisible();

    await acknowledge.pin().fill(BUYER_PIN);
    await acknowledge.acknowledgeButton().click();
    await acknowledge.expectAcknowledged(deliveryOrder.number);
    const dispute = acknowledge.disputes().dispute(short!.productName);
    await expect(dispute).toContainText('Waiting for an answer');
    await expect(dispute).toContainText(`Received ${short!.quantity - 1} of ${short!.quantity} delivered`);
    await expect(dispute).toContainText(reason);
    await expect(dispute).toContainText('sent to: Seller');
    await expect(acknowledge.disputes().section()).toContainText(
      'Further disputes are not allowed until the driver responds.',
    );
    await expect(page.getByRole('button', { name: 'Raise a dispute' })).toHaveCount(0);

    // the seller answers on the tracking page
    const seller = await asSomeoneElse(browser, SELLERS.maju.email);
    const sellerTracking = new TrackingPage(seller.page);
    await sellerTracking.open(deliveryOrder.id, deliveryOrder.number);
    const sellerDispute = sellerTracking.disputes().dispute(short!.productName);
    await expect(sellerDispute).toContainText('Waiting for an answer');
    const answer = sellerDispute.getByRole('textbox', { name: `Your answer about ${short!.productName}` });
    const send = sellerDispute.getByRole('button', { name: 'Send answer' });
    await expect(answer).toBeVisible();
    // the disputes section with its answer form
    expect(await seriousViolations(seller.page, 'section[aria-labelledby="disputes-title"]')).toEqual([]);
    // the answer is required
    await send.click();
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(answer).toHaveAccessibleDescription(/This field is required/);
    const text = `We will send a replacement unit tomorrow morning (${Date.now()}).`;
    await answer.fill(text);
    await send.click();
    await expect(sellerDispute).toContainText('Answered');
    await expect(sellerDispute).toContainText(text);
    await expect(answer).toHaveCount(0);
    await seller.close();

    // the buyer's open page shows the answer
    await expect(dispute).toContainText('Answered');
    await expect(dispute).toContainText(text);
    await expect(page.getByRole('button', { name: 'Raise a dispute' })).toBeVisible();
  });

  test('a buyer without the permission is refused', async ({ page, request }) => {
    // setup, not under test: a delivery order of the demo buyer's company (the demo seed has one)
    const deliveryOrder = await someDeliveryOrderOfBuyer(request);

    // another company's buyer administrator
    await signInAs(page, BUYER_GOV);
    await page.goto(`/acknowledge/${deliveryOrder.id}`);
    await expect(page.getByRole('alert')).toContainText('Unauthorised');
    await expect(page.getByText(deliveryOrder.number)).toHaveCount(0);
    await expect(page.getByLabel('Your PIN')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  });
});
