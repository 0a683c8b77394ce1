/**
 * The embedded PGlite on its own thread, as the app reaches it (whichever database the other
 * tests run on, the embedded default always runs this way): PostgreSQL's errors arrive with
 * their code and constraint, a transaction that throws leaves nothing and tells no listener,
 * transactions begun at once run one after another, and a closed database refuses calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../src/db/pglite-thread';

let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.create({});
  await db.exec(`create table counters (name text primary key, value integer not null);
    insert into counters values ('orders', 0);`);
});
afterAll(async () => {
  await db.close();
});

const value = async () =>
  (await db.query<{ value: number }>(`select value from counters where name = 'orders'`)).rows[0]!.value;

describe('the embedded database on its own thread', () => {
  it("answers PostgreSQL's error code and constraint for a unique violation", async () => {
    const refused = await db.query(`insert into counters values ('orders', 1)`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: '23505', constraint: 'counters_pkey' });
  });

  it('rolls back a transaction whose work throws, and tells its listeners nothing', async () => {
    const heard: string[] = [];
    const stop = await db.listen('orders', (payload) => heard.push(payload));
    const failure = await db
      .transaction(async (tx) => {
        await tx.query(`update counters set value = value + 1 where name = 'orders'`);
        await tx.query(`select pg_notify('orders', 'rolled back')`);
        throw new Error('the bank refused');
      })
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe('the bank refused');
    expect(await value()).toBe(0);

    await db.transaction(async (tx) => {
      await tx.query(`update counters set value = value + 1 where name = 'orders'`);
      await tx.query(`select pg_notify('orders', 'committed')`);
    });
    expect(await value()).toBe(1);
    await expect.poll(() => heard).toEqual(['committed']);
    await stop();
  });

  it('runs transactions begun at once one after another: no increment is lost', async () => {
    const before = await value();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ value: number }>(`select value from counters where name = 'orders'`);
          await tx.query(`update counters set value = $1 where name = 'orders'`, [rows[0]!.value + 1]);
        }),
      ),
    );
    expect(await value()).toBe(before + 10);
  });

  it('keeps dates as PostgreSQL wrote them when asked (as Drizzle asks), and parses them otherwise', async () => {
    const text = `select '2026-11-28 10:00:00+08'::timestamptz as at`;
    const raw = await db.query<{ at: unknown }>(text, [], { parsers: {} });
    expect(raw.rows[0]!.at).toBe('2026-11-28 02:00:00+00');
    const parsed = await db.query<{ at: unknown }>(text);
    expect(parsed.rows[0]!.at).toEqual(new Date('2026-11-28T02:00:00Z'));
  });

  it('refuses calls once closed', async () => {
    const other = await PgliteThread.create({});
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('the embedded database is closed');
  });
});
