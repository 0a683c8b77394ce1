/**
 * Who may acknowledge, reject and dispute a delivery order (spec §6 buyDoa): users of the DO's
 * buyer company holding buyDoa Write with buyOrder not Block (and, for staff, the acknowledge DO
 * toggle). Anyone else — another buyer, the
 * seller, its driver, an administrator, a buyer user without the permission — gets 403
 * "Unauthorised"; a DO that does not exist is not found.
 */
import { eq } from 'drizzle-orm';
import { holdsToggle, permissionRules, roleKind } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { deliveryOrders } from '../delivery/tables';
import { authorize } from '../../../lib/access';
import { notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { deliveryUnauthorised, type DeliveryOrderRow } from '../delivery/index';

/** True when `actor` acts for the buyer of a DO of `buyerCompanyId` (spec §6: buyDoa Write, buyOrder not Block). */
export const isAcknowledger = (actor: Actor, buyerCompanyId: string) =>
  roleKind(actor.role) === 'buyer' &&
  actor.companyId === buyerCompanyId &&
  permissionRules.acknowledgeDeliveryOrder(actor.permissions) &&
  holdsToggle(actor.role, actor.toggles, 'acknowledgeDo');

/** The DO (404 when there is none) once the actor may act on it for its buyer (else 403 unauthorised). */
export async function assertAcknowledger(db: Db, actor: Actor | null, id: string): Promise<DeliveryOrderRow> {
  const me = authorize(actor);
  const [row] = await db.select().from(deliveryOrders).where(eq(deliveryOrders.id, id));
  if (!row) throw notFound();
  if (!isAcknowledger(me, row.buyerCompanyId)) throw deliveryUnauthorised();
  return row;
}
