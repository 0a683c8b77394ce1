/** GET /api/news/{slug or id}: one article in the reader's language (else English). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation';
import type { NewsArticle } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function useNewsArticle(key: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.article(i18n.language, key),
    queryFn: () => api.get<NewsArticle>(`/api/news/${encodeURIComponent(key)}`),
    retry: false,
  });
}
