/** A project's history, oldest first: what happened, when, by whom (when the reader may know). */
import { Card, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type ProjectEvent, formatDateTime } from '@binamart/shared';

export function ProjectHistory({ events }: { events: ProjectEvent[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="md" mb="sm">
        {t('biddingScreens.history')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} active={events.length - 1}>
        {events.map((event, i) => (
          <Timeline.Item key={i} title={t(`projectEvent.${event.kind}`)}>
            <Text size="xs" c="gray.7">
              {formatDateTime(event.at)}
              {event.by && ` · ${event.by}`}
            </Text>
            {event.note && event.kind === 'revoked' && <Text size="sm">{event.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
