/**
 * /admin/ads/new and /admin/ads/{id}: an advertisement's fields (admAd Write, else read only) and
 * its report: totals and impressions and clicks by day.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useParams } from 'react-router';
import { hasPermission } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { DoneAlert } from '@/components/ui/done-alert';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { useAdReport } from '../api/use-ad-report';
import { useRemoveAd } from '../api/use-remove-ad';
import { AdDaysTable } from '../components/ad-days-table';
import { AdFigures } from '../components/ad-figures';
import { AdForm } from '../components/ad-form';
import { AdStateBadge } from '../components/ad-state-badge';

export function AdEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: param } = useParams();
  const id = param && param !== 'new' ? param : null;
  const user = useAuthUser();
  const canWrite = !!user && hasPermission(user.permissions, 'admAd', 'Write');
  const { data, error, refetch } = useAdReport(id);
  const remove = useRemoveAd();
  const [removing, setRemoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;

  return (
    <Screen>
      <Stack gap="lg" maw={960}>
        <Anchor component={Link} to="/admin/ads" size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('adminAds.back')}
        </Anchor>
        <PageHeader
          title={id ? t('adminAds.editTitle') : t('adminAds.newTitle')}
          actions={
            data && (
              <Group gap="xs">
                <AdStateBadge ad={data.ad} />
                {canWrite && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setRemoving(true)}
                  >
                    {t('adminAds.remove')}
                  </Button>
                )}
              </Group>
            )
          }
        />
        {!canWrite && (
          <Alert color="gray" role="note">
            {t('adminAds.readOnly')}
          </Alert>
        )}
        <DoneAlert message={done} onClose={() => setDone(null)} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {id && !data && !error && <PageLoader />}
        {data && (
          <Card withBorder radius="md">
            <Stack gap="md">
              <AdFigures totals={data.ad.totals} />
              <Title order={2} fz="md">
                {t('adminAds.report')}
              </Title>
              <AdDaysTable days={data.days} />
            </Stack>
          </Card>
        )}
        {(!id || data) && (
          <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <AdForm
              key={data ? `${data.ad.id}-${data.ad.startsAt}-${data.ad.endsAt}-${data.ad.active}` : 'new'}
              ad={data?.ad ?? null}
              onSaved={(saved) => {
                setDone(t('adminAds.saved'));
                if (!id) void navigate(`/admin/ads/${saved.ad.id}`, { replace: true });
              }}
            />
          </fieldset>
        )}
        <ConfirmModal
          opened={removing}
          title={t('adminAds.removeTitle')}
          body={t('adminAds.removeBody')}
          confirmLabel={t('adminAds.remove')}
          onConfirm={async () => {
            await remove.mutateAsync(id!);
            void navigate('/admin/ads', { state: { done: t('adminAds.removed') } });
          }}
          onClose={() => setRemoving(false)}
        />
      </Stack>
    </Screen>
  );
}
