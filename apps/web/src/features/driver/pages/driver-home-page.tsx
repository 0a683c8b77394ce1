/** /driver: the driver's delivery orders: today's (and any late ones still open), upcoming, then finished. */
import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type DeliveryOrder, formatDateTime } from '@binamart/shared';
import { DeliveryStatusBadge } from '@/features/delivery/index';
import { useDriverDeliveryOrders } from '../api/use-driver-delivery-orders';
import { DriverError, DriverLoading } from '../components/driver-state';

const FINISHED = new Set<DeliveryOrder['status']>(['acknowledged', 'rejected', 'cancelled']);

/** "2026-11-21" of an instant in Malaysian time. */
const mytDate = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

export function DriverHomePage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useDriverDeliveryOrders();
  if (error) return <DriverError error={error} onRetry={() => void refetch()} />;
  if (!data) return <DriverLoading />;

  const today = mytDate(new Date().toISOString());
  const open = data.filter((d) => !FINISHED.has(d.status));
  const groups = [
    { key: 'today', items: open.filter((d) => mytDate(d.deliveryAt) <= today) },
    { key: 'upcoming', items: open.filter((d) => mytDate(d.deliveryAt) > today) },
    { key: 'finished', items: data.filter((d) => FINISHED.has(d.status)) },
  ] as const;

  return (
    <Stack gap="lg">
      <Title order={1} fz={24}>
        {t('driverApp.home')}
      </Title>
      {groups.map((group) => (
        <Stack gap="sm" key={group.key} component="section" aria-labelledby={`driver-${group.key}`}>
          <Title order={2} fz="lg" id={`driver-${group.key}`}>
            {t(`driverApp.groups.${group.key}`)} ({group.items.length})
          </Title>
          {group.items.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t(`driverApp.groups.${group.key}Empty`)}
            </Text>
          ) : (
            group.items.map((deliveryOrder) => <DriverOrderCard key={deliveryOrder.id} deliveryOrder={deliveryOrder} />)
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** One DO as a large tappable card. */
function DriverOrderCard({ deliveryOrder }: { deliveryOrder: DeliveryOrder }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={`/driver/do/${deliveryOrder.id}`} display="block">
      <Card withBorder radius="md" p="md" shadow="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700}>{deliveryOrder.number}</Text>
              <DeliveryStatusBadge status={deliveryOrder.status} />
            </Group>
            <Text fw={600}>{deliveryOrder.buyer.name}</Text>
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">{formatDateTime(deliveryOrder.deliveryAt)}</Text>
            </Group>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm" lineClamp={2}>
                {deliveryOrder.address}
              </Text>
            </Group>
            <Text size="sm" c="gray.7">
              {t('driverApp.itemsSummary', { count: deliveryOrder.lines.length })}
            </Text>
          </Stack>
          <IconChevronRight size={24} aria-hidden style={{ flexShrink: 0, alignSelf: 'center' }} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}
