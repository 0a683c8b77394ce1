/** GET /api/news: the published posts showing now, newest first, in the reader's language. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation';
import type { NewsSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function useNews(page: number, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.newsPage(i18n.language, page, pageSize),
    queryFn: () => api.get<{ items: NewsSummary[]; total: number }>(`/api/news?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}
