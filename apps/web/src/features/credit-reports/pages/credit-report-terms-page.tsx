/**
 * /creditreport/disclaimer: the terms every report is bought and read under — a credit decision
 * only, the subject's personal data under the Personal Data Protection Act 2010, confidentiality,
 * no resale, the bureau's record passed on as received, the fees and their refund, logged views.
 */
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { CREDIT_REPORT_PRICES_SEN, formatMoney } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { BackLink } from '../components/back-link';

const CLAUSES = [
  'purpose',
  'personalData',
  'confidentiality',
  'noResale',
  'asReceived',
  'fees',
  'refund',
  'logging',
  'misuse',
  'law',
] as const;

export function CreditReportTermsPage() {
  const { t } = useTranslation();
  const prices = {
    lite: formatMoney(CREDIT_REPORT_PRICES_SEN.lite),
    ccm: formatMoney(CREDIT_REPORT_PRICES_SEN.ccm),
  };
  return (
    <Screen>
      <Stack gap="md" maw={860}>
        <BackLink to="/creditreport" label={t('creditReportPages.back')} />
        <PageHeader
          title={t('creditReportPages.disclaimer.title')}
          subtitle={t('creditReportPages.disclaimer.subtitle')}
        />
        <Card withBorder radius="md" component="article" aria-label={t('creditReportPages.disclaimer.title')}>
          <Stack gap="md">
            <Text size="sm">{t('creditReportPages.disclaimer.intro')}</Text>
            {CLAUSES.map((clause) => (
              <section key={clause} aria-labelledby={`terms-${clause}`}>
                <Title order={2} fz="md" mb={4} id={`terms-${clause}`}>
                  {t(`creditReportPages.disclaimer.clauses.${clause}.title`)}
                </Title>
                {t(`creditReportPages.disclaimer.clauses.${clause}.body`, prices)
                  .split('\n')
                  .map((paragraph, i) => (
                    <Text key={i} size="sm" mb={6}>
                      {paragraph}
                    </Text>
                  ))}
              </section>
            ))}
          </Stack>
        </Card>
      </Stack>
    </Screen>
  );
}
