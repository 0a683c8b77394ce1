/**
 * The embedded PostgreSQL (PGlite) on a thread of its own: PostgreSQL compiled to WebAssembly
 * and PGlite's turning of its answers into rows take about half of a request's work, and here
 * they run beside the HTTP server's event loop instead of on it. Plain JavaScript, so the same
 * file runs under tsx, Vitest and Node alike. The main thread's side is `pglite-thread.ts`;
 * each message is answered by one reply with the same id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/** Dates, times and their arrays kept as PostgreSQL wrote them (what Drizzle asks for, without its functions). */
const keep = (value) => value;
const RAW_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    keep,
  ]),
);

const { dataDir, loadDataDir } = workerData;
const client = await PGlite.create({
  ...(dataDir && { dataDir }),
  ...(loadDataDir && { loadDataDir: new Blob([loadDataDir]) }),
});

/** Open transactions by id: the handle, and how to end the callback PGlite holds them in. */
const transactions = new Map();
let nextTransaction = 1;
const listeners = new Map();
/** What a rollback asked for by the main thread rejects with (not an error to report). */
const ROLLBACK = Symbol('rollback');

/** An error as plain fields (PostgreSQL's code, constraint, detail…), which the main thread rebuilds. */
function plain(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

const on = (tx) => (tx ? transactions.get(tx).handle : client);

async function answer(message) {
  switch (message.op) {
    case 'query': {
      const options = {
        ...(message.rowMode && { rowMode: message.rowMode }),
        ...(message.raw && { parsers: RAW_PARSERS }),
      };
      const result = await on(message.tx).query(message.text, message.params, options);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await on(message.tx).exec(message.text);
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'begin': {
      const id = nextTransaction++;
      const open = {};
      const began = new Promise((resolve) => {
        open.settled = client.transaction(
          (handle) =>
            new Promise((commit, rollback) => {
              Object.assign(open, { handle, commit, rollback });
              transactions.set(id, open);
              resolve(id);
            }),
        );
      });
      // ended by 'end', which awaits it; a transaction that could not begin answers its error here
      open.settled.catch(() => {});
      return await Promise.race([began, open.settled]);
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`no open transaction ${message.tx}`);
      transactions.delete(message.tx);
      if (message.commit) open.commit();
      else open.rollback(ROLLBACK);
      try {
        await open.settled;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      }
      return null;
    }
    case 'listen': {
      const stop = await client.listen(message.channel, (payload) =>
        parentPort.postMessage({ notice: message.listener, payload }),
      );
      listeners.set(message.listener, stop);
      return null;
    }
    case 'unlisten': {
      await listeners.get(message.listener)?.();
      listeners.delete(message.listener);
      return null;
    }
    case 'dump': {
      const blob = await client.dumpDataDir(message.compression);
      return await blob.arrayBuffer();
    }
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  answer(message).then(
    (value) => parentPort.postMessage({ id: message.id, value }),
    (error) => parentPort.postMessage({ id: message.id, error: plain(error) }),
  );
});
parentPort.postMessage({ ready: true });
