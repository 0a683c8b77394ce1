/** /news: every published post showing now, newest first, in the reader's language; no sign-in needed. */
import { Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useNews } from '../api/use-news';
import { NewsCard } from '../components/news-card';

const PAGE_SIZE = 12;

export function NewsListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useNews(page, PAGE_SIZE);
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('news.listTitle')} subtitle={t('news.listIntro')} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.items.length === 0 && <Text c="gray.7">{t('news.empty')}</Text>}
        {data && data.items.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {data.items.map((post) => (
              <NewsCard key={post.id} post={post} headingLevel={2} />
            ))}
          </SimpleGrid>
        )}
        {data && data.total > PAGE_SIZE && (
          <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        )}
      </Stack>
    </Screen>
  );
}
