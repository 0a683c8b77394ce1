/** Over a list with selected rows: how many are selected, the actions for them, and a way to clear the selection. */
import { Button, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';

export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Card withBorder radius="md" padding="sm" bg="gray.0" data-testid="bulk-bar">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {t('bulk.selected', { count })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {children}
          <Button variant="subtle" color="gray.8" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
