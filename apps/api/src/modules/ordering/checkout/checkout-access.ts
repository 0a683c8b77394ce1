/**
 * Who may see and change a checkout: the buyer company's users (buyOrder) for their own
 * checkouts, administrators (admOrder) for any, and only administrators change or place the
 * drafts made on a buyer's behalf. Another company's checkout is not found.
 */
import { roleKind } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { authorize } from '../../../lib/access';
import { AppError, forbidden, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import * as repo from './checkout.repository';

export const alreadyPlaced = () => new AppError('already_placed', 'checkout.alreadyPlaced');

/** The checkout the actor may read (`Read`) or change and place (`Write`), else 404 or 403. */
export async function accessCheckout(
  db: Db,
  actor: Actor | null,
  id: string,
  level: 'Read' | 'Write',
  { lock = false } = {},
): Promise<{ me: Actor; checkout: repo.CheckoutRow }> {
  const me = authorize(actor, { area: { buyer: 'buyOrder', admin: 'admOrder' }, level });
  const checkout = await repo.findCheckout(db, id, { lock });
  if (!checkout) throw notFound();
  const isAdmin = roleKind(me.role) === 'admin';
  if (!isAdmin && checkout.buyerCompanyId !== me.companyId) throw notFound();
  if (level === 'Write' && checkout.onBehalf !== isAdmin) throw forbidden();
  return { me, checkout };
}
