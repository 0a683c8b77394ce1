/**
 * "Visit us" on /contact: BinaMart's active offices and collection points, each with its address,
 * phone, today's hours in Malaysia, the week's hours and directions. Nothing shows while they load
 * or when there are none: the contact form stays the page's point.
 */
import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type PlatformBranch, type Weekday, weekdayInMalaysia } from '@binamart/shared';
import { WeeklyHours } from '../../hub/index';
import { useActivePlatformBranches } from '../api/use-active-platform-branches';
import { BranchAddress, BranchContacts } from './branch-details';
import { DirectionsLink } from './directions-link';
import { KindBadge } from './kind-badge';
import { TodayHours } from './today-hours';

function VisitCard({ branch, today }: { branch: PlatformBranch; today: Weekday }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`branch-${branch.id}`}>
      {branch.imageUrl && (
        <Card.Section mb="md">
          <Image src={branch.imageUrl} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="sm">
        <Stack gap={6} align="flex-start">
          <KindBadge kind={branch.kind} />
          <Title order={3} fz="lg" id={`branch-${branch.id}`}>
            {branch.name}
          </Title>
        </Stack>
        <BranchAddress branch={branch} />
        <BranchContacts branch={branch} />
        <TodayHours hours={branch.openingHours} today={today} />
        <Stack gap={4}>
          <Text size="xs" fw={700} c="gray.8" tt="uppercase">
            {t('visitUs.openingHours')}
          </Text>
          <WeeklyHours hours={branch.openingHours} today={today} />
        </Stack>
        <DirectionsLink branch={branch} />
      </Stack>
    </Card>
  );
}

export function VisitUs() {
  const { t } = useTranslation();
  const { data } = useActivePlatformBranches();
  if (!data || data.length === 0) return null;
  const today = weekdayInMalaysia();
  return (
    <Stack gap="md" mt="xl" component="section" aria-labelledby="visit-us-title">
      <div>
        <Title order={2} fz={22} id="visit-us-title">
          {t('visitUs.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('visitUs.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {data.map((branch) => (
          <VisitCard key={branch.id} branch={branch} today={today} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
