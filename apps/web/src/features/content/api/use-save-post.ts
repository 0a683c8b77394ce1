/** POST /api/admin/posts (a new post) or PUT /api/admin/posts/{id} (admNews Write). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPost, PostValues } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PostValues }) =>
      id ? api.put<AdminPost>(`/api/admin/posts/${id}`, input) : api.post<AdminPost>('/api/admin/posts', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.adminPosts });
      await queryClient.invalidateQueries({ queryKey: contentKeys.news });
    },
  });
}
