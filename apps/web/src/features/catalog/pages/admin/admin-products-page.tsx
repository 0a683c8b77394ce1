/**
 * /admin/products: products by status (pending first) with search; each links to its review page.
 * Rows picked with their checkboxes are approved together, and the list exports what it shows.
 */
import { Anchor, Avatar, Button, Card, Group, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { type BulkOutcome, PRODUCT_STATUSES, type ProductStatus, formatMoney, productActions } from '@binamart/shared';
import { BulkBar } from '@/components/ui/bulk-bar';
import { BulkResults } from '@/components/ui/bulk-results';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ExportButton } from '@/components/ui/export-button';
import { RowCheckbox, SelectAllCheckbox, useRowSelection } from '@/components/ui/row-selection';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { ADMIN_PAGE_SIZE, useAdminProducts } from '../../api/use-admin-products';
import { useApproveProducts } from '../../api/use-approve-products';

const isStatus = (v: string | null): v is ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v ?? '');

export function AdminProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ProductStatus = isStatus(statusParam) ? statusParam : 'pending';
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const { data, error, refetch } = useAdminProducts({ status, q, page });
  // only a state the transitions table lets publish offers the bulk approval
  const approvable = productActions(status).includes('publish');
  const pageIds = useMemo(() => (approvable ? (data?.items ?? []).map((p) => p.id) : []), [data, approvable]);
  const selection = useRowSelection(pageIds, `${status}|${q}|${page}`);
  const approve = useApproveProducts();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const exportQuery = new URLSearchParams({ status, ...(q && { q }) });
  const set = (next: Record<string, string | undefined>) => {
    const merged = { status, q, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('adminProducts.title')}
          subtitle={t('adminProducts.subtitle')}
          actions={<ExportButton xlsx url={(format) => `/api/admin/products/export?${exportQuery}&format=${format}`} />}
        />
        <BulkResults outcome={outcome} onClose={() => setOutcome(null)} />
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            set({ q: text.trim() || undefined, page: undefined });
          }}
        >
          <TextInput
            aria-label={t('adminProducts.search')}
            placeholder={t('adminProducts.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            type="search"
            maw={480}
          />
        </form>
        <Tabs value={status} onChange={(v) => set({ status: v ?? 'pending', page: undefined })} keepMounted={false}>
          <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {PRODUCT_STATUSES.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {t(`productStatus.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <BulkBar count={selection.ids.length} onClear={selection.clear}>
          <Button color="teal.9" onClick={() => setConfirming(true)}>
            {t('bulk.admin.approve')}
          </Button>
        </BulkBar>
        <PagedList
          query={{ data, error, refetch }}
          pageSize={ADMIN_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: String(next) })}
          empty={
            <Card withBorder radius="md">
              <Text c="gray.7">{t('adminProducts.empty')}</Text>
            </Card>
          }
        >
          {(items) => (
            <Card withBorder radius="md" p={0}>
              <Table.ScrollContainer minWidth={600}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      {approvable && (
                        <Table.Th w={40}>
                          <SelectAllCheckbox selection={selection} />
                        </Table.Th>
                      )}
                      <Table.Th>{t('sellerProducts.name')}</Table.Th>
                      <Table.Th>{t('adminProducts.seller')}</Table.Th>
                      <Table.Th>{t('sellerProducts.price')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((product) => (
                      <Table.Tr key={product.id}>
                        {approvable && (
                          <Table.Td>
                            <RowCheckbox selection={selection} id={product.id} name={product.name} />
                          </Table.Td>
                        )}
                        <Table.Td>
                          <Group gap="sm" wrap="nowrap">
                            <Avatar src={product.imageUrl} alt="" radius="sm" size={44} />
                            <div>
                              <Anchor component={Link} to={`/admin/products/${product.id}`} fw={600}>
                                {product.name}
                              </Anchor>
                              {product.brand && (
                                <Text size="xs" c="gray.7">
                                  {product.brand}
                                </Text>
                              )}
                            </div>
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {product.seller.name}
                          <Text size="xs" c="gray.7">
                            {product.seller.state}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {product.fromPriceSen === null
                            ? t('shop.priceOnEnquiry')
                            : formatMoney(product.fromPriceSen, product.currency)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
        </PagedList>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('bulk.admin.approveTitle', { count: selection.ids.length })}
        body={t('bulk.admin.approveBody')}
        confirmLabel={t('bulk.admin.approve')}
        confirmColor="teal.9"
        onConfirm={async () => {
          setOutcome(await approve.mutateAsync(selection.ids));
          selection.clear();
        }}
        onClose={() => setConfirming(false)}
      />
    </Screen>
  );
}
