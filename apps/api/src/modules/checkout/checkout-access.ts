/**
 * Who may see and change a checkout: the buyer company's users (buyOrder) for their own
 * checkouts, administrators (admOrder) for any, and only administrators change or place the
 * drafts made on a buyer's behalf. Another company's checkout is not found.
 */
import { type Level, roleKind } from '@binamart/shared';
import type { Db } from '../../db/client';
import { assertPermission, requireActor } from '../../lib/access';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import * as repo from './checkout.repository';

export const alreadyPlaced = () => new AppError(409, 'already_placed', 'checkout.alreadyPlaced');

/** 403 unless the actor is a buyer or an administrator holding `level` in their order area. */
export function checkoutActor(actor: Actor | null, level: Level): Actor {
  const me = requireActor(actor);
  const kind = roleKind(me.role);
  if (kind === 'buyer') assertPermission(me, 'buyOrder', level);
  else if (kind === 'admin') assertPermission(me, 'admOrder', level);
  else throw forbidden();
  return me;
}

/** The checkout the actor may read (`Read`) or change and place (`Write`), else 404 or 403. */
export async function accessCheckout(
  db: Db,
  actor: Actor | null,
  id: string,
  level: 'Read' | 'Write',
  { lock = false } = {},
): Promise<{ me: Actor; checkout: repo.CheckoutRow }> {
  const me = checkoutActor(actor, level);
  const checkout = await repo.findCheckout(db, id, { lock });
  if (!checkout) throw notFound();
  const isAdmin = roleKind(me.role) === 'admin';
  if (!isAdmin && checkout.buyerCompanyId !== me.companyId) throw notFound();
  if (level === 'Write' && checkout.onBehalf !== isAdmin) throw forbidden();
  return { me, checkout };
}
