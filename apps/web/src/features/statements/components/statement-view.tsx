/**
 * A statement of account: the period pickers and print button, then the company and period,
 * opening balance, the lines (cards on phones, a table from the small breakpoint up), the
 * closing balance and the ageing buckets. The period lives in the address (?from=&to=) and
 * defaults to the last three months. Lines are invoices, payments, credit notes and debit notes;
 * the same statement downloads as a PDF.
 */
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { useSearchParams } from 'react-router';
import { AGEING_BUCKETS, type Statement, type StatementLine, formatMoney } from '@binamart/shared';
import { PageLoader } from '@/components/ui/page-loader';
import { PdfButton } from '@/components/ui/pdf-button';
import { QueryError } from '@/components/ui/query-error';
import { calendarDate, malaysianToday } from '@/lib/calendar-dates';
import { useStatement } from '../api/use-statement';
import classes from './print.module.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The same day `months` months earlier (clamped to the month's last day). */
export function monthsBefore(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const first = new Date(Date.UTC(y!, m! - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d!, last));
  return first.toISOString().slice(0, 10);
}

/** The period in the address, or the last three months. */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = malaysianToday();
  const fromParam = params.get('from') ?? '';
  const toParam = params.get('to') ?? '';
  const to = ISO_DATE.test(toParam) ? toParam : today;
  const from = ISO_DATE.test(fromParam) ? fromParam : monthsBefore(to, 3);
  const setPeriod = (next: { from?: string; to?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  return { from, to, setPeriod };
}

export interface StatementViewProps {
  /** administrators: the chosen buyer company (nothing is shown until one is chosen) */
  companyId?: string;
  side: 'buyer' | 'admin';
  /** the company picker, for administrators */
  picker?: ReactNode;
}

export function StatementView({ companyId, side, picker }: StatementViewProps) {
  const { t } = useTranslation();
  const { from, to, setPeriod } = usePeriod();
  const invalid = from > to;
  const ready = side === 'buyer' || Boolean(companyId);
  const { data, error, refetch, isFetching } = useStatement({ from, to, companyId }, ready && !invalid);
  const pdf = new URLSearchParams({ from, to });
  if (companyId) pdf.set('companyId', companyId);

  return (
    <Stack gap="lg" className={classes.printable}>
      <Card withBorder radius="md" className={classes.noPrint}>
        <Stack gap="md">
          {picker}
          <Group align="flex-end" gap="md">
            <TextInput
              type="date"
              label={t('statementsPage.from')}
              value={from}
              max={to}
              onChange={(event) => setPeriod({ from: event.currentTarget.value })}
              error={invalid ? t('statementsPage.periodInvalid') : undefined}
            />
            <TextInput
              type="date"
              label={t('statementsPage.to')}
              value={to}
              min={from}
              onChange={(event) => setPeriod({ to: event.currentTarget.value })}
            />
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
              disabled={!data || invalid}
            >
              {t('statementsPage.print')}
            </Button>
            <PdfButton
              url={`/api/statements/pdf?${pdf}`}
              filename={`statement-${from}-${to}.pdf`}
              label={t('billingDocs.downloadPdf')}
              failure={t('billingDocs.pdfFailed')}
              disabled={!data || invalid}
            />
          </Group>
        </Stack>
      </Card>
      {!ready && (
        <Card withBorder radius="md">
          <Text c="gray.7">{t('statementsPage.chooseCompany')}</Text>
        </Card>
      )}
      {ready && !invalid && error && <QueryError error={error} onRetry={() => void refetch()} />}
      {ready && !invalid && !data && !error && <PageLoader />}
      {ready && !invalid && data && <StatementBody statement={data} stale={isFetching} />}
    </Stack>
  );
}

function Amount({ sen, strong }: { sen: number; strong?: boolean }) {
  return (
    <Text component="span" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(sen, 'MYR')}
    </Text>
  );
}

function StatementBody({ statement, stale }: { statement: Statement; stale: boolean }) {
  const { t } = useTranslation();
  const describe = (line: StatementLine) => {
    const due = calendarDate(line.dueDate ?? line.date);
    switch (line.kind) {
      case 'invoice':
        return t('statementsPage.invoiceLine', { order: line.orderNumber, due });
      case 'creditNote':
        return t('billingDocs.statementCreditNote', { order: line.orderNumber });
      case 'debitNote':
        return t('billingDocs.statementDebitNote', { order: line.orderNumber, due });
      default:
        return t('statementsPage.paymentLine', { order: line.orderNumber });
    }
  };
  const kind = (line: StatementLine) => (
    <Text size="xs" c="gray.7" component="span" display="block">
      {t(`billingDocs.kind.${line.kind}`)}
    </Text>
  );
  const period = { from: calendarDate(statement.from), to: calendarDate(statement.to) };

  return (
    <Stack gap="md" style={{ opacity: stale ? 0.7 : 1 }} data-testid="statement">
      <Stack gap={2}>
        <Title order={2} size="h4">
          {t('statementsPage.statementFor', {
            name: statement.company.name,
            registrationNo: statement.company.registrationNo,
          })}
        </Title>
        <Text c="gray.7">{t('statementsPage.period', period)}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Card withBorder radius="md" padding="sm">
          <Text size="sm" c="gray.7">
            {t('statementsPage.openingBalance')}
          </Text>
          <Text fw={700} size="lg" data-testid="opening-balance">
            {formatMoney(statement.openingBalanceSen, 'MYR')}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="sm">
          <Text size="sm" c="gray.7">
            {t('statementsPage.closingBalance')}
          </Text>
          <Text fw={700} size="lg" data-testid="closing-balance">
            {formatMoney(statement.closingBalanceSen, 'MYR')}
          </Text>
        </Card>
      </SimpleGrid>

      {statement.lines.length === 0 ? (
        <Card withBorder radius="md">
          <Text c="gray.7">{t('statementsPage.empty')}</Text>
        </Card>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {statement.lines.map((line, i) => (
              <Card
                key={`${line.kind}-${line.invoiceId}-${i}`}
                component="li"
                withBorder
                radius="md"
                padding="md"
                data-testid="statement-card"
              >
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {line.reference}
                      </Text>
                      {kind(line)}
                    </div>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {calendarDate(line.date)}
                    </Text>
                  </Group>
                  <Text size="sm">{describe(line)}</Text>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {line.debitSen ? t('statementsPage.debit') : t('statementsPage.credit')}:{' '}
                      <Amount sen={line.debitSen || line.creditSen} />
                    </Text>
                    <Text size="sm">
                      {t('statementsPage.balance')}: <Amount sen={line.balanceSen} strong />
                    </Text>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
          <Card withBorder radius="md" p={0} visibleFrom="sm">
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="xs">
                <VisuallyHidden component="caption">{t('statementsPage.caption', period)}</VisuallyHidden>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('statementsPage.date')}</Table.Th>
                    <Table.Th>{t('statementsPage.reference')}</Table.Th>
                    <Table.Th>{t('statementsPage.description')}</Table.Th>
                    <Table.Th ta="right">{t('statementsPage.debit')}</Table.Th>
                    <Table.Th ta="right">{t('statementsPage.credit')}</Table.Th>
                    <Table.Th ta="right">{t('statementsPage.balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{period.from}</Table.Td>
                    <Table.Td />
                    <Table.Td fw={600}>{t('statementsPage.openingBalance')}</Table.Td>
                    <Table.Td />
                    <Table.Td />
                    <Table.Td ta="right">
                      <Amount sen={statement.openingBalanceSen} strong />
                    </Table.Td>
                  </Table.Tr>
                  {statement.lines.map((line, i) => (
                    <Table.Tr key={`${line.kind}-${line.invoiceId}-${i}`} data-testid="statement-row">
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{calendarDate(line.date)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {line.reference}
                        {kind(line)}
                      </Table.Td>
                      <Table.Td>{describe(line)}</Table.Td>
                      <Table.Td ta="right">{line.debitSen ? <Amount sen={line.debitSen} /> : ''}</Table.Td>
                      <Table.Td ta="right">{line.creditSen ? <Amount sen={line.creditSen} /> : ''}</Table.Td>
                      <Table.Td ta="right">
                        <Amount sen={line.balanceSen} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td />
                    <Table.Td fw={700}>{t('statementsPage.closingBalance')}</Table.Td>
                    <Table.Td ta="right">
                      <Amount sen={statement.totalDebitSen} strong />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount sen={statement.totalCreditSen} strong />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount sen={statement.closingBalanceSen} strong />
                    </Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}

      <Card withBorder radius="md">
        <Stack gap="sm">
          <div>
            <Title order={3} size="h5">
              {t('statementsPage.ageingTitle')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('statementsPage.ageingNote', { to: period.to })}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
            {AGEING_BUCKETS.map((bucket) => (
              <div key={bucket} data-testid={`ageing-${bucket}`}>
                <Text component="dt" size="sm" c="gray.7">
                  {t(`statementsPage.ageing.${bucket}`)}
                </Text>
                <Text component="dd" m={0} fw={700}>
                  {formatMoney(statement.ageing[bucket], 'MYR')}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  );
}
