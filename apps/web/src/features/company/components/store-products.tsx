/** The seller's published products on their public page, a page at a time. */
import { Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { ProductGrid } from '@/features/catalog/index';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useShopProducts } from '@/lib/shop';

const PAGE_SIZE = 12;

export function StoreProducts({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useShopProducts({ seller: sellerId, sort: 'newest', page, pageSize: PAGE_SIZE });
  return (
    <Stack gap="md" component="section" aria-labelledby="store-products">
      <Title order={2} fz="lg" id="store-products">
        {t('storeProducts.title')}
      </Title>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && data.items.length === 0 && <Text c="gray.7">{t('storeProducts.empty')}</Text>}
      {data && data.items.length > 0 && <ProductGrid products={data.items} />}
      {data && data.total > PAGE_SIZE && (
        <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
