/** Order and payment states as coloured badges, in the catalogue's words (buyer, seller and admin pages alike). */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { OrderStatus, PaymentStatus } from '@binamart/shared';

const ORDER_COLOR: Record<OrderStatus, string> = {
  new: 'yellow.8',
  submitted: 'blue.8',
  pending: 'orange.8',
  confirmed: 'teal.9',
  ongoing: 'indigo.8',
  completed: 'green.9',
  rejected: 'red.8',
  cancelled: 'gray.7',
};

/** Long labels (Chinese or English) wrap inside the badge instead of being cut off in narrow table columns. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

// a dot badge (dark text, coloured dot) so it reads apart from the order's own badge
const PAYMENT_COLOR: Record<PaymentStatus, string> = {
  pending: 'yellow.6',
  failed: 'red.7',
  slipPending: 'orange.6',
  pendingAuthorisation: 'orange.6',
  paid: 'teal.7',
  credit: 'indigo.6',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={ORDER_COLOR[status]} variant="filled" autoContrast styles={WRAPPING}>
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYMENT_COLOR[status]} variant="dot" c="gray.9" styles={WRAPPING}>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}
