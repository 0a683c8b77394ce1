/**
 * "Insurance and bonds" on the buyer's /cl: the company's policies arranged with Lonpac (the
 * policy number, cover, sum, premium and period) and the proposals Lonpac is still deciding, each
 * opening its details. Shown to the company's users with buyCl Read or more.
 */
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type InsurancePolicy, formatMoney } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useCompanyPolicies } from '../api/use-company-policies';
import { useCompanyPolicy } from '../api/use-company-policy';
import { InsuranceStatusBadge, periodText, reasonText } from './insurance-ui';

export function CompanyPolicies() {
  const { t } = useTranslation();
  const { data, error, refetch } = useCompanyPolicies();
  const [open, setOpen] = useState<InsurancePolicy | null>(null);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="insurance-policies">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="insurance-policies">
            {t('insuranceBuyer.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('insuranceBuyer.intro')}
          </Text>
        </div>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('insuranceBuyer.empty')}
          </Text>
        )}
        {data && data.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((policy) => (
              <PolicyRow key={policy.id} policy={policy} onOpen={() => setOpen(policy)} />
            ))}
          </Stack>
        )}
      </Stack>
      <PolicyDetails policy={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

const headingOf = (t: (key: string, params?: Record<string, string>) => string, policy: InsurancePolicy) =>
  policy.insurer.policyNumber
    ? t('insuranceBuyer.policy', { number: policy.insurer.policyNumber })
    : t('insuranceBuyer.proposal', { number: policy.number });

function PolicyRow({ policy, onOpen }: { policy: InsurancePolicy; onOpen: () => void }) {
  const { t } = useTranslation();
  const heading = headingOf(t, policy);
  return (
    <Card component="li" withBorder radius="sm" padding="sm" aria-label={heading}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t(`insuranceLabels.cover.${policy.cover}`)} · {policy.projectName}
            </Text>
            <Text size="xs" c="gray.7" ff="monospace">
              {heading}
            </Text>
          </div>
          <InsuranceStatusBadge status={policy.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Fact label={t(`insuranceLabels.amount.${policy.cover}`)}>{formatMoney(policy.sumInsuredSen)}</Fact>
          <Fact label={t('insuranceBuyer.premium')}>
            {policy.insurer.premiumSen === null ? '–' : formatMoney(policy.insurer.premiumSen)}
          </Fact>
          <Fact label={t('insuranceBuyer.period')}>{periodText(t, policy.periodStart, policy.periodEnd)}</Fact>
        </SimpleGrid>
        {policy.status !== 'accepted' && (
          <Text size="xs" c="gray.7">
            {t('insuranceBuyer.inProgress')}
          </Text>
        )}
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          onClick={onOpen}
          aria-label={t('insuranceBuyer.detailsOf', { name: heading })}
        >
          {t('insuranceBuyer.details')}
        </Button>
      </Stack>
    </Card>
  );
}

/** One policy's details, read again from the API (the list may be older than the policy). */
function PolicyDetails({ policy, onClose }: { policy: InsurancePolicy | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fresh = useCompanyPolicy(policy?.id ?? null);
  const shown = fresh.data ?? policy;
  const reason = shown ? reasonText(t, shown.insurer) : null;
  return (
    <Modal opened={policy !== null} onClose={onClose} title={shown ? headingOf(t, shown) : ''} centered size="lg">
      {shown && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t('insuranceBuyer.status')}>
            <InsuranceStatusBadge status={shown.status} />
          </Fact>
          <Fact label={t('insuranceAdmin.fields.cover')}>{t(`insuranceLabels.cover.${shown.cover}`)}</Fact>
          <Fact label={t('insuranceBuyer.project')}>{shown.projectName}</Fact>
          <Fact label={t('insuranceBuyer.contract')}>{shown.contractNumber}</Fact>
          <Fact label={t('insuranceBuyer.insured')}>{shown.insuredName}</Fact>
          <Fact label={t('insuranceBuyer.employer')}>{shown.employerName}</Fact>
          <Fact label={t(`insuranceLabels.amount.${shown.cover}`)}>
            {formatMoney(shown.sumInsuredSen)}
            {shown.bondPercent !== null &&
              ` (${t('insuranceBuyer.bondShare', { percent: shown.bondPercent.toFixed(2) })})`}
          </Fact>
          <Fact label={t('insuranceBuyer.contractSum')}>{formatMoney(shown.contractSumSen)}</Fact>
          <Fact label={t('insuranceBuyer.period')}>{periodText(t, shown.periodStart, shown.periodEnd)}</Fact>
          <Fact label={t('insuranceBuyer.premium')}>
            {shown.insurer.premiumSen === null ? '–' : formatMoney(shown.insurer.premiumSen)}
          </Fact>
          <Fact label={t('insuranceBuyer.site')}>
            {[
              shown.site.addressLine1,
              shown.site.addressLine2,
              `${shown.site.postcode} ${shown.site.city}`,
              shown.site.state,
            ]
              .filter(Boolean)
              .join(', ')}
          </Fact>
          {shown.insurer.policyNumber && (
            <Fact label={t('insuranceAdmin.policyNumber')}>{shown.insurer.policyNumber}</Fact>
          )}
          {reason && <Fact label={t('insuranceAdmin.reason')}>{reason}</Fact>}
        </SimpleGrid>
      )}
    </Modal>
  );
}
