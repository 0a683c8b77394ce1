/**
 * Who may see a delivery order, and as which side (spec §6 tracking rule, buyDoa): the one
 * check every DO endpoint begins with, so the list, the detail, the live stream, the driver
 * app and the acknowledgement agree.
 *
 * - administrators: admOrder not Block → 'admin' (every DO); otherwise 403 unauthorised;
 * - the DO's driver (a seller user with the 'driver' toggle, active) → 'driver';
 * - the seller company's users with sellOrder Read → 'seller'; without it 403; another seller's DO → 404;
 * - the buyer company's users with buyOrder not Block → 'buyerAcknowledger' when they also hold
 *   buyDoa Write (they may acknowledge, reject and dispute), else 'buyer'; with buyOrder Block 403
 *   unauthorised; any other buyer → 403 unauthorised.
 */
import { eq } from 'drizzle-orm';
import { hasPermission, levelOf, permissionRules, roleKind } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { deliveryOrders } from './tables';
import { users } from '../../identity/tables';
import { authorize } from '../../../lib/access';
import { AppError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import type { DeliveryOrderRow } from './delivery-transitions';

export type DeliverySide = 'buyer' | 'buyerAcknowledger' | 'seller' | 'driver' | 'admin';

/** 403 "Unauthorised" (code `unauthorised`): a buyer or administrator who may not see or act on the DO. */
export const deliveryUnauthorised = () => new AppError('unauthorised', 'delivery.unauthorised');

export interface DeliveryAccessDetail {
  /** the side the caller sees the DO from (the driver before the seller company) */
  side: DeliverySide;
  /** the caller is the DO's driver (active, with the 'driver' toggle) */
  isDriver: boolean;
  /** the caller is a user of the DO's seller company with sellOrder Write */
  sellerMayWrite: boolean;
  /** the DO as stored */
  deliveryOrder: DeliveryOrderRow;
}

/** True when the user is active and holds the 'driver' toggle. */
export async function isActiveDriver(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: users.status, toggles: users.toggles })
    .from(users)
    .where(eq(users.id, userId));
  return row !== undefined && row.status === 'active' && row.toggles.driver === true;
}

/** The caller's side on the DO with the facts behind it; 401, 403 or 404 as the module header says. */
export async function deliveryAccessDetail(db: Db, actor: Actor | null, id: string): Promise<DeliveryAccessDetail> {
  const me = authorize(actor);
  const [row] = await db.select().from(deliveryOrders).where(eq(deliveryOrders.id, id));
  if (!row) throw notFound();
  const kind = roleKind(me.role);
  if (kind === 'admin') {
    if (levelOf(me.permissions, 'admOrder') === 'Block') throw deliveryUnauthorised();
    return { side: 'admin', isDriver: false, sellerMayWrite: false, deliveryOrder: row };
  }
  if (kind === 'buyer') {
    if (me.companyId !== row.buyerCompanyId) throw deliveryUnauthorised();
    if (!permissionRules.viewTracking(me.role, me.permissions)) throw deliveryUnauthorised();
    const side = permissionRules.acknowledgeDeliveryOrder(me.permissions) ? 'buyerAcknowledger' : 'buyer';
    return { side, isDriver: false, sellerMayWrite: false, deliveryOrder: row };
  }
  const ownCompany = me.companyId === row.sellerCompanyId;
  const isDriver = ownCompany && row.driverUserId === me.userId && (await isActiveDriver(db, me.userId));
  const sellerMayWrite = ownCompany && hasPermission(me.permissions, 'sellOrder', 'Write');
  if (isDriver) return { side: 'driver', isDriver, sellerMayWrite, deliveryOrder: row };
  authorize(me, { owner: row.sellerCompanyId });
  authorize(me, { area: 'sellOrder' });
  return { side: 'seller', isDriver, sellerMayWrite, deliveryOrder: row };
}

/**
 * Which side the caller is on for the DO ('buyer' | 'buyerAcknowledger' | 'seller' | 'driver' |
 * 'admin'), or the error the access rules give (401, 403 `unauthorised`, 403, 404).
 */
export async function deliveryAccess(db: Db, actor: Actor | null, id: string): Promise<DeliverySide> {
  return (await deliveryAccessDetail(db, actor, id)).side;
}
