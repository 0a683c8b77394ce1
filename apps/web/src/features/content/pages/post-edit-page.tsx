/** /admin/posts/new and /admin/posts/{id}: write or edit a news post; remove it (admNews Write, else read only). */
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useParams } from 'react-router';
import { hasPermission } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { DoneAlert } from '@/components/ui/done-alert';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { useAdminPost } from '../api/use-admin-post';
import { useRemovePost } from '../api/use-remove-post';
import { PostForm } from '../components/post-form';
import { PostStateBadge } from '../components/post-state-badge';

export function PostEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: param } = useParams();
  const id = param && param !== 'new' ? param : null;
  const user = useAuthUser();
  const canWrite = !!user && hasPermission(user.permissions, 'admNews', 'Write');
  const { data, error, refetch } = useAdminPost(id);
  const remove = useRemovePost();
  const [removing, setRemoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;

  return (
    <Screen>
      <Stack gap="lg" maw={960}>
        <Anchor component={Link} to="/admin/posts" size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('adminPosts.back')}
        </Anchor>
        <PageHeader
          title={id ? t('adminPosts.editTitle') : t('adminPosts.newTitle')}
          actions={
            data && (
              <Group gap="xs">
                <PostStateBadge post={data} />
                {data.live && (
                  <Button
                    component="a"
                    href={`/news/${data.slug}`}
                    target="_blank"
                    variant="default"
                    size="xs"
                    rightSection={<IconExternalLink size={14} aria-hidden />}
                  >
                    {t('adminPosts.view')}
                  </Button>
                )}
                {canWrite && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setRemoving(true)}
                  >
                    {t('adminPosts.remove')}
                  </Button>
                )}
              </Group>
            )
          }
        />
        {!canWrite && (
          <Alert color="gray" role="note">
            {t('adminPosts.readOnly')}
          </Alert>
        )}
        <DoneAlert message={done} onClose={() => setDone(null)} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {id && !data && !error && <PageLoader />}
        {(!id || data) && (
          <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <PostForm
              key={data?.updatedAt ?? 'new'}
              post={data ?? null}
              onSaved={(saved) => {
                setDone(t('adminPosts.saved'));
                if (!id) void navigate(`/admin/posts/${saved.id}`, { replace: true });
              }}
            />
          </fieldset>
        )}
        <ConfirmModal
          opened={removing}
          title={t('adminPosts.removeTitle')}
          body={t('adminPosts.removeBody')}
          confirmLabel={t('adminPosts.remove')}
          onConfirm={async () => {
            await remove.mutateAsync(id!);
            void navigate('/admin/posts', { state: { done: t('adminPosts.removed') } });
          }}
          onClose={() => setRemoving(false)}
        />
      </Stack>
    </Screen>
  );
}
