/**
 * A Lite report's content: identity and registration, the risk score with its band (the band is
 * written out and shown as a coloured badge: never colour alone), litigation with any bankruptcy or
 * winding-up petition, and the trade references reported by creditors.
 */
import { Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { type LiteReport, type RiskBand, formatMoney, formatSubjectId } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { calendarDate } from '@/lib/calendar-dates';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** The band's colour (its name is always written beside it); text on each passes WCAG AA. */
const BAND_COLOR: Record<RiskBand, string> = { low: 'teal.9', moderate: 'yellow.4', high: 'red.9' };

export function LiteReportView({ content }: { content: LiteReport }) {
  const { t } = useTranslation();
  const l = (key: string) => t(`creditReportPages.report.lite.${key}`);
  const { identity, score } = content;
  return (
    <Stack gap="md">
      <ReportSection id="lite-identity" title={l('identity.title')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Fact label={l('identity.name')}>{identity.name}</Fact>
          <Fact label={t('creditReportPages.report.subjectId')}>
            {formatSubjectId(identity.entityType, identity.subjectId)}
          </Fact>
          <Fact label={t('creditReportPages.report.entityType')}>
            {t(`creditReportPages.entityType.${identity.entityType}`)}
          </Fact>
          <Fact label={l('identity.status')}>{identity.status}</Fact>
          {identity.registeredOn && (
            <Fact label={l('identity.registeredOn')}>{calendarDate(identity.registeredOn)}</Fact>
          )}
          <Fact label={l('identity.address')}>{identity.address}</Fact>
        </SimpleGrid>
      </ReportSection>

      <ReportSection id="lite-score" title={l('score.title')}>
        <Stack gap="sm">
          <Group gap="lg" align="flex-end">
            <div>
              <Text size="xs" c="gray.7">
                {l('score.value')}
              </Text>
              <Text fz={40} fw={700} lh={1} data-testid="risk-score">
                {score.value}
              </Text>
            </div>
            <div>
              <Text size="xs" c="gray.7" mb={4}>
                {l('score.band')}
              </Text>
              <Badge size="lg" color={BAND_COLOR[score.band]} variant="filled" autoContrast data-testid="risk-band">
                {l(`score.bands.${score.band}`)}
              </Badge>
            </div>
          </Group>
          {score.reasons.length > 0 && (
            <div>
              <Text size="sm" fw={600} mb={4}>
                {l('score.reasons')}
              </Text>
              <List size="sm" spacing={2}>
                {score.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      </ReportSection>

      <ReportSection id="lite-litigation" title={l('litigation.title')}>
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {content.bankruptcyOrWindingUp ? (
              <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-hidden style={{ flexShrink: 0 }} />
            ) : (
              <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden style={{ flexShrink: 0 }} />
            )}
            <Text size="sm" fw={600} c={content.bankruptcyOrWindingUp ? 'red.8' : undefined}>
              {content.bankruptcyOrWindingUp ? l('litigation.petition') : l('litigation.noPetition')}
            </Text>
          </Group>
          <ReportTable
            label={l('litigation.caption')}
            empty={l('litigation.none')}
            rows={content.litigation}
            rowKey={(row) => row.caseNumber}
            minWidth={760}
            columns={[
              { key: 'caseNumber', label: l('litigation.caseNumber'), cell: (row) => row.caseNumber },
              { key: 'court', label: l('litigation.court'), cell: (row) => row.court },
              { key: 'plaintiff', label: l('litigation.plaintiff'), cell: (row) => row.plaintiff },
              { key: 'nature', label: l('litigation.nature'), cell: (row) => row.nature },
              {
                key: 'amount',
                label: l('litigation.amount'),
                cell: (row) => formatMoney(row.amountSen),
                numeric: true,
              },
              { key: 'filedOn', label: l('litigation.filedOn'), cell: (row) => calendarDate(row.filedOn) },
              { key: 'status', label: l('litigation.status'), cell: (row) => row.status },
            ]}
          />
        </Stack>
      </ReportSection>

      <ReportSection id="lite-trade" title={l('trade.title')}>
        <ReportTable
          label={l('trade.caption')}
          empty={l('trade.none')}
          rows={content.tradeReferences}
          rowKey={(row, index) => `${row.creditor}-${index}`}
          minWidth={620}
          columns={[
            { key: 'creditor', label: l('trade.creditor'), cell: (row) => row.creditor },
            { key: 'industry', label: l('trade.industry'), cell: (row) => row.industry },
            {
              key: 'outstanding',
              label: l('trade.outstanding'),
              cell: (row) => formatMoney(row.outstandingSen),
              numeric: true,
            },
            {
              key: 'overdue',
              label: l('trade.overdue'),
              cell: (row) =>
                row.daysOverdue > 0 ? (
                  <Text span size="sm" c="red.8" fw={600}>
                    {t('creditReportPages.report.lite.trade.days', { count: row.daysOverdue })}
                  </Text>
                ) : (
                  l('trade.current')
                ),
            },
            { key: 'reportedOn', label: l('trade.reportedOn'), cell: (row) => calendarDate(row.reportedOn) },
          ]}
        />
      </ReportSection>
    </Stack>
  );
}
