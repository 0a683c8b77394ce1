/**
 * The products this browser opened last, newest first (kept in localStorage, at most 12), for the
 * home page's "Recently viewed". Only ids are kept: the home page asks for each product as it is now.
 */
const KEY = 'binamart.recentlyViewed';
export const RECENT_MAX = 12;

export function recentlyViewed(storage: Pick<Storage, 'getItem'> = window.localStorage): string[] {
  try {
    const ids: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a product first in the list (once), dropping the oldest beyond the limit. */
export function recordView(id: string, storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage) {
  const ids = [id, ...recentlyViewed(storage).filter((seen) => seen !== id)].slice(0, RECENT_MAX);
  try {
    storage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // storage full or blocked: the list is a convenience
  }
}
