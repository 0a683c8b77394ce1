/** /cl/projects: the company's project credit facilities. */
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useCreditOverview } from '../api/use-credit-overview';
import { ApplicationList } from '../components/credit-ui';
import { useCanApply, Back, ProjectFacilityList } from './credit-page-parts';

export function ProjectsPage() {
  const { t } = useTranslation();
  const canApply = useCanApply();
  const { data, error, refetch } = useCreditOverview();
  const applications = data?.applications.filter((a) => a.kind === 'project') ?? [];
  return (
    <Screen>
      <Stack gap="md">
        <Back to="/cl" label={t('creditPage.back')} />
        <PageHeader
          title={t('creditPage.projectsTitle')}
          subtitle={t('creditPage.projectsSubtitle')}
          actions={
            canApply ? (
              <Button
                component={Link}
                to="/cl/tnc?kind=project"
                size="sm"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('creditPage.projectApply')}
              </Button>
            ) : undefined
          }
        />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && (
          <>
            <Card withBorder radius="md" component="section" aria-labelledby="projects-facilities">
              <Title order={2} fz="lg" mb="sm" id="projects-facilities">
                {t('creditPage.projectFacilities')}
              </Title>
              {data.projects.length ? (
                <ProjectFacilityList facilities={data.projects} />
              ) : (
                <Text size="sm" c="gray.7">
                  {t('creditPage.projectsEmpty')}
                </Text>
              )}
            </Card>
            <Card withBorder radius="md" component="section" aria-labelledby="projects-applications">
              <Title order={2} fz="lg" mb="sm" id="projects-applications">
                {t('creditPage.projectApplications')}
              </Title>
              <ApplicationList
                applications={applications}
                canEdit={canApply}
                empty={t('creditPage.projectApplicationsEmpty')}
              />
            </Card>
          </>
        )}
      </Stack>
    </Screen>
  );
}
