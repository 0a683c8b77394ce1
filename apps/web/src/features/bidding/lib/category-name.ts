/** A category's name (category or sub-category) from the catalogue in the reader's language. */
import { useCategories } from '@/lib/categories';

export function useCategoryName(): (id: string | null) => string {
  const names = new Map(useCategories().map((c) => [c.id, c.name]));
  return (id) => (id ? (names.get(id) ?? '') : '');
}
