/** The signed-in user's permission level per area (read-only; company administrators change them). */
import { Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { areasOf, levelOf } from '@binamart/shared';
import { LevelBadge } from '@/components/ui/level-badge';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useMe } from '../api/use-me';

export function PermissionLevels() {
  const { t } = useTranslation();
  const { data: me, error, refetch } = useMe();
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!me) return <PageLoader />;
  return (
    <>
      <Text fw={600}>{t('profilePage.roleLine', { role: t(`roles.${me.role}`) })}</Text>
      <Text size="sm" c="gray.7" mb="sm">
        {t('profilePage.permissionsIntro')}
      </Text>
      <Table striped aria-label={t('account.permissions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account.area')}</Table.Th>
            <Table.Th>{t('account.level')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {areasOf(me.role).map((area) => (
            <Table.Tr key={area}>
              <Table.Td>{t(`areaLabels.${area}`)}</Table.Td>
              <Table.Td>
                <LevelBadge level={levelOf(me.permissions, area)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
