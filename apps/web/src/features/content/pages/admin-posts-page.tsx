/**
 * /admin/posts: the news posts (spec §2, §6 admNews), drafts and scheduled ones too, latest
 * change first. Write writes and removes them; Read sees the same list without the actions.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation } from 'react-router';
import { formatDateTime, hasPermission } from '@binamart/shared';
import { DoneAlert } from '@/components/ui/done-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { ADMIN_POSTS_PAGE_SIZE, useAdminPosts } from '../api/use-admin-posts';
import { PostStateBadge } from '../components/post-state-badge';
import { WindowText } from '../components/window-text';

export function AdminPostsPage() {
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  const location = useLocation();
  const [done, setDone] = useState<string | null>((location.state as { done?: string } | null)?.done ?? null);
  const [page, setPage] = useState(1);
  const query = useAdminPosts(page);
  const canWrite = !!user && hasPermission(user.permissions, 'admNews', 'Write');

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('adminPosts.title')}
          subtitle={t('adminPosts.intro')}
          actions={
            canWrite && (
              <Button component={Link} to="/admin/posts/new" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('adminPosts.add')}
              </Button>
            )
          }
        />
        {!canWrite && (
          <Alert color="gray" role="note">
            {t('adminPosts.readOnly')}
          </Alert>
        )}
        <DoneAlert message={done} onClose={() => setDone(null)} />
        <PagedList
          query={query}
          pageSize={ADMIN_POSTS_PAGE_SIZE}
          page={page}
          onPage={setPage}
          empty={<Text c="gray.7">{t('adminPosts.empty')}</Text>}
        >
          {(posts) =>
            posts.map((post) => {
              // the administrator's language, else English
              const shown =
                post.versions.find((v) => v.language === i18n.language) ??
                post.versions.find((v) => v.language === 'en-us');
              return (
                <Card key={post.id} withBorder radius="md" component="article">
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Title order={2} fz="md">
                        <Anchor component={Link} to={`/admin/posts/${post.id}`} inherit>
                          {shown?.title}
                        </Anchor>
                      </Title>
                      <Text size="sm" c="gray.7">
                        /news/{post.slug} · {post.versions.map((v) => t(`contentLanguages.${v.language}`)).join(', ')}
                      </Text>
                      <Text size="sm" c="gray.7">
                        <WindowText from={post.publishAt} to={post.unpublishAt} prefix="adminPosts" />
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t('adminPosts.updatedBy', { name: post.updatedByName, date: formatDateTime(post.updatedAt) })}
                      </Text>
                    </Stack>
                    <PostStateBadge post={post} />
                  </Group>
                </Card>
              );
            })
          }
        </PagedList>
      </Stack>
    </Screen>
  );
}
