/**
 * /map: sellers' branches by state. No map tiles are reachable from here, so this is a
 * schematic: one card per state, each branch with today's hours and a Google Maps link; BinaMart's
 * own offices and collection points in the state come first.
 */
import { Anchor, Badge, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { type Branch, MALAYSIAN_STATES, googleMapsUrl, weekdayInMalaysia } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useBranchesMap } from '../api/use-branches-map';
import { MapPlatformBranches } from '../../platform-branches/index';

function BranchItem({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  const hours = branch.openingHours[weekdayInMalaysia()];
  return (
    <Stack gap={2} component="li" style={{ listStyle: 'none' }}>
      <Anchor component={Link} to={`/store/${branch.companyId}`} fw={700} size="sm">
        {branch.companyName}
      </Anchor>
      <Text size="sm" fw={600}>
        {branch.name}
      </Text>
      <Text size="xs" c="gray.7">
        {[branch.addressLine1, branch.addressLine2, `${branch.postcode} ${branch.city}`].filter(Boolean).join(', ')}
      </Text>
      <Text size="xs" c={hours ? 'teal.9' : 'gray.7'}>
        {hours ? t('mapPage.today', { open: hours.open, close: hours.close }) : t('mapPage.closedToday')}
      </Text>
      <Anchor href={googleMapsUrl(branch)} target="_blank" rel="noopener noreferrer" size="xs">
        <Group gap={4} component="span" wrap="nowrap">
          {t('mapPage.openInMaps', { name: branch.name })}
          <IconExternalLink size={12} aria-hidden />
        </Group>
      </Anchor>
    </Stack>
  );
}

export function MapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const { data, error, refetch } = useBranchesMap(state);
  const byState = MALAYSIAN_STATES.map((name) => ({
    name,
    branches: (data ?? []).filter((b) => b.state === name),
  })).filter((group) => group.branches.length > 0);

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('mapPage.title')}
          subtitle={t('mapPage.intro')}
          actions={
            <Select
              aria-label={t('mapPage.state')}
              data={[
                { value: '', label: t('mapPage.allStates') },
                ...MALAYSIAN_STATES.map((s) => ({ value: s, label: s })),
              ]}
              value={state}
              onChange={(next) => setParams(next ? { state: next } : {})}
              w={220}
            />
          }
        />
        <MapPlatformBranches state={state} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && byState.length === 0 && <Text c="gray.7">{t('mapPage.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {byState.map((group) => (
            <Card key={group.name} withBorder radius="md" component="section" aria-label={group.name}>
              <Group justify="space-between" mb="sm" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <IconMapPin size={18} color="var(--mantine-color-siteBlue-7)" aria-hidden />
                  <Title order={2} fz="md">
                    {group.name}
                  </Title>
                </Group>
                <Badge variant="light">{t('mapPage.branches', { count: group.branches.length })}</Badge>
              </Group>
              <Stack gap="md" component="ul" p={0} m={0}>
                {group.branches.map((branch) => (
                  <BranchItem key={branch.id} branch={branch} />
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Screen>
  );
}
