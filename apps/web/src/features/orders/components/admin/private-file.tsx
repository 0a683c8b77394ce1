/** A private upload: an image shown in place (it opens full size), any other file as a link that opens it. */
import { Image, Loader, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { usePrivateFile } from '@/lib/private-file';

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
  if (!data.type.startsWith('image/')) return <PrivateFileLink url={url} label={linkLabel} icon />;
  return (
    <UnstyledButton onClick={() => window.open(data.href, '_blank')} aria-label={alt}>
      <Image src={data.href} alt={alt} h={160} w="auto" maw="100%" fit="contain" radius="sm" bd="1px solid gray.3" />
    </UnstyledButton>
  );
}
