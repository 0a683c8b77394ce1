/** /seller/hub: the sales channels the supplier's company takes (sellConf Read sees them, Write changes them). */
import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { hasPermission } from '@binamart/shared';
import { DoneAlert } from '@/components/ui/done-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useAuthUser } from '@/lib/auth-store';
import { useOwnChannels, useSaveOwnChannels } from '../api/use-own-channels';
import { ChannelChoice } from './channel-choice';

/** Shown to those who may read the company's configuration (sellConf Read). */
export function SellerChannelsCard() {
  const user = useAuthUser();
  if (!user || !hasPermission(user.permissions, 'sellConf', 'Read')) return null;
  return <ChannelsCard canWrite={hasPermission(user.permissions, 'sellConf', 'Write')} />;
}

function ChannelsCard({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const channels = useOwnChannels();
  const save = useSaveOwnChannels();
  const [done, setDone] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sales-channels-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sales-channels-title">
          {t('salesChannels.seller.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('salesChannels.seller.intro')}
        </Text>
        <DoneAlert message={done ? t('salesChannels.seller.saved') : null} onClose={() => setDone(false)} />
        {channels.error ? (
          <QueryError error={channels.error} onRetry={() => channels.refetch()} />
        ) : !channels.data ? (
          <PageLoader />
        ) : (
          <>
            <ChannelChoice
              key={channels.data.updatedAt ?? 'default'}
              accepts={channels.data.accepts}
              readOnly={!canWrite}
              saveLabel={t('salesChannels.seller.save')}
              onSave={async (accepts) => {
                setDone(false);
                await save.mutateAsync({ accepts });
                setDone(true);
              }}
            />
            {!canWrite && (
              <Text size="sm" c="dimmed">
                {t('salesChannels.seller.readOnly')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
