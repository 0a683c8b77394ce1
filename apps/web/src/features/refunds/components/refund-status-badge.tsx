/** A refund's state as a coloured dot badge: queued grey, with the bank blue, refunded green, refused red. */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { RefundStatus } from '@binamart/shared';

const COLOR: Record<RefundStatus, string> = {
  queued: 'gray.6',
  processing: 'blue.7',
  refunded: 'teal.9',
  failed: 'red.8',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="dot" c="gray.9" styles={{ label: { whiteSpace: 'normal' } }}>
      {t(`refundStatus.${status}`)}
    </Badge>
  );
}
