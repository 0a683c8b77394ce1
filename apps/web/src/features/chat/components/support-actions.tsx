import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import { IconDotsVertical, IconLock, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { type Conversation, type SupportStatus, supportAllows } from '@binamart/shared';
import { useAssignConversation, useChatAdministrators, useCloseConversation } from '../api/use-support';

/** Assign to an administrator and close, as the queue's table allows (admChat Write). */
export function SupportActions({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const administrators = useChatAdministrators();
  const assign = useAssignConversation(conversation.id);
  const close = useCloseConversation(conversation.id);
  if (conversation.kind !== 'support' || !conversation.canWrite) return null;
  const status = conversation.status as SupportStatus;
  const error = assign.error ?? close.error;
  return (
    <Group gap={4} wrap="nowrap">
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error.message}
        </Text>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            aria-label={t('chat.admin.assignTo')}
            loading={assign.isPending || close.isPending}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {supportAllows(status, 'assign') && (
            <>
              <Menu.Label>{t('chat.admin.assignTo')}</Menu.Label>
              {(administrators.data ?? []).map((admin) => (
                <Menu.Item
                  key={admin.id}
                  leftSection={<IconUserShare size={16} aria-hidden />}
                  disabled={conversation.assignee?.id === admin.id}
                  onClick={() => assign.mutate(admin.id)}
                >
                  {admin.name}
                </Menu.Item>
              ))}
              <Menu.Divider />
            </>
          )}
          {supportAllows(status, 'close') && (
            <Menu.Item color="red" leftSection={<IconLock size={16} aria-hidden />} onClick={() => close.mutate()}>
              {t('chat.admin.close')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
