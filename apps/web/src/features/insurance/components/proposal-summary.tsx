/** A proposal as sent (or as a reader without write access sees a draft): every field, read only. */
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { INSURANCE_DECLARATIONS, type InsuranceForm, formatMoney } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { calendarDate } from '@/lib/calendar-dates';

export function ProposalSummary({ proposal }: { proposal: InsuranceForm }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`insuranceAdmin.fields.${key}`);
  const { site } = proposal;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="proposal-details">
      <Stack gap="md">
        <Title order={2} fz="lg" id="proposal-details">
          {t('insuranceAdmin.sections.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={f('buyerCompany')}>{proposal.buyerCompany.name}</Fact>
          <Fact label={f('companyProject')}>{proposal.companyProject?.name ?? f('noCompanyProject')}</Fact>
          <Fact label={f('cover')}>{t(`insuranceLabels.cover.${proposal.cover}`)}</Fact>
          <Fact label={f('insuredName')}>{proposal.insuredName}</Fact>
          <Fact label={f('employerName')}>{proposal.employerName}</Fact>
          <Fact label={t(`insuranceLabels.amount.${proposal.cover}`)}>
            {formatMoney(proposal.sumInsuredSen)}
            {proposal.bondPercent !== null &&
              ` (${t('insuranceBuyer.bondShare', { percent: proposal.bondPercent.toFixed(2) })})`}
          </Fact>
          <Fact label={f('contractSum')}>{formatMoney(proposal.contractSumSen)}</Fact>
          <Fact label={t('insuranceAdmin.columns.period')}>
            {t('insuranceAdmin.periodDays', {
              start: calendarDate(proposal.periodStart),
              end: calendarDate(proposal.periodEnd),
              days: proposal.periodDays,
            })}
          </Fact>
          <Fact label={f('projectName')}>{proposal.projectName}</Fact>
          <Fact label={f('contractNumber')}>{proposal.contractNumber}</Fact>
          {proposal.contractTitle && <Fact label={f('contractTitle')}>{proposal.contractTitle}</Fact>}
          <Fact label={t('insuranceAdmin.sections.site')}>
            {[site.addressLine1, site.addressLine2, `${site.postcode} ${site.city}`, site.state]
              .filter(Boolean)
              .join(', ')}
          </Fact>
        </SimpleGrid>
        <div>
          <Text size="xs" c="gray.7" mb={4}>
            {t('insuranceAdmin.sections.declarations')}
          </Text>
          <List spacing={4} size="sm" center={false}>
            {INSURANCE_DECLARATIONS.map((name) => {
              const accepted = proposal.declarations[name];
              return (
                <List.Item
                  key={name}
                  icon={
                    accepted ? (
                      <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
                    ) : (
                      <IconCircleDashed size={18} color="var(--mantine-color-gray-6)" aria-hidden />
                    )
                  }
                >
                  {t(`insuranceLabels.declarations.${name}`)}{' '}
                  <Text component="span" size="xs" c={accepted ? 'teal.9' : 'gray.7'} fw={600}>
                    ({accepted ? t('insuranceAdmin.yes') : t('insuranceAdmin.no')})
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </div>
        <div>
          <Text size="xs" c="gray.7" mb={4}>
            {t('insuranceAdmin.sections.documents')}
          </Text>
          {proposal.documents.length === 0 ? (
            <Text size="sm">{f('noDocuments')}</Text>
          ) : (
            <Stack gap={4}>
              {proposal.documents.map((document) => (
                <div key={document.fileId}>
                  <PrivateFileLink url={document.url} label={document.name} icon />
                </div>
              ))}
            </Stack>
          )}
        </div>
        {proposal.remarks && <Fact label={f('remarks')}>{proposal.remarks}</Fact>}
      </Stack>
    </Card>
  );
}
