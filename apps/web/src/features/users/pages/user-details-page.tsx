/** /users/details/:id (and under /seller, /admin): one user; editable, deactivatable, by those who manage users. */
import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams } from 'react-router';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { useLayoutBase } from '@/lib/layout-base';
import { assignableRoles, canManageUsers } from '@/lib/user-access';
import { useUser } from '../api/use-user';
import { EditUserForm } from '../components/edit-user-form';
import { StatusAction } from '../components/status-action';
import { UserBadges } from '../components/user-badges';

export function UserDetailsPage() {
  const { t } = useTranslation();
  const base = useLayoutBase();
  const { id = '' } = useParams();
  const location = useLocation();
  const actor = useAuthUser();
  const { data: user, error, refetch } = useUser(id);
  const created = (location.state as { created?: boolean } | null)?.created === true;

  if (error instanceof ApiError && (error.status === 404 || error.code === 'validation_error')) {
    return <NotFoundMessage />;
  }
  const mayManage = canManageUsers(actor);
  const isSelf = actor?.id === id;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to={`${base}/users`} size="sm" underline="hover">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('usersPage.backToList')}
          </Group>
        </Anchor>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!user && !error && <PageLoader />}
        {user && (
          <>
            <PageHeader
              title={`${user.firstName} ${user.lastName}`}
              subtitle={user.email}
              actions={mayManage && !isSelf && <StatusAction user={user} />}
            />
            <UserBadges user={user} />
            {created && (
              <Alert color="teal" icon={<IconMailForward aria-hidden />} role="status">
                {t('usersPage.created', { email: user.email })}
              </Alert>
            )}
            {isSelf && mayManage && (
              <Text size="sm" c="gray.7">
                {t('usersPage.selfNote')}
              </Text>
            )}
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <EditUserForm
                key={`${user.id}-${user.status}`}
                user={user}
                roles={actor ? assignableRoles(actor.role) : []}
                ceiling={actor?.permissions ?? {}}
                readOnly={!mayManage}
              />
            </Paper>
          </>
        )}
      </Stack>
    </Screen>
  );
}
