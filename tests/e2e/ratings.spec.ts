/**
 * Ratings end to end: a buyer rates a completed order in three steps on a phone (five criteria with
 * stars, a review with a photo, then check and submit) and the product page shows the review; the
 * supplier replies once; an administrator hides the review with a reason and it leaves the page.
 */
import { expect, test } from '@playwright/test';
import { asSomeoneElse } from './support/billing';
import { tinyPngFile } from './support/catalog';
import { SELLERS } from './support/commerce';
import { completedOrderViaApi, onAPhone, seriousViolations } from './support/delivery';
import { ACCOUNTS } from './support/session';

const CRITERIA = [
  ['Quality of service', 5],
  ['Speed of response', 4],
  ['Speed of delivery', 3],
  ['Price of product', 4],
  ['Quality of product', 5],
] as const;

test.describe('ratings: the three-step flow, reviews on the product page, replies and moderation', () => {
  test('a buyer rates a completed order on a phone, the product page shows it, the supplier replies and an administrator hides it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // setup, not under test: an order of the demo buyer's company, delivered and acknowledged
    const order = await completedOrderViaApi(request);
    const productName = order.lines[0]!.productName;
    const productId = order.productIds[0]!;
    const words = `Bricks well stacked on pallets, 3 chipped (${Date.now()}).`;

    // the buyer opens the completed order on a phone and starts rating
    const phone = await onAPhone(browser, ACCOUNTS.buyerUser);
    const page = phone.page;
    await page.goto(`/order/${order.id}`);
    await page.getByRole('link', { name: 'Rate this order' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${order.id}/rate$`));
    await expect(page.getByRole('heading', { level: 1, name: `Rate order ${order.number}` })).toBeVisible();
    await expect(page.getByText('Not rated yet')).toHaveCount(order.productIds.length);
    await page.getByRole('button', { name: `Rate: ${productName}` }).click();

    // step 1: every criterion needs its stars
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Choose 1 to 5 stars.')).toHaveCount(5);
    for (const [criterion, stars] of CRITERIA) {
      // the star a finger taps is the radio's label
      const id = await page.getByRole('radio', { name: `${criterion}: ${stars} of 5 stars` }).getAttribute('id');
      await page.locator(`label[for="${id}"]`).click();
    }
    await expect(page.getByText('Choose 1 to 5 stars.')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();

    // step 2: a review and a photo of what arrived
    await page.getByRole('textbox', { name: 'Your review (optional)' }).fill(words);
    await page.locator('input[type="file"]').setInputFiles(tinyPngFile('delivered.png'));
    await expect(page.getByRole('img', { name: 'Photo 1 of your review' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // step 3: as it will show, then submit
    await expect(page.getByText('This is how your rating will show on the product page.')).toBeVisible();
    await expect(page.getByText('Rated 4.2 of 5')).toBeVisible();
    await expect(page.getByText(words)).toBeVisible();
    await page.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByRole('status')).toContainText(`Thank you. Your rating of ${productName} is saved.`);
    // back at the order's products: this one rated, and changeable
    await expect(page.getByRole('button', { name: `Change: ${productName}` })).toBeVisible();
    await expect(page.getByText('Rated 4.2 of 5')).toHaveCount(1);

    // the product page shows the review to anyone
    await page.goto(`/product/${productId}`);
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    await expect(reviews).toContainText(words);
    await expect(reviews.getByRole('img', { name: /^Photo 1 from / })).toBeVisible();
    await phone.close();

    // the supplier replies, once
    const seller = await asSomeoneElse(browser, SELLERS.maju.email);
    await seller.page.goto('/seller/reviews?filter=unanswered');
    const card = seller.page.locator('.mantine-Card-root').filter({ hasText: words });
    await card.getByRole('button', { name: 'Reply' }).click();
    const dialog = seller.page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'Your reply' })
      .fill('Thank you; the chipped ones are credited on your next invoice.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(seller.page.getByRole('status')).toContainText('Your reply is shown under the review.');
    await seller.page.goto('/seller/reviews');
    const answered = seller.page.locator('.mantine-Card-root').filter({ hasText: words });
    await expect(answered).toContainText('Reply from the supplier');
    await expect(answered.getByRole('button', { name: 'Reply' })).toHaveCount(0);

    // an administrator hides it with a reason: it leaves the product page
    const admin = await asSomeoneElse(browser, ACCOUNTS.admin);
    await admin.page.goto(`/admin/reviews?q=${encodeURIComponent(words.slice(-16))}`);
    const moderated = admin.page.locator('.mantine-Card-root').filter({ hasText: words });
    await moderated.getByRole('button', { name: 'Hide' }).click();
    const hide = admin.page.getByRole('dialog');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(hide.getByText('This field is required')).toBeVisible();
    await hide.getByRole('textbox', { name: 'Reason' }).fill('Test of moderation: not about the order.');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(admin.page.getByRole('status')).toContainText('Review hidden.');
    await expect(moderated).toContainText('Test of moderation: not about the order.');
    await admin.page.goto(`/product/${productId}`);
    await expect(admin.page.getByRole('region', { name: 'Ratings and reviews' })).not.toContainText(words);
  });
});
