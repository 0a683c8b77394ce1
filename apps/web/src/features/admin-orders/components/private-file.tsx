/** A private upload: an image shown in place (it opens full size), any other file as a link that opens it. */
import { Anchor, Image, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPrivateFile, usePrivateFile } from '../api/private-file';

export function PrivateFileLink({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          setFailed(false);
          openPrivateFile(url).catch(() => setFailed(true));
        }}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconFile size={16} aria-hidden />
        {label}
      </Anchor>
      {failed && (
        <Text size="xs" c="red.8" role="alert">
          {t('common.loadFailed')}
        </Text>
      )}
    </>
  );
}

/** The slip itself when it is an image (clicking opens it), else a link to the PDF. */
export function PrivateFilePreview({ url, alt, linkLabel }: { url: string; alt: string; linkLabel: string }) {
  const { t } = useTranslation();
  const { data, error } = usePrivateFile(url);
  if (error)
    return (
      <Text size="sm" c="red.8">
        {t('common.loadFailed')}
      </Text>
    );
  if (!data) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (!data.type.startsWith('image/')) return <PrivateFileLink url={url} label={linkLabel} />;
  return (
    <UnstyledButton onClick={() => window.open(data.href, '_blank')} aria-label={alt}>
      <Image src={data.href} alt={alt} h={160} w="auto" maw="100%" fit="contain" radius="sm" bd="1px solid gray.3" />
    </UnstyledButton>
  );
}
