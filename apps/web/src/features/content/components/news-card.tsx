/** A post in a list: cover, title (the link to the article), date and summary. */
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type NewsSummary, formatDate } from '@binamart/shared';
import classes from './content.module.css';

export function NewsCard({ post, headingLevel = 3 }: { post: NewsSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding={0} component="article" h="100%">
      {post.coverUrl && <img src={post.coverUrl} alt="" className={classes.cover} loading="lazy" />}
      <Stack gap={6} p="md">
        <Text size="sm" c="gray.7">
          {t('news.published', { date: formatDate(post.publishedAt) })}
        </Text>
        <Title order={headingLevel} fz="lg" lh={1.3}>
          <Link to={`/news/${post.slug}`} className={classes.cardTitle}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" c="gray.8" lh={1.6}>
          {post.summary}
        </Text>
      </Stack>
    </Card>
  );
}
