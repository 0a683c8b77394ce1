/**
 * A project in a list: number, title, state, where, the trade, when bidding closes and how many
 * bids came; the whole card opens the project. `extra` adds what the list is about (a supplier's
 * own bid, the buyer's name).
 */
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type BiddingProject, formatDateTime } from '@binamart/shared';
import { useCategoryName } from '../lib/category-name';
import { ProjectStatusBadge } from './project-badges';

export function ProjectCard({ project, to, extra }: { project: BiddingProject; to: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const place = [project.city, project.state].filter(Boolean).join(', ');
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component={Link}
      to={to}
      aria-label={`${project.number} ${project.shortTitle ?? ''}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="gray.7">
              {project.number}
              {project.categoryId && ` · ${categoryName(project.categoryId)}`}
            </Text>
            <Text fw={600} lineClamp={2}>
              {project.shortTitle || t('biddingScreens.untitled')}
            </Text>
          </Stack>
          <ProjectStatusBadge status={project.status} />
        </Group>
        <Group gap="md" c="gray.7">
          {place && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm">{place}</Text>
            </Group>
          )}
          {project.bidEndAt && (
            <Group gap={4} wrap="nowrap">
              <IconClock size={14} aria-hidden />
              <Text size="sm">{t('biddingScreens.closes', { at: formatDateTime(project.bidEndAt) })}</Text>
            </Group>
          )}
          <Text size="sm">{t('biddingScreens.bidCount', { count: project.bidCount })}</Text>
        </Group>
        {extra}
      </Stack>
    </Card>
  );
}
