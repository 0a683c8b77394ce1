/**
 * A CCM report's content, the company's record at the Companies Commission of Malaysia: profile,
 * directors, shareholders, charges and the financial statements filed (money as RM 1,234.50).
 */
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type CcmReport, formatMoney } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { calendarDate } from '@/lib/calendar-dates';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

const count = new Intl.NumberFormat('en-MY');
const percent = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function CcmReportView({ content }: { content: CcmReport }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`creditReportPages.report.ccm.${key}`);
  const none = t('creditReportPages.report.none');
  const { profile } = content;
  return (
    <Stack gap="md">
      <ReportSection id="ccm-profile" title={c('profile.title')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Fact label={c('profile.name')}>{profile.name}</Fact>
          <Fact label={c('profile.registrationNumber')}>{profile.registrationNumber}</Fact>
          {profile.oldRegistrationNumber && (
            <Fact label={c('profile.oldRegistrationNumber')}>{profile.oldRegistrationNumber}</Fact>
          )}
          <Fact label={c('profile.companyType')}>{profile.companyType}</Fact>
          <Fact label={c('profile.status')}>{profile.status}</Fact>
          <Fact label={c('profile.incorporatedOn')}>{calendarDate(profile.incorporatedOn)}</Fact>
          <Fact label={c('profile.paidUpCapital')}>{formatMoney(profile.paidUpCapitalSen)}</Fact>
          <Fact label={c('profile.natureOfBusiness')}>{profile.natureOfBusiness}</Fact>
          <Fact label={c('profile.registeredAddress')}>{profile.registeredAddress}</Fact>
          <Fact label={c('profile.businessAddress')}>{profile.businessAddress}</Fact>
        </SimpleGrid>
      </ReportSection>

      <ReportSection id="ccm-directors" title={c('directors.title')}>
        <ReportTable
          label={c('directors.caption')}
          empty={none}
          rows={content.directors}
          rowKey={(row, index) => `${row.name}-${index}`}
          minWidth={480}
          columns={[
            { key: 'name', label: c('directors.name'), cell: (row) => row.name },
            { key: 'idNumber', label: c('directors.idNumber'), cell: (row) => row.idNumber },
            { key: 'appointedOn', label: c('directors.appointedOn'), cell: (row) => calendarDate(row.appointedOn) },
          ]}
        />
      </ReportSection>

      <ReportSection id="ccm-shareholders" title={c('shareholders.title')}>
        <ReportTable
          label={c('shareholders.caption')}
          empty={none}
          rows={content.shareholders}
          rowKey={(row, index) => `${row.name}-${index}`}
          minWidth={480}
          columns={[
            { key: 'name', label: c('shareholders.name'), cell: (row) => row.name },
            { key: 'shares', label: c('shareholders.shares'), cell: (row) => count.format(row.shares), numeric: true },
            {
              key: 'percent',
              label: c('shareholders.percent'),
              cell: (row) => `${percent.format(row.percent)}%`,
              numeric: true,
            },
          ]}
        />
      </ReportSection>

      <ReportSection id="ccm-charges" title={c('charges.title')}>
        <ReportTable
          label={c('charges.caption')}
          empty={c('charges.none')}
          rows={content.charges}
          rowKey={(row) => row.chargeNumber}
          minWidth={620}
          columns={[
            { key: 'chargeNumber', label: c('charges.chargeNumber'), cell: (row) => row.chargeNumber },
            { key: 'chargee', label: c('charges.chargee'), cell: (row) => row.chargee },
            { key: 'amount', label: c('charges.amount'), cell: (row) => formatMoney(row.amountSen), numeric: true },
            { key: 'createdOn', label: c('charges.createdOn'), cell: (row) => calendarDate(row.createdOn) },
            { key: 'status', label: c('charges.status'), cell: (row) => row.status },
          ]}
        />
      </ReportSection>

      <ReportSection id="ccm-financials" title={c('financials.title')}>
        <ReportTable
          label={c('financials.caption')}
          empty={c('financials.none')}
          rows={content.financials}
          rowKey={(row) => row.yearEnd}
          minWidth={680}
          columns={[
            { key: 'yearEnd', label: c('financials.yearEnd'), cell: (row) => calendarDate(row.yearEnd) },
            {
              key: 'revenue',
              label: c('financials.revenue'),
              cell: (row) => formatMoney(row.revenueSen),
              numeric: true,
            },
            {
              key: 'profitBeforeTax',
              label: c('financials.profitBeforeTax'),
              cell: (row) => formatMoney(row.profitBeforeTaxSen),
              numeric: true,
            },
            {
              key: 'totalAssets',
              label: c('financials.totalAssets'),
              cell: (row) => formatMoney(row.totalAssetsSen),
              numeric: true,
            },
            {
              key: 'totalLiabilities',
              label: c('financials.totalLiabilities'),
              cell: (row) => formatMoney(row.totalLiabilitiesSen),
              numeric: true,
            },
          ]}
        />
      </ReportSection>
    </Stack>
  );
}
