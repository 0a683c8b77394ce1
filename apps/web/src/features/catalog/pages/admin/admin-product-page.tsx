/** /admin/products/:id: the full product for review, with the actions its state allows. */
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { productActions } from '@binamart/shared';
import { ProductDetails } from '../../components/product/product-details';
import { ProductStatusBadge } from '../../components/product/status-badge';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { ReasonModal } from '@/components/ui/reason-modal';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAdminProduct } from '../../api/use-admin-product';
import { useModerateProduct } from '../../api/use-moderate-product';
import { DoneAlert } from '@/components/ui/done-alert';

export function AdminProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, refetch } = useAdminProduct(id);
  const moderate = useModerateProduct();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [removing, setRemoving] = useState(false);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  const actions = data ? productActions(data.status) : [];
  const publish = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await moderate.mutateAsync({ id, decision: 'publish' });
      setDone(t('adminProducts.published'));
      await refetch();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  const bar = data && (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('adminProducts.status')}:
        </Text>
        <ProductStatusBadge status={data.status} />
      </Group>
      {data.status === 'rejected' && data.rejectionReason && (
        <Text size="sm" c="red.8">
          {t('sellerProducts.rejectedReason', { reason: data.rejectionReason })}
        </Text>
      )}
      <Group gap="xs">
        {actions.includes('publish') && (
          <Button color="teal.9" loading={busy} onClick={() => void publish()}>
            {t('adminProducts.publish')}
          </Button>
        )}
        {actions.includes('reject') && (
          <Button color="red.8" variant="light" onClick={() => setRejecting(true)}>
            {t('adminProducts.reject')}
          </Button>
        )}
        {actions.includes('remove') && (
          <Button color="gray.8" variant="default" onClick={() => setRemoving(true)}>
            {t('adminProducts.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );

  return (
    <Screen>
      <Stack gap="md">
        <Anchor component={Link} to="/admin/products" size="sm">
          ← {t('adminProducts.back')}
        </Anchor>
        <DoneAlert message={done} onClose={() => setDone(null)} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && <ProductDetails product={data} aside={bar} />}
      </Stack>
      <ReasonModal
        opened={rejecting}
        title={t('adminProducts.rejectTitle')}
        reasonLabel={t('adminProducts.reason')}
        confirmLabel={t('adminProducts.confirmReject')}
        onClose={() => setRejecting(false)}
        onConfirm={async (reason) => {
          await moderate.mutateAsync({ id, decision: 'reject', reason });
          setDone(t('adminProducts.rejected'));
          await refetch();
        }}
      />
      <ConfirmModal
        opened={removing}
        title={t('adminProducts.removeTitle')}
        body={t('adminProducts.removeBody')}
        confirmLabel={t('adminProducts.confirmRemove')}
        onConfirm={async () => {
          await moderate.mutateAsync({ id, decision: 'remove' });
          setDone(t('adminProducts.removed'));
          await refetch();
        }}
        onClose={() => setRemoving(false)}
      />
    </Screen>
  );
}
