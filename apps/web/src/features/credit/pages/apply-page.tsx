/** /cl/apply: a new credit application (company, project or top-up). */
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { type CreditApplicationKind } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useCreditOverview } from '../api/use-credit-overview';
import { ApplicationForm } from '../components/application-form';
import { UUID, Back, openDraft, isKind } from './credit-page-parts';

/** /cl/apply?kind=company|project|topup&facility=…: a new application, after the T&C. */
export function ApplyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const accepted = (location.state as { tncAccepted?: boolean } | null)?.tncAccepted === true;
  const kindParam = params.get('kind');
  const kind: CreditApplicationKind = isKind(kindParam) ? kindParam : 'company';
  const facilityParam = params.get('facility');
  const { data, error, refetch } = useCreditOverview();
  const facilities = data ? [...(data.facility ? [data.facility] : []), ...data.projects] : [];
  const draft = data ? openDraft(data.applications, kind) : undefined;
  return (
    <Screen>
      <Stack gap="md" maw={960}>
        <Back to="/cl" label={t('creditPage.back')} />
        <PageHeader title={t(`creditApply.titleKind.${kind}`)} subtitle={t('creditApply.subtitle')} />
        {!accepted ? (
          <Alert color="blue" role="status">
            <Text size="sm">{t('creditApply.tncFirst')}</Text>
            <Anchor component={Link} to={`/cl/tnc${location.search}`} fw={600} size="sm">
              {t('creditApply.tncLink')}
            </Anchor>
          </Alert>
        ) : (
          <>
            {error && <QueryError error={error} onRetry={() => void refetch()} />}
            {!data && !error && <PageLoader />}
            {data && draft && kind !== 'project' && (
              <Alert color="blue" role="status">
                <Anchor component={Link} to={`/cl/apply/${draft.id}`} fw={600} size="sm">
                  {t('creditPage.continueApplication')}
                </Anchor>
              </Alert>
            )}
            {data && kind === 'company' && data.facility && (
              <Alert color="orange" role="alert">
                <Text size="sm">{t('credit.existingFacility')}</Text>
                <Anchor
                  component={Link}
                  to={`/cl/apply?kind=topup&facility=${data.facility.id}`}
                  state={{ tncAccepted: true }}
                  fw={600}
                  size="sm"
                >
                  {t('creditPage.topUp')}
                </Anchor>
              </Alert>
            )}
            {data && kind === 'topup' && facilities.length === 0 && (
              <Alert color="orange" role="alert">
                {t('creditApply.topupNoFacility')}
              </Alert>
            )}
            {data && !(kind === 'company' && data.facility) && !(kind === 'topup' && facilities.length === 0) && (
              <ApplicationForm
                key={`${kind}-${facilityParam ?? ''}`}
                kind={kind}
                application={null}
                facilityId={facilityParam && UUID.test(facilityParam) ? facilityParam : (data.facility?.id ?? null)}
                facilities={facilities}
              />
            )}
          </>
        )}
      </Stack>
    </Screen>
  );
}
