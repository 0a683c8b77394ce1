/** The live tracking line: "Live", "Reconnecting…" or "Live updates stopped", announced politely. */
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { StreamState } from '@/lib/event-stream';

const COLOUR: Record<StreamState, string> = {
  connecting: 'var(--mantine-color-gray-5)',
  live: 'var(--mantine-color-teal-7)',
  reconnecting: 'var(--mantine-color-orange-6)',
  stopped: 'var(--mantine-color-gray-6)',
};

export function LiveStatus({ state }: { state: StreamState }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      <Box w={10} h={10} style={{ borderRadius: '50%', background: COLOUR[state], flex: 'none' }} aria-hidden />
      <Text size="sm" c="gray.8">
        {t(`trackingPage.live.${state}`)}
      </Text>
    </Group>
  );
}
