/** /admin/order/create, /admin/order/CreateOrderWithPO and /admin/order/edit/:id: the buyer and the items of a draft. */
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAdminCheckout } from '../../api/use-admin-checkout';
import { type BuilderMode, CheckoutBuilder } from '../../components/admin/checkout-builder';

function BuilderScreen({ mode, title, children }: { mode: BuilderMode; title: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to={mode === 'edit' ? '/admin/order/Drafts' : '/admin/order'} size="sm">
          ← {mode === 'edit' ? t('adminDrafts.title') : t('adminOrders.back')}
        </Anchor>
        <PageHeader title={title} subtitle={t('adminCheckout.intro')} />
        {children}
      </Stack>
    </Screen>
  );
}

export function CreateOrderPage() {
  const { t } = useTranslation();
  return (
    <BuilderScreen mode="create" title={t('adminCheckout.createTitle')}>
      <CheckoutBuilder mode="create" />
    </BuilderScreen>
  );
}

export function CreateOrderWithPoPage() {
  const { t } = useTranslation();
  return (
    <BuilderScreen mode="createWithPo" title={t('adminCheckout.createWithPoTitle')}>
      <CheckoutBuilder mode="createWithPo" />
    </BuilderScreen>
  );
}

export function EditOrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, refetch } = useAdminCheckout(id);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <BuilderScreen mode="edit" title={t('adminCheckout.editTitle')}>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && data.status !== 'draft' && (
        <Alert color="blue" role="status">
          {t('adminCheckout.alreadyPlaced')}
        </Alert>
      )}
      {data && data.status === 'draft' && <CheckoutBuilder key={data.id} mode="edit" checkout={data} />}
    </BuilderScreen>
  );
}
