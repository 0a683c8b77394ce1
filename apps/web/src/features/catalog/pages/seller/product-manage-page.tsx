/** /seller/products/manage (new) and /seller/products/manage/:id (edit). */
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useParams } from 'react-router';
import { ACTION_NEEDS } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/use-can';
import { useSaveSellerProduct } from '../../api/use-save-seller-product';
import { useSellerProduct } from '../../api/use-seller-product';
import { ProductForm } from '../../components/seller/product-form';

export function ProductManagePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useSellerProduct(id);
  const saveProduct = useSaveSellerProduct();
  const done = () => navigate('/seller/products', { state: { saved: true } });
  // said before the form is filled, not after it is sent (sellPro Write and "upload products")
  const { reason } = useCan(ACTION_NEEDS.editProduct);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/seller/products" size="sm">
          ← {t('productForm.backToList')}
        </Anchor>
        <PageHeader title={id ? t('productForm.editTitle') : t('productForm.createTitle')} subtitle={data?.name} />
        {reason && (
          <Alert color="gray" role="note" icon={<IconLock aria-hidden />}>
            {reason}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {id && !data && !error && <PageLoader />}
        {!id && (
          <ProductForm
            onSubmit={async (input) => {
              await saveProduct.mutateAsync({ id: null, input });
              await done();
            }}
          />
        )}
        {id && data && (
          <ProductForm
            key={data.id}
            product={data}
            onSubmit={async (input) => {
              await saveProduct.mutateAsync({ id, input });
              await done();
            }}
          />
        )}
      </Stack>
    </Screen>
  );
}
