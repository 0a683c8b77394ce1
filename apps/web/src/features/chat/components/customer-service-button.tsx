import { Button, type ButtonProps, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { useNavigate } from 'react-router';
import { roleKind } from '@binamart/shared';
import { useAuthUser } from '@/lib/auth-store';
import { useOpenSupport } from '../api/use-start-conversation';
import { chatBase } from '../lib/chat-paths';

/** "Chat with customer service": any signed-in buyer or seller opens the company's conversation with the platform. */
export function CustomerServiceButton(button: ButtonProps) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useNavigate();
  const open = useOpenSupport();
  if (!user || roleKind(user.role) === 'admin') return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconHeadset size={18} aria-hidden />}
        loading={open.isPending}
        h="auto"
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35, overflow: 'visible' } }}
        onClick={() =>
          open.mutate(undefined, {
            onSuccess: (conversation) => void navigate(`${chatBase(user.role)}/${conversation.id}`),
          })
        }
        {...button}
      >
        {t('header.customerService')}
      </Button>
      {open.error && (
        <Text size="sm" c="red.8" role="alert">
          {open.error.message}
        </Text>
      )}
    </>
  );
}
