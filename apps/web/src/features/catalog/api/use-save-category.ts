/** POST /api/admin/categories (a new one under its parent) or PUT /api/admin/categories/{id} (renamed); the tree is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { categoryKeys } from '@/lib/keys';
import type { CategoryNames } from './use-named-categories';

export type CategorySave =
  | { mode: 'create'; parentId: string | null; names: CategoryNames }
  | { mode: 'rename'; id: string; names: CategoryNames };

/** Chinese and Malay left empty are sent as none (English shows instead). */
const body = (names: CategoryNames) => ({
  nameEn: names.nameEn,
  nameZh: names.nameZh || null,
  nameMs: names.nameMs || null,
});

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: CategorySave) => {
      if (save.mode === 'create')
        await api.post('/api/admin/categories', { ...body(save.names), parentId: save.parentId });
      else await api.put(`/api/admin/categories/${save.id}`, body(save.names));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
