import { expect, test } from '@playwright/test';
import { HubPage, ProductFormPage, ShopPage, publishAsAdmin, tinyPngFile } from './support/catalog';
import { ACCOUNTS, signInAs } from './support/session';

test.describe('catalogue: hub, products, moderation and the shop', () => {
  test('a seller lists a product, the admin publishes it and a visitor finds it', async ({ browser, page }) => {
    test.setTimeout(120_000);
    const stamp = String(Date.now());
    const name = `Ujian Cement ${stamp}`;
    const category = 'Cement & Concrete';

    // the seller: hub, branch, delivery rate
    await signInAs(page, ACCOUNTS.seller);
    const hub = new HubPage(page);
    await hub.openRegistered();
    await hub.addBranch({
      name: `Cawangan ${stamp}`,
      address: '12 Jalan Perusahaan',
      postcode: '40000',
      city: 'Shah Alam',
      state: 'Selangor',
    });
    // distances are unique per seller: one per run
    await hub.addDeliveryRate({ km: 100 + (Number(stamp) % 800), tripFee: '45.50', freeAbove: '5000' });

    // the product with two variations and an image
    const form = new ProductFormPage(page);
    await form.open();
    await form.fillBasics({ name, brand: 'Ujian', category, state: 'Selangor', leadDays: '3' });
    await form.addImage(tinyPngFile());
    await form.fillVariation(1, { name: '50 kg bag', unit: 'bag', listPrice: '1234.5', sellingPrice: '1200' });
    await form.addVariation();
    await form.fillVariation(2, { name: 'Pallet of 40', unit: 'pallet', listPrice: '2500', sellingPrice: '2500' });
    await form.save();
    const row = page.getByTestId('seller-product-row').filter({ hasText: name });
    await expect(row).toContainText('Pending review');

    // the admin publishes it
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, ACCOUNTS.admin);
    await publishAsAdmin(admin, name);
    await adminContext.close();

    // an anonymous visitor finds it by search and by category, and opens it
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const shop = new ShopPage(visitor);
    await shop.search(stamp);
    await expect(shop.card(name)).toBeVisible();
    await expect(shop.card(name)).toContainText('from RM 1,200.00');

    await visitor.goto('/shop?sort=newest');
    await visitor.getByRole('group', { name: 'Category' }).getByRole('button', { name: category }).click();
    await expect(visitor).toHaveURL(/category=[0-9a-f-]{36}/);
    await expect(shop.card(name)).toBeVisible();

    await shop.card(name).getByRole('link', { name }).click();
    await expect(visitor).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
    const rows = visitor.getByTestId('variation-row').filter({ visible: true });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: '50 kg bag' })).toContainText('RM 1,200.00');
    await expect(rows.filter({ hasText: '50 kg bag' })).toContainText('RM 1,234.50');
    await expect(rows.filter({ hasText: 'Pallet of 40' })).toContainText('RM 2,500.00');
    await expect(visitor.getByText('Ready in 3 days')).toBeVisible();
    await visitorContext.close();
  });
});
