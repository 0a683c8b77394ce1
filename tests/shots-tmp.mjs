import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = (process.env.PAGES ?? 'seller@demo.test=/seller/dashboard?months=12,admin@demo.test=/admin/dashboard?months=12').split(',');
const langs = (process.env.LANGS ?? 'en-us,zh-cn,ms').split(',');
for (const entry of pages) {
  const [who, path] = entry.split('=');
  for (const vp of [{ w: 360, h: 780, n: 'phone' }, { w: 1366, h: 900, n: 'desktop' }]) {
    const ctx = await browser.newContext({ viewport: { width: vp.w, height: vp.h } });
    const page = await ctx.newPage();
    await page.goto(base + '/login');
    await page.getByLabel(/E-mail/).fill(who);
    await page.getByLabel(/^Password/).fill('Demo@1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    for (const lang of langs) {
      await page.evaluate((l) => localStorage.setItem('binamart.language', l), lang);
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1200);
      const name = `/tmp/shots/${path.split('?')[0].replaceAll('/', '_')}-${vp.n}-${lang}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await ctx.close();
  }
}
await browser.close();
