/** What the driver app shows while a DO loads, when the account is not a driver, or when loading failed. */
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { ApiError } from '@/lib/api-client';

export function DriverLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** A 403 means the account has no 'driver' toggle; a 404 a DO that is not this driver's; else a retry. */
export function DriverError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 403)
    return (
      <Alert color="yellow" icon={<IconLock aria-hidden />} title={t('driverApp.notDriverTitle')}>
        {t('driverApp.notDriverBody')}
      </Alert>
    );
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <Alert color="gray" icon={<IconAlertTriangle aria-hidden />} title={t('driverApp.notFoundTitle')}>
        {t('driverApp.notFoundBody')}
      </Alert>
    );
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('common.loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="md" variant="white" color="red.8" onClick={onRetry}>
          {t('driverApp.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
