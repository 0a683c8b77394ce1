/** Asks before an action (destructive by default); shows the server's message when the action fails. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';

export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  confirmColor = 'red.8',
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** the confirming button's colour: red for destructive actions, e.g. teal for accepting */
  confirmColor?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color={confirmColor}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              setFailure(null);
              try {
                await onConfirm();
                close();
              } catch (error) {
                setFailure(error instanceof Error ? error.message : t('errors.internal'));
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
