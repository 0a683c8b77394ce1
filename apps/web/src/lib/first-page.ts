/**
 * Whether the first page of a visit has been shown: its code drawn and the queries it started answered
 * (lazy-page.tsx says so). What that page does not need waits for it, so a phone on a slow link spends its first
 * seconds on the page asked for: the rest of the texts (i18n.ts), and a signed-in header's badges and account
 * menu (header-account.tsx) with their live streams and pickers.
 */
import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

/** Said once, by the first page shown. */
export function firstPageShown() {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Runs `listener` once the first page has been shown (at once if it has). */
export function afterFirstPage(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isShown = () => shown;

/** True once the first page has been shown. */
export function useFirstPageShown(): boolean {
  return useSyncExternalStore(afterFirstPage, isShown, isShown);
}
