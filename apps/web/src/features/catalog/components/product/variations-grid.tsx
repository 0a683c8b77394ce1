/** Wider screens: the variations as a table (its code, with the table's scroll container, loads only there). */
import { Avatar, Badge, Group, Table } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { Product } from '@binamart/shared';
import { PriceCell, VariationName } from './variation-cells';

export function VariationsGrid({ product }: { product: Pick<Product, 'variations' | 'currency'> }) {
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
                  <VariationName variation={v} />
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
