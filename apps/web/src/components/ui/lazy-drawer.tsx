/**
 * Mantine's Drawer with its code (overlay, focus trap, scroll lock) loaded when it first opens, or
 * sooner when `warmDrawer` runs as the reader reaches for what opens it: the screens that have one
 * (the site's menu, the shop's filters) show without that code.
 */
import type { DrawerProps } from '@mantine/core';
import { useState } from 'react';
import { lazyPart } from '@/lib/lazy-page';

const loadDrawer = () => import('./opening-drawer');
const OpeningDrawer = lazyPart(loadDrawer, 'OpeningDrawer');

/** Starts loading the drawer's code (the pointer or the focus is on a button that opens one). */
export function warmDrawer(): void {
  loadDrawer().catch(() => undefined);
}

export function LazyDrawer(props: DrawerProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  return wanted ? <OpeningDrawer {...props} /> : null;
}
