/** /users, /seller/users, /admin/users: the company's users; "Add user" for those who may manage them. */
import { Anchor, Button, Card, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { useLayoutBase } from '@/lib/layout-base';
import { canManageUsers } from '@/lib/user-access';
import { USERS_PAGE_SIZE, useUsers } from '../api/use-users';
import { StatusBadge, VerifiedBadge } from '../components/user-badges';

export function UsersPage() {
  const { t } = useTranslation();
  const base = useLayoutBase();
  const actor = useAuthUser();
  const [page, setPage] = useState(1);
  const query = useUsers(page);
  const mayManage = canManageUsers(actor);

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('usersPage.title')}
          subtitle={actor?.companyName}
          actions={
            mayManage && (
              <Button component={Link} to={`${base}/users/create`} leftSection={<IconUserPlus size={18} aria-hidden />}>
                {t('usersPage.create')}
              </Button>
            )
          }
        />
        <PagedList
          query={query}
          pageSize={USERS_PAGE_SIZE}
          page={page}
          onPage={setPage}
          empty={
            <Card withBorder radius="md">
              <Text c="gray.7">{t('usersPage.empty')}</Text>
            </Card>
          }
        >
          {(users) => (
            <Card withBorder radius="md" p={0}>
              <Table.ScrollContainer minWidth={680}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('usersPage.name')}</Table.Th>
                      <Table.Th>{t('usersPage.email')}</Table.Th>
                      <Table.Th>{t('usersPage.role')}</Table.Th>
                      <Table.Th>{t('usersPage.statusLabel')}</Table.Th>
                      <Table.Th>{t('usersPage.verifiedLabel')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {users.map((user) => (
                      <Table.Tr key={user.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`${base}/users/details/${user.id}`} fw={600}>
                            {user.firstName} {user.lastName}
                          </Anchor>
                          {user.position && (
                            <Text size="xs" c="gray.7">
                              {user.position}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{user.email}</Table.Td>
                        <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
                        <Table.Td>
                          <StatusBadge status={user.status} />
                        </Table.Td>
                        <Table.Td>
                          <VerifiedBadge verified={user.verified} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
        </PagedList>
      </Stack>
    </Screen>
  );
}
