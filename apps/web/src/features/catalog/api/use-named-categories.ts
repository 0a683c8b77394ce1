/**
 * GET /api/Category once per language: the category tree with every language's name, for the
 * administrators' category editor.
 */
import { useQuery } from '@tanstack/react-query';
import { type Category, type CategoryUpdateInput, type Language, LANGUAGES } from '@binamart/shared';
import { categoryKeys } from '@/lib/keys';

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
