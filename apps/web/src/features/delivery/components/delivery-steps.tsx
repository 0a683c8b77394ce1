/**
 * A DO's tracking steps in order (spec §4) with the time each was reached; steps still to come
 * are greyed. It ends with the buyer's answer, or with the cancellation.
 */
import { Text, Timeline } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { type DeliveryOrder, type DeliveryStatus, formatDateTime } from '@binamart/shared';

const ROUTE: DeliveryStatus[] = ['assigned', 'initiated', 'outForDelivery', 'arrived', 'unloading'];

/** The steps this DO shows: cancelled ones stop after "assigned"; the last step is the buyer's answer. */
function stepsOf(status: DeliveryStatus): DeliveryStatus[] {
  if (status === 'cancelled') return ['assigned', 'cancelled'];
  return [...ROUTE, status === 'rejected' ? 'rejected' : 'acknowledged'];
}

export function DeliverySteps({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation();
  const steps = stepsOf(order.status);
  const reached = steps.indexOf(order.status);
  // the latest event of each status (a status is reached once; the last one wins if ever repeated)
  const at = new Map(order.events.map((event) => [event.status, event]));
  return (
    <Timeline
      active={reached}
      bulletSize={22}
      lineWidth={3}
      color="teal.9"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {steps.map((step, index) => {
        const done = index <= reached;
        const event = at.get(step);
        return (
          <Timeline.Item
            key={step}
            component="li"
            // the way it ended is red when refused; the steps before it went as they should
            color={step === 'rejected' || step === 'cancelled' ? 'red.8' : undefined}
            bullet={done ? <IconCheck size={14} aria-hidden /> : undefined}
            lineVariant={index >= reached ? 'dashed' : 'solid'}
            aria-current={index === reached ? 'step' : undefined}
            title={
              <Text fw={done ? 700 : 400} c={done ? undefined : 'gray.6'} size="sm">
                {t(`deliveryStatus.${step}`)}
              </Text>
            }
          >
            {done && event && (
              <Text size="xs" c="gray.7">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {event.by && ` · ${event.by}`}
              </Text>
            )}
            {!done && (
              <Text size="xs" c="gray.6">
                {t('trackingPage.stepPending')}
              </Text>
            )}
            {done && event?.note && (
              <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
                {event.note}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
