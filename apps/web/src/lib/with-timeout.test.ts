import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withTimeout } from './with-timeout';

afterEach(() => vi.useRealTimers());

describe('chunk load timeout (spec §9: 120 s)', () => {
  it('is 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('gives up on code that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const loading = withTimeout(never, CHUNK_LOAD_TIMEOUT_MS);
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes through code that arrives in time, and load errors as they are', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
    await expect(withTimeout(Promise.reject(new Error('net::ERR_FAILED')), 1000)).rejects.toThrow('net::ERR_FAILED');
  });
});
