/** /news/{slug or id}: one article with its cover, in the reader's language (else English); no sign-in needed. */
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { formatDate } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-client';
import { useNewsArticle } from '../api/use-news-article';
import { ArticleBody } from '../components/article-body';
import classes from '../components/content.module.css';

export function NewsArticlePage() {
  const { t, i18n } = useTranslation();
  const { key = '' } = useParams();
  const { data, error, refetch } = useNewsArticle(key);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/news" size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('news.back')}
        </Anchor>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && (
          <article>
            <Stack gap="md">
              <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.25}>
                {data.title}
              </Title>
              <Text c="gray.7" size="sm">
                {t('news.published', { date: formatDate(data.publishedAt) })}
              </Text>
              {data.language !== i18n.language && (
                <Alert color="gray" role="note">
                  {t('news.inEnglish')}
                </Alert>
              )}
              {data.coverUrl && <img src={data.coverUrl} alt="" className={classes.cover} />}
              <Text fz="lg" fw={500} lh={1.6} lang={data.language}>
                {data.summary}
              </Text>
              <div lang={data.language}>
                <ArticleBody html={data.html} />
              </div>
            </Stack>
          </article>
        )}
      </Stack>
    </Container>
  );
}
