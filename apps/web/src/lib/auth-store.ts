/**
 * The signed-in user record (spec §3), kept in browser storage so a reload keeps the
 * session. Components subscribe with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { type AuthRecord, readAuthRecord } from '@binamart/shared';
import { storage } from './storage';

const KEY = 'binamart.user';
type Listener = () => void;

/** The stored record, if it is whole (readAuthRecord checks it without loading zod). */
function read(): AuthRecord | null {
  const raw = storage.get(KEY);
  if (!raw) return null;
  try {
    return readAuthRecord(JSON.parse(raw));
  } catch {
    return null;
  }
}

let current: AuthRecord | null = null;
const listeners = new Set<Listener>();

export const authStore = {
  get: (): AuthRecord | null => current,
  set(record: AuthRecord) {
    current = record;
    storage.set(KEY, JSON.stringify(record));
    listeners.forEach((listener) => listener());
  },
  clear() {
    current = null;
    storage.remove(KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Takes up the record stored by an earlier visit or by another tab. */
export function restoreStoredUser(): void {
  current = read();
  listeners.forEach((listener) => listener());
}

// another tab signing in or out updates this one too
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY) restoreStoredUser();
  });
}

/** The signed-in user, or null; re-renders on sign-in and sign-out. */
export function useAuthUser(): AuthRecord | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
