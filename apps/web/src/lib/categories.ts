/** GET /api/Category: the category list kept in app state for the session (spec §3, §7). */
import { useQuery } from '@tanstack/react-query';
import type { Category } from '@binamart/shared';
import { useTranslation } from '@/lib/translation';
import { api } from './api';
import { categoryKeys } from './keys';

export const categoriesQuery = (language: string) => ({
  queryKey: categoryKeys.of(language),
  queryFn: async () => {
    try {
      return await api.get<Category[]>('/api/Category');
    } catch (error) {
      // spec §7: errors of this call are only logged
      console.error('Categories could not be loaded', error);
      return [];
    }
  },
  staleTime: Infinity,
});

/** The categories in the current language (empty while loading or when they could not be loaded). */
export function useCategories(): Category[] {
  const { i18n } = useTranslation();
  return useQuery(categoriesQuery(i18n.language)).data ?? [];
}
