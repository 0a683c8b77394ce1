/**
 * Access checks every service begins with: a signed-in actor, of the right side of the
 * marketplace, holding the permission level the action needs (spec §6).
 */
import { type Area, type Level, type RoleKind, hasPermission, roleKind } from '@binamart/shared';
import { forbidden, unauthorized } from './errors';
import type { Actor } from './request-context';

/** The actor, or 401 when the request is anonymous. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

/** 403 unless the actor's role is on one of the given sides. */
export function assertRoleKind(actor: Actor, ...kinds: RoleKind[]): void {
  if (!kinds.includes(roleKind(actor.role))) throw forbidden();
}

/** 403 unless the actor holds at least `level` in `area`. */
export function assertPermission(actor: Actor, area: Area, level: Level): void {
  if (!hasPermission(actor.permissions, area, level)) throw forbidden();
}
