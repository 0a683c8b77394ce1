/**
 * Starts the marketplace: opens (and migrates) the database, seeds demo data into an
 * empty one, and serves the API with the built web app on one origin.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFileStorage } from './adapters/storage/file-storage';
import { generateVapidKeys } from './adapters/push/push-sender';
import { buildApp } from './app';
import { RequestOffsetClock } from './lib/clock';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/demo';
import { generatedSecret, loadEnv } from './env';

/**
 * A secret from the environment, else one kept in the data directory as `fileName` so it
 * survives restarts (sessions for the JWT secret, signed gateway callbacks for the payment one).
 */
function keptSecret(dataDir: string, fileName: string, configured: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = generatedSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The VAPID key pair Web Push is signed with: from the environment, else kept in the data directory
 * as vapid-keys.json, made on first start (browsers' subscriptions are bound to the public key, so
 * it must outlive restarts; several processes are given one pair in the environment).
 */
function keptVapidKeys(dataDir: string, env: { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string }) {
  if (env.VAPID_PUBLIC_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

async function main() {
  const env = loadEnv();
  env.JWT_SECRET = keptSecret(env.DATA_DIR, 'jwt-secret', env.JWT_SECRET);
  env.PAYMENT_GATEWAY_SECRET = keptSecret(env.DATA_DIR, 'payment-gateway-secret', env.PAYMENT_GATEWAY_SECRET);
  env.DELIVERY_PARTNER_SECRET = keptSecret(env.DATA_DIR, 'delivery-partner-secret', env.DELIVERY_PARTNER_SECRET);
  const vapid = keptVapidKeys(env.DATA_DIR, env);
  env.VAPID_PUBLIC_KEY = vapid.publicKey;
  env.VAPID_PRIVATE_KEY = vapid.privateKey;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  if (env.SEED_DEMO === 'true') {
    const outcome = await seedDemo(database.db, createFileStorage(env));
    console.log(
      outcome === 'seeded' ? 'Seeded demo data into the new database.' : 'Database already holds data: not seeded.',
    );
  }
  // the job engine runs the timed work (the overdue sweep, reminders) once across every process
  const app = await buildApp({
    database,
    env,
    logger: { level: env.LOG_LEVEL },
    jobs: true,
    // end-to-end tests read this clock ahead per request (x-clock-offset-minutes)
    ...(env.CLOCK_CONTROL && { clock: new RequestOffsetClock() }),
  });
  // SIGTERM or SIGINT: stop accepting, let requests in flight finish, end live streams and job
  // workers (the app's close hooks), close the database; give up after 10 s
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    let phase = 'closing the server';
    const deadline = setTimeout(() => {
      console.error(`Shutdown took longer than 10 s (while ${phase}): exiting`);
      process.exit(1);
    }, 10_000);
    deadline.unref();
    // a keep-alive connection whose request was in flight becomes idle once answered: close it then,
    // or the server would wait for the client to hang up
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idle);
    phase = 'closing the database';
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: env.HOST, port: env.PORT });
  console.log(`BinaMart is running at http://localhost:${env.PORT} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.name !== 'DataDirectoryLockedError') console.error(error.stack);
  process.exit(1);
});
