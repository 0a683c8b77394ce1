/**
 * Lighthouse 12.8 for `npm run bench`: mobile, its default simulated throttling (slow 4G, CPU ×4),
 * on Debian's Chromium; performance and accessibility of /, /shop, a product page and a buyer's
 * /checkout (the demo buyer's session put in the browser's storage first, which the run keeps),
 * each beside its target of 0.95, with the first contentful paint, the largest contentful paint,
 * the total blocking time and the bytes sent, and what the main thread spent its time on.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { call, listings, validQuantity } from './bench-checkout';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = 0.95;

/** Lighthouse's kinds of main-thread work, in words. */
const WORK_KINDS: Record<string, string> = {
  scriptEvaluation: 'running scripts',
  other: 'other',
  styleLayout: 'style and layout',
  paintCompositeRender: 'painting',
  garbageCollection: 'freeing memory',
  parseHTML: 'reading HTML and CSS',
  scriptParseCompile: 'compiling scripts',
};

export interface MeasuredRoute {
  label: string;
  path: string;
  signedIn: boolean;
}

/** The pages the bench loads in a browser: /, /shop, a product page and a checkout of the demo buyer's. */
export async function measuredRoutes(
  address: string,
  session: { jwtToken: string },
  productId: string,
): Promise<MeasuredRoute[]> {
  const bearer = session.jwtToken;
  const [listing] = await listings(address, 1);
  const item = await call<{ id: string }>(address, '/api/Cart', {
    method: 'POST',
    bearer,
    body: JSON.stringify({ variationId: listing!.variation.id, quantity: validQuantity(listing!.variation) }),
  });
  const checkout = await call<{ id: string }>(address, '/api/checkouts', {
    method: 'POST',
    bearer,
    body: JSON.stringify({ cartItemIds: [item.id] }),
  });
  return [
    { label: '/', path: '/', signedIn: false },
    { label: '/shop', path: '/shop', signedIn: false },
    { label: '/product/{id}', path: `/product/${productId}`, signedIn: false },
    { label: '/checkout (signed in)', path: `/checkout?draft=${checkout.id}`, signedIn: true },
  ];
}

export async function benchLighthouse(address: string, session: { jwtToken: string }, routes: MeasuredRoute[]) {
  console.log('\nLighthouse 12.8 (mobile, simulated slow 4G and CPU ×4):');
  if (!existsSync(CHROMIUM)) {
    console.log(`  NOT MEASURED: no Chromium at ${CHROMIUM}`);
    return;
  }
  const home = await fetch(`${address}/`);
  if (!(home.headers.get('content-type') ?? '').includes('text/html')) {
    console.log('  NOT MEASURED: no web build (run npm run build first)');
    return;
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    for (const { label, path, signedIn } of routes) {
      if (signedIn) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        // any page of the origin holds its storage: the icon, which starts no app and no service worker
        await page.goto(`${address}/favicon.svg`);
        await page.evaluate(
          (record) =>
            (
              globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
            ).localStorage.setItem('binamart.user', record),
          JSON.stringify(session),
        );
        // the sign-in stays for the run, but not what the pages measured before left: the HTTP cache, and the
        // installed app's service worker with its caches (a warm one served the checkout from the phone itself)
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: address,
          storageTypes: 'service_workers,cache_storage',
        });
        await page.close();
        await browser.disconnect();
      }
      const result = await lighthouse(`${address}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: signedIn,
      });
      if (!result) {
        console.log(`  ${label.padEnd(24)} no result`);
        continue;
      }
      const { categories, audits } = result.lhr;
      const score = (value: number | null | undefined) => {
        const met = (value ?? 0) >= TARGET ? 'met' : 'NOT MET';
        return `${(value ?? 0).toFixed(2)} (target ≥ ${TARGET}: ${met})`;
      };
      console.log(
        `  ${label.padEnd(24)} performance ${score(categories.performance?.score)}, accessibility ${score(categories.accessibility?.score)}; FCP ${audits['first-contentful-paint']?.displayValue}, LCP ${audits['largest-contentful-paint']?.displayValue}, TBT ${audits['total-blocking-time']?.displayValue}, ${audits['total-byte-weight']?.displayValue}`,
      );
      // what the blocking time is made of: the page's main-thread work by kind (Lighthouse's CPU ×4 applied),
      // and how fast this machine ran Lighthouse's own benchmark (its score is not scaled by it)
      const work = (audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] })
        ?.items;
      if (work) {
        const kinds = work
          .filter((item) => item.duration >= 100)
          .map((item) => `${WORK_KINDS[item.group] ?? item.group} ${(item.duration / 1000).toFixed(1)} s`);
        console.log(
          `    main thread ${kinds.join(', ')}; this machine's benchmark index ${result.lhr.environment.benchmarkIndex}`,
        );
      }
      // what costs accessibility points, so a fall is explained where it is printed
      const refs = categories.accessibility?.auditRefs ?? [];
      const failing = refs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1);
      for (const ref of failing) console.log(`    accessibility: ${ref.id} (${audits[ref.id]?.title})`);
    }
  } finally {
    chrome.kill();
  }
}
