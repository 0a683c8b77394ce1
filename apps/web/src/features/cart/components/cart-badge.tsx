/** The header's cart icon with the number of items; shown to buyers only. */
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { useCart, useHasCart } from '../api/use-cart';

export function CartBadge() {
  const { t } = useTranslation();
  const hasCart = useHasCart();
  const { data } = useCart();
  if (!hasCart) return null;
  const count = data?.length ?? 0;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      color="red.8"
      offset={4}
      disabled={count === 0}
      data-testid="cart-badge"
      data-count={count}
    >
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="gray.8"
        size="lg"
        radius="xl"
        aria-label={count > 0 ? t('nav.cartCount', { count }) : t('nav.cart')}
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
