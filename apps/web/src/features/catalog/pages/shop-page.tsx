/** /shop: search, filters, sort and pages of published products; the whole search lives in the URL. */
import { Button, Grid, Group, NativeSelect, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useSearchParams } from 'react-router';
import { SHOP_SORTS, type ShopQuery, type ShopUrlQuery } from '@binamart/shared';
import { AdSlot } from '@/features/content/index';
import { ProductGrid } from '../components/product/product-card';
import { LazyDrawer, warmDrawer } from '@/components/ui/lazy-drawer';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useCategories } from '@/lib/categories';
import { SHOP_PAGE_SIZE, shopPageQuery, useShopProducts } from '@/lib/shop';
import { useArrivalDeferred } from '@/lib/use-arrival-deferred';
import { usePainted } from '@/lib/use-painted';
import { needFromUrl, rememberNeed } from '@/lib/calculator-need';
import type { ShopFilterValues } from '../components/shop-filters';
import { lazyPart } from '@/lib/lazy-page';
import { withTexts } from '@/lib/i18n';

// the filters (number fields, radios, the site chooser) load after the first results, not before them
const ShopFilters = lazyPart(
  withTexts(['sites'], () => import('../components/shop-filters')),
  'ShopFilters',
);

export function ShopPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = shopPageQuery(params);
  const categories = useCategories();
  const [filtersOpen, filters] = useDisclosure(false);
  const [text, setText] = useState(query.q ?? '');
  // follow the URL (back button, header search) without clobbering what is being typed on first render
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setText(query.q ?? '');
  }
  const { data: live, error, refetch, isFetching } = useShopProducts(query);
  // the first page of cards is drawn in the background when it arrives
  const data = useArrivalDeferred(live);
  // the side filters' code loads once the results (or their error) have been drawn
  const filtersShown = usePainted(Boolean(data || error));
  // a calculator's quantities, for the product page to start "Add to cart" at
  const carried = params.get('need');
  useEffect(() => {
    const need = needFromUrl(carried);
    if (need) rememberNeed(need);
  }, [carried]);

  /** Any change but the page itself starts again from page 1. */
  const update = (next: Partial<ShopQuery>) => {
    const merged: Record<string, unknown> = { ...query, page: 1, ...next };
    delete merged.pageSize;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (
        value === undefined ||
        value === '' ||
        (key === 'sort' && value === 'relevance') ||
        (key === 'page' && value === 1)
      )
        continue;
      search.set(key, String(value));
    }
    setParams(search);
  };
  const filterValues: ShopFilterValues = {
    category: query.category,
    type: query.type,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minRating: query.minRating,
    deliversTo: query.deliversTo,
  };
  const filterPanel = (
    <ShopFilters
      categories={categories}
      values={filterValues}
      onChange={(next) => {
        update(next);
        filters.close();
      }}
    />
  );
  const hasFilters = Object.values(filterValues).some((v) => v !== undefined) || Boolean(query.q);

  return (
    <Screen>
      <Stack gap="md">
        <AdSlot placement="shop-top" />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('shop.title')}
        </Title>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text.trim() || undefined });
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('shop.searchLabel')}
              placeholder={t('shop.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1 }}
              type="search"
            />
            <Button type="submit">{t('shop.search')}</Button>
          </Group>
        </form>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            {/* the results come first: the filters' code is asked for once they have answered */}
            <aside aria-label={t('shop.filters')}>{filtersShown && filterPanel}</aside>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" c="gray.7" role="status" aria-live="polite">
                  {data ? t('shop.results', { count: data.total }) : ''}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="default"
                    hiddenFrom="md"
                    leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                    onClick={filters.open}
                    onPointerEnter={warmDrawer}
                    onFocus={warmDrawer}
                  >
                    {t('shop.filters')}
                  </Button>
                  <NativeSelect
                    aria-label={t('shop.sort')}
                    data={SHOP_SORTS.map((sort) => ({ value: sort, label: t(`shop.sorts.${sort}`) }))}
                    value={query.sort}
                    onChange={(event) => update({ sort: event.currentTarget.value as ShopUrlQuery['sort'] })}
                    w={{ base: 170, sm: 200 }}
                  />
                </Group>
              </Group>
              {data?.didYouMean && (
                <Text size="sm" fw={600} role="note">
                  {t('shop.didYouMean', { typed: query.q ?? '', meant: data.didYouMean })}
                </Text>
              )}
              {error && <QueryError error={error} onRetry={() => void refetch()} />}
              {!data && !error && <PageLoader />}
              {data && data.items.length === 0 && (
                <Stack gap="xs" align="flex-start">
                  <Text c="gray.7">{t('shop.empty')}</Text>
                  {hasFilters && (
                    <Button variant="light" onClick={() => setParams(new URLSearchParams())}>
                      {t('shop.clearFilters')}
                    </Button>
                  )}
                </Stack>
              )}
              {data && data.items.length > 0 && (
                <div style={{ opacity: isFetching ? 0.6 : 1 }}>
                  <ProductGrid products={data.items} />
                </div>
              )}
              {data && data.total > SHOP_PAGE_SIZE && (
                <Pagination
                  total={Math.ceil(data.total / SHOP_PAGE_SIZE)}
                  value={query.page}
                  onChange={(page) => {
                    update({ page });
                    window.scrollTo({ top: 0 });
                  }}
                />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <LazyDrawer opened={filtersOpen} onClose={filters.close} title={t('shop.filters')} position="left" size="xs">
        {filterPanel}
      </LazyDrawer>
    </Screen>
  );
}
