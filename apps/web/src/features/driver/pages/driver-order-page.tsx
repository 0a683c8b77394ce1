/**
 * /driver/do/:id: one delivery order for its driver: the recipient with a call link, the
 * address with "Open in Maps", the delivery time and items, one big button for the next
 * tracking step, the QR code the buyer scans once unloading, the step history and the
 * disputes the buyer sent to the driver.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconExternalLink,
  IconMapPin,
  IconPhone,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import {
  DELIVERY_STATUSES,
  DRIVER_STEPS,
  type DeliveryOrder,
  type DriverStep,
  canMoveDelivery,
  formatDateTime,
  formatQuantity,
} from '@binamart/shared';
import { DeliveryStatusBadge } from '@/features/delivery/index';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDriverDeliveryOrder } from '../api/use-driver-delivery-order';
import { useDriverRespond } from '../api/use-driver-respond';
import { useStepDeliveryOrder } from '../api/use-step-delivery-order';
import { AcknowledgeQrCode } from '../components/acknowledge-qr-code';
import { DisputeAnswer } from '../components/dispute-answer';
import { DriverError, DriverLoading } from '../components/driver-state';
import { DoneAlert } from '@/components/ui/done-alert';

/** The one driver step the transitions table allows from a status, if any. */
export const nextStep = (status: DeliveryOrder['status']): DriverStep | undefined =>
  DRIVER_STEPS.find((step) => canMoveDelivery(status, step));

const mapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function DriverOrderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data, error, refetch } = useDriverDeliveryOrder(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/driver" size="md" w="fit-content" py={6}>
        <Group gap={6} component="span">
          <IconArrowLeft size={20} aria-hidden />
          {t('driverApp.back')}
        </Group>
      </Anchor>
      {error && <DriverError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <DriverLoading />}
      {data && <DriverOrder deliveryOrder={data} />}
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

function DriverOrder({ deliveryOrder }: { deliveryOrder: DeliveryOrder }) {
  const { t } = useTranslation();
  const step = useStepDeliveryOrder(deliveryOrder.id);
  const respond = useDriverRespond(deliveryOrder.id);
  const [confirming, setConfirming] = useState<DriverStep | null>(null);
  // the step the dialog names, kept while it closes so it never shows without a title
  const [named, setNamed] = useState<DriverStep>('initiated');
  const [done, setDone] = useState<string | null>(null);
  const next = nextStep(deliveryOrder.status);
  const mine = deliveryOrder.disputes.filter((dispute) => dispute.assignedTo === 'driver');
  const reached = new Map(deliveryOrder.events.map((event) => [event.status, event]));
  // the path this DO takes: the steps up to acknowledgement, or its actual end when it ended otherwise
  const ending =
    deliveryOrder.status === 'rejected' || deliveryOrder.status === 'cancelled' ? deliveryOrder.status : null;
  const path = DELIVERY_STATUSES.filter((status) =>
    ending ? reached.has(status) || status === ending : status !== 'rejected' && status !== 'cancelled',
  );
  const lastReached = path.reduce((last, status, index) => (reached.has(status) ? index : last), 0);

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={24}>
            {deliveryOrder.number}
          </Title>
          <DeliveryStatusBadge status={deliveryOrder.status} size="lg" />
        </Group>
        <Text size="sm" c="gray.7">
          {t('driverApp.sellerDoNumber', { number: deliveryOrder.sellerDoNumber })} ·{' '}
          {t('driverApp.orderNumber', { number: deliveryOrder.order.number })}
        </Text>
      </Stack>

      <DoneAlert message={done} onClose={() => setDone(null)} />

      {next && (
        <Button
          size="xl"
          h={64}
          fullWidth
          leftSection={<IconTruckDelivery size={26} aria-hidden />}
          onClick={() => {
            setNamed(next);
            setConfirming(next);
          }}
        >
          {t(`driverApp.step.${next}`)}
        </Button>
      )}

      {deliveryOrder.status === 'unloading' && (
        <Section id="driver-qr" title={t('driverApp.qr.title')}>
          <AcknowledgeQrCode deliveryOrderId={deliveryOrder.id} number={deliveryOrder.number} />
        </Section>
      )}
      {deliveryOrder.status === 'acknowledged' && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
          {t('driverApp.acknowledged', {
            by: deliveryOrder.acknowledgedBy ?? deliveryOrder.buyer.name,
            at: deliveryOrder.acknowledgedAt ? formatDateTime(deliveryOrder.acknowledgedAt) : '',
          })}
        </Alert>
      )}
      {deliveryOrder.status === 'rejected' && (
        <Alert color="red">{t('driverApp.rejected', { remark: deliveryOrder.rejectionRemark ?? '' })}</Alert>
      )}
      {deliveryOrder.status === 'cancelled' && <Alert color="gray">{t('driverApp.cancelled')}</Alert>}

      <Section id="driver-recipient" title={t('driverApp.recipient')}>
        <Stack gap="sm">
          <div>
            <Text fw={700}>{deliveryOrder.recipientName}</Text>
            <Text size="sm" c="gray.7">
              {deliveryOrder.buyer.name}
            </Text>
          </div>
          {deliveryOrder.contactNumber && (
            <Button
              component="a"
              href={`tel:${deliveryOrder.contactNumber.replace(/[^\d+]/g, '')}`}
              variant="light"
              size="lg"
              fullWidth
              leftSection={<IconPhone size={22} aria-hidden />}
              aria-label={t('driverApp.callLabel', {
                name: deliveryOrder.recipientName,
                number: deliveryOrder.contactNumber,
              })}
            >
              {deliveryOrder.contactNumber}
            </Button>
          )}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text>{deliveryOrder.address}</Text>
          </Group>
          <Button
            component="a"
            href={mapsUrl(deliveryOrder.address)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="lg"
            fullWidth
            leftSection={<IconExternalLink size={22} aria-hidden />}
          >
            {t('driverApp.openInMaps')}
          </Button>
          <Text>
            {t('driverApp.deliveryAt')}: <b>{formatDateTime(deliveryOrder.deliveryAt)}</b>
          </Text>
        </Stack>
      </Section>

      <Section id="driver-items" title={t('driverApp.items')}>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {deliveryOrder.lines.map((line) => (
            <Group
              key={line.orderLineId}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              align="flex-start"
            >
              <Text size="sm">
                {line.productName}
                {line.variationName && (
                  <Text span c="gray.7" size="sm">
                    {' · '}
                    {line.variationName}
                  </Text>
                )}
              </Text>
              {line.receivedQuantity !== null && line.receivedQuantity !== line.quantity ? (
                <Text size="sm" fw={700} ta="right" maw="45%">
                  {t('driverApp.receivedOf', {
                    received: line.receivedQuantity,
                    quantity: line.quantity,
                    unit: line.unit,
                  })}
                </Text>
              ) : (
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatQuantity(line.quantity, line.unit)}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      </Section>

      <Section id="driver-history" title={t('driverApp.history')}>
        <Timeline active={lastReached} bulletSize={16} lineWidth={2}>
          {path.map((status) => {
            const event = reached.get(status);
            return (
              <Timeline.Item key={status} title={t(`deliveryStatus.${status}`)} c={event ? undefined : 'gray.7'}>
                <Text size="xs" c="gray.7">
                  {event ? formatDateTime(event.at) : t('driverApp.notYet')}
                  {event?.by && ` · ${event.by}`}
                </Text>
                {event?.note && <Text size="sm">{event.note}</Text>}
              </Timeline.Item>
            );
          })}
        </Timeline>
      </Section>

      {mine.length > 0 && (
        <Section id="driver-disputes" title={t('driverApp.dispute.title')}>
          <Stack gap="sm">
            {mine.map((dispute) => (
              <DisputeAnswer
                key={dispute.id}
                dispute={dispute}
                onRespond={async (response) => {
                  await respond.mutateAsync({ disputeId: dispute.id, response });
                  setDone(t('driverApp.dispute.sent'));
                }}
              />
            ))}
          </Stack>
        </Section>
      )}

      <ConfirmModal
        opened={confirming !== null}
        title={t(`driverApp.step.${named}`)}
        body={t(`driverApp.confirm.${named}`, { number: deliveryOrder.number })}
        confirmLabel={t('driverApp.confirm.yes')}
        confirmColor="siteBlue.8"
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          await step.mutateAsync(confirming);
          setDone(t('driverApp.stepDone', { status: t(`deliveryStatus.${confirming}`) }));
        }}
      />
    </Stack>
  );
}
