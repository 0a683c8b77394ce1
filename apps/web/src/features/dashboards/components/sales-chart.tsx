/**
 * The sales chart: a bar per day or month of the period, the previous period's beside it in a
 * lighter shade; drawn as SVG that scales to its card, with the same figures in a table for screen
 * readers and for anyone who wants the numbers.
 */
import { Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type SellerDashboard, formatMoney } from '@binamart/shared';

const WIDTH = 720;
const HEIGHT = 220;
const AXIS = 28;

/** "2026-08" as "Aug 26", "2026-08-27" as "27/08". */
function shortLabel(label: string): string {
  if (label.length === 7) {
    const [y, m] = label.split('-').map(Number) as [number, number];
    return (
      new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-MY', { month: 'short', timeZone: 'UTC' }) +
      ` ${String(y).slice(2)}`
    );
  }
  return `${label.slice(8, 10)}/${label.slice(5, 7)}`;
}

export function SalesChart({ dashboard }: { dashboard: SellerDashboard }) {
  const { t } = useTranslation();
  const points = dashboard.chart;
  const top = Math.max(1, ...points.flatMap((p) => [p.salesSen, p.previousSalesSen]));
  const slot = WIDTH / Math.max(1, points.length);
  const bar = Math.max(2, Math.min(28, slot * 0.36));
  const every = Math.ceil(points.length / 8);
  const y = (sen: number) => HEIGHT - AXIS - ((HEIGHT - AXIS - 8) * sen) / top;
  return (
    <Box>
      <Group gap="md" mb="xs">
        <Group gap={6}>
          <Box w={12} h={12} bg="siteBlue.7" style={{ borderRadius: 2 }} aria-hidden />
          <Text size="xs">{t('sellerDashboard.thisPeriod')}</Text>
        </Group>
        <Group gap={6}>
          <Box w={12} h={12} bg="gray.4" style={{ borderRadius: 2 }} aria-hidden />
          <Text size="xs">{t('sellerDashboard.previousPeriod')}</Text>
        </Group>
      </Group>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-hidden style={{ display: 'block' }}>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="var(--mantine-color-gray-4)" />
        {points.map((p, i) => {
          const x = i * slot + slot / 2;
          return (
            <g key={p.label}>
              <rect
                x={x - bar}
                y={y(p.previousSalesSen)}
                width={bar}
                height={HEIGHT - AXIS - y(p.previousSalesSen)}
                fill="var(--mantine-color-gray-4)"
              />
              <rect
                x={x}
                y={y(p.salesSen)}
                width={bar}
                height={HEIGHT - AXIS - y(p.salesSen)}
                fill="var(--mantine-color-siteBlue-7)"
              />
              {i % every === 0 && (
                <text x={x} y={HEIGHT - 8} textAnchor="middle" fontSize={12} fill="var(--mantine-color-gray-7)">
                  {shortLabel(p.label)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('sellerDashboard.chartTable')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sellerDashboard.when')}</Table.Th>
              <Table.Th>{t('sellerDashboard.thisPeriod')}</Table.Th>
              <Table.Th>{t('sellerDashboard.previousPeriod')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((p) => (
              <Table.Tr key={p.label}>
                <Table.Td>{shortLabel(p.label)}</Table.Td>
                <Table.Td>{formatMoney(p.salesSen)}</Table.Td>
                <Table.Td>{formatMoney(p.previousSalesSen)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
