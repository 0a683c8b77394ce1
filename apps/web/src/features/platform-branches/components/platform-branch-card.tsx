/** One platform branch as the administrators see it: status, address, contacts, map point, hours. */
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { PlatformBranch } from '@binamart/shared';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { WeeklyHours } from '../../hub/index';
import { BranchAddress, BranchContacts } from './branch-details';
import { KindBadge } from './kind-badge';

function PointLine({ branch }: { branch: PlatformBranch }) {
  const { t } = useTranslation();
  if (branch.latitude === null || branch.longitude === null) {
    return (
      <Text size="xs" c="gray.7">
        {t('platformBranchesPage.noPoint')}
      </Text>
    );
  }
  const point = { latitude: branch.latitude.toFixed(4), longitude: branch.longitude.toFixed(4) };
  return (
    <Text size="xs" c="gray.7">
      {branch.pointEntered
        ? t('platformBranchesPage.pointEntered', point)
        : t('platformBranchesPage.pointFromPostcode', point)}
    </Text>
  );
}

export function PlatformBranchCard({
  branch,
  canWrite,
  onEdit,
  onRemove,
}: {
  branch: PlatformBranch;
  canWrite: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-label={branch.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            {branch.imageUrl && <Avatar src={branch.imageUrl} alt="" radius="sm" size={56} />}
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={700}>{branch.name}</Text>
              <Group gap={6}>
                <KindBadge kind={branch.kind} />
                {branch.active ? (
                  <Badge color="teal.9" variant="filled">
                    {t('platformBranchesPage.active')}
                  </Badge>
                ) : (
                  <Badge color="gray.7" variant="filled">
                    {t('platformBranchesPage.hidden')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          {canWrite && (
            <Group gap={4} wrap="nowrap">
              <EditAction label={t('platformBranchesPage.editTitle', { name: branch.name })} onClick={onEdit} />
              <DeleteAction label={t('platformBranchesPage.removeNamed', { name: branch.name })} onClick={onRemove} />
            </Group>
          )}
        </Group>
        <BranchAddress branch={branch} />
        <BranchContacts branch={branch} />
        <PointLine branch={branch} />
        <WeeklyHours hours={branch.openingHours} />
      </Stack>
    </Card>
  );
}
