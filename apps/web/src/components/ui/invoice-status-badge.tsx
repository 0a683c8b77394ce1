/** An invoice's state as a coloured badge, in the catalogue's words (buyer, seller and admin pages alike). */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { InvoiceStatus } from '@binamart/shared';

const COLOR: Record<InvoiceStatus, string> = { pending: 'yellow.8', paid: 'teal.9', unpaid: 'red.8' };

/** Long labels wrap inside the badge instead of being cut off in narrow table columns. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%', flexShrink: 0 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="filled" autoContrast styles={WRAPPING}>
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}
