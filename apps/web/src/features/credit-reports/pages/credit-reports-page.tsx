/**
 * /creditreport (spec §2, a common page; §6 buyCtos Write or admReport not Block): the two reports
 * with their prices, the way to buy each, the terms, and the company's report history (every
 * report, for administrators, who obtain theirs from a credit application instead of buying).
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { ProductCards } from '../components/product-cards';
import { ReportHistory } from '../components/report-history';
import { useViewer } from '../components/use-viewer';

export function CreditReportsPage() {
  const { t } = useTranslation();
  const { admin } = useViewer();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('creditReportPages.home.title')} subtitle={t('creditReportPages.home.subtitle')} />
        <ProductCards canBuy={!admin} />
        <Text size="sm" c="gray.8">
          {t('creditReportPages.home.termsIntro')}{' '}
          <Anchor component={Link} to="/creditreport/disclaimer" size="sm">
            {t('creditReportPages.home.termsLink')}
          </Anchor>
        </Text>
        <Stack gap="sm" component="section" aria-labelledby="report-history-title">
          <Title order={2} fz="xl" id="report-history-title">
            {admin ? t('creditReportPages.home.adminHistoryTitle') : t('creditReportPages.home.historyTitle')}
          </Title>
          <ReportHistory showCompany={admin} />
        </Stack>
      </Stack>
    </Screen>
  );
}
