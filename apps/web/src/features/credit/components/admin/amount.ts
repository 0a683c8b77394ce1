/** Checks an amount typed in RM against the credit schemas' bounds (RM 100 to RM 1 000 000 000). */
import { ringgitToSen } from '@binamart/shared';

export function amountError(value: number | string, t: (key: string) => string): string | null {
  if (value === '' || typeof value !== 'number') return t('credit.approvedAmountRequired');
  const sen = ringgitToSen(value);
  if (sen < 100_00 || sen > 1_000_000_000_00) return t('credit.amountInvalid');
  return null;
}
