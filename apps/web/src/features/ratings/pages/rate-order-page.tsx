/**
 * /order/{id}/rate: the buyer rates a completed order's products, one at a time in three steps
 * (?product= names the one being rated). Opened from the order page and the "Rate your order"
 * notification.
 */
import { Alert, Anchor, Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { type OrderRatings, permissionRules } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { useOrderRatings } from '../api/use-order-ratings';
import { RateProductSteps } from '../components/rate-product-steps';

export function RateOrderPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useOrderRatings(id);
  if (error instanceof ApiError && error.status === 404) return <NotFoundMessage />;
  return (
    <Screen>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && <RateOrder order={data} />}
    </Screen>
  );
}

function RateOrder({ order }: { order: OrderRatings }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [saved, setSaved] = useState<string | null>(null);
  const user = useAuthUser();
  const mayRate = !!user && permissionRules.checkout(user.permissions);
  const chosen = order.products.find((p) => p.productId === params.get('product'));
  const nextUnrated = order.products.find((p) => !p.rating && p.productId !== chosen?.productId);
  const choose = (productId: string | null) => {
    setParams(productId ? { product: productId } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/order/${order.orderId}`} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('ratingFlow.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={t('ratingFlow.title', { number: order.number })}
        subtitle={t('ratingFlow.intro', { seller: order.sellerName })}
      />
      {!order.open && <Alert color="blue">{t('ratingFlow.notOpen')}</Alert>}
      {order.open && !mayRate && <Alert color="yellow">{t('ratingFlow.readOnly')}</Alert>}
      {saved && (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          <Stack gap="xs">
            <Text size="sm">{t('ratingFlow.saved', { product: saved })}</Text>
            {nextUnrated ? (
              <Button
                size="xs"
                w="fit-content"
                onClick={() => {
                  setSaved(null);
                  choose(nextUnrated.productId);
                }}
              >
                {t('ratingFlow.rateNext', { product: nextUnrated.name })}
              </Button>
            ) : (
              <Text size="sm">{t('ratingFlow.allDone')}</Text>
            )}
          </Stack>
        </Alert>
      )}
      {chosen && order.open && mayRate ? (
        <Card withBorder radius="md" component="section" aria-label={chosen.name}>
          <Stack gap="md">
            <ProductLine product={chosen} />
            <RateProductSteps
              key={chosen.productId}
              orderId={order.orderId}
              productId={chosen.productId}
              productName={chosen.name}
              sellerName={order.sellerName}
              rating={chosen.rating}
              onSaved={() => {
                setSaved(chosen.name);
                choose(null);
              }}
            />
          </Stack>
        </Card>
      ) : (
        <Card withBorder radius="md" component="section" aria-labelledby="rate-products">
          <Stack gap="sm">
            <Text fw={600} id="rate-products">
              {t('ratingFlow.products')}
            </Text>
            {order.products.map((product) => (
              <Group key={product.productId} justify="space-between" wrap="nowrap" gap="sm">
                <ProductLine product={product} />
                {order.open && mayRate && (
                  <Button
                    size="sm"
                    style={{ flexShrink: 0 }}
                    variant={product.rating ? 'default' : 'filled'}
                    onClick={() => {
                      setSaved(null);
                      choose(product.productId);
                    }}
                    aria-label={`${product.rating ? t(product.rating.editable ? 'ratingFlow.change' : 'ratingFlow.view') : t('ratingFlow.rate')}: ${product.name}`}
                  >
                    {product.rating
                      ? t(product.rating.editable ? 'ratingFlow.change' : 'ratingFlow.view')
                      : t('ratingFlow.rate')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function ProductLine({ product }: { product: OrderRatings['products'][number] }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={product.imageUrl} radius="sm" size={48} alt="">
        <IconPackage aria-hidden />
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {product.name}
        </Text>
        <Text size="xs" c="gray.7" lineClamp={1}>
          {product.variations.join(', ')}
        </Text>
        <Text size="xs" c={product.rating ? 'teal.9' : 'gray.7'}>
          {product.rating
            ? t('ratingFlow.rated', { score: product.rating.score.toFixed(1) })
            : t('ratingFlow.notRated')}
        </Text>
      </Stack>
    </Group>
  );
}
