/** "Buy again": the order's lines back in the cart at today's prices, saying what could not be added. */
import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { BuyAgainResult } from '@binamart/shared';
import { cartKeys } from '@/features/cart/index';
import { api } from '@/lib/api';

export function BuyAgainButton({
  orderId,
  onDone,
  onFailed,
}: {
  orderId: string;
  onDone: (message: ReactNode) => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const buyAgain = useMutation({
    mutationFn: () => api.post<BuyAgainResult>(`/api/orders/${orderId}/buy-again`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
  const run = async () => {
    try {
      const result = await buyAgain.mutateAsync();
      onDone(
        <Stack gap={4}>
          <Text size="sm">{t('orderDetail.buyAgainDone', { count: result.added })}</Text>
          {result.skipped.length > 0 && (
            <>
              <Text size="sm">{t('orderDetail.buyAgainSkipped')}</Text>
              <List size="sm">
                {result.skipped.map((s) => (
                  <List.Item key={s.name}>
                    {s.name}: {t(`orderDetail.buyAgainReason.${s.reason}`)}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {result.added > 0 && (
            <Anchor component={Link} to="/cart" size="sm" fw={600}>
              {t('orderDetail.goToCart')}
            </Anchor>
          )}
        </Stack>,
      );
    } catch (error) {
      onFailed(error instanceof Error ? error.message : t('errors.internal'));
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
      loading={buyAgain.isPending}
      onClick={() => void run()}
    >
      {t('orderDetail.buyAgain')}
    </Button>
  );
}
