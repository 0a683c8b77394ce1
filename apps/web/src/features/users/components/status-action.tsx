/** Deactivate or reactivate a user, after a confirmation. A deactivated user is signed out everywhere. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import type { ManagedUser } from '@binamart/shared';
import { useSetUserActive } from '../api/use-set-user-active';

export function StatusAction({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const setActive = useSetUserActive();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const deactivate = user.status === 'active';
  const name = `${user.firstName} ${user.lastName}`;
  const action = deactivate ? t('usersPage.deactivate') : t('usersPage.reactivate');

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await setActive.mutateAsync({ id: user.id, active: !deactivate });
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={deactivate ? 'outline' : 'filled'}
        color={deactivate ? 'red.9' : 'teal.9'}
        leftSection={deactivate ? <IconUserOff size={18} aria-hidden /> : <IconUserCheck size={18} aria-hidden />}
        onClick={open}
      >
        {action}
      </Button>
      <Modal opened={opened} onClose={close} title={action} centered>
        <Stack gap="md">
          <Text>
            {deactivate ? t('usersPage.confirmDeactivate', { name }) : t('usersPage.confirmReactivate', { name })}
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color={deactivate ? 'red.8' : 'teal.9'} loading={busy} onClick={confirm}>
              {action}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
