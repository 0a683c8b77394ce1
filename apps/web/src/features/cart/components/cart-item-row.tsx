/** One cart item: select, picture and name, quantity (saved on leaving the field), total, accept changes, remove. */
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type CartItem, formatMoney } from '@binamart/shared';
import { useAcceptCartChanges } from '../api/use-accept-cart-changes';
import { useRemoveCartItem } from '../api/use-remove-cart-item';
import { useSetCartQuantity } from '../api/use-set-cart-quantity';
import { quantityProblem } from './quantity-rules';

export function CartItemRow({
  item,
  selected,
  onSelect,
}: {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useTranslation();
  const setQuantity = useSetCartQuantity();
  const acceptChanges = useAcceptCartChanges();
  const remove = useRemoveCartItem();
  const [quantity, setLocal] = useState<number | ''>(item.quantity);
  const [busy, setBusy] = useState<'quantity' | 'accept' | 'remove' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const name = `${item.productName} (${item.variationName})`;

  const run = async (kind: 'quantity' | 'accept' | 'remove', action: () => Promise<unknown>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const text = error instanceof Error ? error.message : t('errors.internal');
      if (kind === 'quantity') setQuantityError(text);
      else setFailure(text);
    } finally {
      setBusy(null);
    }
  };

  const saveQuantity = () => {
    const value = quantity === '' ? null : quantity;
    if (value === item.quantity) return setQuantityError(null);
    const problem = quantityProblem(value, item.minOrderQty, item.multipleOf);
    if (problem) return setQuantityError(t(problem[0], problem[1]));
    setQuantityError(null);
    void run('quantity', () => setQuantity.mutateAsync({ id: item.id, quantity: value as number }));
  };

  const ruleProblem =
    item.quantityProblem === 'belowMinimum'
      ? t('cart.belowMinimum', { min: item.minOrderQty })
      : item.quantityProblem === 'notMultiple'
        ? t('cart.notMultiple', { multiple: item.multipleOf })
        : null;

  return (
    <Stack gap="xs" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }} data-testid="cart-item">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          mt={4}
          checked={selected}
          disabled={!item.available}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={t('cartPage.selectItem', { name })}
        />
        <Avatar src={item.imageUrl} alt="" radius="sm" size={56} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/product/${item.productId}`} fw={600} size="sm" lineClamp={2}>
            {item.productName}
          </Anchor>
          <Text size="xs" c="gray.7">
            {item.variationName} ·{' '}
            {t('cartPage.unitPrice', { price: formatMoney(item.unitPriceSen, item.currency), unit: item.unit })}
          </Text>
          <Group gap={6}>
            {item.modified && (
              <Badge color="orange.8" variant="filled" size="sm">
                {t('cartPage.modified')}
              </Badge>
            )}
            {!item.available && (
              <Badge color="gray.7" variant="filled" size="sm">
                {t('cartPage.unavailable')}
              </Badge>
            )}
          </Group>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red.8"
          size="lg"
          loading={busy === 'remove'}
          onClick={() => void run('remove', () => remove.mutateAsync(item.id))}
          aria-label={t('cartPage.removeItem', { name })}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="sm" justify="space-between" align="flex-start" pl={{ base: 0, xs: 100 }} wrap="wrap">
        <NumberInput
          label={t('cartPage.quantity')}
          aria-label={t('cartPage.quantityOf', { name })}
          size="xs"
          w={150}
          min={item.minOrderQty}
          step={item.multipleOf}
          allowDecimal={false}
          clampBehavior="none"
          allowNegative={false}
          value={quantity}
          onChange={(v) => setLocal(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
          onBlur={saveQuantity}
          onKeyDown={(e) => {
            if (e.key === 'Enter') saveQuantity();
          }}
          description={t('cartPage.rules', { min: item.minOrderQty, multiple: item.multipleOf })}
          error={quantityError ?? ruleProblem}
          disabled={!item.available || busy === 'quantity'}
          rightSection={busy === 'quantity' ? <span aria-hidden>…</span> : undefined}
        />
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="gray.7">
            {t('cartPage.lineTotal')}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(item.lineTotalSen, item.currency)}
          </Text>
        </Stack>
      </Group>
      {item.modified && (
        <Alert color="orange" p="xs" ml={{ base: 0, xs: 100 }}>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm">{t('cartPage.modifiedHint')}</Text>
            <Button
              size="xs"
              color="orange.8"
              loading={busy === 'accept'}
              onClick={() => void run('accept', () => acceptChanges.mutateAsync(item.id))}
            >
              {t('cartPage.acceptChanges')}
            </Button>
          </Group>
        </Alert>
      )}
      {!item.available && (
        <Text size="sm" c="gray.7" ml={{ base: 0, xs: 100 }}>
          {t('cartPage.unavailableHint')}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
