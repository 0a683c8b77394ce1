/** GET /api/admin/posts: every news post, latest change first (admNews Read). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPost } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export const ADMIN_POSTS_PAGE_SIZE = 20;

export function useAdminPosts(page: number) {
  return useQuery({
    queryKey: contentKeys.adminPostPage(page),
    queryFn: () =>
      api.get<{ items: AdminPost[]; total: number }>(`/api/admin/posts?page=${page}&pageSize=${ADMIN_POSTS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
