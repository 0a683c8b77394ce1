/** GET /api/admin/posts/{id}: one post with every language version (admNews Read). */
import { useQuery } from '@tanstack/react-query';
import type { AdminPost } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function useAdminPost(id: string | null) {
  return useQuery({
    queryKey: contentKeys.adminPost(id ?? ''),
    queryFn: () => api.get<AdminPost>(`/api/admin/posts/${id}`),
    enabled: id !== null,
  });
}
