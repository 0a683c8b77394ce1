/**
 * /seller/products: the seller's products with status, search and status filter, and "Add product";
 * rows picked with their checkboxes are unpublished, published again or repriced together, and the
 * list exports what it shows (the file the import reads).
 */
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
import { IconCircleCheck, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ACTION_NEEDS, PRODUCT_STATUSES, type ProductStatus, formatMoney, productActions } from '@binamart/shared';
import { type ProductAction } from '@binamart/shared';
import { BulkBar } from '@/components/ui/bulk-bar';
import { DoneAlert } from '@/components/ui/done-alert';
import { ExportButton } from '@/components/ui/export-button';
import { RowCheckbox, SelectAllCheckbox, useRowSelection } from '@/components/ui/row-selection';
import { PriceChangeModal } from '../../components/seller/price-change-modal';
import { useBulkPrice, useBulkProductStatus } from '../../api/use-bulk-products';
import { ProductStatusBadge } from '../../components/product/status-badge';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { PermittedAction } from '@/components/ui/permitted-action';
import { useCan } from '@/lib/use-can';
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
  const items = useMemo(() => data?.items ?? [], [data]);
  const pageIds = useMemo(() => items.map((p) => p.id), [items]);
  const selection = useRowSelection(pageIds, `${status}|${q}|${page}`);
  const chosen = items.filter((p) => selection.has(p.id));
  // the transitions table says which bulk actions every chosen product allows
  const allAllow = (action: ProductAction) =>
    chosen.length > 0 && chosen.every((p) => productActions(p.status).includes(action));
  const [moving, setMoving] = useState<'unpublish' | 'republish' | null>(null);
  const [repricing, setRepricing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const bulkStatus = useBulkProductStatus();
  const bulkPrice = useBulkPrice();
  const exportQuery = new URLSearchParams({ ...(status && { status }), ...(q && { q }) });
  // sellPro Write and "upload products": without them "Add product" says why, and rows offer no edit or delete
  const mayEdit = useCan(ACTION_NEEDS.editProduct).allowed;
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
            <>
              <ExportButton
                xlsx
                url={(format) =>
                  `/api/seller/products/export?${exportQuery}${exportQuery.size ? '&' : ''}format=${format}`
                }
              />
              <Button
                component={Link}
                to="/seller/products/import"
                variant="default"
                leftSection={<IconUpload size={18} aria-hidden />}
              >
                {t('bulk.products.import')}
              </Button>
              <PermittedAction need={ACTION_NEEDS.editProduct}>
                <Button component={Link} to="/seller/products/manage" leftSection={<IconPlus size={18} aria-hidden />}>
                  {t('sellerProducts.add')}
                </Button>
              </PermittedAction>
            </>
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
        <DoneAlert message={done} onClose={() => setDone(null)} />
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
        <BulkBar count={selection.ids.length} onClear={selection.clear}>
          {allAllow('republish') && (
            <Button onClick={() => setMoving('republish')}>{t('bulk.products.publish')}</Button>
          )}
          {allAllow('unpublish') && (
            <Button color="orange.9" onClick={() => setMoving('unpublish')}>
              {t('bulk.products.unpublish')}
            </Button>
          )}
          {allAllow('edit') && (
            <Button variant="default" onClick={() => setRepricing(true)}>
              {t('bulk.products.price')}
            </Button>
          )}
        </BulkBar>
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
                      <Table.Th w={40}>
                        <SelectAllCheckbox selection={selection} />
                      </Table.Th>
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
                            <RowCheckbox selection={selection} id={product.id} name={product.name} />
                          </Table.Td>
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
                              {mayEdit && actions.includes('edit') && (
                                <EditAction
                                  to={`/seller/products/manage/${product.id}`}
                                  label={`${t('sellerProducts.edit')}: ${product.name}`}
                                />
                              )}
                              {mayEdit && (
                                <DeleteAction
                                  label={`${t('sellerProducts.delete')}: ${product.name}`}
                                  onClick={() => setDeleting(product)}
                                />
                              )}
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
      <ConfirmModal
        opened={moving !== null}
        title={t(moving === 'republish' ? 'bulk.products.publishTitle' : 'bulk.products.unpublishTitle', {
          count: selection.ids.length,
        })}
        body={t(moving === 'republish' ? 'bulk.products.publishBody' : 'bulk.products.unpublishBody')}
        confirmLabel={t(moving === 'republish' ? 'bulk.products.publish' : 'bulk.products.unpublish')}
        confirmColor={moving === 'republish' ? 'teal.9' : 'orange.9'}
        onConfirm={async () => {
          const { count } = await bulkStatus.mutateAsync({ ids: selection.ids, action: moving! });
          selection.clear();
          setDone(t(moving === 'republish' ? 'bulk.products.published' : 'bulk.products.unpublished', { count }));
        }}
        onClose={() => setMoving(null)}
      />
      <PriceChangeModal
        opened={repricing}
        count={selection.ids.length}
        onConfirm={async (change) => {
          const { count } = await bulkPrice.mutateAsync({ ids: selection.ids, change });
          selection.clear();
          setDone(t('bulk.products.repriced', { count }));
        }}
        onClose={() => setRepricing(false)}
      />
    </Screen>
  );
}
