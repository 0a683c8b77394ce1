/** /buyer/cllist: every credit application of the company, by kind. */
import { Alert, Button, Card, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { CREDIT_APPLICATION_KINDS } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useApplications } from '../api/use-applications';
import type { CreditApplicationSummary } from '../api/use-credit-overview';
import { useDeleteApplication } from '../api/use-delete-application';
import { ApplicationList } from '../components/credit-ui';
import { useCanApply, Back, isKind } from './credit-page-parts';

export function ApplicationsPage() {
  const { t } = useTranslation();
  const canApply = useCanApply();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const { data, error, refetch } = useApplications(kind);
  const remove = useDeleteApplication();
  const [deleting, setDeleting] = useState<CreditApplicationSummary | null>(null);
  const [deleted, setDeleted] = useState(false);
  return (
    <Screen>
      <Stack gap="md">
        <Back to="/cl" label={t('creditPage.back')} />
        <PageHeader
          title={t('creditList.title')}
          subtitle={t('creditList.subtitle')}
          actions={
            canApply ? (
              <Button component={Link} to="/cl/tnc" size="sm" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('creditPage.apply')}
              </Button>
            ) : undefined
          }
        />
        <Select
          label={t('creditList.kindFilter')}
          data={[
            { value: '', label: t('creditList.allKinds') },
            ...CREDIT_APPLICATION_KINDS.map((k) => ({ value: k, label: t(`creditKind.${k}`) })),
          ]}
          value={kind ?? ''}
          onChange={(v) => setParams(v ? { kind: v } : {})}
          w={{ base: '100%', xs: 260 }}
        />
        {deleted && (
          <Alert color="teal" role="status" withCloseButton onClose={() => setDeleted(false)}>
            {t('creditList.deleted')}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && (
          <Card withBorder radius="md">
            <ApplicationList
              applications={data}
              canEdit={canApply}
              empty={t('creditList.empty')}
              onDelete={setDeleting}
            />
          </Card>
        )}
        <ConfirmModal
          opened={deleting !== null}
          title={t('creditList.deleteTitle')}
          body={t('creditList.deleteBody')}
          confirmLabel={t('creditList.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (!deleting) return;
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
            setDeleted(true);
          }}
        />
      </Stack>
    </Screen>
  );
}
