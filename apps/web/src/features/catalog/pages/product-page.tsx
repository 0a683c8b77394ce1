/** /product/:id: one published product with its variations and prices; no sign-in needed. */
import { Anchor, Breadcrumbs, Container, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { useEffect } from 'react';
import { recordView } from '@/lib/recently-viewed';
import { AddToCart } from '@/features/cart/index';
import { ProductEnquiry, enquiryOnly } from '@/features/enquiries/index';
import { ChatWithSupplierButton } from '@/features/chat/index';
import { ReviewsSection } from '@/features/ratings/index';
import { SideAdLayout } from '@/features/content/index';
import { ProductDetails } from '../components/product/product-details';
import { DeliveryPromiseCard } from '../components/delivery/delivery-promise-card';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-client';
import { useProduct } from '../api/use-product';
import { useArrivalDeferred } from '@/lib/use-arrival-deferred';

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
                  <>
                    {/* a product for enquiry (or with no price shown) is enquired about instead of bought */}
                    {!enquiryOnly(data) && <AddToCart product={data} />}
                    {/* whether and how it reaches the buyer's site, before the buyer goes to checkout */}
                    <DeliveryPromiseCard product={data} />
                    <ProductEnquiry product={data} />
                    <ChatWithSupplierButton kind="product" id={data.id} fullWidth />
                  </>
                }
              />
              <ReviewsSection of="product" id={data.id} />
            </Stack>
          </SideAdLayout>
        </Stack>
      )}
    </Container>
  );
}
