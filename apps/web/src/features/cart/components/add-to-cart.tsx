/** "Add to cart" on the product page: a variation, a quantity within its rules, then POST /api/Cart. */
import { Alert, Anchor, Button, Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation } from 'react-router';
import { type Product, formatMoney, formatQuantity } from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { currentNeed, forgetNeed, neededFor } from '@/lib/calculator-need';
import { useAddToCart } from '../api/use-add-to-cart';
import { useHasCart } from '../api/use-cart';
import { quantityProblem } from './quantity-rules';

type Variation = Product['variations'][number];

const orderable = (v: Variation) => v.available && v.sellingPriceSen !== null;

export function AddToCart({ product }: { product: Product }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const hasCart = useHasCart();
  const location = useLocation();
  const variations = product.variations.filter(orderable);
  // a construction calculator's quantity, when this product is sold in one of its units
  const [fromCalculator, setFromCalculator] = useState(() => neededFor(currentNeed(), variations));
  const [variationId, setVariationId] = useState<string | null>(
    fromCalculator?.variation.id ?? variations[0]?.id ?? null,
  );
  const variation = variations.find((v) => v.id === variationId) ?? null;
  const [quantity, setQuantity] = useState<number | ''>(fromCalculator?.quantity ?? variation?.minOrderQty ?? 1);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [variationError, setVariationError] = useState<string | null>(null);
  const addToCart = useAddToCart();

  const problem = variation
    ? quantityProblem(quantity === '' ? null : quantity, variation.minOrderQty, variation.multipleOf)
    : null;
  const quantityError = touched && problem ? t(problem[0], problem[1]) : undefined;

  const submit = async () => {
    setTouched(true);
    setAdded(false);
    setFailure(null);
    if (!variation) return setVariationError(t('validation.requiredSelect'));
    if (problem || quantity === '') return;
    setBusy(true);
    try {
      await addToCart.mutateAsync({ variationId: variation.id, quantity });
      setAdded(true);
      if (fromCalculator) forgetNeed();
    } catch (error) {
      setFailure(error instanceof ApiError || error instanceof Error ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" mt="xs" component="section" aria-labelledby="add-to-cart-title">
      <Title order={2} fz="lg" mb="sm" id="add-to-cart-title">
        {t('cartPage.add.title')}
      </Title>
      {variations.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('cartPage.add.nothingToBuy')}
        </Text>
      ) : !user ? (
        <Button component={Link} to={`/login?redirect=${encodeURIComponent(location.pathname)}`} variant="light">
          {t('cartPage.add.signIn')}
        </Button>
      ) : !hasCart ? (
        <Text size="sm" c="gray.7">
          {t('cartPage.add.buyersOnly')}
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('cartPage.add.variation')}
              placeholder={t('cartPage.add.variationPlaceholder')}
              withAsterisk
              data={variations.map((v) => ({
                value: v.id,
                label: `${v.name} — ${formatMoney(v.sellingPriceSen ?? 0, product.currency)} / ${v.unit}`,
              }))}
              value={variationId}
              onChange={(id) => {
                const next = variations.find((v) => v.id === id);
                setVariationId(id);
                setVariationError(null);
                setAdded(false);
                if (next) setQuantity(next.minOrderQty);
              }}
              error={variationError}
            />
            <Group align="flex-start" gap="sm" wrap="wrap">
              <NumberInput
                label={t('cartPage.add.quantity')}
                withAsterisk
                min={variation?.minOrderQty ?? 1}
                step={variation?.multipleOf ?? 1}
                allowDecimal={false}
                clampBehavior="none"
                allowNegative={false}
                value={quantity}
                onChange={(v) => {
                  setQuantity(typeof v === 'number' ? v : v === '' ? '' : Number(v));
                  setAdded(false);
                }}
                onBlur={() => setTouched(true)}
                description={
                  variation
                    ? t('cartPage.add.hint', {
                        min: variation.minOrderQty,
                        unit: variation.unit,
                        multiple: variation.multipleOf,
                      })
                    : undefined
                }
                error={quantityError}
                w="100%"
                maw={340}
              />
            </Group>
            {fromCalculator && fromCalculator.variation.id === variationId && (
              <Group gap="xs">
                <Text size="sm" c="teal.9">
                  {t('calculators.fromCalculator', {
                    quantity: formatQuantity(fromCalculator.needed, fromCalculator.unit),
                  })}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    forgetNeed();
                    setFromCalculator(null);
                    setQuantity(variation?.minOrderQty ?? 1);
                  }}
                >
                  {t('calculators.forget')}
                </Anchor>
              </Group>
            )}
            {variation && !problem && quantity !== '' && (
              <Text size="sm" fw={600}>
                {t('cartPage.add.total', {
                  amount: formatMoney((variation.sellingPriceSen ?? 0) * quantity, product.currency),
                })}
              </Text>
            )}
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            {added && (
              <Alert color="teal" role="status">
                {t('cartPage.add.added')}{' '}
                <Anchor component={Link} to="/cart" fw={600}>
                  {t('cartPage.add.viewCart')}
                </Anchor>
              </Alert>
            )}
            <Button
              type="submit"
              loading={busy}
              leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('cartPage.add.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
