/**
 * On the product page: whether and how the product reaches the buyer's site (seller's own delivery,
 * the delivery partner, or pickup only) and roughly at what fee, from GET /api/products/{id}/delivery-to.
 */
import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconCheck, IconMapPin, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type DeliveryPromise, type Product, formatMoney } from '@binamart/shared';
import { useDeliveryPromise } from '../../api/use-delivery-promise';
import { DeliverySiteChooser } from './delivery-site-chooser';
import { useDeliverySite } from './use-delivery-site';

const VERDICT_COLOR: Record<DeliveryPromise['verdict'], string> = {
  seller: 'teal',
  partner: 'teal',
  pickup: 'orange',
  none: 'red',
};

/** One way of getting the goods there: what it costs, or why it is not offered. */
function Way({ ok, label, children }: { ok: boolean; label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon size="sm" radius="xl" variant="light" color={ok ? 'teal' : 'gray'} mt={2} aria-hidden>
        {ok ? <IconCheck size={14} /> : <IconX size={14} />}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c={ok ? undefined : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

function PromiseBody({ promise }: { promise: DeliveryPromise }) {
  const { t } = useTranslation();
  const money = (sen: number) => formatMoney(sen, promise.currency);
  const { sellerDelivery: seller, partnerDelivery: partner, pickup } = promise;
  return (
    <Stack gap="xs">
      <Badge
        color={VERDICT_COLOR[promise.verdict]}
        // dark text on the tint: even the darkest orange is too pale on its own tint for small text
        c="gray.9"
        variant="light"
        tt="none"
        size="lg"
        style={{ whiteSpace: 'normal', height: 'auto' }}
      >
        {t(`deliveryPromise.verdict.${promise.verdict}`)}
      </Badge>
      {promise.reason ? (
        <Text size="sm">{promise.reason}</Text>
      ) : (
        <>
          <Way ok={seller.available} label={t('deliveryPromise.seller')}>
            {seller.available
              ? t('deliveryPromise.sellerFee', {
                  fee: seller.feeSen === 0 ? t('deliveryPromise.free') : money(seller.feeSen ?? 0),
                  km: seller.distanceKm ?? '–',
                })
              : (seller.reason ?? '')}
          </Way>
          <Way ok={partner.available} label={t('deliveryPromise.partner')}>
            {partner.available && partner.vehicleType
              ? t('deliveryPromise.partnerFee', {
                  vehicle: t(`vehicleType.${partner.vehicleType}`),
                  fee: money(partner.feeSen ?? 0),
                })
              : (partner.reason ?? '')}
          </Way>
          <Way ok={pickup !== null} label={t('deliveryPromise.pickup')}>
            {pickup
              ? pickup.distanceKm === null
                ? t('deliveryPromise.pickupAtNoKm', { name: pickup.name, state: pickup.state })
                : t('deliveryPromise.pickupAt', { name: pickup.name, state: pickup.state, km: pickup.distanceKm })
              : t('deliveryPromise.noPickup')}
          </Way>
        </>
      )}
      <Text size="xs" c="gray.7">
        {t('deliveryPromise.basis', {
          quantity: promise.basis.quantity,
          unit: promise.basis.unit,
          variation: promise.basis.variationName,
        })}
      </Text>
    </Stack>
  );
}

export function DeliveryPromiseCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { chosen, sites, choose } = useDeliverySite();
  const [changing, setChanging] = useState(false);
  const { data, error, isFetching } = useDeliveryPromise(product.id, chosen?.destination ?? null);
  if (product.type !== 'product') return null;
  const showChooser = changing || !chosen;
  return (
    <Card withBorder radius="md" component="section" id="delivery-promise" aria-labelledby="delivery-promise-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconTruckDelivery size={20} aria-hidden />
            <Title order={2} fz="md" id="delivery-promise-title">
              {t('deliveryPromise.title')}
            </Title>
          </Group>
          {chosen && (
            <Anchor component="button" type="button" size="sm" onClick={() => setChanging((v) => !v)}>
              {changing ? t('deliveryPromise.done') : t('deliveryPromise.change')}
            </Anchor>
          )}
        </Group>
        {chosen && (
          <Group gap={4} wrap="nowrap" c="gray.8">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('deliveryPromise.to', { place: chosen.label })}
            </Text>
          </Group>
        )}
        {!chosen && <Text size="sm">{t('deliveryPromise.ask')}</Text>}
        {showChooser && (
          <DeliverySiteChooser
            sites={sites}
            value={chosen?.destination ?? null}
            onChoose={(next) => {
              choose(next);
              setChanging(false);
            }}
          />
        )}
        {chosen && isFetching && !data && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('deliveryPromise.checking')}</Text>
          </Group>
        )}
        {chosen && error && !data && (
          <Alert color="red" p="xs" role="alert">
            {t('deliveryPromise.failed')}
          </Alert>
        )}
        {chosen && data && (
          <div role="status" aria-live="polite" style={{ opacity: isFetching ? 0.6 : 1 }}>
            <PromiseBody promise={data} />
          </div>
        )}
        {!chosen && (
          <Group gap={6} c="gray.7">
            <IconBuildingWarehouse size={16} aria-hidden />
            <Text size="xs">{t('deliveryPromise.sellerFrom', { state: product.seller.state || '–' })}</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
