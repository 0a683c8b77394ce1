/**
 * The three approval tiers in their order (credit control → business director → managing director):
 * each tier's decision (who, when, note, amount) or that it is still waiting; the awaited tier stands out.
 */
import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconClock, IconHourglass, IconMinus, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { CREDIT_TIERS, type CreditApplication, type CreditTier, formatDateTime, formatMoney } from '@binamart/shared';

type Event = CreditApplication['events'][number];

/** A tier's decision event: approve or reject recorded against that tier (the newest if several). */
export function decisionOf(events: Event[], tier: CreditTier): Event | undefined {
  return events.filter((event) => event.tier === tier && /approv|reject/i.test(event.type)).at(-1);
}

const isApproval = (event: Event) => /approv/i.test(event.type);

type TierState = 'approved' | 'rejected' | 'current' | 'waiting' | 'notReached';

function stateOf(application: Pick<CreditApplication, 'status' | 'stage' | 'events'>, tier: CreditTier): TierState {
  const decision = decisionOf(application.events, tier);
  if (decision) return isApproval(decision) ? 'approved' : 'rejected';
  if (application.status === 'rejected' || application.status === 'approved') return 'notReached';
  if (application.stage === tier && application.status !== 'draft') return 'current';
  return 'waiting';
}

const ICON = {
  approved: IconCheck,
  rejected: IconX,
  current: IconHourglass,
  waiting: IconClock,
  notReached: IconMinus,
};
const BADGE = { approved: 'teal.9', rejected: 'red.8', current: 'blue.8', waiting: 'gray.7', notReached: 'gray.7' };
const COLOR = { approved: 'teal.9', rejected: 'red.8', current: 'blue.8', waiting: 'gray.6', notReached: 'gray.5' };

export function ApprovalTiers({
  application,
}: {
  application: Pick<CreditApplication, 'status' | 'stage' | 'events' | 'requestedSen'>;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="approval-tiers">
      <Title order={2} fz="lg" mb="xs" id="approval-tiers">
        {t('adminCredit.tiers.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('adminCredit.tiers.intro')}
      </Text>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {CREDIT_TIERS.map((tier, index) => {
          const state = stateOf(application, tier);
          const decision = decisionOf(application.events, tier);
          const Icon = ICON[state];
          const current = state === 'current';
          return (
            <li key={tier} aria-current={current ? 'step' : undefined}>
              <Card
                radius="md"
                p="sm"
                withBorder
                bg={current ? 'blue.0' : undefined}
                style={current ? { borderColor: 'var(--mantine-color-blue-7)', borderWidth: 2 } : undefined}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <ThemeIcon color={COLOR[state]} radius="xl" size="md" aria-hidden>
                    <Icon size={16} />
                  </ThemeIcon>
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Group gap="xs" justify="space-between">
                      <Text fw={600} size="sm">
                        {t('adminCredit.tiers.step', { n: index + 1 })} · {t(`creditTier.${tier}`)}
                      </Text>
                      <Badge
                        color={BADGE[state]}
                        variant={state === 'waiting' || state === 'notReached' ? 'outline' : 'filled'}
                        autoContrast
                      >
                        {t(`adminCredit.tiers.state.${state}`)}
                      </Badge>
                    </Group>
                    {decision ? (
                      <>
                        <Text size="xs" c="gray.7">
                          {decision.actorName
                            ? t('adminCredit.tiers.decidedBy', {
                                name: decision.actorName,
                                at: formatDateTime(decision.at),
                              })
                            : formatDateTime(decision.at)}
                        </Text>
                        {decision.amountSen !== null && (
                          <Text size="sm">
                            {t('adminCredit.tiers.approvedAmount', { amount: formatMoney(decision.amountSen) })}
                          </Text>
                        )}
                        {decision.note && (
                          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                            {decision.note}
                          </Text>
                        )}
                      </>
                    ) : (
                      <Text size="xs" c="gray.7">
                        {t(`adminCredit.tiers.hint.${state}`)}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Card>
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
