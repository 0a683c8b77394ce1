/**
 * The back button of the installed app on a phone (spec §2): on the app's home pages (the
 * marketplace's, the seller centre's and the administrators') it leaves the app, as a phone's own
 * apps do, instead of walking back through the pages before; everywhere else it goes back. The
 * app gets there by collapsing its history whenever one of these pages is reached in standalone
 * mode: it returns to the first entry of the app's window and puts the page there, so nothing of
 * the app is behind it (use-standalone-back in app/ does it; the rule is here).
 */

/** The §2 paths whose back button leaves the installed app. */
export const APP_EXIT_PATHS = [
  '/',
  '/order',
  '/enquiry',
  '/profile',
  '/seller',
  '/seller/products',
  '/seller/order',
  '/seller/enquiry',
  '/seller/profile',
  '/admin',
  '/admin/products',
  '/admin/order',
  '/admin/enquiry',
  '/admin/profile',
] as const;

/** Whether back on this path leaves the app (paths match as the server does: any case, a trailing slash or not). */
export function leavesAppOnBack(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return (APP_EXIT_PATHS as readonly string[]).includes(path);
}

export interface BackContext {
  /** the app runs installed, in its own window: (display-mode: standalone) */
  standalone: boolean;
  /** a touch screen as the main pointer, (pointer: coarse): a phone or tablet, with its system back button */
  phone: boolean;
  pathname: string;
  /** the index of the current entry among the app window's entries (0: nothing of the app behind it) */
  index: number;
}

/** Whether the app's history is to be collapsed under this page, so that back leaves the app. */
export function collapsesHistory({ standalone, phone, pathname, index }: BackContext): boolean {
  return standalone && phone && index > 0 && leavesAppOnBack(pathname);
}
