/** Order and payment states as badges; the darker text keeps the contrast above 4.5:1 on the light fill. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentStatus } from '@binamart/shared';

const ORDER_COLOURS: Record<OrderStatus, string> = {
  new: 'gray',
  submitted: 'siteBlue',
  pending: 'orange',
  confirmed: 'teal',
  ongoing: 'indigo',
  completed: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/** Long labels (Chinese or English) wrap inside the badge instead of being cut off in narrow table columns. */
export const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  pending: 'gray',
  failed: 'red',
  slipPending: 'orange',
  pendingAuthorisation: 'orange',
  paid: 'green',
  credit: 'indigo',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const colour = ORDER_COLOURS[status];
  return (
    <Badge variant="light" color={colour} c={`${colour}.9`} tt="none" styles={WRAPPING}>
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const colour = PAYMENT_COLOURS[status];
  return (
    <Badge variant="outline" color={colour} c={`${colour}.9`} tt="none" styles={WRAPPING}>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}
