import { describe, expect, it, vi } from 'vitest';
import type { AuthRecord } from '@binamart/shared';
import { ApiError, createApiClient } from './api-client';

const record = (n: number): AuthRecord => ({
  id: '6f1c5c55-0a6b-4c43-9a55-1b2f6d1f2a01',
  email: 'buyer@demo.test',
  firstName: 'Lim',
  lastName: 'Chee Keong',
  companyId: '6f1c5c55-0a6b-4c43-9a55-1b2f6d1f2a02',
  companyName: 'Pembinaan Teguh Jaya',
  role: 'BuyAdm',
  permissions: {},
  toggles: [],
  notifyPush: true,
  notifySms: false,
  language: 'en-us',
  jwtToken: `jwt-${n}`,
  refreshToken: `refresh-${n}`,
  jwtExpiresAt: new Date().toISOString(),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: accepts only the current token; refresh hands out the next one after `refreshDelay` ms. */
function setup({ refreshOk = true, refreshDelay = 0 } = {}) {
  let user: AuthRecord | null = record(1);
  let valid = 'jwt-1';
  let refreshes = 0;
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const signedOut = vi.fn(() => {
    user = null;
  });
  const fetch = vi.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path: String(path), headers });
    if (String(path) === '/accounts/refresh-token') {
      refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, refreshDelay));
      if (!refreshOk) return json(401, { code: 'invalid_refresh_token', message: 'Your session has ended.' });
      valid = `jwt-${refreshes + 1}`;
      return json(200, record(refreshes + 1));
    }
    if (headers.Authorization !== `Bearer ${valid}`)
      return json(401, { code: 'unauthorized', message: 'Please sign in' });
    return json(200, { ok: true, path: String(path) });
  });
  const client = createApiClient({
    fetch: fetch as typeof globalThis.fetch,
    getUser: () => user,
    setUser: (next) => {
      user = next;
    },
    signedOut,
    getLanguage: () => 'zh-cn',
    networkMessage: () => 'offline',
  });
  return {
    client,
    calls,
    signedOut,
    expire: () => {
      valid = 'rotated-elsewhere';
    },
    refreshes: () => refreshes,
    user: () => user,
  };
}

describe('shared API client (spec §7)', () => {
  it('sends Accept-Language and the bearer token', async () => {
    const s = setup();
    await s.client.get('/api/me');
    expect(s.calls[0]!.headers['Accept-Language']).toBe('zh-cn');
    expect(s.calls[0]!.headers.Authorization).toBe('Bearer jwt-1');
  });

  it('on 401 refreshes once, stores the new user and retries', async () => {
    const s = setup();
    s.expire();
    await expect(s.client.get('/api/me')).resolves.toEqual({ ok: true, path: '/api/me' });
    expect(s.refreshes()).toBe(1);
    expect(s.user()!.jwtToken).toBe('jwt-2');
    expect(s.calls.map((c) => c.path)).toEqual(['/api/me', '/accounts/refresh-token', '/api/me']);
  });

  it('makes 401s that arrive during a refresh wait for it, with one refresh in all', async () => {
    const s = setup({ refreshDelay: 30 });
    s.expire();
    const results = await Promise.all([s.client.get('/api/a'), s.client.get('/api/b'), s.client.get('/api/c')]);
    expect(results.map((r) => (r as { path: string }).path)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(s.refreshes()).toBe(1);
  });

  it('signs the user out when the refresh fails', async () => {
    const s = setup({ refreshOk: false });
    s.expire();
    const error = await s.client.get('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(s.signedOut).toHaveBeenCalledOnce();
    expect(s.user()).toBeNull();
  });

  it("uses the response's message, else the status text", async () => {
    const withMessage = createApiClient({
      fetch: (async () => json(400, { code: 'validation_error', message: '部分字段需要修改' })) as typeof fetch,
      getUser: () => null,
      setUser: () => {},
      signedOut: () => {},
      getLanguage: () => 'zh-cn',
      networkMessage: () => 'offline',
    });
    await expect(withMessage.get('/api/x')).rejects.toThrow('部分字段需要修改');
    const withoutMessage = createApiClient({
      fetch: (async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })) as typeof fetch,
      getUser: () => null,
      setUser: () => {},
      signedOut: () => {},
      getLanguage: () => 'en-us',
      networkMessage: () => 'offline',
    });
    await expect(withoutMessage.get('/api/x')).rejects.toThrow('Bad Gateway');
  });

  it('says inside the page what to do when the API refuses an action, not the 403 page’s text', async () => {
    const refusing = (forbiddenMessage?: () => string) =>
      createApiClient({
        fetch: (async () =>
          json(403, {
            code: 'forbidden',
            message: "Sorry! You don't have permission to access this page",
          })) as typeof fetch,
        getUser: () => null,
        setUser: () => {},
        signedOut: () => {},
        getLanguage: () => 'en-us',
        networkMessage: () => 'offline',
        forbiddenMessage,
      });
    await expect(refusing(() => 'Ask your company administrator').post('/api/x')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Ask your company administrator',
    });
    await expect(refusing().post('/api/x')).rejects.toThrow("Sorry! You don't have permission to access this page");
  });

  it('turns a network failure into a clear message', async () => {
    const offline = createApiClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      getUser: () => null,
      setUser: () => {},
      signedOut: () => {},
      getLanguage: () => 'en-us',
      networkMessage: () => 'Cannot reach BinaMart.',
    });
    await expect(offline.get('/api/x')).rejects.toMatchObject({ status: 0, message: 'Cannot reach BinaMart.' });
  });

  it('uploads a multipart form with the bearer and no JSON content type, refreshing on 401', async () => {
    const s = setup();
    s.expire();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'logo.png');
    await expect(s.client.upload('/api/profile/images/profile', form)).resolves.toMatchObject({ ok: true });
    const retried = s.calls.at(-1)!;
    expect(retried.path).toBe('/api/profile/images/profile');
    expect(retried.headers.Authorization).toBe('Bearer jwt-2');
    expect(retried.headers['Content-Type']).toBeUndefined();
    expect(s.refreshes()).toBe(1);
  });
});
