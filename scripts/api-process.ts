/**
 * A real API process (`apps/api/src/main.ts`) on a free port, for the tests and the bench that
 * run several of them on one database: started with the environment given, ready once
 * `readyPath` answers; stopped with SIGTERM (then SIGKILL after 10 s).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const API = resolve(import.meta.dirname, '../apps/api');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** what the process wrote to stderr so far */
  errors: () => string;
}

export async function startApiProcess(env: Record<string, string>, readyPath = '/api/health'): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'binamart-process-')),
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The API process ended: ${errors}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return { url, child, errors: () => errors };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The API process did not answer: ${errors}`);
}

/** SIGTERM, and SIGKILL if it has not ended within 10 s; answers its exit code. */
export async function stopApiProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
