/** An order's history, oldest first, with DD/MM/YYYY HH:mm times (Asia/Kuala_Lumpur). */
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type OrderDetail, formatDateTime } from '@binamart/shared';

const KNOWN = new Set([
  'placed',
  'paid',
  'chargedToCredit',
  'paymentFailed',
  'paymentPendingAuthorisation',
  'slipUploaded',
  'slipApproved',
  'slipRejected',
  'heldForApproval',
  'approved',
  'accepted',
  'rejected',
  'cancelled',
  'edited',
  'shipped',
  'completed',
]);

export function OrderTimeline({ events }: { events: OrderDetail['events'] }) {
  const { t, i18n } = useTranslation();
  // gateway and system notes may be catalogue keys (e.g. "payment.cardDeclined"); people's notes are shown as typed
  const noteText = (note: string) => (/^[a-z]+\.[A-Za-z.]+$/.test(note) && i18n.exists(note) ? t(note) : note);
  // the server sends them in the order they happened (events of one moment in the order written); a stable sort keeps it
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Timeline
      active={sorted.length - 1}
      bulletSize={14}
      lineWidth={2}
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {sorted.map((event, index) => (
        <Timeline.Item
          key={`${event.type}-${event.at}-${index}`}
          component="li"
          title={t(`orderDetail.events.${KNOWN.has(event.type) ? event.type : 'other'}`)}
        >
          <Text size="xs" c="gray.7">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.actorName && ` · ${t('orderDetail.by', { name: event.actorName })}`}
          </Text>
          {event.note && (
            <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
              {noteText(event.note)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
