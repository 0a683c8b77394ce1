import { describe, expect, it } from 'vitest';
import { RECENT_MAX, recentlyViewed, recordView } from './recently-viewed';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('recently viewed products', () => {
  it('keeps the newest first, each once, up to the limit', () => {
    const storage = memory();
    recordView('a', storage);
    recordView('b', storage);
    recordView('a', storage);
    expect(recentlyViewed(storage)).toEqual(['a', 'b']);
    for (let i = 0; i < 20; i++) recordView(`p${i}`, storage);
    expect(recentlyViewed(storage)).toHaveLength(RECENT_MAX);
    expect(recentlyViewed(storage)[0]).toBe('p19');
  });

  it('reads a damaged list as empty', () => {
    const storage = memory();
    storage.setItem('binamart.recentlyViewed', '{not json');
    expect(recentlyViewed(storage)).toEqual([]);
    storage.setItem('binamart.recentlyViewed', JSON.stringify([1, 'x', null]));
    expect(recentlyViewed(storage)).toEqual(['x']);
  });
});
