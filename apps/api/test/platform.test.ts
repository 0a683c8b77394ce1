import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@binamart/shared';
import { openPglite } from '../src/db/client';
import { localDiskStorage } from '../src/adapters/storage/file-storage';
import { isEmptyDatabase, seedDemo } from '../src/seed/demo';
import { createCategoryTree } from '../src/modules/catalog/index';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
const storage = localDiskStorage(mkdtempSync(join(tmpdir(), 'binamart-seed-')));
beforeAll(async () => {
  t = await createTestApp();
  await createCategoryTree(t.db, [
    {
      slug: 'steel',
      nameEn: 'Steel & Metal',
      nameZh: '钢材与金属',
      children: [{ slug: 'rebar', nameEn: 'Reinforcement Bars', nameZh: '钢筋' }],
    },
    { slug: 'cement', nameEn: 'Cement', children: [{ slug: 'opc', nameEn: 'Portland Cement' }] },
  ]);
  t.app.get('/api/test-explode', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('GET /api/health answers 200 with the database kind', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('sends the security headers on every answer, an error included', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-src 'self' blob:");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/accounts/authenticate',
        '/accounts/refresh-token',
        '/accounts/revoke-token',
        '/api/category',
      ]),
    );
    expect(doc.paths['/accounts/authenticate'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('matches paths case-insensitively, as the spec writes them (api/Category)', async () => {
    expect((await t.app.inject({ url: '/api/Category' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/API/CATEGORY' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a translated 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'zh-cn' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'route_not_found', message: '服务器上没有此地址' });
  });

  it('never leaks internals in a 5xx', async () => {
    const response = await t.app.inject({ url: '/api/test-explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });
});

describe('GET /api/Category', () => {
  it('lists every category publicly, each parent before its children', async () => {
    const response = await t.app.inject({ url: '/api/Category' });
    const categories = response.json<Category[]>();
    expect(categories.map((c) => c.slug)).toEqual(['steel', 'rebar', 'cement', 'opc']);
    const steel = categories.find((c) => c.slug === 'steel')!;
    expect(categories.find((c) => c.slug === 'rebar')!.parentId).toBe(steel.id);
    expect(steel.parentId).toBeNull();
  });

  it('names categories in the request language, falling back to English', async () => {
    const response = await t.app.inject({ url: '/api/Category', headers: { 'accept-language': 'zh-CN' } });
    const names = response.json<Category[]>().map((c) => c.name);
    expect(names).toEqual(['钢材与金属', '钢筋', 'Cement', 'Portland Cement']);
  });
});

describe('demo seed', () => {
  it('seeds an empty database once, and never touches one that holds data', async () => {
    const fresh = await createTestApp();
    try {
      expect(await isEmptyDatabase(fresh.db)).toBe(true);
      expect(await seedDemo(fresh.db, storage)).toBe('seeded');
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/accounts/authenticate',
        payload: { username: 'buyer.user@demo.test', password: 'Demo@1234' },
      });
      expect(login.json()).toMatchObject({ role: 'BuyUsr' });
      for (const [email, role] of [
        ['admin@demo.test', 'Adm'],
        ['seller@demo.test', 'SellAdm'],
        ['seller.user@demo.test', 'SellUsr'],
        ['buyer@demo.test', 'BuyAdm'],
      ]) {
        const r = await fresh.app.inject({
          method: 'POST',
          url: '/accounts/authenticate',
          payload: { username: email, password: 'Demo@1234' },
        });
        expect(r.json().role).toBe(role);
      }
      expect(await seedDemo(fresh.db, storage)).toBe('skipped');
      const categories = (await fresh.app.inject({ url: '/api/Category' })).json<Category[]>();
      expect(categories.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(8);
      const shop = (await fresh.app.inject({ url: '/api/products?pageSize=60' })).json();
      expect(shop.total).toBeGreaterThanOrEqual(200);
      const sellers = new Set(shop.items.map((p: { seller: { id: string } }) => p.seller.id));
      expect(sellers.size).toBeGreaterThanOrEqual(5);
      const branches = (await fresh.app.inject({ url: '/api/branches' })).json();
      expect(new Set(branches.map((b: { companyId: string }) => b.companyId)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(branches.map((b: { state: string }) => b.state)).size).toBeGreaterThanOrEqual(8);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('skips a database that holds only other data', async () => {
    // this file's database already holds categories
    expect(await seedDemo(t.db, storage)).toBe('skipped');
    const login = await t.app.inject({
      method: 'POST',
      url: '/accounts/authenticate',
      payload: { username: 'admin@demo.test', password: 'Demo@1234' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('embedded database', () => {
  it('refuses, with a clear message, a data directory another process holds', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'binamart-lock-')), 'db');
    const first = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(/is in use by another BinaMart process/);
    } finally {
      await first.close();
    }
    const again = await openPglite(dir);
    await again.close();
  });
});
