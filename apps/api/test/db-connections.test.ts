/**
 * Reads started together inside a transaction (a Promise.all on its one connection) are all
 * answered, each with its own rows, and sent one statement at a time: pg warns of a query sent
 * while another runs on the same connection (its next major version refuses it). Meaningful on
 * PostgreSQL (TEST_DB=postgres); the embedded PGlite runs one statement at a time by nature.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a transaction's connection", () => {
  it('answers reads started together, one statement at a time, without pg warning of it', async () => {
    const warnings: string[] = [];
    const heard = (warning: Error) => warnings.push(warning.message);
    process.on('warning', heard);
    try {
      const answers = await t.db.transaction((tx) =>
        Promise.all(
          Array.from({ length: 8 }, (_, i) => tx.execute(sql`select ${i}::int as n, pg_sleep(0.005)::text as slept`)),
        ),
      );
      expect(answers.map((answer) => (answer as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7,
      ]);
      // a warning is emitted on the next turn of the event loop
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', heard);
    }
  });
});
