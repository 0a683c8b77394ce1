/**
 * The state of a report's payment in the words of spec §8 — successful, pending (the bank has not
 * answered), pending authorisation (a corporate account's second approver), unsuccessful with its
 * reason — and what the payer can do: continue at the gateway, or refresh.
 */
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import type { CreditReportDetail } from '@binamart/shared';

type Payment = NonNullable<CreditReportDetail['payment']>;

export function PaymentOutcome({
  payment,
  refreshing,
  onRefresh,
}: {
  payment: Payment;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const p = (key: string) => t(`creditReportPages.payment.${key}`);
  const [color, icon, title, body]: [string, ReactNode, string, string] =
    payment.status === 'paid'
      ? ['teal', <IconCircleCheck key="i" />, p('paidTitle'), p('paidBody')]
      : payment.status === 'failed'
        ? ['red', <IconAlertTriangle key="i" />, p('failedTitle'), p('failedBody')]
        : payment.status === 'pendingAuthorisation'
          ? ['orange', <IconClockHour4 key="i" />, p('pendingAuthorisationTitle'), p('pendingAuthorisationBody')]
          : ['blue', <IconClockHour4 key="i" />, p('pendingTitle'), p('pendingBody')];
  const open = payment.status === 'pending' || payment.status === 'pendingAuthorisation';
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap" align="flex-start" role="status" aria-live="polite" data-testid="payment-outcome">
        <ThemeIcon color={color} size={44} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            {title}
          </Title>
          <Text size="sm" c="gray.8">
            {body}
          </Text>
          {payment.status === 'failed' && payment.failureReason && (
            <Text size="sm" c="red.8">
              {t('creditReportPages.payment.reason', { reason: payment.failureReason })}
            </Text>
          )}
        </Stack>
      </Group>
      {open && (
        <Group gap="sm">
          {payment.status === 'pending' && payment.redirectUrl && (
            <Button component="a" href={payment.redirectUrl}>
              {p('continuePayment')}
            </Button>
          )}
          <Button variant="default" loading={refreshing} onClick={onRefresh}>
            {p('refresh')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
