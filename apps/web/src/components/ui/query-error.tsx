import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';

/** A failed load: the server's message and a retry. */
export function QueryError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('common.loadFailed')}>
      {error.message}
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          {t('errorPages.retry')}
        </Button>
      )}
    </Alert>
  );
}
