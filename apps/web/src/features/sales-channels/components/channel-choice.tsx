/**
 * The channels a supplier takes, as switches: the shop's checkout always open, the others on or off,
 * with what each means. Saving sends the ones switched on; an API refusal shows above the buttons.
 */
import { Alert, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { OPTIONAL_SALES_CHANNELS, type OptionalSalesChannel, type SalesChannel } from '@binamart/shared';
import { ApiError } from '@/lib/api-client';

export function ChannelChoice({
  accepts,
  readOnly = false,
  saveLabel,
  onSave,
  onCancel,
}: {
  accepts: readonly SalesChannel[];
  readOnly?: boolean;
  saveLabel: string;
  onSave: (accepts: OptionalSalesChannel[]) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<OptionalSalesChannel[]>(
    OPTIONAL_SALES_CHANNELS.filter((channel) => accepts.includes(channel)),
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = (channel: OptionalSalesChannel, on: boolean) =>
    setChosen((now) => OPTIONAL_SALES_CHANNELS.filter((c) => (c === channel ? on : now.includes(c))));
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSave(chosen);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.internal'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm">{t('salesChannels.name.web')}</Text>
          <Text size="xs" c="dimmed">
            {t('salesChannels.about.web')}
          </Text>
        </div>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {t('salesChannels.seller.alwaysOpen')}
        </Badge>
      </Group>
      {OPTIONAL_SALES_CHANNELS.map((channel) => (
        <Switch
          key={channel}
          checked={chosen.includes(channel)}
          disabled={readOnly || saving}
          onChange={(e) => toggle(channel, e.currentTarget.checked)}
          label={t(`salesChannels.name.${channel}`)}
          description={t(`salesChannels.about.${channel}`)}
          labelPosition="left"
          styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
        />
      ))}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!readOnly && (
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('salesChannels.cancel')}
            </Button>
          )}
          <Button onClick={save} loading={saving}>
            {saveLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
