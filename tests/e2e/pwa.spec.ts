/**
 * The installable marketplace: its manifest and icons, the service worker that keeps the shell,
 * the offline page, the update prompt, the installed app's back button on a phone (a real install
 * through Chromium's PWA domain, launched in a standalone window), and the profile's push switch.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BrowserContext, type BrowserType, type LaunchOptions, type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, LoginPage, signInAs } from './support/session';

const WEB_DIST = resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist');

/** The PNG's width and height, read from its header. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

/** Waits until the site's service worker controls the page. */
async function controlledBySiteWorker(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/service-worker.js') ?? false,
    null,
    { timeout: 20_000 },
  );
}

test.describe('the installable marketplace', () => {
  test('serves an installable manifest with real icons, and keeps the driver app’s own', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/app.webmanifest');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      scope: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'BinaMart', scope: '/', start_url: '/', display: 'standalone' });
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const image = await request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()).join('x')).toBe(size);
    }

    // the driver app stays an app of its own, scoped to /driver
    const driver = (await (await request.get('/manifest.webmanifest')).json()) as { scope: string; name: string };
    expect(driver).toMatchObject({ name: 'BinaMart Driver', scope: '/driver' });
  });

  test('caches hashed assets for good but never the service worker, and registers it for the whole site', async ({
    page,
    request,
  }) => {
    const worker = await request.get('/service-worker.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');
    const script = await worker.text();
    expect(script).toContain("'/api/'");
    expect(script).toContain('/offline.html');

    await page.goto('/');
    const asset = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
    const hashed = await request.get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['content-encoding']).toBe('br');

    await controlledBySiteWorker(page);
    const scopes = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
    );
    expect(scopes).toContain(`${new URL(page.url()).origin}/`);
    // API calls go past it to the network
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
      return urls.map((entry) => new URL(entry.url).pathname);
    });
    expect(kept).toContain('/offline.html');
    expect(kept.some((path) => path.startsWith('/api/') || path.startsWith('/accounts/'))).toBe(false);
  });

  test('shows the offline page in the reader’s language when the network is gone, and BinaMart again once back', async ({
    page,
    context,
  }) => {
    await page.goto('/shop');
    await controlledBySiteWorker(page);
    await page.evaluate(() => window.localStorage.setItem('binamart.language', 'ms'));
    await context.setOffline(true);
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Anda di luar talian' })).toBeVisible();
    await expect(page.getByText('BinaMart memerlukan sambungan internet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    // still offline, Try again shows the offline page again; once back, BinaMart
    await page.getByRole('button', { name: 'Cuba lagi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anda di luar talian' })).toBeVisible();
    await context.setOffline(false);
    // back online, the page opens BinaMart again: by itself (the browser's online event) or with Try again
    const offline = page.getByRole('heading', { level: 1, name: 'Anda di luar talian' });
    await expect(async () => {
      if (await offline.isVisible()) await page.getByRole('button', { name: 'Cuba lagi' }).click({ timeout: 2000 });
      await expect(offline).toBeHidden({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/login\?redirect=%2Forder/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('offers a new version when one is deployed, and reloads into it', async ({ page }) => {
    const file = join(WEB_DIST, 'service-worker.js');
    const original = readFileSync(file);
    const originals = ['.br', '.gz'].map((suffix) => [`${file}${suffix}`, readFileSync(`${file}${suffix}`)] as const);
    try {
      await page.goto('/');
      await controlledBySiteWorker(page);
      await expect(page.getByRole('status').filter({ hasText: 'A new version of BinaMart is ready' })).toHaveCount(0);

      // a new build: the worker's script changes
      const next = Buffer.concat([original, Buffer.from('\n// a newer build\n')]);
      writeFileSync(file, next);
      writeFileSync(`${file}.br`, brotliCompressSync(next));
      writeFileSync(`${file}.gz`, gzipSync(next));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.update());

      const prompt = page.getByRole('status').filter({ hasText: 'A new version of BinaMart is ready' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(prompt).toHaveCount(0);
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting);
      expect(waiting).toBeNull();
      const running = await page.evaluate(async () => {
        const response = await fetch('/service-worker.js', { cache: 'no-store' });
        return (await response.text()).endsWith('// a newer build\n');
      });
      expect(running).toBe(true);
    } finally {
      writeFileSync(file, original);
      for (const [path, bytes] of originals) writeFileSync(path, bytes);
    }
  });
});

/**
 * Installs BinaMart in a fresh Chromium profile and opens it as the installed app (a standalone
 * window), sized and touched as a 360 px phone.
 */
async function installedAppOnAPhone(
  browserType: BrowserType,
  launchOptions: LaunchOptions,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'binamart-pwa-'));
  const context = await browserType.launchPersistentContext(profile, { ...launchOptions, baseURL });
  const manifestId = `${baseURL}/`;
  const browserSession = await context.browser()!.newBrowserCDPSession();
  await browserSession.send('PWA.install', { manifestId, installUrlOrBundleUrl: `${baseURL}/` });
  await browserSession.send('PWA.changeAppUserSettings', { manifestId, displayMode: 'standalone' });
  const opened = context.waitForEvent('page');
  await browserSession.send('PWA.launch', { manifestId, url: `${baseURL}/login` });
  const page = await opened;
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setDeviceMetricsOverride', {
    width: 360,
    height: 740,
    deviceScaleFactor: 2,
    mobile: true,
  });
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.waitForLoadState();
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const entryIndex = (page: Page) => page.evaluate(() => window.navigation.currentEntry?.index ?? -1);

test.describe('the installed app’s back button @phone', () => {
  test('@phone on a home page it leaves the app; elsewhere it goes back', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // a browser of its own, with the app installed in it
    test.setTimeout(90_000);
    const app = await installedAppOnAPhone(playwright.chromium, launchOptions, baseURL!);
    const { page } = app;
    try {
      expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      const login = new LoginPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await login.signIn(ACCOUNTS.buyer);
      await expect(page).not.toHaveURL(/\/login/);

      // pages of the app, one after another
      await page.goto('/shop');
      await page.locator('a[href^="/product/"]').first().click();
      await expect(page).toHaveURL(/\/product\//);
      const product = page.url();
      expect(await entryIndex(page)).toBeGreaterThan(0);

      // a home page (§2): the app's history collapses under it, so back leaves the app
      await page.goto('/order');
      await expect(page).toHaveURL(/\/order$/);
      await expect.poll(() => entryIndex(page)).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.navigation.canGoBack)).toBe(false);
      expect(await page.goBack()).toBeNull();
      await expect(page).toHaveURL(/\/order$/);

      // elsewhere back walks back through the app
      await page.goto('/shop');
      await page.locator('a[href^="/product/"]').first().click();
      await expect(page).toHaveURL(/\/product\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/shop$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/order$/);
      expect(product).toContain('/product/');

      // the seller centre's and the administrators' home pages too (here: reached signed in as a buyer,
      // the guard sends the buyer on, and the rule follows the page shown)
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/profile$/);
      await expect.poll(() => entryIndex(page)).toBe(0);
    } finally {
      await app.close();
    }
  });

  test('@phone in the browser (not installed) back always goes back', async ({ page }) => {
    await signInAs(page, ACCOUNTS.buyer);
    await page.goto('/shop');
    await page.locator('a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(/\/product\//);
  });
});

test.describe('a push, as the service worker shows it', () => {
  test('a push message becomes a system notification with its title, text and link', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto('/');
    await controlledBySiteWorker(page);
    // the push service's part, played by DevTools: deliver a push to the site's worker
    const session = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const site = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (site) resolve(site.registrationId);
      });
    });
    await session.send('ServiceWorker.enable');
    const registrationId = await registered;
    const payload = {
      tag: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      title: 'Pesanan diterima',
      body: 'Syarikat Bahan Binaan Maju Sdn. Bhd. telah menerima pesanan ORD-2026-000777.',
      link: '/order/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    };
    await session.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId,
      data: JSON.stringify(payload),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        const notices = (await registration?.getNotifications()) ?? [];
        return notices.map((n) => ({
          tag: n.tag,
          title: n.title,
          body: n.body,
          link: (n.data as { link: string }).link,
        }));
      });
    await expect.poll(shown).toEqual([payload]);
  });
});

test.describe('push notifications on the profile page', () => {
  test('the switch asks the browser, tries to sign this device up, and says where it stands', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await signInAs(page, ACCOUNTS.buyerUser);
    await page.goto('/profile');
    const push = page.getByRole('switch', { name: 'Push notifications' });
    const device = page.getByTestId('push-device');
    await controlledBySiteWorker(page);
    // on by default: this browser has not signed up yet
    await expect(push).toBeChecked();
    await expect(device).toContainText('This device does not receive push notifications yet.');

    // the browser allows notifications; headless Chromium has no push service to sign up with, so the
    // subscription is refused and the page says so, with the button to try again
    await device.getByRole('button', { name: 'Receive them on this device' }).click();
    await expect(device.getByRole('alert')).toHaveText(
      'This device could not be signed up for push notifications. Try again in a moment.',
    );
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    const subscriptions = await page.evaluate(async () => {
      const raw = window.localStorage.getItem('binamart.user');
      const token = raw ? (JSON.parse(raw) as { jwtToken: string }).jwtToken : '';
      const response = await fetch('/api/push/subscriptions', { headers: { authorization: `Bearer ${token}` } });
      return response.json();
    });
    expect(subscriptions).toEqual([]);

    // off: no device of the user's gets pushes once saved
    await push.click({ force: true });
    await expect(push).not.toBeChecked();
    await expect(device).toHaveText('Push notifications are off: none reach any of your devices.');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
    // back on for the other specs' sake
    await page.getByRole('switch', { name: 'Push notifications' }).click({ force: true });
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
  });
});
