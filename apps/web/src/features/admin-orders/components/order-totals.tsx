/** An order's totals, the charges that are zero left out (subtotal and grand total always shown). */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Currency, type OrderDetail, formatMoney } from '@binamart/shared';

export function OrderTotals({ totals, currency }: { totals: OrderDetail['totals']; currency: Currency }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [
    ['adminOrders.deliveryFee', totals.deliveryFeeSen],
    ['adminOrders.discount', -totals.discountSen],
    ['adminOrders.creditTermCharge', totals.creditTermChargeSen],
    ['adminOrders.adminCharge', totals.adminChargeSen],
    ['adminOrders.cardCharge', totals.cardChargeSen],
  ];
  return (
    <Stack gap={6} component="dl" m={0}>
      <Line label={t('adminOrders.subtotal')} value={formatMoney(totals.subtotalSen, currency)} />
      {rows
        .filter(([, sen]) => sen !== 0)
        .map(([key, sen]) => (
          <Line key={key} label={t(key)} value={formatMoney(sen, currency)} />
        ))}
      <Line label={t('adminOrders.grandTotal')} value={formatMoney(totals.grandTotalSen, currency)} strong />
    </Stack>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text component="dt" size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
