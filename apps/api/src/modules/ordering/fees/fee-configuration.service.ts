/**
 * The fee configuration at /admin/feeconfiguration (admConfFee): one stored row (id 1) of
 * the rates new orders are priced with. Orders already placed keep the rates they were
 * priced with (orders.rates), so a change here never reprices them.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_FEE_RATES, type FeeConfiguration, type FeeRates } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { feeSettings } from './tables';
import { users } from '../../identity/tables';
import { authorize } from '../../../lib/access';
import type { Actor } from '../../../lib/request-context';
import { FEE_SETTINGS_ID } from './fee-settings';

/** The rates in force (the spec's defaults until first saved), and who saved them last. */
export async function getFeeConfiguration(db: Db, actor: Actor | null): Promise<FeeConfiguration> {
  authorize(actor, { side: 'admin', area: 'admConfFee' });
  const [row] = await db
    .select({
      rates: feeSettings.rates,
      updatedAt: feeSettings.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(feeSettings)
    .leftJoin(users, eq(users.id, feeSettings.updatedBy))
    .where(eq(feeSettings.id, FEE_SETTINGS_ID));
  if (!row) return { rates: DEFAULT_FEE_RATES, updatedAt: null, updatedByName: null };
  return {
    rates: row.rates,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  };
}

/** Saves the rates new orders will be priced with (admConfFee Write). */
export async function saveFeeConfiguration(db: Db, actor: Actor | null, rates: FeeRates): Promise<FeeConfiguration> {
  const me = authorize(actor, { side: 'admin', area: 'admConfFee', level: 'Write' });
  const values = { rates, updatedBy: me.userId, updatedAt: new Date() };
  await db
    .insert(feeSettings)
    .values({ id: FEE_SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: feeSettings.id, set: values });
  return getFeeConfiguration(db, me);
}
