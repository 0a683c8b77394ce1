/**
 * Where the report itself stands once paid (spec §3 Credit report): the bureau preparing it (a
 * loader; the page asks again every few seconds), ready (open it), or not available — with the
 * refund of its payment (reference, state, amount) and the banks' 2 to 5 working days.
 */
import { Button, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type CreditReportDetail, formatMoney } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';

export function ReportProgress({ report }: { report: CreditReportDetail }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`creditReportPages.progress.${key}`);
  // the payment's own card says what a failed or open payment needs
  if (report.status === 'paymentFailed') return null;
  return (
    <Stack gap="sm" role="status" aria-live="polite" data-testid="report-progress">
      {report.status === 'awaitingPayment' && (
        <Headline icon={<IconClockHour4 />} color="gray" title={p('awaitingTitle')} body={p('awaitingBody')} />
      )}
      {report.status === 'requested' && (
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Loader size={36} aria-hidden />
          <Stack gap={4}>
            <Title order={2} fz={{ base: 18, sm: 20 }}>
              {p('requestedTitle')}
            </Title>
            <Text size="sm" c="gray.8">
              {p('requestedBody')}
            </Text>
          </Stack>
        </Group>
      )}
      {report.status === 'ready' && (
        <>
          <Headline icon={<IconCircleCheck />} color="teal" title={p('readyTitle')} body={p('readyBody')} />
          <Group>
            <Button
              component={Link}
              to={`/${report.product}/${report.id}`}
              leftSection={<IconFileText size={18} aria-hidden />}
            >
              {p('open')}
            </Button>
          </Group>
        </>
      )}
      {report.status === 'failed' && (
        <>
          <Headline
            icon={<IconCircleX />}
            color="red"
            title={p('failedTitle')}
            body={report.failureReason ?? t('creditReports.failedAfterPayment')}
          />
          <Refund report={report} />
        </>
      )}
    </Stack>
  );
}

function Headline({ icon, color, title, body }: { icon: ReactNode; color: string; title: string; body: string }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
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
      </Stack>
    </Group>
  );
}

/** The refund of a report the bureau could not give (none when nothing was paid, e.g. BinaMart's own). */
function Refund({ report }: { report: CreditReportDetail }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`creditReportPages.progress.${key}`);
  const paid = report.payment?.status === 'paid';
  if (!paid) {
    return (
      <Text size="sm" c="gray.7">
        {p('noRefund')}
      </Text>
    );
  }
  const refund = report.payment?.refund;
  return (
    <Stack gap="xs" component="section" aria-labelledby="report-refund">
      <Title order={3} fz="md" id="report-refund">
        {p('refundTitle')}
      </Title>
      {refund && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label={p('refundReference')}>{refund.reference}</Fact>
          <Fact label={p('refundStatus')}>{t(`refundStatus.${refund.status}`, { defaultValue: refund.status })}</Fact>
          <Fact label={p('refundAmount')}>{formatMoney(refund.amountSen)}</Fact>
        </SimpleGrid>
      )}
      {/* the banks' days matter while the money is on its way, not once it is back or refused */}
      {(!refund || refund.status === 'queued' || refund.status === 'processing') && (
        <Text size="sm" c="gray.7">
          {p('refundNote')}
        </Text>
      )}
    </Stack>
  );
}
