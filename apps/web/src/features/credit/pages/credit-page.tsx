/** /cl: the buyer company's credit facilities, available credit and its applications. */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowUpRight, IconFileText, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { ACTION_NEEDS, formatDate } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { PermittedAction } from '@/components/ui/permitted-action';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useCreditOverview } from '../api/use-credit-overview';
import { ApplicationList, FacilityFigures, FacilityStatusBadge, LedgerHistory } from '../components/credit-ui';
import { useCanApply, openDraft, ProjectFacilityList } from './credit-page-parts';
import { CompanyPolicies } from '@/features/insurance/index';

export function CreditPage() {
  const { t } = useTranslation();
  const canApply = useCanApply();
  const { data, error, refetch } = useCreditOverview();
  const facility = data?.facility ?? null;
  const draft = data ? openDraft(data.applications, facility ? 'topup' : 'company') : undefined;
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader
          title={t('creditPage.title')}
          subtitle={t('creditPage.subtitle')}
          actions={
            <>
              <Button component={Link} to="/buyer/cllist" variant="default" size="sm">
                {t('creditPage.applications')}
              </Button>
              <Button component={Link} to="/cl/projects" variant="default" size="sm">
                {t('creditPage.projects')}
              </Button>
            </>
          }
        />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && !facility && (
          <Card withBorder radius="md" component="section" aria-labelledby="credit-none">
            <Stack gap="sm" align="flex-start">
              <Title order={2} fz="lg" id="credit-none">
                {t('creditPage.noFacilityTitle')}
              </Title>
              <Text size="sm">{t('creditPage.noFacilityBody')}</Text>
              <PermittedAction need={ACTION_NEEDS.applyCredit}>
                {draft ? (
                  <Button component={Link} to={`/cl/apply/${draft.id}`} leftSection={<IconFileText size={18} />}>
                    {t('creditPage.continueApplication')}
                  </Button>
                ) : (
                  <Button component={Link} to="/cl/tnc" leftSection={<IconPlus size={18} />}>
                    {t('creditPage.apply')}
                  </Button>
                )}
              </PermittedAction>
            </Stack>
          </Card>
        )}
        {facility && (
          <Card withBorder radius="md" component="section" aria-labelledby="credit-facility">
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Title order={2} fz="lg" id="credit-facility">
                    {t('creditPage.facilityTitle')}
                  </Title>
                  <FacilityStatusBadge status={facility.status} />
                </Group>
                <PermittedAction need={ACTION_NEEDS.applyCredit}>
                  {draft ? (
                    <Button component={Link} to={`/cl/apply/${draft.id}`} size="xs" variant="light">
                      {t('creditPage.continueApplication')}
                    </Button>
                  ) : (
                    <Button
                      component={Link}
                      to={`/cl/tnc?kind=topup&facility=${facility.id}`}
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowUpRight size={16} aria-hidden />}
                    >
                      {t('creditPage.topUp')}
                    </Button>
                  )}
                </PermittedAction>
              </Group>
              <FacilityFigures facility={facility} />
              <Text size="xs" c="gray.7">
                {t('creditPage.updated', { date: formatDate(facility.updatedAt) })}
              </Text>
            </Stack>
          </Card>
        )}
        {facility && <LedgerHistory facilityId={facility.id} headingId="credit-ledger" />}
        {data && data.projects.length > 0 && (
          <Card withBorder radius="md" component="section" aria-labelledby="credit-projects">
            <Title order={2} fz="lg" mb="sm" id="credit-projects">
              {t('creditPage.projectFacilities')}
            </Title>
            <ProjectFacilityList facilities={data.projects} />
          </Card>
        )}
        {data && (
          <Card withBorder radius="md" component="section" aria-labelledby="credit-applications">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="lg" id="credit-applications">
                {t('creditPage.recentApplications')}
              </Title>
              <Anchor component={Link} to="/buyer/cllist" size="sm">
                {t('creditPage.allApplications')}
              </Anchor>
            </Group>
            <ApplicationList
              applications={data.applications.slice(0, 5)}
              canEdit={canApply}
              empty={t('creditPage.applicationsEmpty')}
            />
          </Card>
        )}
        {data && <CompanyPolicies />}
      </Stack>
    </Screen>
  );
}
