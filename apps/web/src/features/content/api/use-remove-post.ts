/** DELETE /api/admin/posts/{id}: removes a post for good (admNews Write). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function useRemovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/admin/posts/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.adminPosts });
      await queryClient.invalidateQueries({ queryKey: contentKeys.news });
    },
  });
}
