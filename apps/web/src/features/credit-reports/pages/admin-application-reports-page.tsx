/**
 * /admin/cl/ccdreport/{id} (id: a credit application): the applicant's name and SSM number, the
 * bureau reports beside the application (a report being prepared updates by itself), and — with
 * admCl Write — obtaining a report from the bureau or attaching the bureau's PDF.
 */
import { Alert, Card, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useParams } from 'react-router';
import { hasPermission } from '@binamart/shared';
import { DoneAlert } from '@/components/ui/done-alert';
import { Fact } from '@/components/ui/fact';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useApplicationReports } from '../api/use-application-reports';
import { ApplicationReportList } from '../components/application-report-list';
import { AttachReportForm } from '../components/attach-report-form';
import { BackLink } from '../components/back-link';
import { ObtainReportForm } from '../components/obtain-report-form';
import { ReportSection } from '../components/report-section';
import { useViewer } from '../components/use-viewer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AdminApplicationReportsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const { user } = useViewer();
  const canWrite = user !== null && hasPermission(user.permissions, 'admCl', 'Write');
  const { data, error, refetch } = useApplicationReports(id, valid);
  const [done, setDone] = useState<string | null>(null);
  if (!valid || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <NotFoundMessage />;
  const a = (key: string) => t(`creditReportPages.admin.${key}`);
  return (
    <Screen>
      <Stack gap="lg">
        <BackLink to={`/admin/cl/clApplication/${id}`} label={a('back')} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && (
          <>
            <PageHeader
              title={a('title')}
              subtitle={t('creditReportPages.admin.subtitle', { company: data.applicant.name })}
            />
            <DoneAlert message={done} onClose={() => setDone(null)} />
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack gap="md">
                  <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                      <Fact label={a('applicant')}>{data.applicant.name}</Fact>
                      <Fact label={a('registrationNo')}>{data.applicant.registrationNo || '—'}</Fact>
                    </SimpleGrid>
                  </Card>
                  <ReportSection id="application-reports" title={a('listTitle')}>
                    {data.items.length === 0 ? (
                      <Text size="sm" c="gray.7">
                        {a('none')}
                      </Text>
                    ) : (
                      <ApplicationReportList reports={data.items} label={a('listTitle')} />
                    )}
                  </ReportSection>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                {canWrite ? (
                  <Stack gap="md">
                    <ObtainReportForm applicationId={id} applicant={data.applicant} onDone={setDone} />
                    <AttachReportForm applicationId={id} applicant={data.applicant} onDone={setDone} />
                  </Stack>
                ) : (
                  <Alert color="gray" variant="light">
                    {a('readOnly')}
                  </Alert>
                )}
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Screen>
  );
}
