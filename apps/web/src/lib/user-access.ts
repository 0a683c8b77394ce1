/** Who may manage users (spec §6): the conf area of the user's side at Write or more. */
import {
  type Area,
  type AuthRecord,
  type Permissions,
  type Role,
  type Toggle,
  ADMIN_TOGGLES,
  BUYER_TOGGLES,
  DEFAULT_PERMISSIONS,
  LEVELS,
  SELLER_TOGGLES,
  areasOf,
  hasPermission,
  levelOf,
  roleKind,
} from '@binamart/shared';

const CONF_AREA: Record<ReturnType<typeof roleKind>, Area> = { buyer: 'buyConf', seller: 'sellConf', admin: 'admConf' };

/** True when the signed-in user may create and edit users of their company (the level and the manage users toggle). */
export function canManageUsers(user: Pick<AuthRecord, 'role' | 'permissions' | 'toggles'> | null): boolean {
  return (
    user !== null &&
    hasPermission(user.permissions, CONF_AREA[roleKind(user.role)], 'Write') &&
    holdsCapability(user, 'manageUsers')
  );
}

/**
 * True when the user holds a per-user toggle (spec §6). A session kept from before toggles were
 * sent says nothing of them: the API, which checks every call, decides for it.
 */
export function holdsCapability(user: Pick<AuthRecord, 'toggles'> | null, toggle: Toggle): boolean {
  if (!user) return false;
  return user.toggles === undefined || user.toggles.includes(toggle);
}

/** The roles a user may give: only their own side's. */
export function assignableRoles(role: Role): Role[] {
  const kind = roleKind(role);
  if (kind === 'admin') return ['Adm'];
  if (kind === 'seller') return ['SellAdm', 'SellUsr'];
  return ['BuyAdm', 'BuyUsr'];
}

/** The per-user toggles of a role's side. */
export function togglesOf(role: Role): readonly Toggle[] {
  const kind = roleKind(role);
  if (kind === 'admin') return ADMIN_TOGGLES;
  if (kind === 'seller') return SELLER_TOGGLES;
  return BUYER_TOGGLES;
}

/** The role's default levels, lowered where the manager holds less (nobody grants above their own level). */
export function defaultLevelsFor(role: Role, manager: Permissions): Permissions {
  const defaults = DEFAULT_PERMISSIONS[role];
  return Object.fromEntries(
    areasOf(role).map((area) => {
      const wanted = levelOf(defaults, area);
      const held = levelOf(manager, area);
      return [area, LEVELS.indexOf(wanted) > LEVELS.indexOf(held) ? held : wanted];
    }),
  ) as Permissions;
}
