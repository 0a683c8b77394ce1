/** Label and value pairs as a description list: stacked on phones, two columns from the small breakpoint. */
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export function DetailList({ items, columns = 1 }: { items: DetailItem[]; columns?: 1 | 2 }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Box key={item.label}>
          <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase" lts={0.3}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
