/**
 * Under the profile's push switch: whether this device receives push notifications, with a
 * button to start or stop them here, or why it cannot (a browser without push, notifications
 * blocked in its settings, a subscription that failed).
 */
import { Button, Group, Text } from '@mantine/core';
import { IconBellOff, IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { PushBlockedError } from '../api/push-device';
import type { PushDevice } from '../api/use-push-device';

export function PushDeviceStatus({ device, flagOn }: { device: PushDevice; flagOn: boolean }) {
  const { t } = useTranslation();
  const { state, turnOn, turnOff } = device;
  const busy = turnOn.isPending || turnOff.isPending;
  if (!flagOn)
    return (
      <Text size="sm" c="gray.7" data-testid="push-device">
        {t('push.device.flagOff')}
      </Text>
    );
  if (state.isPending) return null;
  const current = state.data ?? 'off';
  const problem =
    current === 'unsupported'
      ? 'unsupported'
      : current === 'blocked' || turnOn.error instanceof PushBlockedError
        ? 'blocked'
        : turnOn.isError || turnOff.isError || state.isError
          ? 'failed'
          : null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="push-device" aria-live="polite">
      {problem ? (
        <Text
          size="sm"
          c={problem === 'unsupported' ? 'gray.7' : 'red.8'}
          role={problem === 'unsupported' ? undefined : 'alert'}
        >
          {t(`push.device.${problem}`)}
        </Text>
      ) : (
        <Text size="sm" c="gray.7">
          {t(current === 'on' ? 'push.device.on' : 'push.device.off')}
        </Text>
      )}
      {current === 'on' && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconBellOff size={14} aria-hidden />}
          loading={busy}
          onClick={() => turnOff.mutate()}
        >
          {t('push.device.turnOff')}
        </Button>
      )}
      {(current === 'off' || (problem === 'failed' && current !== 'on')) && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconBellRinging size={14} aria-hidden />}
          loading={busy}
          onClick={() => turnOn.mutate()}
        >
          {t('push.device.turnOn')}
        </Button>
      )}
    </Group>
  );
}
