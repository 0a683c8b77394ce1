/** A dashboard's figure card and its period control (1, 3, 6, 9 or 12 months, kept in the address as ?months=). */
import { Card, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { useSearchParams } from 'react-router';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@binamart/shared';

export function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 24 }} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="gray.7">
          {note}
        </Text>
      )}
    </Card>
  );
}

export function usePeriod(): [DashboardPeriod, (months: DashboardPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('months'));
  const months = DASHBOARD_PERIODS.find((m) => m === asked) ?? 3;
  return [months, (next) => setParams(next === 3 ? {} : { months: String(next) }, { replace: true })];
}

export function PeriodControl({ months, onChange }: { months: number; onChange: (months: DashboardPeriod) => void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 30em)');
  return (
    <SegmentedControl
      aria-label={t('sellerDashboard.period')}
      value={String(months)}
      onChange={(value) => onChange(Number(value) as DashboardPeriod)}
      data={DASHBOARD_PERIODS.map((m) => ({ value: String(m), label: t('sellerDashboard.months', { count: m }) }))}
      // the five periods share a phone's width (in Malay "12 bulan" would not fit beside the others at full size)
      fullWidth
      size={narrow ? 'xs' : 'sm'}
      w={{ base: '100%', sm: 'fit-content' }}
      styles={narrow ? { label: { paddingInline: 4 } } : undefined}
    />
  );
}
