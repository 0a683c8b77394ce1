/** A product's variations: unit, order rules, availability and price (or an enquiry link when hidden). */
import { Avatar, Badge, Box, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type Product, formatMoney } from '@binamart/shared';

type Variation = Product['variations'][number];

function PriceCell({ variation, currency }: { variation: Variation; currency: Product['currency'] }) {
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
  return (
    <>
      <VariationList product={product} />
      <Box visibleFrom="sm">
        <VariationsGrid product={product} />
      </Box>
    </>
  );
}

function VariationsGrid({ product }: { product: Pick<Product, 'variations' | 'currency'> }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('productPage.variation')}</Table.Th>
            <Table.Th>{t('productPage.unit')}</Table.Th>
            <Table.Th>{t('productPage.moq')}</Table.Th>
            <Table.Th>{t('productPage.multiple')}</Table.Th>
            <Table.Th>{t('productPage.availability')}</Table.Th>
            <Table.Th>{t('productPage.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {product.variations.map((v) => (
            <Table.Tr key={v.id} data-testid="variation-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {v.imageUrl && <Avatar src={v.imageUrl} alt="" radius="sm" size={40} />}
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
                </Group>
              </Table.Td>
              <Table.Td>{v.unit}</Table.Td>
              <Table.Td>{v.minOrderQty}</Table.Td>
              <Table.Td>{v.multipleOf}</Table.Td>
              <Table.Td>
                <Badge color={v.available ? 'teal.9' : 'gray.7'} variant="filled" autoContrast>
                  {v.available ? t('productPage.available') : t('productPage.unavailable')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <PriceCell variation={v} currency={product.currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
