/**
 * The first load of each measured route (bench): Debian's Chromium opens /, /shop, a product page and a
 * buyer's /checkout in a fresh browser each, and every script the page asked for before its first-level
 * heading first showed is counted at its precompressed brotli size as built (what the server sends a browser
 * that accepts brotli). Each route is printed beside the issue's budget of 150 kB; a route over budget
 * makes the whole bench exit with a failure, said again at its end. BENCH_ROUTE_FILES=1 lists each route's largest files.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { MeasuredRoute } from './bench-lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ROUTE_BUDGET_KB = 150;
const dist = resolve(import.meta.dirname, '../apps/web/dist');

/** Routes over budget, for the bench's last word. */
export const routesOverBudget: string[] = [];

const brotliSize = (path: string) => {
  const file = join(dist, path);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? statSync(file).size : 0;
};

export async function benchRouteLoads(address: string, session: { jwtToken: string }, routes: MeasuredRoute[]) {
  console.log(
    `\nFirst load per route (scripts until the page's heading shows, brotli; budget ${ROUTE_BUDGET_KB} kB each):`,
  );
  if (!existsSync(CHROMIUM) || !existsSync(join(dist, 'index.html'))) {
    console.log(
      `  NOT MEASURED: ${existsSync(CHROMIUM) ? 'no web build (run npm run build first)' : `no Chromium at ${CHROMIUM}`}`,
    );
    routesOverBudget.push('(first load per route not measured)');
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
      if (route.signedIn) {
        const record = JSON.stringify(JSON.stringify(session));
        await context.addInitScript(
          `if (!localStorage.getItem('binamart.user')) localStorage.setItem('binamart.user', ${record});`,
        );
      }
      // the moment a first-level heading first shows, by the page's own clock
      // (a string: the bench's compiler would name the functions of a function, with a helper the page lacks)
      await context.addInitScript(`
        performance.setResourceTimingBufferSize(2000);
        const observer = new MutationObserver(() => {
          const heading = document.querySelector('h1');
          if (heading && heading.getClientRects().length > 0) {
            window.headingAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      `);
      const page = await context.newPage();
      await page.goto(`${address}${route.path}`);
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
      const asked = await page.evaluate(() => {
        const headingAt = (globalThis as unknown as { headingAt: number }).headingAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= headingAt && /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => new URL(entry.name).pathname);
      });
      const scripts = new Set(asked);
      if (process.env.BENCH_ROUTE_FILES) {
        const largest = [...scripts].sort((a, b) => brotliSize(b) - brotliSize(a)).slice(0, 25);
        for (const path of largest) console.log(`    ${(brotliSize(path) / 1024).toFixed(1).padStart(6)} kB ${path}`);
      }
      const bytes = [...scripts].reduce((sum, path) => sum + brotliSize(path), 0);
      await context.close();
      const kb = bytes / 1024;
      const met = kb <= ROUTE_BUDGET_KB;
      if (!met) routesOverBudget.push(`${route.label} ${kb.toFixed(0)} kB`);
      console.log(
        `  ${route.label.padEnd(24)} ${kb.toFixed(0).padStart(4)} kB in ${scripts.size} scripts (target ≤ ${ROUTE_BUDGET_KB} kB: ${met ? 'met' : 'NOT MET'})`,
      );
    }
  } finally {
    await browser.close();
  }
}
