/** Credit applications move only along their transitions table (packages/shared/src/states). */
import {
  type CreditApplicationAction,
  type CreditApplicationStatus,
  nextCreditApplicationStatus,
} from '@binamart/shared';
import type { AppError } from '../../lib/errors';

/** The application's status after `action`; the `refusal` when the table does not allow it from `from`. */
export function applicationMove(
  from: CreditApplicationStatus,
  action: CreditApplicationAction,
  refusal: () => AppError,
): CreditApplicationStatus {
  const to = nextCreditApplicationStatus(from, action);
  if (!to) throw refusal();
  return to;
}
