/**
 * Lonpac's side of a proposal: what it answered (the policy and its premium, the referral, or the
 * reason it declined) and, for those with write access, the moves the state table allows while it
 * is unsettled: asking Lonpac again, and withdrawing a referral with a reason.
 */
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type InsuranceForm, formatDateTime, formatMoney, insuranceAllows } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { ReasonModal } from '@/components/ui/reason-modal';
import { useCheckInsuranceForm } from '../api/use-check-insurance-form';
import { useWithdrawInsuranceForm } from '../api/use-withdraw-insurance-form';
import { InsuranceStatusBadge, reasonText } from './insurance-ui';

const TONE = {
  accepted: 'teal',
  declined: 'red',
  referred: 'orange',
  withdrawn: 'gray',
  submitted: 'blue',
  draft: 'gray',
};

export function InsurerAnswer({
  proposal,
  mayWrite,
  onDone,
}: {
  proposal: InsuranceForm;
  mayWrite: boolean;
  /** what a move did, for the page's notice */
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const check = useCheckInsuranceForm();
  const withdraw = useWithdrawInsuranceForm();
  const [failure, setFailure] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const { status, insurer } = proposal;
  const reason = reasonText(t, insurer);
  const mayCheck = mayWrite && (status === 'submitted' || status === 'referred');
  const mayWithdraw = mayWrite && insuranceAllows(status, 'withdraw');
  const lastEvent = proposal.events.at(-1);
  const unreached = status === 'draft' && lastEvent?.kind === 'insurerUnavailable' ? lastEvent : null;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="insurer-answer">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="insurer-answer">
            {t('insuranceAdmin.sections.insurer')}
          </Title>
          <InsuranceStatusBadge status={status} />
        </Group>
        <Alert color={TONE[status]} variant="light" role="note">
          {t(`insuranceAdmin.answer.${status}`, {
            date: proposal.submittedAt ? formatDateTime(proposal.submittedAt) : '',
            reference: insurer.reference ?? '',
          })}
        </Alert>
        {unreached && (
          <Alert color="red" variant="light" role="note">
            {t('insuranceAdmin.unavailableLast', { date: formatDateTime(unreached.at) })}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {insurer.policyNumber && (
            <Fact label={t('insuranceAdmin.policyNumber')}>
              <Text ff="monospace" fw={700} component="span">
                {insurer.policyNumber}
              </Text>
            </Fact>
          )}
          {insurer.premiumSen !== null && (
            <Fact label={t('insuranceAdmin.premium')}>
              {formatMoney(insurer.premiumSen)}
              <Text size="xs" c="gray.7" fw={400}>
                {t('insuranceAdmin.premiumNote')}
              </Text>
            </Fact>
          )}
          {reason && <Fact label={t('insuranceAdmin.reason')}>{reason}</Fact>}
          {insurer.reference && <Fact label={t('insuranceAdmin.reference')}>{insurer.reference}</Fact>}
          {insurer.answeredAt && (
            <Fact label={t('insuranceAdmin.answeredAt')}>{formatDateTime(insurer.answeredAt)}</Fact>
          )}
        </SimpleGrid>
        {(mayCheck || mayWithdraw) && (
          <Group gap="xs">
            {mayCheck && (
              <Button
                variant="light"
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={check.isPending}
                onClick={async () => {
                  setFailure(null);
                  try {
                    await check.mutateAsync(proposal.id);
                    onDone(t('insuranceAdmin.checked'));
                  } catch (error) {
                    setFailure(error instanceof Error ? error.message : t('errors.internal'));
                  }
                }}
              >
                {t('insuranceAdmin.check')}
              </Button>
            )}
            {mayWithdraw && (
              <Button
                variant="default"
                color="red.8"
                leftSection={<IconArrowBack size={18} aria-hidden />}
                onClick={() => setWithdrawing(true)}
              >
                {t('insuranceAdmin.withdraw')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ReasonModal
        opened={withdrawing}
        title={t('insuranceAdmin.withdrawTitle', { number: proposal.number })}
        intro={t('insuranceAdmin.withdrawIntro')}
        reasonLabel={t('insuranceAdmin.withdrawReason')}
        confirmLabel={t('insuranceAdmin.withdrawConfirm')}
        onClose={() => setWithdrawing(false)}
        onConfirm={async (text) => {
          await withdraw.mutateAsync({ id: proposal.id, reason: text });
        }}
      />
    </Card>
  );
}
