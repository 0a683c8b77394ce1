/**
 * The Checks tab of /admin/payment: every case where the gateway and BinaMart disagreed (a late
 * success applied or refunded, a contradiction, what the daily reconciliation found), the latest
 * reconciliations, and a form to reconcile a day again.
 */
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconScale } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Discrepancy, formatDateTime, formatMoney } from '@binamart/shared';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-client';
import { usePaymentChecks, useReconcileDay } from '../api/use-payment-checks';

const RESOLUTION_COLOR = { applied: 'teal.9', refunded: 'blue.7', flagged: 'orange.8' } as const;

export function AdminPaymentChecksPanel() {
  const { t } = useTranslation();
  const { data, error, refetch } = usePaymentChecks();
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.8">
        {t('paymentChecks.intro')}
      </Text>
      <ReconcileForm />
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && (
        <>
          <Stack gap="sm" component="section" aria-labelledby="checks-cases">
            <Title order={2} fz="lg" id="checks-cases">
              {t('paymentChecks.cases')}
            </Title>
            {data.discrepancies.length === 0 ? (
              <Text c="gray.7">{t('paymentChecks.none')}</Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.discrepancies.map((d) => (
                  <li key={d.id}>
                    <CaseCard item={d} />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="checks-runs">
            <Title order={2} fz="lg" id="checks-runs">
              {t('paymentChecks.runs')}
            </Title>
            {data.runs.length === 0 ? (
              <Text c="gray.7">{t('paymentChecks.noRuns')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={300}>
                <Table striped fz="sm" horizontalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('paymentChecks.day')}</Table.Th>
                      <Table.Th ta="right">{t('paymentChecks.gatewayCount')}</Table.Th>
                      <Table.Th ta="right">{t('paymentChecks.ourCount')}</Table.Th>
                      <Table.Th ta="right">{t('paymentChecks.differences')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.runs.map((run) => (
                      <Table.Tr key={run.day}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{run.day}</Table.Td>
                        <Table.Td ta="right">
                          {run.gatewayCount}
                          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                            {formatMoney(run.gatewayPaidSen)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          {run.ourCount}
                          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                            {formatMoney(run.ourPaidSen)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" fw={run.differences > 0 ? 700 : undefined}>
                          {run.differences}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function CaseCard({ item: d }: { item: Discrepancy }) {
  const { t } = useTranslation();
  const side = (status: string | null, sen: number | null) => ({
    status: status ? t(`paymentStatus.${status}`) : '—',
    amount: sen === null ? '—' : formatMoney(sen),
  });
  return (
    <Card withBorder radius="md" component="article" aria-label={d.reference ?? d.gatewayRef ?? d.id}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} ff="monospace">
            {d.reference ?? d.gatewayRef}
          </Text>
          <Badge color={RESOLUTION_COLOR[d.resolution]} variant="light" styles={{ label: { whiteSpace: 'normal' } }}>
            {t(`paymentChecks.resolution.${d.resolution}`)}
          </Badge>
        </Group>
        <Text size="sm" fw={600}>
          {t(`discrepancyKind.${d.kind}`)}
        </Text>
        {(d.ourStatus !== null || d.ourAmountSen !== null) && (
          <Text size="sm">{t('paymentChecks.ours', side(d.ourStatus, d.ourAmountSen))}</Text>
        )}
        {(d.gatewayStatus !== null || d.gatewayAmountSen !== null) && (
          <Text size="sm">{t('paymentChecks.theirs', side(d.gatewayStatus, d.gatewayAmountSen))}</Text>
        )}
        <Text size="xs" c="gray.7">
          {formatDateTime(d.createdAt)}
          {d.day && ` · ${t('paymentChecks.day')}: ${d.day}`}
          {d.gatewayRef && ` · ${d.gatewayRef}`}
        </Text>
      </Stack>
    </Card>
  );
}

function ReconcileForm() {
  const { t } = useTranslation();
  const reconcile = useReconcileDay();
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    if (!day) {
      setProblem(t('paymentChecks.dayInvalid'));
      return;
    }
    try {
      const run = await reconcile.mutateAsync(day);
      setDone(t('paymentChecks.reconciled', { day: run.day, differences: run.differences }));
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.details[0]?.message ?? error.message) : t('errors.internal'));
    }
  };
  return (
    <Card
      withBorder
      radius="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('paymentChecks.reconcile')}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('paymentChecks.reconcileDay')}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={problem}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" loading={reconcile.isPending} leftSection={<IconScale size={18} aria-hidden />}>
          {t('paymentChecks.reconcile')}
        </Button>
      </Group>
      {done && (
        <Alert mt="sm" color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          {done}
        </Alert>
      )}
    </Card>
  );
}
