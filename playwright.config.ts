import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// one empty data directory per run, so the demo seed runs on a fresh database
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'binamart-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3210);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_WEB_DIST builds the web app into a folder of its own, so two runs in one checkout do not share apps/web/dist
const webDist = process.env.E2E_WEB_DIST;
const buildCommand = webDist ? `npm run build -w @binamart/web -- --outDir ${webDist} --emptyOutDir` : 'npm run build';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: {
    command: `${buildCommand} && npm run serve`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // a test's browser context reaches bidding deadlines with an x-clock-offset-minutes header
      CLOCK_CONTROL: 'true',
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
  },
});
