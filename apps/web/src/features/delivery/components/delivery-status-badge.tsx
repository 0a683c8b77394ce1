/** A DO's tracking status as a coloured badge, in the shared catalogue's words (deliveryStatus.*). */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { DeliveryStatus } from '@binamart/shared';

const COLOR: Record<DeliveryStatus, string> = {
  assigned: 'blue.8',
  initiated: 'cyan.9',
  outForDelivery: 'indigo.8',
  arrived: 'violet.8',
  unloading: 'orange.6',
  acknowledged: 'green.9',
  rejected: 'red.8',
  cancelled: 'gray.7',
};

/** Long labels wrap inside the badge instead of being cut off in narrow columns. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function DeliveryStatusBadge({ status, size }: { status: DeliveryStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="filled" autoContrast styles={WRAPPING} size={size}>
      {t(`deliveryStatus.${status}`)}
    </Badge>
  );
}
