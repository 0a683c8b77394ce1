/** What the signed-in reader is to credit reports: an administrator reads every report and its access log, others buy for their company. */
import { roleKind } from '@binamart/shared';
import { useAuthUser } from '@/lib/auth-store';

export function useViewer() {
  const user = useAuthUser();
  const admin = user !== null && roleKind(user.role) === 'admin';
  return { user, admin };
}
