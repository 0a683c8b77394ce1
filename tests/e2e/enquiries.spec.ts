/**
 * Enquiries and quotations: the demo buyer follows its enquiries at /enquiry, opens the crane
 * enquiry the supplier answered with a live quotation, reads /quotation/{id} in its own layout
 * (letterhead, lines, totals, the PDF), accepts it, and the enquiry then reads Added; the
 * quotation page passes the accessibility check and reads in Chinese. Then the whole journey: a
 * buyer enquires about a price-on-request tile on a phone, the supplier quotes on a desktop, the
 * buyer opens the quotation, downloads its PDF, accepts it, checks out on credit terms at the
 * quoted price and delivery fee, and the enquiry reads Order placed on both sides.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { calendarDate, lock, malaysianDate, releaseLocks } from './support/billing';
import { CartPage, CheckoutPage, PaymentResultPage, emptyCartOf } from './support/commerce';
import { CREDIT_ACCOUNTS, chooseCreditTerms, totalOf } from './support/credit';
import {
  EnquiryFormDialog,
  EnquiryPage,
  type PriceOnRequestProduct,
  QuotationFormPanel,
  QuotationPage,
  openProduct,
} from './support/enquiries';
import { signInAs } from './support/session';

/** Sold by Penang Tiles Centre only; its "Project price" variation (500 boxes up, in tens) hides its price. */
const TILES: PriceOnRequestProduct = {
  name: 'Guocera Glazed Ceramic Floor Tile',
  variation: 'Project price',
  seller: { name: 'Penang Tiles Centre Sdn. Bhd.', email: 'order@penangtiles.demo.test' },
};
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** A signed-in person in their own browser context: the project's desktop, or a 360 px phone. */
async function person(browser: Browser, email: string, { phone = false } = {}) {
  const context = await browser.newContext(phone ? PHONE : {});
  const page = await context.newPage();
  await signInAs(page, email);
  return { page, close: () => context.close() };
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * How far the page reaches past the screen's width (0 or less when it fits). Measured against the
 * viewport as set, since a phone's layout viewport widens to take in content that overflows.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate((width) => document.documentElement.scrollWidth - width, page.viewportSize()!.width);

test.afterEach(() => releaseLocks());

test('a buyer reads a supplier’s quotation, downloads its PDF and accepts it', async ({ page }) => {
  test.setTimeout(120_000);
  await lock('enquiries');
  await signInAs(page, 'buyer@demo.test');
  await page.goto('/enquiry');
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  // the demo has two crane enquiries sent at the same moment: the answered one, and one closed
  const crane = page
    .getByRole('article')
    .filter({ hasText: 'Mobile Crane Hire' })
    .filter({ hasText: 'Responded' })
    .getByRole('link', { name: /Mobile Crane Hire/ });
  await expect(crane).toBeVisible();
  await crane.click();
  await expect(page).toHaveURL(/\/enquiry\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Is the ground at the crane position compacted?')).toBeVisible();

  await page
    .getByRole('link', { name: /QUO-\d{4}-\d{6}/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/quotation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Accept quotation' })).toBeVisible();
  await expect(page.getByText('Includes operator and rigger', { exact: false })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  const id = page.url().split('/').pop()!;
  const pdf = await page.request.get(`/api/quotations/${id}/pdf`, {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('binamart.user') ?? '{}').jwtToken ?? '')}`,
    },
  });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Accept quotation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept quotation' }).click();
  await expect(page.getByText('Quotation accepted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  // the same page in Chinese
  await page.evaluate(() => localStorage.setItem('binamart.language', 'zh-cn'));
  await page.reload();
  await expect(page.getByText('报价', { exact: false }).first()).toBeVisible();
});

test('a buyer enquires on a phone, the supplier quotes on a desktop, and the quotation becomes an order on credit terms', async ({
  browser,
  request,
}) => {
  // two people, the whole checkout form and three visits to the quotation (and maybe a wait for the buyer's lock)
  test.setTimeout(300_000);
  // the public-sector buyer's single cart and credit limit are shared with the billing and credit tests
  await lock('buyer-gov');
  await lock('seller-penang-tiles');
  // setup, not under test: an empty cart, so checkout holds only the quoted tiles
  await emptyCartOf(request, CREDIT_ACCOUNTS.buyerGov);

  // the buyer asks for a price on a phone
  const buyer = await person(browser, CREDIT_ACCOUNTS.buyerGov, { phone: true });
  const phone = buyer.page;
  await openProduct(phone, TILES.name);
  const enquiryForm = new EnquiryFormDialog(phone, TILES);
  await enquiryForm.openFromVariation();
  // it starts at the variation's minimum order; the buyer asks for more
  await expect(enquiryForm.quantity(TILES.variation)).toHaveValue('500');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  const wanted = malaysianDate(10);
  const number = await enquiryForm.send({
    quantity: 800,
    addressLine1: 'Jalan Sekolah Kebangsaan Presint 9',
    postcode: '62250',
    city: 'Putrajaya',
    state: 'Putrajaya',
    deliveryDate: wanted,
    deliveryMethod: 'Seller delivery',
    remarks: `Classroom block floors, lorry access from the back gate (${Date.now()}).`,
  });
  await expect(phone.getByText('Your enquiry was sent.', { exact: false })).toBeVisible();
  const enquiryUrl = phone.url();
  const buyerEnquiry = new EnquiryPage(phone);
  await expect(buyerEnquiry.status('Pending')).toBeVisible();

  // the supplier answers on a desktop
  const seller = await person(browser, TILES.seller.email);
  const sellerEnquiry = new EnquiryPage(seller.page);
  await sellerEnquiry.openFromSellerList(number, TILES.name);
  await expect(seller.page.getByText(calendarDate(wanted)).first()).toBeVisible();
  const quotationForm = new QuotationFormPanel(seller.page);
  await quotationForm.open();
  await expect(quotationForm.form.getByRole('textbox', { name: 'Quantity (box)' })).toHaveValue('800');
  await quotationForm.fill({
    unitPrice: '22.00',
    discount: '0.50',
    deliveryFee: '450.00',
    leadDays: 5,
    paymentTerms: 'The buyer’s credit terms',
    notes: 'Delivered to site with unloading by forklift. Prices hold for the whole 800 boxes.',
  });
  // 800 boxes at RM 21.50 and the delivery fee
  await expect(quotationForm.total('Subtotal')).toHaveText('RM 17,200.00');
  await expect(quotationForm.total('Total')).toHaveText('RM 17,650.00');
  const quotationNumber = await quotationForm.send();
  await expect(sellerEnquiry.status('Responded')).toBeVisible();

  // the buyer's page hears of it at once and opens the quotation
  await expect(buyerEnquiry.status('Responded')).toBeVisible();
  await phone.getByRole('link', { name: 'Latest quotation' }).click();
  const quotation = new QuotationPage(phone);
  await quotation.expectOpen(quotationNumber);
  const quotationUrl = phone.url();
  await expect(quotation.sheet.getByText(TILES.seller.name).first()).toBeVisible();
  await expect(quotation.total('Subtotal')).toHaveText('RM 17,200.00');
  await expect(quotation.total('Delivery fee')).toHaveText('RM 450.00');
  await expect(quotation.total('Total')).toHaveText('RM 17,650.00');
  await expect(
    quotation.sheet.getByText('Delivered to site with unloading by forklift.', { exact: false }),
  ).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await axeViolations(phone)).toEqual([]);
  const pdf = await quotation.downloadPdf();
  expect(pdf).toEqual({ name: `${quotationNumber}-v1.pdf`, head: '%PDF-' });

  await quotation.accept();
  await expect(quotation.sheet.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await quotation.addToCart();

  // checkout on 30-day credit terms, at the quoted price and with the quoted delivery fee
  const cart = new CartPage(phone);
  await expect(cart.seller(TILES.seller.name)).toContainText(TILES.name);
  await cart.checkout();
  const checkout = new CheckoutPage(phone);
  await checkout.fillDetails(`Sekolah Presint 9 (${number})`);
  await checkout.chooseDelivery(TILES.seller.name, 'seller');
  await chooseCreditTerms(phone, '30 days');
  const order = phone.getByRole('region', { name: `Order from ${TILES.seller.name}` });
  await expect(totalOf(order, 'Subtotal')).toHaveText('RM 17,200.00');
  await expect(totalOf(order, 'Delivery fee')).toHaveText('RM 450.00');
  await checkout.place();
  const result = new PaymentResultPage(phone);
  await result.expectOutcome('Placed on credit terms');
  await expect(result.orders()).toHaveCount(1);
  await expect(result.orders()).toContainText('Submitted');

  // the enquiry reads Order placed for the buyer, and at once on the supplier's open page
  await phone.goto(enquiryUrl);
  await expect(buyerEnquiry.status('Order placed')).toBeVisible();
  await expect(sellerEnquiry.status('Order placed')).toBeVisible();
  await seller.close();

  // the quotation page in Chinese, still clean for the accessibility check
  await phone.evaluate(() => window.localStorage.setItem('binamart.language', 'zh-cn'));
  await phone.goto(quotationUrl);
  await expect(phone.getByRole('heading', { name: '报价单', level: 1 })).toBeVisible();
  await expect(quotation.sheet.getByText(`${quotationNumber} · 第 1 版`, { exact: true })).toBeVisible();
  await expect(phone.getByRole('button', { name: '下载 PDF' })).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await axeViolations(phone)).toEqual([]);
  await buyer.close();
});
