import { describe, expect, it, vi } from 'vitest';
import type { AuthRecord } from '@binamart/shared';
import { refreshStoredUser } from './current-user';

const stored = {
  id: 'u1',
  role: 'BuyUsr',
  permissions: { buyOrder: 'Write' },
  jwtToken: 'jwt',
} as unknown as AuthRecord;

function memoryStore(initial: AuthRecord | null) {
  let value = initial;
  return {
    get: () => value,
    set: (next: AuthRecord) => (value = next),
    clear: () => (value = null),
    subscribe: () => () => true,
  };
}

describe('refreshing the stored user at start', () => {
  it('takes the current levels from the server and keeps the tokens', async () => {
    const store = memoryStore(stored);
    const api = { get: vi.fn(async () => ({ id: 'u1', role: 'BuyUsr', permissions: { buyOrder: 'Block' } })) };
    await refreshStoredUser(api as never, store as never);
    expect(store.get()).toMatchObject({ permissions: { buyOrder: 'Block' }, jwtToken: 'jwt' });
    expect(api.get).toHaveBeenCalledWith('/api/me');
  });

  it('does nothing for a visitor', async () => {
    const api = { get: vi.fn() };
    await refreshStoredUser(api as never, memoryStore(null) as never);
    expect(api.get).not.toHaveBeenCalled();
  });
});
