/** Shows its children only to a company registered for the hub; others get the registration card. */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { formatDate } from '@binamart/shared';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useHubStatus } from '../api/use-hub-status';
import { useRegisterHub } from '../api/use-register-hub';

export function HubGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useHubStatus();
  const register = useRegisterHub();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  if (data.registered)
    return (
      <Stack gap="lg">
        <Group gap="xs" c="teal.9">
          <IconCircleCheck size={18} aria-hidden />
          <Text size="sm" fw={600}>
            {data.registeredAt
              ? t('hubPage.registered', { date: formatDate(data.registeredAt) })
              : t('hubPage.registeredNow')}
          </Text>
        </Group>
        {children}
      </Stack>
    );
  return (
    <Card withBorder radius="md" maw={640}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <IconBuildingWarehouse size={28} color="var(--mantine-color-siteBlue-7)" aria-hidden />
        <Title order={2} fz="lg">
          {t('hubPage.registerTitle')}
        </Title>
      </Group>
      <Text size="sm" mb="md">
        {t('hubPage.registerBody')}
      </Text>
      {failure && (
        <Alert color="red" role="alert" mb="sm">
          {failure}
        </Alert>
      )}
      <Button
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailure(null);
          try {
            await register.mutateAsync();
          } catch (e) {
            setFailure(e instanceof Error ? e.message : t('errors.internal'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('hubPage.register')}
      </Button>
    </Card>
  );
}
