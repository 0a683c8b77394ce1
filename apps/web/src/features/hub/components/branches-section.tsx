/** The company's branches as cards with edit and delete, and "Add branch". */
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import type { Branch } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useBranches } from '../api/use-branches';
import { useDeleteBranch } from '../api/use-delete-branch';
import { BranchModal } from './branch-modal';
import { WeeklyHours } from './weekly-hours';
import { DoneAlert } from '@/components/ui/done-alert';

export function BranchesSection() {
  const { t } = useTranslation();
  const { data, error, refetch } = useBranches();
  const deleteBranch = useDeleteBranch();
  const [editing, setEditing] = useState<Branch | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Branch | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="md" component="section" aria-labelledby="branches-title">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="lg" id="branches-title">
            {t('hubPage.branchesTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('hubPage.branchesIntro')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('hubPage.addBranch')}
        </Button>
      </Group>
      <DoneAlert message={saved && t('hubPage.saved')} onClose={() => setSaved(false)} />
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && data.length === 0 && <Text c="gray.7">{t('hubPage.noBranches')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {data?.map((branch) => (
          <Card key={branch.id} withBorder radius="md" component="article" aria-label={branch.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="sm" align="flex-start" wrap="nowrap">
                {branch.imageUrl && <Avatar src={branch.imageUrl} alt="" radius="sm" size={48} />}
                <div>
                  <Text fw={700}>{branch.name}</Text>
                  <Text size="sm" c="gray.7">
                    {[branch.addressLine1, branch.addressLine2].filter(Boolean).join(', ')}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {branch.postcode} {branch.city}, {branch.state}
                  </Text>
                </div>
              </Group>
              <Group gap={4} wrap="nowrap">
                <EditAction
                  label={t('hubPage.editBranchNamed', { name: branch.name })}
                  onClick={() => setEditing(branch)}
                />
                <DeleteAction
                  label={t('hubPage.deleteBranchNamed', { name: branch.name })}
                  onClick={() => setDeleting(branch)}
                />
              </Group>
            </Group>
            <Stack mt="sm">
              <WeeklyHours hours={branch.openingHours} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <BranchModal
        branch={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          setSaved(true);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('hubPage.deleteTitle')}
        body={t('hubPage.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('sellerProducts.delete')}
        onConfirm={() => deleteBranch.mutateAsync(deleting!.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
