/**
 * The one access check every service begins with (spec §6): a signed-in actor, on an allowed
 * side of the marketplace, holding the permission level the action needs, acting for the
 * company that owns what it touches.
 */
import {
  type Area,
  type Level,
  type Permissions,
  type RoleKind,
  type Toggle,
  hasPermission,
  holdsToggle,
  roleKind,
} from '@binamart/shared';
import { forbidden, notFound, unauthorized } from './errors';
import type { Actor } from './request-context';

export interface AccessRule {
  /** the sides of the marketplace that may act (any side when absent) */
  side?: RoleKind | readonly RoleKind[];
  /**
   * the permission area the action needs; a map picks the area of the actor's side
   * (e.g. buyInv, sellInv, admInv), and a side the map does not name is refused
   */
  area?: Area | Partial<Record<RoleKind, Area>>;
  /** the least level needed in `area` (Read when absent) */
  level?: Level;
  /** a rule of spec §6 that combines areas, checked on the actor's permissions */
  rule?: (permissions: Permissions) => boolean;
  /**
   * the per-user toggle the action needs besides the level (spec §6 user management): a map picks
   * the toggle of the actor's side, and a side the map does not name needs none
   */
  toggle?: Toggle | Partial<Record<RoleKind, Toggle>>;
  /**
   * the company that owns what the action touches: any other company's actor is answered
   * "not found", so that nobody learns what another company has
   */
  owner?: string;
}

/**
 * The actor when the rule allows the action: 401 for an anonymous request, 403 for another
 * side, too low a level or a toggle not held, 404 for what belongs to another company.
 */
export function authorize(
  actor: Actor | null,
  { side, area, level = 'Read', rule, toggle, owner }: AccessRule = {},
): Actor {
  if (!actor) throw unauthorized();
  const kind = roleKind(actor.role);
  if (side !== undefined && !(typeof side === 'string' ? side === kind : side.includes(kind))) throw forbidden();
  if (area !== undefined) {
    const needed = typeof area === 'string' ? area : area[kind];
    if (!needed || !hasPermission(actor.permissions, needed, level)) throw forbidden();
  }
  if (rule && !rule(actor.permissions)) throw forbidden();
  const neededToggle = typeof toggle === 'string' ? toggle : toggle?.[kind];
  if (neededToggle && !holdsToggle(actor.role, actor.toggles, neededToggle)) throw forbidden();
  if (owner !== undefined && actor.companyId !== owner) throw notFound();
  return actor;
}

/** True when `authorize` would let the actor act (for choosing what to show, never instead of it). */
export function isAuthorized(actor: Actor | null, access: AccessRule = {}): actor is Actor {
  try {
    authorize(actor, access);
    return true;
  } catch {
    return false;
  }
}
