/** The home page: introduces the marketplace to a first-time visitor. */
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconShieldCheck,
  IconGavel,
  IconTruckDelivery,
  IconCircleCheck,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { Category } from '@binamart/shared';
import { AdCarousel, NewsSection } from '@/features/content/index';
import { HomeSearch } from '../components/home-search';
import { ProductRows } from '../components/product-rows';
import { useCategories } from '@/lib/categories';
import classes from './home-page.module.css';

function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const top = categories.filter((c) => c.parentId === null);
  if (top.length === 0) return <Text c="gray.7">{t('home.categoriesEmpty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
      {top.map((category) => (
        <Card
          key={category.id}
          withBorder
          radius="md"
          padding="md"
          className={classes.categoryCard}
          component={Link}
          to={`/shop?category=${category.id}`}
        >
          <Text fw={700} c="siteBlue.8">
            {category.name}
          </Text>
          <Text size="sm" c="gray.7" mt={4}>
            {categories
              .filter((c) => c.parentId === category.id)
              .map((c) => c.name)
              .join(' · ')}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Feature({ icon: Icon, title, body }: { icon: typeof IconGavel; title: string; body: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <ThemeIcon size={44} radius="md" color="safetyAmber.2" c="siteBlue.9" aria-hidden>
        <Icon size={26} />
      </ThemeIcon>
      <Title order={3} fz="lg" mt="md">
        {title}
      </Title>
      <Text c="gray.7" mt="xs" size="sm" lh={1.6}>
        {body}
      </Text>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <>
      <Box className={classes.hero}>
        <Container size="xl" py={{ base: 40, md: 72 }}>
          <Stack gap="lg" maw={720}>
            <Badge
              color="safetyAmber.5"
              c="siteBlue.9"
              size="lg"
              radius="sm"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t('app.tagline')}
            </Badge>
            <Title order={1} c="white" fz={{ base: 30, sm: 42, md: 50 }} lh={1.15}>
              {t('home.heroTitle')}
            </Title>
            <Text c="gray.1" fz={{ base: 'md', md: 'lg' }} lh={1.6}>
              {t('home.heroBody')}
            </Text>
            <HomeSearch />
            <Group gap="sm">
              <Button component={Link} to="/shop" size="md" color="safetyAmber.5" c="siteBlue.9">
                {t('shop.browse')}
              </Button>
              <Button component={Link} to="/help" size="md" variant="white" color="siteBlue.8">
                {t('home.ctaHow')}
              </Button>
              <Button component={Link} to="/contact" size="md" variant="outline" color="white">
                {t('home.ctaContact')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <AdCarousel />

      <ProductRows />

      <Container size="xl" py={48}>
        <Title order={2} mb="lg">
          {t('home.categoriesTitle')}
        </Title>
        <CategoryGrid categories={categories} />
      </Container>

      <Box bg="white" py={48}>
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <Stack gap="md">
              <Title order={2}>{t('home.creditTitle')}</Title>
              <Text c="gray.7" lh={1.7}>
                {t('home.creditBody')}
              </Text>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon color="teal.9" size={22} radius="xl" aria-hidden>
                    <IconCircleCheck size={16} />
                  </ThemeIcon>
                }
              >
                <List.Item>{t('home.creditPoints.one')}</List.Item>
                <List.Item>{t('home.creditPoints.two')}</List.Item>
                <List.Item>{t('home.creditPoints.three')}</List.Item>
              </List>
            </Stack>
            <Stack gap="md">
              <Title order={2}>{t('home.stepsTitle')}</Title>
              <ol className={classes.steps}>
                {(['one', 'two', 'three', 'four'] as const).map((step) => (
                  <li key={step}>{t(`home.steps.${step}`)}</li>
                ))}
              </ol>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Feature icon={IconShieldCheck} title={t('home.verifiedTitle')} body={t('home.verifiedBody')} />
          <Feature icon={IconTruckDelivery} title={t('home.deliveryTitle')} body={t('home.deliveryBody')} />
          <Feature icon={IconGavel} title={t('home.biddingTitle')} body={t('home.biddingBody')} />
        </SimpleGrid>
      </Container>

      <NewsSection />

      <Box className={classes.sellerBand} py={48}>
        <Container size="xl">
          <Group justify="space-between" align="center" gap="xl">
            <Group gap="lg" wrap="nowrap" align="flex-start" maw={760}>
              <ThemeIcon size={56} radius="md" color="safetyAmber.5" c="siteBlue.9" aria-hidden visibleFrom="sm">
                <IconBuildingWarehouse size={32} />
              </ThemeIcon>
              <Stack gap="xs">
                <Title order={2} c="white">
                  {t('home.sellerTitle')}
                </Title>
                <Text c="gray.1" lh={1.6}>
                  {t('home.sellerBody')}
                </Text>
              </Stack>
            </Group>
            <Button component={Link} to="/tnc/seller" size="md" color="safetyAmber.5" c="siteBlue.9">
              {t('home.ctaSeller')}
            </Button>
          </Group>
        </Container>
      </Box>
    </>
  );
}
