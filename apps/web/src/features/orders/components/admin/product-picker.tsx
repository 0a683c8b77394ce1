/** Finds a published product (GET /api/products?q=) and adds one of its variations to the order. */
import { Avatar, Button, Card, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Currency, formatMoney } from '@binamart/shared';
import { QueryError } from '@/components/ui/query-error';
import { usePickedProduct } from '../../api/use-picked-product';
import { useProductSearch } from '../../api/use-product-search';

/** What the order lines show of a chosen variation. */
export interface LineInfo {
  productName: string;
  variationName: string;
  unit: string;
  unitPriceSen: number;
  currency: Currency;
  sellerName: string;
  /** null for lines of a saved draft (the rules are checked by the API) */
  minOrderQty: number | null;
  multipleOf: number | null;
}

export function ProductPicker({ onAdd }: { onAdd: (variationId: string, line: LineInfo) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [picked, setPicked] = useState<string | null>(null);
  const results = useProductSearch(q);
  const product = usePickedProduct(picked);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('adminCheckout.productSearch')}
        description={t('adminCheckout.productSearchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={results.isFetching ? <Loader size="xs" aria-hidden /> : null}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPicked(null);
        }}
        maw={560}
      />
      {results.error && <QueryError error={results.error} />}
      {q.trim().length >= 2 && results.data && !picked && (
        <div aria-live="polite">
          {results.data.items.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('adminCheckout.noProducts')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {results.data.items.map((card) => (
                <li key={card.id}>
                  <UnstyledButton
                    onClick={() => setPicked(card.id)}
                    p="xs"
                    w="100%"
                    style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
                    aria-label={t('adminCheckout.chooseVariation', { name: card.name })}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={card.imageUrl} alt="" radius="sm" size={40} />
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} truncate>
                          {card.name}
                        </Text>
                        <Text size="xs" c="gray.7" truncate>
                          {card.seller.name}
                          {card.fromPriceSen !== null && ` · ${formatMoney(card.fromPriceSen, card.currency)}`}
                        </Text>
                      </div>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )}
        </div>
      )}
      {picked && product.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {picked && product.error && <QueryError error={product.error} />}
      {picked && product.data && (
        <Card withBorder radius="md" bg="gray.0" aria-label={product.data.name} component="section">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{product.data.name}</Text>
              <Button size="xs" variant="subtle" onClick={() => setPicked(null)}>
                {t('common.back')}
              </Button>
            </Group>
            <Text size="xs" c="gray.7">
              {product.data.seller.name}
            </Text>
            {product.data.variations.map((v) => {
              const price = v.sellingPriceSen;
              const blocked = !v.available || v.hidePrice || price === null;
              return (
                <Group
                  key={v.id}
                  justify="space-between"
                  wrap="nowrap"
                  py={6}
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {v.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {price !== null && !v.hidePrice
                        ? `${formatMoney(price, product.data.currency)} / ${v.unit} · ${t('adminCheckout.minimum', { min: v.minOrderQty, multiple: v.multipleOf })}`
                        : t('adminCheckout.priceHidden')}
                      {!v.available && ` · ${t('adminCheckout.unavailable')}`}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={blocked}
                    aria-label={t('adminCheckout.addItem', { name: `${product.data.name} · ${v.name}` })}
                    onClick={() =>
                      onAdd(v.id, {
                        productName: product.data.name,
                        variationName: v.name,
                        unit: v.unit,
                        unitPriceSen: price ?? 0,
                        currency: product.data.currency,
                        sellerName: product.data.seller.name,
                        minOrderQty: v.minOrderQty,
                        multipleOf: v.multipleOf,
                      })
                    }
                  >
                    {t('adminCheckout.add')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
