/** What happened to a proposal, oldest first: who did what and when, and what Lonpac answered. */
import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type InsuranceEvent, formatDateTime, formatMoney } from '@binamart/shared';
import { reasonText } from './insurance-ui';

export function ProposalHistory({ events }: { events: InsuranceEvent[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="proposal-history">
      <Title order={2} fz="lg" mb="sm" id="proposal-history">
        {t('insuranceAdmin.sections.history')}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('insuranceAdmin.historyEmpty')}
        </Text>
      ) : (
        <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
          {events.map((event) => {
            const reason =
              event.kind === 'referred' || event.kind === 'declined'
                ? reasonText(t, { reasonCode: event.reasonCode, reason: event.note })
                : event.note;
            return (
              <Timeline.Item
                key={event.id}
                title={t(`insuranceLabels.events.${event.kind}`, {
                  policyNumber: event.policyNumber ?? '',
                  premium: event.premiumSen === null ? '' : formatMoney(event.premiumSen),
                })}
              >
                <Stack gap={2}>
                  <Text size="xs" c="gray.7">
                    {formatDateTime(event.at)}
                    {event.actorName && ` · ${t('insuranceAdmin.by', { name: event.actorName })}`}
                  </Text>
                  {reason && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {reason}
                    </Text>
                  )}
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
