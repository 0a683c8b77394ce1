/** Whether a post shows now, waits for its publish time, has ended or is a draft. */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { AdminPost } from '@binamart/shared';

export function postState(post: AdminPost, now = Date.now()): 'live' | 'scheduled' | 'ended' | 'draft' {
  if (post.status === 'draft') return 'draft';
  if (post.live) return 'live';
  return post.unpublishAt && Date.parse(post.unpublishAt) <= now ? 'ended' : 'scheduled';
}

const COLOURS = { live: 'teal.9', scheduled: 'blue.8', ended: 'gray.7', draft: 'orange.9' } as const;

export function PostStateBadge({ post }: { post: AdminPost }) {
  const { t } = useTranslation();
  const state = postState(post);
  return (
    <Badge color={COLOURS[state]} variant="filled" autoContrast radius="sm">
      {t(`adminPosts.states.${state}`)}
    </Badge>
  );
}
