/** Small pieces the insurance screens share: the state badge, how a period and the insurer's reason read. */
import { Badge } from '@mantine/core';
import type { TFunction } from '@/lib/translation';
import { useTranslation } from '@/lib/translation';
import type { InsuranceStatus, InsurerAnswerView } from '@binamart/shared';
import { calendarDate } from '@/lib/calendar-dates';

const STATUS_COLOR: Record<InsuranceStatus, string> = {
  draft: 'gray.7',
  submitted: 'blue.8',
  referred: 'grape.9',
  accepted: 'teal.9',
  declined: 'red.8',
  withdrawn: 'gray.6',
};

/** Long labels wrap inside the badge instead of being cut off in narrow table columns. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%', flexShrink: 0 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function InsuranceStatusBadge({ status }: { status: InsuranceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast styles={WRAPPING}>
      {t(`insuranceLabels.status.${status}`)}
    </Badge>
  );
}

/** "09/03/2026 to 08/03/2027" */
export const periodText = (t: TFunction, start: string, end: string) =>
  t('insuranceAdmin.period', { start: calendarDate(start), end: calendarDate(end) });

/** The insurer's reason in the reader's language when it is one it gives often, else its own words. */
export function reasonText(t: TFunction, insurer: Pick<InsurerAnswerView, 'reasonCode' | 'reason'>): string | null {
  if (!insurer.reasonCode) return insurer.reason;
  return t(`insuranceLabels.reasons.${insurer.reasonCode}`, { reason: insurer.reason ?? '' });
}
