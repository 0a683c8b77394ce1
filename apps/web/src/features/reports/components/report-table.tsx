/**
 * A report's page of rows as a table that scrolls sideways on a phone, with the totals of every
 * row (not only this page's) in its footer; money in ringgit, dates DD/MM/YYYY, states in words.
 */
import { Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type Report, formatDateTime, formatMoney, formatPeriod } from '@binamart/shared';

type Column = Report['columns'][number];
type Cell = Report['rows'][number][string];

const numeric = (c: Column) => c.type === 'money' || c.type === 'count';

export function useCellText() {
  const { t } = useTranslation();
  return (column: Column, value: Cell | undefined): string => {
    if (value === null || value === undefined) return '–';
    if (column.type === 'money') return formatMoney(Number(value));
    if (column.type === 'count') return Number(value).toLocaleString('en-MY');
    if (column.type === 'datetime' || column.type === 'date') return formatDateTime(String(value));
    if (column.type === 'period') return formatPeriod(String(value));
    if (column.type === 'label') return t(`${column.labels}.${value}`);
    return String(value);
  };
}

export function ReportTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  const text = useCellText();
  return (
    <Table.ScrollContainer minWidth={report.columns.length * 110}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {report.columns.map((c) => (
              <Table.Th key={c.key} ta={numeric(c) ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {t(`reports.column.${c.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row, i) => (
            <Table.Tr key={`${report.page}-${i}`}>
              {report.columns.map((c) => (
                <Table.Td key={c.key} ta={numeric(c) ? 'right' : undefined}>
                  {text(c, row[c.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            {report.columns.map((c, i) => (
              <Table.Th key={c.key} ta={numeric(c) ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {report.totals[c.key] !== undefined ? (
                  text(c, report.totals[c.key]!)
                ) : i === 0 ? (
                  <Text span fw={700} size="sm">
                    {t('reports.totalRow')}
                  </Text>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
