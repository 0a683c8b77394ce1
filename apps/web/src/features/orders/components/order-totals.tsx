/** An order's totals: subtotal, the charges and discount that apply (zero parts left out), grand total. */
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OrderDetail, formatMoney } from '@binamart/shared';

type Totals = OrderDetail['totals'];
type Currency = OrderDetail['currency'];

const OPTIONAL: ReadonlyArray<[keyof Totals, string]> = [
  ['deliveryFeeSen', 'orderDetail.deliveryFee'],
  ['discountSen', 'orderDetail.discount'],
  ['creditTermChargeSen', 'orderDetail.creditTermCharge'],
  ['adminChargeSen', 'orderDetail.adminCharge'],
  ['cardChargeSen', 'orderDetail.cardCharge'],
];

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

export function OrderTotals({
  totals,
  currency,
  voucherCode = null,
  grandTotalLabel,
}: {
  totals: Totals;
  currency: Currency;
  voucherCode?: string | null;
  grandTotalLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Row label={t('orderDetail.subtotal')} value={formatMoney(totals.subtotalSen, currency)} />
      {OPTIONAL.filter(([key]) => totals[key] !== 0).map(([key, label]) => (
        <Row
          key={key}
          label={
            key === 'discountSen' && voucherCode ? t('orderDetail.discountWithCode', { code: voucherCode }) : t(label)
          }
          value={key === 'discountSen' ? `− ${formatMoney(totals[key], currency)}` : formatMoney(totals[key], currency)}
        />
      ))}
      <Divider my={4} />
      <Row
        label={grandTotalLabel ?? t('orderDetail.grandTotal')}
        value={formatMoney(totals.grandTotalSen, currency)}
        strong
      />
    </Stack>
  );
}
