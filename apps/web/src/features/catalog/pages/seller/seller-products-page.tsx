/** /seller/products: the seller's products with status, search and status filter, and "Add product". */
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { IconCircleCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_STATUSES, type ProductStatus, formatMoney, productActions } from '@binamart/shared';
import { ProductStatusBadge } from '../../components/product/status-badge';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { useDeleteSellerProduct } from '../../api/use-delete-seller-product';
import { SELLER_PAGE_SIZE, type SellerProductCard, useSellerProducts } from '../../api/use-seller-products';

const isStatus = (v: string | null): v is ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v ?? '');

export function SellerProductsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const [deleting, setDeleting] = useState<SellerProductCard | null>(null);
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  const { data, error, refetch } = useSellerProducts({ status, q, page });
  const deleteProduct = useDeleteSellerProduct();
  const set = (next: Record<string, string | undefined>) => {
    const merged = { status, q, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('sellerProducts.title')}
          subtitle={t('sellerProducts.subtitle')}
          actions={
            <Button component={Link} to="/seller/products/manage" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('sellerProducts.add')}
            </Button>
          }
        />
        {saved && (
          <Alert
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            withCloseButton
            onClose={() => void navigate('.', { replace: true, state: null })}
          >
            {t('productForm.saved')}
          </Alert>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <form
            role="search"
            style={{ flex: '1 1 240px' }}
            onSubmit={(event) => {
              event.preventDefault();
              set({ q: text.trim() || undefined, page: undefined });
            }}
          >
            <TextInput
              aria-label={t('sellerProducts.search')}
              placeholder={t('sellerProducts.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              type="search"
            />
          </form>
          <Select
            aria-label={t('sellerProducts.status')}
            data={[
              { value: '', label: t('sellerProducts.allStatuses') },
              ...PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) })),
            ]}
            value={status ?? ''}
            onChange={(v) => set({ status: v || undefined, page: undefined })}
            w={200}
          />
        </Group>
        <PagedList
          query={{ data, error, refetch }}
          pageSize={SELLER_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: String(next) })}
          empty={
            <Card withBorder radius="md">
              <Text c="gray.7">{t('sellerProducts.empty')}</Text>
            </Card>
          }
        >
          {(items) => (
            <Card withBorder radius="md" p={0}>
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('sellerProducts.name')}</Table.Th>
                      <Table.Th>{t('sellerProducts.status')}</Table.Th>
                      <Table.Th>{t('sellerProducts.price')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('sellerProducts.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((product) => {
                      const actions = productActions(product.status);
                      return (
                        <Table.Tr key={product.id} data-testid="seller-product-row">
                          <Table.Td>
                            <Group gap="sm" wrap="nowrap">
                              <Avatar src={product.imageUrl} alt="" radius="sm" size={44} />
                              <div>
                                {actions.includes('edit') ? (
                                  <Anchor component={Link} to={`/seller/products/manage/${product.id}`} fw={600}>
                                    {product.name}
                                  </Anchor>
                                ) : (
                                  <Text fw={600}>{product.name}</Text>
                                )}
                                {product.brand && (
                                  <Text size="xs" c="gray.7">
                                    {product.brand}
                                  </Text>
                                )}
                              </div>
                            </Group>
                          </Table.Td>
                          <Table.Td>
                            <ProductStatusBadge status={product.status} />
                            {product.status === 'rejected' && product.rejectionReason && (
                              <Text size="xs" c="red.8" mt={4}>
                                {t('sellerProducts.rejectedReason', { reason: product.rejectionReason })}
                              </Text>
                            )}
                            {product.status === 'published' && (
                              <Anchor component={Link} to={`/product/${product.id}`} size="xs" display="block" mt={4}>
                                {t('sellerProducts.view')}
                              </Anchor>
                            )}
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {product.fromPriceSen === null
                              ? t('shop.priceOnEnquiry')
                              : formatMoney(product.fromPriceSen, product.currency)}
                          </Table.Td>
                          <Table.Td>
                            <Group gap={4} justify="flex-end" wrap="nowrap">
                              {actions.includes('edit') && (
                                <EditAction
                                  to={`/seller/products/manage/${product.id}`}
                                  label={`${t('sellerProducts.edit')}: ${product.name}`}
                                />
                              )}
                              <DeleteAction
                                label={`${t('sellerProducts.delete')}: ${product.name}`}
                                onClick={() => setDeleting(product)}
                              />
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
        </PagedList>
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title={t('sellerProducts.deleteTitle')}
        body={t('sellerProducts.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('sellerProducts.delete')}
        onConfirm={() => deleteProduct.mutateAsync(deleting!.id)}
        onClose={() => setDeleting(null)}
      />
    </Screen>
  );
}
