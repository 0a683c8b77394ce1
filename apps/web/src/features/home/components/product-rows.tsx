/**
 * The home page as a shop: rows of products — what this browser viewed last, what is new on
 * BinaMart, and the best rated — each a swipeable row on a phone and a grid on wider screens,
 * with a link to the whole list in the shop. A row with nothing to show is left out.
 */
import { Anchor, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { Product, ProductCard } from '@binamart/shared';
import { ProductCard as Card } from '@/features/catalog/index';
import { api } from '@/lib/api';
import { productKeys } from '@/lib/keys';
import { useShopProducts } from '@/lib/shop';
import { useArrivalDeferred } from '@/lib/use-arrival-deferred';
import { recentlyViewed } from '@/lib/recently-viewed';
import classes from './product-rows.module.css';

const ROW = 8;

function Row({
  title,
  products,
  loading,
  more,
}: {
  title: string;
  products: ProductCard[] | undefined;
  loading?: boolean;
  more?: string;
}) {
  const { t } = useTranslation();
  if (!loading && (!products || products.length === 0)) return null;
  const id = `home-row-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz={{ base: 20, sm: 24 }} id={id}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more} size="sm" fw={600}>
            {t('home.seeAll')}
          </Anchor>
        )}
      </Group>
      <div className={classes.row}>
        {loading
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={260} radius="md" className={classes.cell} />)
          : products!.map((product) => (
              <div key={product.id} className={classes.cell}>
                <Card product={product} />
              </div>
            ))}
      </div>
    </Stack>
  );
}

/** A product page's figures as a card of the listing (the lowest shown price, the first picture). */
function asCard(product: Product): ProductCard {
  const prices = product.variations
    .map((v) => v.sellingPriceSen)
    .filter((price): price is number => price !== null && price !== undefined);
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    type: product.type,
    currency: product.currency,
    fromPriceSen: prices.length > 0 ? Math.min(...prices) : null,
    imageUrl: product.images[0]?.url ?? null,
    seller: product.seller,
    ratingAverage: product.ratingAverage,
    ratingCount: product.ratingCount,
    jkrApproved: product.jkrApproved,
    newArrival: product.newArrival,
    status: product.status,
  };
}

function RecentlyViewed() {
  const { t } = useTranslation();
  const ids = useMemo(() => recentlyViewed().slice(0, ROW), []);
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: productKeys.one(id),
      queryFn: () => api.get<Product>(`/api/products/${id}`),
      retry: false,
      staleTime: 60_000,
    })),
  });
  if (ids.length === 0) return null;
  const loading = results.some((r) => r.isPending);
  // a product no longer on sale is left out
  const products = results.flatMap((r) => (r.data && r.data.status === 'published' ? [asCard(r.data)] : []));
  return <Row title={t('home.recentTitle')} products={products} loading={loading && products.length === 0} />;
}

export function ProductRows() {
  const { t } = useTranslation();
  const newest = useShopProducts({ sort: 'newest', pageSize: ROW });
  const rated = useShopProducts({ sort: 'rating', pageSize: ROW });
  // the cards are drawn in the background when they arrive (the skeletons stay a moment longer)
  const newestShown = useArrivalDeferred(newest.data);
  const ratedShown = useArrivalDeferred(rated.data);
  return (
    <Container size="xl" pt={40}>
      <Stack gap={40}>
        <RecentlyViewed />
        <Row
          title={t('home.newTitle')}
          products={newestShown?.items}
          loading={newest.isPending || (!!newest.data && !newestShown)}
          more="/shop?sort=newest"
        />
        <Row
          title={t('home.ratedTitle')}
          products={ratedShown?.items.filter((p) => p.ratingCount > 0)}
          loading={rated.isPending || (!!rated.data && !ratedShown)}
          more="/shop?sort=rating"
        />
      </Stack>
    </Container>
  );
}
