/**
 * "A new version of BinaMart is ready — Reload": shown at the foot of every screen when a new
 * build's service worker waits to take over (lib/service-worker); Reload lets it and reloads.
 * Registers the site's service worker when the app starts.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/translation';
import { applyUpdate, registerSiteWorker, updateReady } from '../lib/service-worker';

export function UpdatePrompt() {
  const { t } = useTranslation();
  useEffect(() => registerSiteWorker(), []);
  const ready = useSyncExternalStore(updateReady.subscribe, updateReady.get, () => false);
  if (!ready) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="lg"
      radius="md"
      withBorder
      p="sm"
      pos="fixed"
      bottom={16}
      left="50%"
      w="calc(100% - 24px)"
      maw={460}
      style={{ transform: 'translateX(-50%)', zIndex: 400 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600}>
          {t('appUpdate.message')}
        </Text>
        <Button size="sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={applyUpdate}>
          {t('appUpdate.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
