import { ActionIcon, Badge, CloseButton, FileButton, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { CHAT_MESSAGE_MAX } from '@binamart/shared';
import { acceptFor, uploadProblem } from '@/lib/uploads';
import type { PendingAttachment } from '../api/outbox';
import { useUploadAttachment } from '../api/use-upload-attachment';

/**
 * Where a message is written: text (Enter sends, Shift+Enter starts a new line), an attachment
 * button (an image or PDF up to 2 MB, uploaded at once), and `extra` beside them (canned answers).
 */
export function Composer({
  onSend,
  text,
  onText,
  extra,
}: {
  onSend: (body: string, attachment: PendingAttachment | null) => void;
  text: string;
  onText: (text: string) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const upload = useUploadAttachment();
  const [attachment, setAttachment] = useState<PendingAttachment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const refused = uploadProblem('chat-attachment', file);
    if (refused) return setProblem(t(refused[0], refused[1]));
    upload.mutate(file, {
      onSuccess: (uploaded) => setAttachment({ fileId: uploaded.id, name: file.name, mimeType: uploaded.mimeType }),
      onError: (error) => setProblem(error.message),
    });
  };
  const send = () => {
    const body = text.trim();
    if (!body && !attachment) return;
    onSend(body, attachment);
    onText('');
    setAttachment(null);
  };
  return (
    <Stack gap={4} p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {(attachment || upload.isPending) && (
        <Group gap="xs">
          <Badge
            variant="light"
            rightSection={
              attachment && (
                <CloseButton size="xs" aria-label={t('chat.removeAttachment')} onClick={() => setAttachment(null)} />
              )
            }
          >
            {attachment ? attachment.name : t('chat.uploading')}
          </Badge>
        </Group>
      )}
      {problem && (
        <Text size="xs" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <FileButton onChange={choose} accept={acceptFor('chat-attachment')}>
          {(props) => (
            <Tooltip label={t('chat.attach')}>
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                aria-label={t('chat.attach')}
                loading={upload.isPending}
              >
                <IconPaperclip size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        {extra}
        <Textarea
          aria-label={t('chat.placeholder')}
          placeholder={t('chat.placeholder')}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_MESSAGE_MAX}
          style={{ flex: 1 }}
        />
        <ActionIcon
          size="lg"
          onClick={send}
          aria-label={t('chat.send')}
          disabled={upload.isPending || (!text.trim() && !attachment)}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
