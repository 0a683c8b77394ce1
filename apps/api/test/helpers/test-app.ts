/**
 * A fresh, migrated database and a built app for one test file, with factories that
 * return what they made.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Insurer } from '../../src/adapters/insurer/insurer';
import type { MailTransport } from '../../src/adapters/mail/mail-transport';
import { type AppOptions, buildApp } from '../../src/app';
import { type Database, type Db, openPglite, openPostgres } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { adminUrl, databaseUrl, testDbKind } from './test-db-config';

async function cloneTemplate(): Promise<Database & { url?: string }> {
  if (testDbKind() === 'postgres') {
    const template = inject('templateDatabase');
    const name = `${template}_t${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`create database ${name} template ${template}`);
          break;
        } catch (error) {
          // another file is cloning the same template at this moment
          if (attempt > 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
        }
      }
    } finally {
      await admin.end();
    }
    const database = await openPostgres(databaseUrl(name));
    const close = database.close;
    return {
      ...database,
      url: databaseUrl(name),
      close: async () => {
        await close();
        const dropper = new pg.Client({ connectionString: adminUrl() });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('templateDump'))]);
  return openPglite(null, dump);
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
};

/**
 * Builds the app on a fresh database; `env` overrides the test environment; `options` may set the
 * clock, start the job engine's workers and stand another insurer in for the sandbox (made on the
 * fresh database, e.g. the sandbox wrapped to count its calls).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  mail?: MailTransport,
  { insurer, ...options }: Pick<AppOptions, 'clock' | 'jobs'> & { insurer?: (db: Db) => Insurer } = {},
) {
  const database = await cloneTemplate();
  const app = await buildApp({
    database,
    env: loadEnv({ ...TEST_ENV, ...env }),
    ...(mail && { mail }),
    ...options,
    ...(insurer && { insurer: insurer(database.db) }),
  });
  return {
    app,
    db: database.db,
    database,
    /** PostgreSQL: the database's address, for a second API instance on it */
    url: database.url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
