import { Alert, Button, Container, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';

/** The message shown when a page's code could not be loaded, with a retry. */
export function ChunkLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert
        color="red"
        variant="light"
        icon={<IconWifiOff aria-hidden />}
        title={t('errorPages.chunkTitle')}
        role="alert"
      >
        <Text mb="md">{t('errorPages.chunkBody')}</Text>
        <Button onClick={onRetry}>{t('errorPages.retry')}</Button>
      </Alert>
    </Container>
  );
}
