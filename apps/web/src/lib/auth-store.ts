/**
 * The signed-in user record (spec §3), kept in browser storage so a reload keeps the
 * session. Components subscribe with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { type AuthRecord, authRecordSchema } from '@binamart/shared';
import { storage } from './storage';

const KEY = 'binamart.user';
type Listener = () => void;

function read(): AuthRecord | null {
  const raw = storage.get(KEY);
  if (!raw) return null;
  try {
    const parsed = authRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let current: AuthRecord | null = read();
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

// another tab signing in or out updates this one too
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    current = read();
    listeners.forEach((listener) => listener());
  });
}

/** The signed-in user, or null; re-renders on sign-in and sign-out. */
export function useAuthUser(): AuthRecord | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
