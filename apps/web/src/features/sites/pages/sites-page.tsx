/**
 * /favourites: the buyer company's construction projects (spec §2, §3 Favourite project), each a card
 * with its site, contacts and dates; exactly one is the favourite, which checkout and bidding offer
 * first. Users who may not change them read the list with the reason.
 */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type CompanyProject, formatDate, hasPermission } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { useAuthUser } from '@/lib/auth-store';
import { useCompanyProjects, useMakeFavourite, useRemoveCompanyProject } from '../api/sites-api';
import { SiteModal } from '../components/site-modal';
import { DoneAlert } from '@/components/ui/done-alert';

function SiteCard({
  site,
  canWrite,
  onEdit,
  onRemove,
  onFavourite,
}: {
  site: CompanyProject;
  canWrite: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onFavourite: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-label={site.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>{site.name}</Text>
              {site.isFavourite && (
                <Badge color="#8a4500" variant="filled" leftSection={<IconStar size={12} aria-hidden />}>
                  {t('sitesPage.favourite')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="gray.8">
              {[site.addressLine1, site.addressLine2].filter(Boolean).join(', ')}
            </Text>
            <Text size="sm" c="gray.8">
              {site.postcode} {site.city}, {site.state}
            </Text>
          </Stack>
          {canWrite && (
            <Group gap={4} wrap="nowrap">
              <EditAction label={t('sitesPage.editTitle', { name: site.name })} onClick={onEdit} />
              <DeleteAction label={t('sitesPage.removeTitle', { name: site.name })} onClick={onRemove} />
            </Group>
          )}
        </Group>
        <Text size="sm">
          {t('sitesPage.contact')}: {site.contactPerson} · {site.contactPhone}
        </Text>
        <Text size="sm">
          {t('sitesPage.recipient')}: {site.recipientName} · {t('sitesPage.pic')}: {site.pic}
        </Text>
        <Text size="sm" c="gray.7">
          {site.startDate && site.endDate
            ? t('sitesPage.dates', { start: formatDate(site.startDate), end: formatDate(site.endDate) })
            : t('sitesPage.noDates')}
        </Text>
        {canWrite && !site.isFavourite && (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconStar size={14} aria-hidden />}
              onClick={onFavourite}
              aria-label={`${t('sitesPage.makeFavourite')}: ${site.name}`}
            >
              {t('sitesPage.makeFavourite')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function SitesPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { data, error, refetch } = useCompanyProjects();
  const makeFavourite = useMakeFavourite();
  const remove = useRemoveCompanyProject();
  const [editing, setEditing] = useState<CompanyProject | null | undefined>(undefined);
  const [removing, setRemoving] = useState<CompanyProject | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canWrite =
    !!user &&
    (hasPermission(user.permissions, 'buyOrder', 'Write') || hasPermission(user.permissions, 'buyBid', 'Write'));

  const favourite = async (site: CompanyProject) => {
    setFailure(null);
    try {
      await makeFavourite.mutateAsync(site.id);
      setDone(t('sitesPage.favouriteSet', { name: site.name }));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    }
  };

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('sitesPage.title')}
          subtitle={t('sitesPage.intro')}
          actions={
            canWrite && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
                {t('sitesPage.add')}
              </Button>
            )
          }
        />
        {!canWrite && (
          <Alert color="gray" role="note">
            {t('sitesPage.readOnly')}
          </Alert>
        )}
        <DoneAlert message={done} onClose={() => setDone(null)} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.length === 0 && <Text c="gray.7">{t('sitesPage.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data?.map((site) => (
            <SiteCard
              key={site.id}
              site={site}
              canWrite={canWrite}
              onEdit={() => setEditing(site)}
              onRemove={() => setRemoving(site)}
              onFavourite={() => void favourite(site)}
            />
          ))}
        </SimpleGrid>
        <SiteModal
          site={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setDone(t('sitesPage.saved'));
          }}
        />
        <ConfirmModal
          opened={removing !== null}
          title={t('sitesPage.removeTitle', { name: removing?.name ?? '' })}
          body={t('sitesPage.removeBody')}
          confirmLabel={t('sitesPage.removeConfirm')}
          onConfirm={async () => {
            await remove.mutateAsync(removing!.id);
            setDone(t('sitesPage.removed'));
          }}
          onClose={() => setRemoving(null)}
        />
      </Stack>
    </Screen>
  );
}
