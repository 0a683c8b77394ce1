/**
 * A report's chart: a bar per day or month of the period (or per seller, the ten largest), its
 * amount (or, for deliveries, how many DOs); SVG drawn at its card's own width (so its labels keep
 * their size on a phone), with the same figures in a table for screen readers.
 */
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from '@/lib/translation';
import { type Report, formatMoney } from '@binamart/shared';

const HEIGHT = 220;
const AXIS = 28;

/** "2026-08" as "Aug 26", "2026-08-27" as "27/08", a seller's name cut to fit. */
function shortLabel(label: string, by: Report['chart']['by']): string {
  if (by === 'seller') return label.length > 14 ? `${label.slice(0, 13)}…` : label;
  if (by === 'month') {
    const [y, m] = label.split('-').map(Number) as [number, number];
    return `${new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-MY', { month: 'short', timeZone: 'UTC' })} ${String(y).slice(2)}`;
  }
  return `${label.slice(8, 10)}/${label.slice(5, 7)}`;
}

export function ReportChart({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const WIDTH = Math.max(240, Math.round(width) || 720);
  const { by, points } = report.chart;
  const counting = report.kind === 'delivery';
  const valueOf = (p: Report['chart']['points'][number]) => (counting ? p.count : p.valueSen);
  const top = Math.max(1, ...points.map(valueOf));
  const slot = WIDTH / Math.max(1, points.length);
  const bar = Math.max(2, Math.min(36, slot * 0.6));
  // a label every so many bars, as many as fit (a seller's name needs more room than a date)
  const every = Math.ceil(points.length / Math.max(1, Math.floor(WIDTH / (by === 'seller' ? 90 : 56))));
  const y = (v: number) => HEIGHT - AXIS - ((HEIGHT - AXIS - 8) * v) / top;
  const shown = (p: Report['chart']['points'][number]) => (counting ? String(p.count) : formatMoney(p.valueSen));
  return (
    <Box ref={ref}>
      <Text size="sm" fw={600} mb="xs">
        {t(`reports.chart.${by}`)} · {counting ? t('reports.chart.count') : t('reports.chart.amount')}
      </Text>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} aria-hidden style={{ display: 'block' }}>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="var(--mantine-color-gray-4)" />
        {points.map((p, i) => {
          const x = i * slot + slot / 2;
          return (
            <g key={`${p.label}-${i}`}>
              <title>{`${p.label}: ${shown(p)}`}</title>
              <rect
                x={x - bar / 2}
                y={y(valueOf(p))}
                width={bar}
                height={HEIGHT - AXIS - y(valueOf(p))}
                fill="var(--mantine-color-siteBlue-7)"
              />
              {i % every === 0 && (
                <text
                  x={x < 30 ? 0 : x > WIDTH - 30 ? WIDTH : x}
                  y={HEIGHT - 8}
                  textAnchor={x < 30 ? 'start' : x > WIDTH - 30 ? 'end' : 'middle'}
                  fontSize={by === 'seller' ? 11 : 12}
                  fill="var(--mantine-color-gray-7)"
                >
                  {shortLabel(p.label, by)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('reports.chart.table')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.chart.label')}</Table.Th>
              <Table.Th>{counting ? t('reports.chart.count') : t('reports.chart.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((p, i) => (
              <Table.Tr key={`${p.label}-${i}`}>
                <Table.Td>{p.label}</Table.Td>
                <Table.Td>{shown(p)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
