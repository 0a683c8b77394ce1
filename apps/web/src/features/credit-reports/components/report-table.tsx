/**
 * Rows of a report section (legal actions, directors, financial years…): on a phone each row is a
 * small card of labelled values, so nothing runs off a 360 px screen; from the small breakpoint up a
 * table, which scrolls inside its own box when it is wider than the card.
 */
import { Box, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

export interface ReportColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** figures: right-aligned in the table */
  numeric?: boolean;
}

export function ReportTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  minWidth = 560,
}: {
  /** the table's (and the phone list's) name for screen readers */
  label: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  /** what is said when there are no rows */
  empty: string;
  minWidth?: number;
}) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {empty}
      </Text>
    );
  }
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {rows.map((row, index) => (
          <Box
            component="li"
            key={rowKey(row, index)}
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Box
              component="dl"
              m={0}
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(88px, 38%) 1fr',
                gap: '4px 12px',
                alignItems: 'baseline',
              }}
            >
              {columns.map((column) => (
                <Fragment key={column.key}>
                  <Text component="dt" size="xs" c="gray.7">
                    {column.label}
                  </Text>
                  <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Text>
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="xs" striped aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.numeric ? 'right' : undefined}
                      style={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
