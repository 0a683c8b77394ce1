/**
 * What an operator watches: GET /api/ready (database, migrations, job engine) and GET /metrics
 * (Prometheus text to a bearer token only; not served without one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-operations-test';
let withJobs: TestApp;
let plain: TestApp;
beforeAll(async () => {
  withJobs = await createTestApp({ METRICS_TOKEN }, undefined, { jobs: true });
  await withJobs.app.ready();
  plain = await createTestApp();
});
afterAll(async () => {
  await withJobs.close();
  await plain.close();
});

describe('readiness', () => {
  it('is ready with the database reachable, every migration applied and the job engine running', async () => {
    const response = await withJobs.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: true, database: 'ok', migrations: 'current', jobs: 'running' });
  });

  it('says the jobs are off in a process that does not run them', async () => {
    const response = await plain.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ready: true, jobs: 'off' });
  });

  it('is not ready once the job engine stopped', async () => {
    const app = await createTestApp({}, undefined, { jobs: true });
    try {
      await app.app.ready();
      await app.app.jobs.stop();
      const response = await app.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ready: false, jobs: 'stopped' });
    } finally {
      await app.close();
    }
  });
});

describe('metrics', () => {
  it('answers the token with request durations by route, job queues and live connections', async () => {
    expect((await withJobs.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const response = await withJobs.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /binamart_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(response.body).toContain('binamart_live_connections{stream="delivery"} 0');
    expect(response.body).toContain('binamart_job_queue');
    expect(response.body).toContain('binamart_process_resident_memory_bytes');
  });

  it('refuses anyone without the token, and is not served at all without one configured', async () => {
    expect((await withJobs.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (
        await withJobs.app.inject({
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-of-the-same-size!!!' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode,
    ).toBe(404);
  });
});
