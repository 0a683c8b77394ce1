/** Renders one information page in the current language (Malay pages missing fall back to English). */
import { Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { enUS } from '../content/en-us';
import { ms } from '../content/ms';
import type { InfoPage, InfoSlug } from '../content/types';
import { zhCN } from '../content/zh-cn';

/** The page's content in `language`, or English where that language has none. */
export function infoContent(slug: InfoSlug, language: string): InfoPage {
  if (language === 'zh-cn') return zhCN[slug];
  if (language === 'ms') return ms[slug] ?? enUS[slug];
  return enUS[slug];
}

export function InfoArticle({ slug, children }: { slug: InfoSlug; children?: ReactNode }) {
  const { i18n } = useTranslation();
  const page = infoContent(slug, i18n.language);
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <article>
        <Stack gap="xs" mb="xl">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {page.title}
          </Title>
          <Text fz="lg" c="gray.7" lh={1.6}>
            {page.summary}
          </Text>
          {page.updated && (
            <Text size="sm" c="gray.7">
              {page.updated}
            </Text>
          )}
        </Stack>
        <Stack gap="xl">
          {page.sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} fz={{ base: 20, sm: 22 }} mb="sm">
                {section.heading}
              </Title>
              <Stack gap="sm">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph.slice(0, 48)} lh={1.7} c="gray.8">
                    {paragraph}
                  </Text>
                ))}
                {section.bullets && (
                  <List spacing="xs" c="gray.8" lh={1.6}>
                    {section.bullets.map((bullet) => (
                      <List.Item key={bullet.slice(0, 48)}>{bullet}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </section>
          ))}
        </Stack>
        {children}
      </article>
    </Container>
  );
}
