import { Anchor, Image, Loader, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import type { ChatMessage } from '@binamart/shared';
import { openPrivateFile, usePrivateFile } from '@/lib/private-file';

type Attachment = NonNullable<ChatMessage['attachment']>;

/** An image shown inline (fetched with the session), or a PDF opened in a new tab. */
export function MessageAttachment({ attachment, sender }: { attachment: Attachment; sender: string }) {
  const { t } = useTranslation();
  const isImage = attachment.mimeType.startsWith('image/');
  const file = usePrivateFile(isImage ? attachment.url : null);
  const [failed, setFailed] = useState(false);
  if (isImage) {
    if (file.isPending) return <Loader size="sm" aria-label={t('chat.noText')} />;
    if (!file.data) return <Text size="xs">{t('common.loadFailed')}</Text>;
    return (
      <Image
        src={file.data.href}
        alt={t('chat.imageAlt', { name: sender })}
        radius="sm"
        maw={240}
        mah={240}
        fit="contain"
        data-testid="chat-image"
      />
    );
  }
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          setFailed(false);
          openPrivateFile(attachment.url).catch(() => setFailed(true));
        }}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        aria-label={`${t('chat.openPdf')}: ${attachment.name}`}
      >
        <IconFileTypePdf size={18} aria-hidden />
        {attachment.name || t('chat.openPdf')}
      </Anchor>
      {failed && (
        <Text size="xs" c="red.8" role="alert">
          {t('common.loadFailed')}
        </Text>
      )}
    </>
  );
}
