/**
 * Whether the signed-in user may take an action, and if not, why, in the user's language
 * ("Ask your company administrator to give you the Payments permission at Write level"). The
 * rules are the API's (ACTION_NEEDS in packages/shared): a screen shows what the call would
 * refuse as disabled with this reason, or hides it when the action is not for the user's side.
 */
import type { TFunction } from '@/lib/translation';
import { useTranslation } from '@/lib/translation';
import { type ActionNeed, type Refusal, refusalOf } from '@binamart/shared';
import { useAuthUser } from './auth-store';

export interface Can {
  allowed: boolean;
  /** what the user could ask for; null when allowed, signed out or the action is for another side */
  reason: string | null;
}

/** The sentence that says whom to ask for what; null when there is nobody to ask. */
export function refusalText(t: TFunction, refusal: Refusal | null): string | null {
  if (!refusal || refusal.kind !== 'missing') return null;
  const area = refusal.area ? t(`areaLabels.${refusal.area}`) : '';
  const level = refusal.level ? t(`levels.${refusal.level}`) : '';
  const toggle = refusal.toggle ? t(`toggleLabels.${refusal.toggle}`) : '';
  if (refusal.area && refusal.toggle) return t('permissionNeeded.levelAndToggle', { area, level, toggle });
  if (refusal.area) return t('permissionNeeded.level', { area, level });
  return t('permissionNeeded.toggle', { toggle });
}

/** May the signed-in user take the action that needs `need` (ACTION_NEEDS.payInvoices, …)? */
export function useCan(need: ActionNeed): Can {
  const { t } = useTranslation();
  const refusal = refusalOf(useAuthUser(), need);
  return { allowed: refusal === null, reason: refusalText(t, refusal) };
}
