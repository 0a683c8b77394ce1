#!/usr/bin/env node
/**
 * `npm test`: runs every test tier this machine can run and says which it skipped.
 * Tiers: unit, integration on PGlite, integration on PostgreSQL, end-to-end in Chromium.
 * Under CI=true a tier that cannot run is a failure, not a skip.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, relative } from 'node:path';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const root = join(import.meta.dirname, '..');
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pgUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

/** True when something accepts connections on the PostgreSQL address. */
function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** The first line of a failure's message, short enough for the summary. */
function firstLine(message) {
  const line =
    String(message ?? '')
      .split('\n')
      .find((part) => part.trim() !== '') ?? '';
  // Strip terminal colours so the summary reads the same in a log file.
  return line
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .trim()
    .slice(0, 300);
}

function vitestCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const failures = [];
    for (const suite of report.testResults ?? []) {
      const path = relative(root, suite.name ?? '');
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') {
          failures.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
        }
      }
      // A file that fails to load has no tests, only a message.
      if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) {
        failures.push(`${path}: ${firstLine(suite.message)}`);
      }
    }
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: report.numPendingTests ?? 0,
      failures,
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0, failures: [] };
  }
}

/** Every failed Playwright test, as "file › title: first line of the error". */
function playwrightFailures(suites, path = '') {
  const failures = [];
  for (const suite of suites ?? []) {
    const file = suite.file ?? path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file ?? file} › ${spec.title} [${test.projectName}]: ${firstLine(error)}`);
      }
    }
    failures.push(...playwrightFailures(suite.suites, file));
  }
  return failures;
}

function playwrightCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const { stats } = report;
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
      failures: playwrightFailures(report.suites),
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0, failures: [] };
  }
}

/** The API integration files, on one database kind. */
function integrationTier(label, kind, available) {
  return {
    name: `integration (${label})`,
    available,
    run: () => {
      const file = join(out, `integration-${kind}.json`);
      const ok = run(
        'npx',
        ['vitest', 'run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
        { TEST_DB: kind },
      );
      return { ok, ...vitestCounts(file) };
    },
  };
}

const tiers = [
  {
    name: 'unit',
    available: async () => true,
    run: () => {
      const file = join(out, 'unit.json');
      const ok = run('npx', [
        'vitest',
        'run',
        '--project',
        'unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${file}`,
      ]);
      return { ok, ...vitestCounts(file) };
    },
  },
  integrationTier('PGlite', 'pglite', async () => true),
  integrationTier('PostgreSQL', 'postgres', async () =>
    (await reachable(pgUrl.hostname, Number(pgUrl.port || 5432))) ? true : `no PostgreSQL server at ${pgUrl.host}`,
  ),
  {
    name: 'end-to-end (Chromium)',
    available: async () =>
      existsSync(chromiumPath) ? true : `no Chromium at ${chromiumPath} (apt-get install chromium)`,
    run: () => {
      const file = join(out, 'e2e.json');
      const ok = run('npx', ['playwright', 'test'], { E2E_JSON: file, CHROMIUM_PATH: chromiumPath });
      return { ok, ...playwrightCounts(file) };
    },
  },
];

const summary = [];
for (const tier of tiers) {
  const available = await tier.available();
  if (available !== true) {
    summary.push({ name: tier.name, status: ci ? 'FAILED (missing under CI)' : 'skipped', reason: available, ok: !ci });
    console.log(`\n=== ${tier.name}: ${ci ? 'cannot run under CI' : 'skipped'}: ${available}\n`);
    continue;
  }
  console.log(`\n=== ${tier.name}\n`);
  const result = tier.run();
  const ok = result.ok && result.failed === 0 && result.passed > 0;
  summary.push({ name: tier.name, status: ok ? 'passed' : 'FAILED', ok, ...result });
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nTest tiers:');
for (const tier of summary) {
  passed += tier.passed ?? 0;
  failed += tier.failed ?? 0;
  skipped += tier.skipped ?? 0;
  const counts = tier.passed === undefined ? tier.reason : `${tier.passed} passed, ${tier.failed} failed`;
  console.log(`  ${tier.name.padEnd(26)} ${tier.status.padEnd(10)} ${counts}`);
  for (const failure of tier.failures ?? []) console.log(`    ✗ ${failure}`);
}
const allOk = summary.every((tier) => tier.ok);
if (!allOk && failed === 0) failed = summary.filter((tier) => !tier.ok).length;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
