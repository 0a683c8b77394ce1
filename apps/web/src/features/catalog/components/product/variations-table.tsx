/** A product's variations: unit, order rules, availability and price (or an enquiry link when hidden). */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/translation';
import type { Product } from '@binamart/shared';
import { lazyPart } from '@/lib/lazy-page';
import { PriceCell, VariationName } from './variation-cells';

// a phone never needs the table (nor the scroll container and floating parts that come with Mantine's)
const VariationsGrid = lazyPart(() => import('./variations-grid'), 'VariationsGrid');

/** Phones: one block per variation, the price beside its name, so nothing scrolls sideways. */
function VariationList({ product }: { product: Pick<Product, 'variations' | 'currency'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} hiddenFrom="sm">
      {product.variations.map((v) => (
        <Stack
          key={v.id}
          gap={4}
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid="variation-row"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <VariationName variation={v} />
            <PriceCell variation={v} currency={product.currency} />
          </Group>
          <Text size="xs" c="gray.7">
            {t('productPage.unit')}: {v.unit} · {t('productPage.moq')}: {v.minOrderQty} · {t('productPage.multiple')}:{' '}
            {v.multipleOf}
          </Text>
          <Badge color={v.available ? 'teal.9' : 'gray.7'} variant="filled" autoContrast size="sm">
            {v.available ? t('productPage.available') : t('productPage.unavailable')}
          </Badge>
        </Stack>
      ))}
    </Stack>
  );
}

export function VariationsTable({ product }: { product: Pick<Product, 'variations' | 'currency'> }) {
  // Mantine's sm breakpoint, read at once (not after a first drawing) so a desktop starts loading the table straight away
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <>
      <VariationList product={product} />
      {wide && <VariationsGrid product={product} />}
    </>
  );
}
