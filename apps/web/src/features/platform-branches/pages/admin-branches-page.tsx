/**
 * /admin/branch: the platform's own offices and collection points (spec §2, §3 Branch, §6
 * admBranch). Write adds, edits and removes them; Read shows the same cards without the actions.
 */
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type PlatformBranch, hasPermission } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { DoneAlert } from '@/components/ui/done-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { useAdminPlatformBranches } from '../api/use-admin-platform-branches';
import { useRemovePlatformBranch } from '../api/use-remove-platform-branch';
import { PlatformBranchCard } from '../components/platform-branch-card';
import { PlatformBranchModal } from '../components/platform-branch-modal';

export function AdminBranchesPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { data, error, refetch } = useAdminPlatformBranches();
  const remove = useRemovePlatformBranch();
  const [editing, setEditing] = useState<PlatformBranch | null | undefined>(undefined);
  const [removing, setRemoving] = useState<PlatformBranch | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const canWrite = !!user && hasPermission(user.permissions, 'admBranch', 'Write');

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('platformBranchesPage.title')}
          subtitle={t('platformBranchesPage.intro')}
          actions={
            canWrite && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
                {t('platformBranchesPage.add')}
              </Button>
            )
          }
        />
        {!canWrite && (
          <Alert color="gray" role="note">
            {t('platformBranchesPage.readOnly')}
          </Alert>
        )}
        <DoneAlert message={done} onClose={() => setDone(null)} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.length === 0 && <Text c="gray.7">{t('platformBranchesPage.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data?.map((branch) => (
            <PlatformBranchCard
              key={branch.id}
              branch={branch}
              canWrite={canWrite}
              onEdit={() => setEditing(branch)}
              onRemove={() => setRemoving(branch)}
            />
          ))}
        </SimpleGrid>
        <PlatformBranchModal
          branch={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setDone(t('platformBranchesPage.saved'));
          }}
        />
        <ConfirmModal
          opened={removing !== null}
          title={t('platformBranchesPage.removeTitle', { name: removing?.name ?? '' })}
          body={t('platformBranchesPage.removeBody')}
          confirmLabel={t('platformBranchesPage.removeConfirm')}
          onConfirm={async () => {
            await remove.mutateAsync(removing!.id);
            setDone(t('platformBranchesPage.removed'));
          }}
          onClose={() => setRemoving(null)}
        />
      </Stack>
    </Screen>
  );
}
