/** /clApplication/:id and /tclApplication/:id: one application as sent. */
import { creditApplicationAllows } from '@binamart/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams } from 'react-router';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useApplication } from '../api/use-application';
import { ApplicationView } from '../components/application-view';
import { UUID, useCanApply, notFound, Back } from './credit-page-parts';

/** /clApplication/:id and /tclApplication/:id: the application, read-only. */
export function ApplicationViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const submitted = (location.state as { submitted?: boolean } | null)?.submitted === true;
  const canApply = useCanApply();
  const valid = UUID.test(id);
  const { data, error, refetch } = useApplication(valid ? id : undefined);
  if (!valid || notFound(error)) return <NotFoundMessage />;
  const editable = canApply && data && creditApplicationAllows(data.status, 'edit');
  return (
    <Screen>
      <Stack gap="md" maw={960}>
        <Back to="/buyer/cllist" label={t('creditPage.allApplications')} />
        <PageHeader
          title={data ? t(`creditApply.titleKind.${data.kind}`) : t('creditApply.viewTitle')}
          actions={
            editable ? (
              <Button component={Link} to={`/cl/apply/${data.id}`} size="sm">
                {t('creditApply.edit')}
              </Button>
            ) : undefined
          }
        />
        {submitted && (
          <Alert color="teal" role="status">
            {t('creditApply.submitted')}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && <ApplicationView application={data} />}
      </Stack>
    </Screen>
  );
}
