/**
 * The installed app's back button on a phone (lib/standalone-back): when one of the app's home
 * pages is reached in standalone mode with pages of the app behind it, the window goes back to
 * its first entry and the page takes that entry's place; back from there leaves the app. The
 * page to show is kept in session storage while the window travels back (the first entry may be
 * another document, which starts the app afresh or comes back from the back/forward cache). Uses the Navigation API (Chrome and Samsung
 * Internet, whose phones have a back button); without it the history is left as it is.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { collapsesHistory } from '../lib/standalone-back';

const PENDING_KEY = 'binamart.backTarget';

const session = {
  get: () => {
    try {
      return window.sessionStorage.getItem(PENDING_KEY);
    } catch {
      return null;
    }
  },
  set: (value: string | null) => {
    try {
      if (value === null) window.sessionStorage.removeItem(PENDING_KEY);
      else window.sessionStorage.setItem(PENDING_KEY, value);
    } catch {
      // no session storage: the page shows where the window went back to
    }
  },
};

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export function useStandaloneBack() {
  const location = useLocation();
  const navigate = useNavigate();
  // the window's first entry may come back from the back/forward cache, with no navigation of the app's own
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      const pending = event.persisted ? session.get() : null;
      if (pending === null || window.navigation?.currentEntry?.index !== 0) return;
      session.set(null);
      void navigate(pending, { replace: true });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [navigate]);
  useEffect(() => {
    const entry = typeof window.navigation === 'undefined' ? null : window.navigation.currentEntry;
    if (!entry) return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    const pending = session.get();
    if (pending !== null) {
      // on the way back to the window's first entry: once there, the page asked for takes its place
      if (entry.index > 0) return;
      session.set(null);
      if (pending !== here) void navigate(pending, { replace: true });
      return;
    }
    const standalone = matches('(display-mode: standalone)');
    if (
      !collapsesHistory({
        standalone,
        phone: matches('(pointer: coarse)'),
        pathname: location.pathname,
        index: entry.index,
      })
    )
      return;
    session.set(here);
    window.history.go(-entry.index);
  }, [location.key, location.pathname, location.search, location.hash, navigate]);
}
