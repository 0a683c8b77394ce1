/** /cl/projectcl/:id: one project facility with its ledger. */
import { creditApplicationAllows } from '@binamart/shared';
import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams } from 'react-router';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useApplication } from '../api/use-application';
import { useCreditOverview } from '../api/use-credit-overview';
import { ApplicationView } from '../components/application-view';
import { FacilityFigures, FacilityStatusBadge, LedgerHistory, applicationPath } from '../components/credit-ui';
import { UUID, useCanApply, notFound, Back } from './credit-page-parts';

/** /cl/projectcl/:id: a project facility (figures and ledger), or a project application. */
export function ProjectCreditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const submitted = (location.state as { submitted?: boolean } | null)?.submitted === true;
  const canApply = useCanApply();
  const valid = UUID.test(id);
  const overview = useCreditOverview();
  const facility = overview.data?.projects.find((p) => p.id === id) ?? null;
  const lookForApplication = valid && !!overview.data && !facility;
  const application = useApplication(lookForApplication ? id : undefined);
  if (!valid || (lookForApplication && notFound(application.error))) return <NotFoundMessage />;
  const error = overview.error ?? application.error;
  const loading = !error && (!overview.data || (lookForApplication && !application.data));
  return (
    <Screen>
      <Stack gap="md" maw={960}>
        <Back to="/cl/projects" label={t('creditPage.backToProjects')} />
        <PageHeader
          title={facility?.projectName ?? application.data?.projectName ?? t('creditPage.projectTitle')}
          subtitle={
            facility?.contractNumber
              ? t('creditPage.contractNumber', { number: facility.contractNumber })
              : application.data?.contractNumber
                ? t('creditPage.contractNumber', { number: application.data.contractNumber })
                : t('creditPage.projectTitle')
          }
        />
        {submitted && (
          <Alert color="teal" role="status">
            {t('creditApply.submitted')}
          </Alert>
        )}
        {error && (
          <QueryError
            error={error}
            onRetry={() => void (overview.error ? overview.refetch() : application.refetch())}
          />
        )}
        {loading && <PageLoader />}
        {facility && (
          <>
            <Card withBorder radius="md" component="section" aria-labelledby="project-facility">
              <Stack gap="md">
                <Group gap="xs">
                  <Title order={2} fz="lg" id="project-facility">
                    {t('creditPage.projectTitle')}
                  </Title>
                  <FacilityStatusBadge status={facility.status} />
                </Group>
                <FacilityFigures facility={facility} />
                {canApply && (
                  <Group>
                    <Button
                      component={Link}
                      to={`/cl/tnc?kind=topup&facility=${facility.id}`}
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowUpRight size={16} aria-hidden />}
                    >
                      {t('creditPage.topUp')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
            <LedgerHistory facilityId={facility.id} headingId="project-ledger" />
          </>
        )}
        {application.data && (
          <>
            {canApply && creditApplicationAllows(application.data.status, 'edit') && (
              <Group>
                <Button component={Link} to={applicationPath(application.data, true)} size="sm">
                  {t('creditApply.edit')}
                </Button>
              </Group>
            )}
            <ApplicationView application={application.data} />
          </>
        )}
      </Stack>
    </Screen>
  );
}
