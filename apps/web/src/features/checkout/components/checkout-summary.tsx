/** The checkout's orders, one per seller, with their lines and money; the quote's figures once there is one. */
import { Avatar, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type Checkout, type Quote, formatMoney, formatQuantity } from '@binamart/shared';
import { OrderTotals } from './order-totals';

type Line = Checkout['lines'][number];

function groupBySeller(lines: Line[]) {
  const groups = new Map<string, { seller: Line['seller']; lines: Line[] }>();
  for (const line of lines) {
    const group = groups.get(line.seller.id) ?? { seller: line.seller, lines: [] };
    group.lines.push(line);
    groups.set(line.seller.id, group);
  }
  return [...groups.values()];
}

export function CheckoutSummary({ checkout, quote }: { checkout: Checkout; quote: Quote | null }) {
  const { t } = useTranslation();
  const currency = quote?.currency ?? checkout.currency;
  const groups = groupBySeller(checkout.lines);
  return (
    <Stack gap="md">
      {groups.map((group) => {
        const priced = quote?.orders.find((o) => o.seller.id === group.seller.id);
        return (
          <Card
            key={group.seller.id}
            withBorder
            radius="md"
            p="sm"
            component="section"
            aria-label={t('checkoutPage.totals.orderFrom', { name: group.seller.name })}
          >
            <Title order={3} fz="sm" mb="xs">
              {t('checkoutPage.totals.orderFrom', { name: group.seller.name })}
            </Title>
            <Stack gap={8}>
              {group.lines.map((line) => (
                <Group key={line.variationId} gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={line.imageUrl} alt="" radius="sm" size={40} />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {line.productName}
                    </Text>
                    {(line.modified || !line.available) && (
                      <Group gap={4}>
                        {line.modified && (
                          <Badge color="orange.8" variant="filled" size="xs">
                            {t('cartPage.modified')}
                          </Badge>
                        )}
                        {!line.available && (
                          <Badge color="gray.7" variant="filled" size="xs">
                            {t('cartPage.unavailable')}
                          </Badge>
                        )}
                      </Group>
                    )}
                    <Text size="xs" c="gray.7">
                      {line.variationName} ·{' '}
                      {t('checkoutPage.totals.quantity', {
                        quantity: formatQuantity(line.quantity, line.unit),
                        price: formatMoney(line.unitPriceSen, line.currency),
                      })}
                    </Text>
                  </Stack>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.lineTotalSen, line.currency)}
                  </Text>
                </Group>
              ))}
            </Stack>
            {priced && (
              <>
                <Divider my="xs" />
                <OrderTotals totals={priced.totals} currency={currency} showZeroDelivery />
              </>
            )}
          </Card>
        );
      })}
      {quote ? (
        <OrderTotals
          totals={quote.totals}
          currency={currency}
          showZeroDelivery
          grandLabel={t('checkoutPage.totals.overall')}
          strong
        />
      ) : (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="gray.7">
              {t('checkoutPage.totals.subtotal')}
            </Text>
            <Text size="sm" fw={700}>
              {formatMoney(checkout.subtotalSen, currency)}
            </Text>
          </Group>
          <Text size="xs" c="gray.7">
            {t('checkoutPage.totals.pending')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
