/** Small pieces the AP invoice screens share: the status badge and due dates. */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { ApInvoiceStatus } from '@binamart/shared';

const COLOR: Record<ApInvoiceStatus, string> = { submitted: 'yellow.8', paid: 'teal.9' };

/** Long labels wrap inside the badge instead of being cut off in narrow table columns. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%', flexShrink: 0 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function ApStatusBadge({ status }: { status: ApInvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="filled" autoContrast styles={WRAPPING}>
      {t(`apInvoiceStatus.${status}`)}
    </Badge>
  );
}

/** A calendar date plus some days (YYYY-MM-DD), or null when the date is not complete. */
export function addCalendarDays(isoDate: string, days: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || !Number.isInteger(days)) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
