/**
 * The voucher wallet at checkout: the vouchers the buyer's company may use on this checkout, those
 * that apply with their saving (best first) and those that need more spend, each used with one tap
 * instead of typing its code. Nothing shows when there are none.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { type Currency, formatDate, formatMoney } from '@binamart/shared';
import { useVoucherWallet } from '../api/use-voucher-wallet';

export function VoucherWallet({
  checkoutId,
  currency,
  applied,
  onUse,
}: {
  checkoutId: string;
  currency: Currency;
  applied: string;
  onUse: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { data } = useVoucherWallet(checkoutId);
  if (!data || data.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={t('checkoutPage.voucher.wallet')}>
      <Text size="sm" fw={600}>
        {t('checkoutPage.voucher.wallet')}
      </Text>
      {data.map((voucher) => {
        const isApplied = voucher.code === applied;
        return (
          <Paper key={voucher.code} withBorder radius="sm" p="xs">
            <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <IconTicket size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={700}>
                    {voucher.code}
                    {voucher.discountSen !== null &&
                      ` · ${t('checkoutPage.voucher.saves', { amount: formatMoney(voucher.discountSen, currency) })}`}
                  </Text>
                  {voucher.description && (
                    <Text size="xs" c="gray.7">
                      {voucher.description}
                    </Text>
                  )}
                  <Text size="xs" c="gray.8" fw={voucher.reason ? 600 : undefined}>
                    {voucher.reason ?? t('checkoutPage.voucher.until', { date: formatDate(voucher.endsAt) })}
                  </Text>
                </Stack>
              </Group>
              <Button
                size="compact-sm"
                variant={isApplied ? 'light' : 'default'}
                disabled={voucher.discountSen === null || isApplied}
                onClick={() => onUse(voucher.code)}
                aria-label={`${t('checkoutPage.voucher.use')} ${voucher.code}`}
                style={{ flexShrink: 0 }}
              >
                {isApplied ? t('checkoutPage.voucher.inUse') : t('checkoutPage.voucher.use')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
