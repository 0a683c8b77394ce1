/**
 * The headers fit every language at a phone's, a tablet's and a laptop's width: nothing in them is
 * cut off and the page never scrolls sideways (Malay's longer words were cutting off "Daftar" at
 * 1280 px). A screenshot of each is attached to the report.
 */
import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, signInAs } from './support/session';

const WIDTHS = [360, 390, 768, 1280];
const LANGUAGES = ['en-us', 'zh-cn', 'ms'] as const;

async function expectHeaderFits(page: Page, label: string) {
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  const cut = await header.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    return [...element.querySelectorAll('a, button, input, [role="combobox"]')]
      .map((node) => ({ node: node as HTMLElement, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.left < 0 || box.right > width + 0.5)
      .map(({ node }) => node.getAttribute('aria-label') ?? node.textContent ?? node.tagName);
  });
  expect(cut, `${label}: cut off in the header`).toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(0);
}

async function inLanguage(page: Page, language: string) {
  await page.evaluate((l) => window.localStorage.setItem('binamart.language', l), language);
}

test.describe('headers fit every language and width', () => {
  // twelve pages and screenshots each: more than the default 30 s when the machine is busy
  test.describe.configure({ timeout: 120_000 });

  test('the shop header, signed out', async ({ page }, testInfo) => {
    await page.goto('/');
    for (const language of LANGUAGES) {
      await inLanguage(page, language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          language === 'en-us' ? 'en-US' : language === 'zh-cn' ? 'zh-CN' : 'ms',
        );
        await expectHeaderFits(page, `${language} at ${width} px`);
        await testInfo.attach(`home-${language}-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
      }
    }
  });

  test('the seller centre header, signed in', async ({ page }, testInfo) => {
    await signInAs(page, ACCOUNTS.seller);
    for (const language of LANGUAGES) {
      await inLanguage(page, language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto('/seller/order');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectHeaderFits(page, `${language} at ${width} px`);
        await testInfo.attach(`seller-${language}-${width}`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
      }
    }
  });
});
