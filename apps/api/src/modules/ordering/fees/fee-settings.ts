/** The fee rates in force: the stored configuration, or the spec's defaults until an administrator changes them. */
import { eq } from 'drizzle-orm';
import { DEFAULT_FEE_RATES, type FeeRates } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { feeSettings } from './tables';

export const FEE_SETTINGS_ID = 1;

export async function currentRates(db: Db): Promise<FeeRates> {
  const [row] = await db.select().from(feeSettings).where(eq(feeSettings.id, FEE_SETTINGS_ID));
  return row?.rates ?? DEFAULT_FEE_RATES;
}
