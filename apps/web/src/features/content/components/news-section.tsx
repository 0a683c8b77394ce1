/** The home page's news: the three latest posts showing now, and a link to every post; nothing when there are none. */
import { Anchor, Container, Group, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { useNews } from '../api/use-news';
import { NewsCard } from './news-card';

export function NewsSection() {
  const { t } = useTranslation();
  const { data } = useNews(1, 3);
  if (!data || data.items.length === 0) return null;
  return (
    <Container size="xl" py={48} component="section" aria-labelledby="home-news">
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={2} id="home-news">
          {t('news.sectionTitle')}
        </Title>
        <Anchor component={Link} to="/news" fw={600}>
          {t('news.allNews')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {data.items.map((post) => (
          <NewsCard key={post.id} post={post} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
