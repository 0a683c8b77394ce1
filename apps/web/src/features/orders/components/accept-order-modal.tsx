/** Asks before the seller accepts an order; the API's refusal shows in the dialog. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function AcceptOrderModal({
  opened,
  number,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  number: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const accept = async () => {
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
  };
  return (
    <Modal opened={opened} onClose={close} title={t('sellerOrders.acceptTitle', { number })} centered>
      <Stack gap="md">
        <Text size="sm">{t('sellerOrders.acceptBody')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="teal.8" loading={busy} onClick={() => void accept()} data-autofocus>
            {t('sellerOrders.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
