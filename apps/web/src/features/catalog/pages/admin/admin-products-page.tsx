/** /admin/products: products by status (pending first) with search; each links to its review page. */
import { Anchor, Avatar, Card, Group, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_STATUSES, type ProductStatus, formatMoney } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { ADMIN_PAGE_SIZE, useAdminProducts } from '../../api/use-admin-products';

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
  const set = (next: Record<string, string | undefined>) => {
    const merged = { status, q, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('adminProducts.title')} subtitle={t('adminProducts.subtitle')} />
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
                      <Table.Th>{t('sellerProducts.name')}</Table.Th>
                      <Table.Th>{t('adminProducts.seller')}</Table.Th>
                      <Table.Th>{t('sellerProducts.price')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((product) => (
                      <Table.Tr key={product.id}>
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
    </Screen>
  );
}
