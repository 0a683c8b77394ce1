/**
 * The lines of an order as a table with a caption. Below the small breakpoint the quantity
 * and unit price fold into the product cell, so a 360 px phone needs no sideways scrolling.
 * Shared by the buyer's and seller's order pages, the receipt and the admin order page.
 */
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type Receipt, formatMoney, formatQuantity } from '@binamart/shared';

type Line = Receipt['orders'][number]['lines'][number] & { id?: string };

export function OrderLines({
  lines,
  currency,
  caption,
  labels = 'orderDetail',
}: {
  lines: Line[];
  currency: Receipt['currency'];
  caption: string;
  /** where the column headings are in the translations */
  labels?: 'orderDetail' | 'adminOrders';
}) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" layout="auto">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(`${labels}.product`)}</Table.Th>
          <Table.Th visibleFrom="sm" ta="right">
            {t(`${labels}.quantity`)}
          </Table.Th>
          <Table.Th visibleFrom="sm" ta="right">
            {t(`${labels}.unitPrice`)}
          </Table.Th>
          <Table.Th ta="right">{t(`${labels}.lineTotal`)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={line.id ?? index}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {line.productName}
              </Text>
              {line.variationName && (
                <Text size="xs" c="gray.7">
                  {line.variationName}
                </Text>
              )}
              <Text size="xs" c="gray.7" hiddenFrom="sm">
                {t('orderDetail.quantityTimesPrice', {
                  quantity: formatQuantity(line.quantity, line.unit),
                  unit: line.unit,
                  price: formatMoney(line.unitPriceSen, currency),
                })}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatQuantity(line.quantity, line.unit)}
            </Table.Td>
            <Table.Td visibleFrom="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.unitPriceSen, currency)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.lineTotalSen, currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
