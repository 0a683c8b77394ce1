/** What a bulk action did to each chosen record: done, or refused and why; until closed. */
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { BulkOutcome } from '@binamart/shared';

export function BulkResults({ outcome, onClose }: { outcome: BulkOutcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <Alert
      color={outcome.refused > 0 ? 'orange' : 'teal'}
      title={t('bulk.results.title')}
      role="status"
      withCloseButton
      closeButtonLabel={t('bulk.results.close')}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">{t('bulk.results.summary', { done: outcome.done, refused: outcome.refused })}</Text>
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing={4} fz="sm" aria-label={t('bulk.results.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bulk.results.item')}</Table.Th>
                <Table.Th>{t('bulk.results.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcome.results.map((result) => (
                <Table.Tr key={result.id}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{result.label ?? t('bulk.results.unknown')}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <Badge color={result.ok ? 'teal.9' : 'red.8'} variant="filled" autoContrast>
                        {result.ok ? t('bulk.results.done') : t('bulk.results.refused')}
                      </Badge>
                      {result.message && <Text size="sm">{result.message}</Text>}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={onClose}>
            {t('bulk.results.close')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
