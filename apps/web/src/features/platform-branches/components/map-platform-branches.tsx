/**
 * BinaMart's own offices and collection points on /map, in the state chosen there (or every
 * state): one card above the sellers' branches, each with today's hours and directions.
 */
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { weekdayInMalaysia } from '@binamart/shared';
import { useActivePlatformBranches } from '../api/use-active-platform-branches';
import { BranchAddress } from './branch-details';
import { DirectionsLink } from './directions-link';
import { KindBadge } from './kind-badge';
import { TodayHours } from './today-hours';

export function MapPlatformBranches({ state }: { state: string }) {
  const { t } = useTranslation();
  const { data } = useActivePlatformBranches();
  const shown = (data ?? []).filter((branch) => !state || branch.state === state);
  if (shown.length === 0) return null;
  const today = weekdayInMalaysia();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="platform-branches-title" bg="siteBlue.0">
      <Group gap={6} mb="sm" wrap="nowrap">
        <IconBuilding size={18} color="var(--mantine-color-siteBlue-7)" aria-hidden />
        <Title order={2} fz="md" id="platform-branches-title">
          {t('visitUs.mapTitle')}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0}>
        {shown.map((branch) => (
          <Stack key={branch.id} gap={4} align="flex-start" component="li" style={{ listStyle: 'none' }}>
            <KindBadge kind={branch.kind} />
            <Text size="sm" fw={700}>
              {branch.name}
            </Text>
            <BranchAddress branch={branch} />
            <Text size="sm">{branch.phone}</Text>
            <TodayHours hours={branch.openingHours} today={today} />
            <DirectionsLink branch={branch} />
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
