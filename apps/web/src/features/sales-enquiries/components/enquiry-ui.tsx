/** Small pieces the enquiry screens share: the state and type badges, and how measures and rules read. */
import { Badge } from '@mantine/core';
import type { TFunction } from '@/lib/translation';
import { useTranslation } from '@/lib/translation';
import type { RoadAccessRule, SalesEnquiryStatus, SalesEnquiryType } from '@binamart/shared';

const STATUS_COLOR: Record<SalesEnquiryStatus, string> = { new: 'blue.8', answered: 'teal.9', closed: 'gray.7' };

/** Long labels wrap inside the badge instead of being cut off in narrow table columns. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%', flexShrink: 0 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function EnquiryStatusBadge({ status }: { status: SalesEnquiryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast styles={WRAPPING}>
      {t(`salesEnquiryLabels.status.${status}`)}
    </Badge>
  );
}

export function EnquiryTypeBadge({ type }: { type: SalesEnquiryType }) {
  const { t } = useTranslation();
  return (
    <Badge color="gray.8" variant="outline" styles={WRAPPING}>
      {t(`salesEnquiryLabels.type.${type}`)}
    </Badge>
  );
}

const NUMBER = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 2 });

/** "1,250.5" */
export const measure = (value: number) => NUMBER.format(value);

/** "Lorries (up to 10 t): Allowed, Monday to Friday, 09:00 to 17:00" */
export function ruleText(t: TFunction, rule: RoadAccessRule): string {
  const times =
    rule.from && rule.to
      ? t(rule.to < rule.from ? 'salesEnquiryLabels.overnight' : 'salesEnquiryLabels.times', {
          from: rule.from,
          to: rule.to,
        })
      : t('salesEnquiryLabels.allDay');
  return t('salesEnquiryLabels.rule', {
    vehicle: t(`salesEnquiryLabels.vehicle.${rule.vehicle}`),
    access: t(`salesEnquiryLabels.access.${rule.access}`),
    days: t(`salesEnquiryLabels.days.${rule.days}`),
    times,
  });
}
