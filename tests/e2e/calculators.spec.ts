/**
 * Construction calculators end to end: a contractor works out the cement for a slab, changes the
 * unit, and "Find cement" carries the bags to the product page's "Add to cart"; the widget works
 * inside an iframe of a page on another origin.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { chooseOption } from './support/commerce';
import { ACCOUNTS, signInAs } from './support/session';

test.describe('construction calculators', () => {
  test('concrete for a slab, in metres and feet, and the cement bags carried to the cart', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto('/calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Construction calculators' })).toBeVisible();
    const results = page.getByRole('region', { name: 'What you need' });
    // the slab of the defaults: 5 × 4 m, 150 mm thick, 1:2:4
    await expect(results).toContainText('3 m³');
    await expect(results).toContainText('20 bags of 50 kg');
    await page.getByRole('textbox', { name: 'Length' }).fill('10');
    await expect(results).toContainText('6 m³');
    await expect(results).toContainText('39 bags of 50 kg'); // 38.02 bags
    // the same slab in feet: 10 ft × 4 ft × 0.5 ft = 20 ft³ = 0.566 m³
    await chooseOption(page, 'Measured in', 'feet (ft)');
    await page.getByRole('textbox', { name: 'Width' }).fill('4');
    await page.getByRole('textbox', { name: 'Thickness' }).fill('0.5');
    await expect(results).toContainText('0.566 m³');
    await expect(results).toContainText('4 bags of 50 kg'); // 3.59 bags
    // nothing to work out from a zero size
    await page.getByRole('textbox', { name: 'Length' }).fill('0');
    await expect(results).toContainText('Enter sizes above zero to see the quantities.');
    await page.getByRole('textbox', { name: 'Length' }).fill('100');

    // 100 ft × 4 ft × 0.5 ft = 5.663 m³: 36 bags, carried to a cement sold by the bag
    await expect(results).toContainText('36 bags of 50 kg');
    await page.getByRole('link', { name: 'Find cement' }).click();
    await expect(page).toHaveURL(/\/shop\?q=portland\+cement/);
    await page.getByRole('link', { name: 'YTL Castle Ordinary Portland Cement 50 kg' }).first().click();
    await expect(page.getByText('Quantity from the calculator: 36 bag.')).toBeVisible();
    // the 36 bags raised to what the seller sells by the bag: its minimum, in whole multiples
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as {
      variations: { unit: string; minOrderQty: number; multipleOf: number }[];
    };
    const bag = product.variations.find((v) => v.unit === 'bag')!;
    const expected = Math.max(bag.minOrderQty, Math.ceil(36 / bag.multipleOf) * bag.multipleOf);
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(expected));
    await page.getByRole('button', { name: 'Use my own quantity' }).click();
    await expect(page.getByText('Quantity from the calculator')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(bag.minOrderQty));
  });

  test('the widget works in an iframe of another site', async ({ page, baseURL }) => {
    const widget = `${baseURL}/calculator/widget?type=rebar`;
    // the widget's page lets any site frame it; every other page is for BinaMart's own frames only
    const framed = await page.request.get(widget);
    expect(framed.headers()['x-frame-options']).toBeUndefined();
    expect(framed.headers()['content-security-policy']).toContain('frame-ancestors *');
    const other = await page.request.get(`${baseURL}/calculator`);
    expect(other.headers()['x-frame-options']).toBe('SAMEORIGIN');

    // a contractor association's page on another origin
    const site = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Persatuan Kontraktor</title><h1>Our tools</h1><iframe title="Rebar calculator" src="${widget}" style="width:340px;height:900px;border:0"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = site.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      const frame = page.frameLocator('iframe[title="Rebar calculator"]');
      await expect(frame.getByText('Reinforcement bars', { exact: true })).toBeVisible();
      // 40 bars of Y12, 3 m each: 120 m at 0.889 kg/m
      const results = frame.getByRole('region', { name: 'What you need' });
      await expect(results).toContainText('106.7 kg');
      await expect(results).toContainText('10 bars of 12 m');
      await frame.getByRole('textbox', { name: 'Number of bars' }).fill('80');
      await expect(results).toContainText('213.3 kg');
      // it fits the frame: no sideways scrolling
      const fits = await frame.locator('body').evaluate((body) => body.scrollWidth <= body.clientWidth + 1);
      expect(fits).toBe(true);
      await expect(frame.getByRole('link', { name: 'Construction calculator by BinaMart' })).toHaveAttribute(
        'href',
        '/calculator?type=rebar',
      );
    } finally {
      site.close();
    }
  });
});
