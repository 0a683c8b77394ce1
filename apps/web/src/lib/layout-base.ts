/**
 * The path prefix of the layout a screen is shown in ('' for the main site, '/seller',
 * '/admin'), so one screen serves all three (e.g. /users, /seller/users, /admin/users).
 */
import { useOutletContext } from 'react-router';

export type LayoutBase = '' | '/seller' | '/admin';

export interface LayoutContext {
  base: LayoutBase;
}

/** The base path handed down by the enclosing layout's <Outlet context>. */
export function useLayoutBase(): LayoutBase {
  const context = useOutletContext<LayoutContext | undefined>();
  return context?.base ?? '';
}
