/** One product of a listing: image, name, brand, the lowest price, seller, rating and badges. */
import { AspectRatio, Badge, Card, Center, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type ProductCard as ProductCardData, formatMoney } from '@binamart/shared';
import { RatingLine } from './rating-line';
import classes from './product-card.module.css';

/** "from RM 1,234.50", or "Price on enquiry" when every variation hides its price. */
export function FromPrice({ product }: { product: Pick<ProductCardData, 'fromPriceSen' | 'currency'> }) {
  const { t } = useTranslation();
  if (product.fromPriceSen === null)
    return (
      <Text fw={700} c="gray.8" size="sm">
        {t('shop.priceOnEnquiry')}
      </Text>
    );
  return (
    <Text fw={700} c="siteBlue.8">
      {t('shop.fromPrice', { price: formatMoney(product.fromPriceSen, product.currency) })}
    </Text>
  );
}

export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={product.name} className={classes.card}>
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {product.imageUrl ? (
            <Image src={product.imageUrl} alt="" fit="cover" loading="lazy" />
          ) : (
            <Center bg="gray.1">
              <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        {(product.jkrApproved || product.newArrival) && (
          <Group gap={4}>
            {product.jkrApproved && (
              <Badge size="xs" color="teal.9" variant="filled">
                {t('shop.jkr')}
              </Badge>
            )}
            {product.newArrival && (
              <Badge size="xs" color="safetyAmber.5" c="siteBlue.9" variant="filled">
                {t('shop.newArrival')}
              </Badge>
            )}
          </Group>
        )}
        <Link to={`/product/${product.id}`} className={classes.link}>
          <Text fw={600} lineClamp={2} lh={1.3}>
            {product.name}
          </Text>
        </Link>
        {product.brand && (
          <Text size="xs" c="gray.7">
            {product.brand}
          </Text>
        )}
        {product.matchedVariation && (
          <Text size="xs" c="gray.8" lineClamp={1}>
            {t('shop.matchedVariation', { variation: product.matchedVariation })}
          </Text>
        )}
        <FromPrice product={product} />
        <RatingLine average={product.ratingAverage} count={product.ratingCount} size="xs" />
        <Text size="xs" c="gray.7" mt="auto" lineClamp={1}>
          {product.seller.name}
          {product.seller.state && ` · ${product.seller.state}`}
        </Text>
      </Stack>
    </Card>
  );
}

/** Cards in a responsive grid: two columns on phones, up to four on wide screens. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}
