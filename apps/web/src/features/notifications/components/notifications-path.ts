import { type Role, roleKind } from '@binamart/shared';

/** Where a role reads its notifications. */
export function notificationsPath(role: Role): string {
  const kind = roleKind(role);
  if (kind === 'admin') return '/admin/notifications';
  if (kind === 'seller') return '/seller/notifications';
  return '/notifications';
}
