/** An ad's impressions, clicks and click-through rate, side by side. */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { AdTotals } from '@binamart/shared';
import { percentage } from '../lib/rate';

export function AdFigures({ totals }: { totals: AdTotals }) {
  const { t, i18n } = useTranslation();
  const figure = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Group gap="lg">
      {figure(t('adminAds.impressions'), number.format(totals.impressions))}
      {figure(t('adminAds.clicks'), number.format(totals.clicks))}
      {figure(t('adminAds.ctr'), percentage(totals.clickThroughRate) ?? t('adminAds.noRate'))}
    </Group>
  );
}
