/**
 * Permissions in the screens (spec §6) and the overdue account (spec §4). A user learns what they
 * may not do before trying it: the action is disabled and says whom to ask for what, in the user's
 * language; an API refusal inside a page says what to do there, not the 403 page's text. An
 * overdue company's checkout says why credit terms are missing and links to the overdue invoices,
 * and /cl says it in the same words.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { tokenOf } from './support/accounts';
import { CartPage, CheckoutPage, PRODUCTS, ProductPage, SELLERS, emptyCartOf } from './support/commerce';
import { ACCOUNTS, chooseLanguage, signInAs } from './support/session';

const OVERDUE_TITLE = 'Credit terms are unavailable: your account is overdue';
const OVERDUE_BODY = /Until they are paid, checkout offers no credit terms.*waits for BinaMart’s approval/;
const PAY_REASON = 'Ask your company administrator to give you the Payments permission at Write level.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Setup, not under test: the demo buyer company's account is overdue (the seed leaves an invoice
 * past its due date). When an earlier test has paid it, an administrator marks it overdue again;
 * the answer says whether the test should put it back.
 */
async function ensureOverdue(request: APIRequestContext): Promise<(() => Promise<void>) | null> {
  const buyer = await tokenOf(request, ACCOUNTS.buyer);
  const overview = await request.get('/api/credit', { headers: bearer(buyer) });
  expect(overview.ok(), await overview.text()).toBeTruthy();
  const { facility } = (await overview.json()) as { facility: { id: string; status: string } | null };
  expect(facility, 'the demo buyer company has a credit limit').not.toBeNull();
  if (facility!.status === 'overdue') return null;
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const mark = (status: string) =>
    request.put(`/api/admin/credit/facilities/${facility!.id}/status`, {
      headers: bearer(admin),
      data: { status, note: 'End-to-end test of the overdue account' },
    });
  const marked = await mark('overdue');
  expect(marked.ok(), await marked.text()).toBeTruthy();
  return async () => {
    const restored = await mark(facility!.status);
    expect(restored.ok(), await restored.text()).toBeTruthy();
  };
}

test.describe('permissions in the screens', () => {
  test('a buyer user without the payment permission sees paying disabled, and whom to ask, before ticking anything', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto('/invoice');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /^INV-\d{4}-\d{6} / }).first()).toBeVisible();
    const note = page.getByRole('note');
    await expect(note).toContainText('You can see the invoices but not pay them.');
    const pay = note.getByRole('button', { name: 'Pay invoices' });
    await expect(pay).toBeDisabled();
    // the reason is the button's description, for screen readers too
    await expect(pay).toHaveAccessibleDescription(PAY_REASON);
    await expect(page.getByRole('checkbox', { name: /^Select invoice/ })).toHaveCount(0);

    // in the user's language
    await chooseLanguage(page, 'Bahasa Melayu');
    await expect(note.getByRole('button', { name: 'Bayar invois' })).toHaveAccessibleDescription(
      'Minta pentadbir syarikat anda memberi anda kebenaran Bayaran pada tahap Tulis.',
    );
  });

  test('a buyer user who reads credit limits sees applying disabled, and why', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto('/cl');
    const facility = page.getByRole('region', { name: 'Company credit limit' });
    const apply = facility.getByRole('button', { name: /^(Apply for a top-up|Continue your application)$/ });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAccessibleDescription(
      'Ask your company administrator to give you the Credit limit permission at Write level.',
    );
  });

  test('an API refusal inside a page says what to do there, not the 403 page’s text', async ({ page, request }) => {
    await emptyCartOf(request, ACCOUNTS.buyerUser);
    await signInAs(page, ACCOUNTS.buyerUser);
    const product = new ProductPage(page);
    await product.open(PRODUCTS.mortar);
    await product.addToCart();
    // the administrator took the permission away after the page was shown: the API refuses
    await page.route('**/api/checkouts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'forbidden',
              message: "Sorry! You don't have permission to access this page",
            }),
          })
        : route.fallback(),
    );
    const cart = new CartPage(page);
    await cart.open();
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You don’t have permission to do this. Ask your company administrator if you need it.',
    );
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Sorry! You don')).toHaveCount(0);
    await emptyCartOf(request, ACCOUNTS.buyerUser);
  });
});

test.describe('an overdue account', () => {
  test('checkout explains why credit terms are unavailable and links to the overdue invoices; /cl says the same', async ({
    page,
    request,
  }) => {
    const restore = await ensureOverdue(request);
    try {
      await emptyCartOf(request, ACCOUNTS.buyer);
      await signInAs(page, ACCOUNTS.buyer);
      const product = new ProductPage(page);
      await product.open(PRODUCTS.bricks);
      await product.addToCart();
      await new CartPage(page).open();
      await new CartPage(page).checkout();
      const checkout = new CheckoutPage(page);
      await checkout.fillDetails('Permissions test: overdue account');
      await checkout.chooseDelivery(SELLERS.maju.name, 'pickup');

      const payment = page.getByRole('region', { name: 'Payment' });
      const atCheckout = payment.getByRole('note').filter({ hasText: OVERDUE_TITLE });
      await expect(atCheckout).toBeVisible();
      await expect(atCheckout).toContainText(OVERDUE_BODY);
      await expect(atCheckout.getByRole('link', { name: 'Pay the overdue invoices' })).toHaveAttribute(
        'href',
        '/invoice?status=unpaid',
      );
      await expect(payment.getByRole('radio', { name: 'Credit terms' })).toHaveCount(0);

      // /cl: the same title, the same words, the same link
      await page.goto('/cl');
      const onCl = page.getByRole('note').filter({ hasText: OVERDUE_TITLE });
      await expect(onCl).toBeVisible();
      await expect(onCl).toContainText(OVERDUE_BODY);
      await onCl.getByRole('link', { name: 'Pay the overdue invoices' }).click();
      await expect(page).toHaveURL(/\/invoice\?status=unpaid$/);
      await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Unpaid (overdue)' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await emptyCartOf(request, ACCOUNTS.buyer);
      await restore?.();
    }
  });
});

test.describe('on a 360 px phone @phone', () => {
  test('the disabled pay action and the overdue note fit a phone', async ({ page, request }) => {
    const restore = await ensureOverdue(request);
    try {
      await signInAs(page, ACCOUNTS.buyerUser);
      await page.goto('/invoice');
      await expect(page.getByRole('button', { name: 'Pay invoices' })).toBeDisabled();
      await expect(page.getByText(PAY_REASON)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.goto('/cl');
      const note = page.getByRole('note').filter({ hasText: OVERDUE_TITLE });
      await expect(note.getByRole('link', { name: 'Pay the overdue invoices' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await restore?.();
    }
  });
});
