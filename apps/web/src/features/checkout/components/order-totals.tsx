/**
 * The money of one order or of the whole checkout: only the charges that apply, then the grand total.
 * Shared by checkout, the buyer's and seller's order pages and the admin order page; each keeps its own
 * wording through `labels` (an i18n prefix with subtotal, deliveryFee, discount, … grandTotal).
 */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type Currency, type OrderTotals as Totals, formatMoney } from '@binamart/shared';

const ROWS = [
  ['subtotalSen', 'subtotal'],
  ['deliveryFeeSen', 'deliveryFee'],
  ['discountSen', 'discount'],
  ['cardChargeSen', 'cardCharge'],
  ['creditTermChargeSen', 'creditTermCharge'],
  ['adminChargeSen', 'adminCharge'],
] as const;

export function OrderTotals({
  totals,
  currency,
  labels = 'checkoutPage.totals',
  voucherCode = null,
  showZeroDelivery = false,
  grandLabel,
  strong = false,
}: {
  totals: Totals;
  currency: Currency;
  /** where the row labels are in the translations */
  labels?: 'checkoutPage.totals' | 'orderDetail' | 'adminOrders';
  /** named on the discount row (`${labels}.discountWithCode`, orderDetail only) */
  voucherCode?: string | null;
  /** the delivery fee is shown even when nothing is charged (checkout); the subtotal always is */
  showZeroDelivery?: boolean;
  /** the last line's label (defaults to "Grand total") */
  grandLabel?: string;
  strong?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="dl" m={0}>
      {ROWS.filter(
        ([key]) => key === 'subtotalSen' || (key === 'deliveryFeeSen' && showZeroDelivery) || totals[key] !== 0,
      ).map(([key, label]) => (
        <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
          <Text component="dt" size="sm" c="gray.7">
            {key === 'discountSen' && voucherCode
              ? t(`${labels}.discountWithCode`, { code: voucherCode })
              : t(`${labels}.${label}`)}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'nowrap' }}>
            {key === 'discountSen' ? `− ${formatMoney(totals[key], currency)}` : formatMoney(totals[key], currency)}
          </Text>
        </Group>
      ))}
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        pt={4}
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text component="dt" size={strong ? 'md' : 'sm'} fw={700}>
          {grandLabel ?? t(`${labels}.grandTotal`)}
        </Text>
        <Text
          component="dd"
          size={strong ? 'lg' : 'sm'}
          fw={700}
          m={0}
          c={strong ? 'siteBlue.8' : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatMoney(totals.grandTotalSen, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
