/** One delivery choice per seller, offered once the address is valid: self-pickup at a branch or seller delivery. */
import { Badge, Card, Group, Radio, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Currency, type Quote, formatMoney } from '@binamart/shared';

type QuoteOrder = Quote['orders'][number];

export interface DeliveryValue {
  sellerId: string;
  method?: 'pickup' | 'seller' | undefined;
  branchId?: string | null | undefined;
}

export function DeliveryChoices({
  orders,
  deliveries,
  currency,
  onChange,
  errorAt,
}: {
  orders: QuoteOrder[];
  deliveries: DeliveryValue[];
  currency: Currency;
  onChange: (sellerId: string, value: DeliveryValue) => void;
  /** the message for a seller's choice, if any */
  errorAt: (sellerId: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {orders.map((order) => {
        const current = deliveries.find((d) => d.sellerId === order.seller.id) ?? { sellerId: order.seller.id };
        const branches = [...order.pickupBranches].sort((a, b) => (a.distanceKm ?? 1e9) - (b.distanceKm ?? 1e9));
        const delivery = order.sellerDelivery;
        const error = errorAt(order.seller.id);
        const headingId = `delivery-${order.seller.id}`;
        return (
          // a named group, so the seller's choice is announced (and found) by the seller's name
          <Card key={order.seller.id} withBorder radius="md" p="sm" role="group" aria-labelledby={headingId}>
            <Title order={3} fz="md" mb={6} id={headingId}>
              {order.seller.name}
            </Title>
            <Radio.Group
              aria-labelledby={headingId}
              value={current.method ?? null}
              onChange={(method) => {
                const next: DeliveryValue = { sellerId: order.seller.id, method: method as 'pickup' | 'seller' };
                next.branchId = method === 'pickup' ? (current.branchId ?? branches[0]?.id ?? null) : null;
                onChange(order.seller.id, next);
              }}
              error={error}
            >
              <Stack gap="xs">
                <Radio
                  value="pickup"
                  disabled={branches.length === 0}
                  label={t('checkoutPage.delivery.pickup')}
                  description={branches.length === 0 ? t('checkoutPage.delivery.noBranches') : undefined}
                />
                {current.method === 'pickup' && branches.length > 0 && (
                  <Select
                    ml={{ base: 0, xs: 30 }}
                    label={t('checkoutPage.delivery.branch')}
                    placeholder={t('checkoutPage.delivery.branchPlaceholder')}
                    withAsterisk
                    data={branches.map((b) => ({
                      value: b.id,
                      label:
                        b.distanceKm === null
                          ? t('checkoutPage.delivery.branchOption', { name: b.name, address: b.address })
                          : t('checkoutPage.delivery.branchOptionKm', {
                              name: b.name,
                              address: b.address,
                              km: b.distanceKm,
                            }),
                    }))}
                    value={current.branchId ?? null}
                    onChange={(branchId) => onChange(order.seller.id, { ...current, branchId })}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
                <Radio
                  value="seller"
                  disabled={!delivery.available}
                  label={
                    <Group gap={6} component="span">
                      {t('checkoutPage.delivery.sellerDelivery')}
                      {delivery.available && delivery.feeSen !== null && (
                        <Badge
                          variant="light"
                          color={delivery.feeSen === 0 ? 'teal' : 'siteBlue'}
                          component="span"
                          tt="none"
                        >
                          {delivery.feeSen === 0
                            ? t('checkoutPage.delivery.free')
                            : t('checkoutPage.delivery.fee', { amount: formatMoney(delivery.feeSen, currency) })}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={
                    !delivery.available
                      ? t('checkoutPage.delivery.unavailable', { reason: delivery.reason ?? '' })
                      : delivery.distanceKm !== null
                        ? t('checkoutPage.delivery.distance', { km: delivery.distanceKm })
                        : undefined
                  }
                />
              </Stack>
            </Radio.Group>
          </Card>
        );
      })}
    </Stack>
  );
}
