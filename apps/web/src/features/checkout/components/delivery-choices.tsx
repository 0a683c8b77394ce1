/**
 * One delivery choice per seller, offered once the address is valid: self-pickup at a branch,
 * seller delivery, or the delivery partner with one of its vehicle types (priced by the quote).
 */
import { Alert, Badge, Card, Group, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type Currency, type DeliveryMethod, type Quote, type VehicleType, formatMoney } from '@binamart/shared';

type QuoteOrder = Quote['orders'][number];

export interface DeliveryValue {
  sellerId: string;
  method?: DeliveryMethod | undefined;
  branchId?: string | null | undefined;
  vehicleType?: VehicleType | null | undefined;
}

export function DeliveryChoices({
  orders,
  deliveries,
  currency,
  onChange,
  errorAt,
  vehicleErrorAt,
}: {
  orders: QuoteOrder[];
  deliveries: DeliveryValue[];
  currency: Currency;
  onChange: (sellerId: string, value: DeliveryValue) => void;
  /** the message for a seller's choice, if any */
  errorAt: (sellerId: string) => string | undefined;
  /** the message for a seller's partner vehicle (required, or refused by the partner on placing) */
  vehicleErrorAt: (sellerId: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {orders.map((order) => {
        const current = deliveries.find((d) => d.sellerId === order.seller.id) ?? { sellerId: order.seller.id };
        const branches = [...order.pickupBranches].sort((a, b) => (a.distanceKm ?? 1e9) - (b.distanceKm ?? 1e9));
        const delivery = order.sellerDelivery;
        const partner = order.partnerDelivery;
        const quoted = partner.vehicles.flatMap((v) => (v.feeSen === null ? [] : [v.feeSen]));
        const cheapest = quoted.length > 0 ? Math.min(...quoted) : null;
        const chosenVehicle = partner.vehicles.find((v) => v.vehicleType === current.vehicleType);
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
                const next: DeliveryValue = { sellerId: order.seller.id, method: method as DeliveryMethod };
                next.branchId = method === 'pickup' ? (current.branchId ?? branches[0]?.id ?? null) : null;
                // the vehicle is kept while switching back and forth, and dropped once another method is placed
                next.vehicleType = method === 'partner' ? (current.vehicleType ?? null) : null;
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
                          // free delivery stands out in white on the JKR badge's green (teal on its light tint
                          // read at 4.3:1, under the 4.5:1 small bold text needs)
                          variant={delivery.feeSen === 0 ? 'filled' : 'light'}
                          color={delivery.feeSen === 0 ? 'teal.9' : 'siteBlue'}
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
                <Radio
                  value="partner"
                  disabled={partner.reason !== null && current.method !== 'partner'}
                  label={
                    <Group gap={6} component="span">
                      {t('deliveryMethod.partner')}
                      {partner.reason === null && (chosenVehicle?.feeSen ?? cheapest) !== null && (
                        <Badge variant="light" color="siteBlue" component="span" tt="none">
                          {current.method === 'partner' && chosenVehicle?.feeSen != null
                            ? t('checkoutPage.delivery.fee', { amount: formatMoney(chosenVehicle.feeSen, currency) })
                            : t('partnerUi.checkout.fromPrice', { amount: formatMoney(cheapest ?? 0, currency) })}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={
                    partner.reason !== null
                      ? t('partnerUi.checkout.unavailable', { reason: partner.reason })
                      : partner.distanceKm !== null
                        ? t('partnerUi.checkout.distance', { km: partner.distanceKm })
                        : undefined
                  }
                />
              </Stack>
            </Radio.Group>
            {current.method === 'partner' && (
              <PartnerVehicles
                sellerId={order.seller.id}
                partner={partner}
                currency={currency}
                value={current.vehicleType ?? null}
                onChange={(vehicleType) => onChange(order.seller.id, { ...current, vehicleType })}
                error={vehicleErrorAt(order.seller.id)}
              />
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

/** The partner's six vehicle types as cards: each with its price for this trip, or why it is refused. */
function PartnerVehicles({
  sellerId,
  partner,
  currency,
  value,
  onChange,
  error,
}: {
  sellerId: string;
  partner: QuoteOrder['partnerDelivery'];
  currency: Currency;
  value: VehicleType | null;
  onChange: (vehicleType: VehicleType) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  if (partner.reason !== null)
    return (
      <Alert color="red" role="alert" mt="sm" p="xs">
        <Text size="sm">{t('partnerUi.checkout.refused', { reason: partner.reason })}</Text>
        {error && error !== partner.reason && (
          <Text size="sm" fw={600} mt={4}>
            {error}
          </Text>
        )}
      </Alert>
    );
  return (
    <Radio.Group
      mt="sm"
      ml={{ base: 0, xs: 30 }}
      value={value}
      onChange={(next) => onChange(next as VehicleType)}
      label={t('partnerUi.checkout.vehicles')}
      description={t('partnerUi.checkout.vehiclesHint')}
      withAsterisk
      error={error}
      data-field={`deliveries.vehicle.${sellerId}`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {partner.vehicles.map((vehicle) => {
          const refused = vehicle.feeSen === null;
          const selected = vehicle.vehicleType === value;
          return (
            <Radio.Card
              key={vehicle.vehicleType}
              value={vehicle.vehicleType}
              disabled={refused}
              radius="md"
              p="xs"
              style={{
                opacity: refused ? 0.75 : 1,
                cursor: refused ? 'not-allowed' : 'pointer',
                // the chosen vehicle stands out by more than its dot
                borderColor: selected ? 'var(--mantine-color-siteBlue-7)' : undefined,
                borderWidth: selected ? 2 : undefined,
                background: selected ? 'var(--mantine-color-siteBlue-0)' : undefined,
              }}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={refused} mt={2} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {t(`vehicleType.${vehicle.vehicleType}`)}
                    </Text>
                    {refused ? (
                      <Text size="xs" c="gray.7">
                        {t('partnerUi.checkout.vehicleRefused')}
                      </Text>
                    ) : (
                      <Text size="sm" fw={700} c="siteBlue.8">
                        {formatMoney(vehicle.feeSen ?? 0, currency)}
                      </Text>
                    )}
                  </Group>
                  {refused && vehicle.reason && (
                    <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {vehicle.reason}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
