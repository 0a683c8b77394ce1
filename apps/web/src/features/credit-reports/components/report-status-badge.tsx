/** A report's state as a coloured badge with its name (the colour is never the only sign). */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { CreditReportStatus } from '@binamart/shared';

/** Shades whose text (white, or dark on the light ones through autoContrast) passes WCAG AA at badge size. */
const COLOR: Record<CreditReportStatus, string> = {
  awaitingPayment: 'yellow.4',
  paymentFailed: 'orange.4',
  requested: 'blue.8',
  ready: 'teal.9',
  failed: 'red.9',
};

/** Long labels wrap inside the badge instead of being cut off in narrow columns. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%', flexShrink: 0 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function ReportStatusBadge({ status }: { status: CreditReportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="filled" autoContrast styles={WRAPPING}>
      {t(`creditReportPages.status.${status}`)}
    </Badge>
  );
}
