/** /cl/apply/:id: a draft application to complete, or a sent one to follow. */
import { creditApplicationAllows } from '@binamart/shared';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { useLocation, useParams } from 'react-router';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useApplication } from '../api/use-application';
import { useCreditOverview } from '../api/use-credit-overview';
import { ApplicationForm } from '../components/application-form';
import { ApplicationView } from '../components/application-view';
import { UUID, notFound, Back } from './credit-page-parts';

/** /cl/apply/:id: resume a draft (or one that needs more documents); others show as they stand. */
export function ApplicationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const justSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  const valid = UUID.test(id);
  const { data, error, refetch } = useApplication(valid ? id : undefined);
  const overview = useCreditOverview();
  if (!valid || notFound(error)) return <NotFoundMessage />;
  const editable = data && creditApplicationAllows(data.status, 'edit');
  const facilities = overview.data
    ? [...(overview.data.facility ? [overview.data.facility] : []), ...overview.data.projects]
    : [];
  return (
    <Screen>
      <Stack gap="md" maw={960}>
        <Back to="/buyer/cllist" label={t('creditPage.allApplications')} />
        <PageHeader
          title={data ? t(`creditApply.titleKind.${data.kind}`) : t('creditApply.viewTitle')}
          subtitle={editable ? t('creditApply.subtitle') : undefined}
        />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && editable && (
          <ApplicationForm
            key={data.id}
            kind={data.kind}
            application={data}
            facilities={facilities}
            notice={justSaved ? t('creditApply.saved') : null}
          />
        )}
        {data && !editable && (
          <>
            <Alert color="blue" role="status">
              {t('creditApply.readOnly', { status: t(`creditStatus.${data.status}`) })}
            </Alert>
            <ApplicationView application={data} />
          </>
        )}
      </Stack>
    </Screen>
  );
}
