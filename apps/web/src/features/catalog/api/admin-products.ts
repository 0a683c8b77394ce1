/** Product moderation and the category tree (/api/admin/products, /api/admin/categories). */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Language,
  LANGUAGES,
  type Category,
  type Product,
  type ProductCard,
  type ProductStatus,
  type CategoryUpdateInput,
} from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { categoryKeys } from '@/lib/keys';
import { adminProductKeys } from './keys';

export const ADMIN_PAGE_SIZE = 20;

/** GET /api/admin/products for one status tab and search. */
export function useAdminProducts(filter: { status: ProductStatus; q?: string; page: number }) {
  const params = new URLSearchParams({
    status: filter.status,
    page: String(filter.page),
    pageSize: String(ADMIN_PAGE_SIZE),
  });
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: adminProductKeys.list(params.toString()),
    queryFn: () => api.get<Page<ProductCard>>(`/api/admin/products?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/products/:id: the full product with every price. */
export function useAdminProduct(id: string) {
  return useQuery({ queryKey: adminProductKeys.one(id), queryFn: () => api.get<Product>(`/api/admin/products/${id}`) });
}

export function useModeration() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
  return {
    async publish(id: string) {
      await api.post(`/api/admin/products/${id}/publish`);
      await refresh();
    },
    async reject(id: string, reason: string) {
      await api.post(`/api/admin/products/${id}/reject`, { reason });
      await refresh();
    },
    async remove(id: string) {
      await api.post(`/api/admin/products/${id}/remove`);
      await refresh();
    },
  };
}

/** A category's names as the form edits them (Chinese and Malay may be left empty). */
export type CategoryNames = Pick<CategoryUpdateInput, 'nameEn' | 'nameZh' | 'nameMs'>;

/** A category with its name in every language. */
export type NamedCategory = Category & CategoryNames;

/**
 * The tree with every language's name. GET /api/Category names categories in the
 * Accept-Language language only, so it is asked once per language (without the app's
 * language header, hence plain fetch; the call is public).
 */
export function useNamedCategories() {
  return useQuery({
    queryKey: categoryKeys.allLanguages(),
    queryFn: async (): Promise<NamedCategory[]> => {
      const lists = await Promise.all(
        LANGUAGES.map(async (language: Language) => {
          const response = await fetch('/api/Category', {
            headers: { 'Accept-Language': language, Accept: 'application/json' },
          });
          if (!response.ok) throw new Error(response.statusText);
          return [language, (await response.json()) as Category[]] as const;
        }),
      );
      const byLanguage = Object.fromEntries(lists) as Record<Language, Category[]>;
      const nameIn = (language: Language, id: string) => byLanguage[language].find((c) => c.id === id)?.name ?? '';
      return byLanguage['en-us'].map((c) => ({
        ...c,
        nameEn: c.name,
        // a missing translation falls back to English on the server: show it empty here
        nameZh: nameIn('zh-cn', c.id) === c.name ? '' : nameIn('zh-cn', c.id),
        nameMs: nameIn('ms', c.id) === c.name ? '' : nameIn('ms', c.id),
      }));
    },
  });
}

export function useCategoryActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
  const body = (names: CategoryNames) => ({
    nameEn: names.nameEn,
    nameZh: names.nameZh || null,
    nameMs: names.nameMs || null,
  });
  return {
    async create(parentId: string | null, names: CategoryNames) {
      await api.post('/api/admin/categories', { ...body(names), parentId });
      await refresh();
    },
    async rename(id: string, names: CategoryNames) {
      await api.put(`/api/admin/categories/${id}`, body(names));
      await refresh();
    },
    async remove(id: string) {
      await api.delete(`/api/admin/categories/${id}`);
      await refresh();
    },
  };
}
