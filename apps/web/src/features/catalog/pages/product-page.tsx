/** /product/:id: one published product with its variations and prices; no sign-in needed. */
import { Anchor, Breadcrumbs, Container, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { useEffect } from 'react';
import { recordView } from '@/lib/recently-viewed';
import { SideAdLayout } from '@/features/content/index';
import { ProductDetails } from '../components/product/product-details';
import { lazyPart } from '@/lib/lazy-page';
import { withTexts } from '@/lib/i18n';
import classes from './product-page.module.css';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-client';
import { useProduct } from '../api/use-product';
import { useArrivalDeferred } from '@/lib/use-arrival-deferred';
import { usePainted } from '@/lib/use-painted';

// the product itself (its heading, pictures, facts and prices) is drawn first; what a buyer does with it (the cart's
// quantity fields and site chooser, the enquiry form, chat) and its reviews load once it shows
const ProductActions = lazyPart(
  withTexts(
    ['commerce', 'checkout-screens', 'calculators', 'enquiries', 'enquiry-messages', 'sites', 'delivery-partner'],
    () => import('../components/product/product-actions'),
  ),
  'ProductActions',
);
const ReviewsSection = lazyPart(
  withTexts(['ratings'], () => import('@/features/ratings/index')),
  'ReviewsSection',
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const { data: live, error, refetch } = useProduct(id, valid);
  // the product is drawn in the background when it arrives
  const data = useArrivalDeferred(live);
  // the home page's "Recently viewed"
  useEffect(() => {
    if (data?.id) recordView(data.id);
  }, [data?.id]);
  const shown = usePainted(data !== undefined);
  if (!valid || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <NotFoundMessage />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && (
        <Stack gap="md">
          <Breadcrumbs separator="›">
            <Anchor component={Link} to="/shop" size="sm">
              {t('productPage.shop')}
            </Anchor>
            <Anchor component={Link} to={`/shop?category=${data.categoryId}`} size="sm">
              {data.categoryName}
            </Anchor>
            {data.subcategoryId && data.subcategoryName && (
              <Anchor component={Link} to={`/shop?category=${data.subcategoryId}`} size="sm">
                {data.subcategoryName}
              </Anchor>
            )}
          </Breadcrumbs>
          {/* the product-side ad: beside the product on a desktop, below it on a phone */}
          <SideAdLayout>
            <Stack gap="md">
              <ProductDetails
                product={data}
                aside={
                  // keeps the buying tools' room while they load
                  <div className={classes.actions}>{shown && <ProductActions product={data} />}</div>
                }
              />
              {shown && <ReviewsSection of="product" id={data.id} />}
            </Stack>
          </SideAdLayout>
        </Stack>
      )}
    </Container>
  );
}
