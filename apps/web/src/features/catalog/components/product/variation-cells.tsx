/** What both drawings of a product's variations show (the phone's list and the desktop's table): name and price. */
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type Product, formatMoney } from '@binamart/shared';

type Variation = Product['variations'][number];

/** A variation's price as buyers see it: the selling price, the list price struck through, or an enquiry link. */
export function PriceCell({ variation, currency }: { variation: Variation; currency: Product['currency'] }) {
  const { t } = useTranslation();
  const { sellingPriceSen: selling, listPriceSen: list } = variation;
  if (selling === null)
    return (
      // opens the product page's enquiry form for this variation (features/enquiries)
      <Button component={Link} to={`?enquire=${variation.id}`} size="xs" variant="light">
        {t('productPage.enquire')}
      </Button>
    );
  return (
    <Stack gap={0}>
      <Text fw={700} c="siteBlue.8" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(selling, currency)}
      </Text>
      {list !== null && list > selling && (
        <Text size="xs" c="gray.7" td="line-through" style={{ whiteSpace: 'nowrap' }}>
          <VisuallyHidden>{t('productPage.listPrice')}: </VisuallyHidden>
          {formatMoney(list, currency)}
        </Text>
      )}
      {variation.hidePrice && (
        <Text size="xs" c="gray.7">
          {t('productForm.variation.hidePrice')}
        </Text>
      )}
    </Stack>
  );
}

/** A variation's name, and its summary under it when it has one. */
export function VariationName({ variation: v }: { variation: Variation }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {v.name}
      </Text>
      {v.summary && (
        <Text size="xs" c="gray.7">
          {v.summary}
        </Text>
      )}
    </div>
  );
}
