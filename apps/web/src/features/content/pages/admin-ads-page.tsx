/**
 * /admin/ads: the advertisements (spec §2, §6 admAd) with their impressions, clicks and
 * click-through rate, showing ones first. Write adds and changes them; Read sees the figures.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation } from 'react-router';
import { hasPermission } from '@binamart/shared';
import { DoneAlert } from '@/components/ui/done-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { ADMIN_ADS_PAGE_SIZE, useAdminAds } from '../api/use-admin-ads';
import { AdFigures } from '../components/ad-figures';
import { AdStateBadge } from '../components/ad-state-badge';
import { WindowText } from '../components/window-text';

export function AdminAdsPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const location = useLocation();
  const [done, setDone] = useState<string | null>((location.state as { done?: string } | null)?.done ?? null);
  const [page, setPage] = useState(1);
  const query = useAdminAds(page);
  const canWrite = !!user && hasPermission(user.permissions, 'admAd', 'Write');

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('adminAds.title')}
          subtitle={t('adminAds.intro')}
          actions={
            canWrite && (
              <Button component={Link} to="/admin/ads/new" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('adminAds.add')}
              </Button>
            )
          }
        />
        {!canWrite && (
          <Alert color="gray" role="note">
            {t('adminAds.readOnly')}
          </Alert>
        )}
        <DoneAlert message={done} onClose={() => setDone(null)} />
        <PagedList
          query={query}
          pageSize={ADMIN_ADS_PAGE_SIZE}
          page={page}
          onPage={setPage}
          empty={<Text c="gray.7">{t('adminAds.empty')}</Text>}
        >
          {(ads) =>
            ads.map((ad) => (
              <Card key={ad.id} withBorder radius="md" component="article">
                <Group align="flex-start" gap="md" wrap="wrap">
                  <img
                    src={ad.phoneImageUrl}
                    alt=""
                    width={144}
                    height={72}
                    style={{ borderRadius: 6, objectFit: 'cover', flex: 'none' }}
                  />
                  <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                      <Title order={2} fz="md">
                        <Anchor component={Link} to={`/admin/ads/${ad.id}`} inherit>
                          {ad.title}
                        </Anchor>
                      </Title>
                      <AdStateBadge ad={ad} />
                    </Group>
                    <Text size="sm" c="gray.7">
                      {t(`adminAds.placements.${ad.placement}`)} ·{' '}
                      {t('adminAds.priorityValue', { priority: ad.priority })}
                    </Text>
                    <Text size="sm" c="gray.7">
                      <WindowText from={ad.startsAt} to={ad.endsAt} prefix="adminAds" />
                    </Text>
                    <AdFigures totals={ad.totals} />
                  </Stack>
                </Group>
              </Card>
            ))
          }
        </PagedList>
      </Stack>
    </Screen>
  );
}
