/** Applies the shared access guard (spec §2) to every navigation. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess } from '@binamart/shared';
import { useAuthUser } from '../lib/auth-store';

export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useAuthUser();
  const decision = decideAccess(location.pathname, user, location.search);
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'forbidden') return <Navigate to="/403" replace />;
  return children;
}
