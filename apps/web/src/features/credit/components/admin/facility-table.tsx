/** Facilities as a table on desktops and cards on phones (the facilities list and the companies list). */
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type CreditFacility, formatMoney } from '@binamart/shared';
import { FacilityStatusBadge } from './credit-badges';
import { facilityPath } from './links';

export function FacilityList({ facilities }: { facilities: CreditFacility[] }) {
  return (
    <>
      <Card withBorder radius="md" p={0} visibleFrom="md">
        <FacilityTable facilities={facilities} />
      </Card>
      <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {facilities.map((facility) => (
          <li key={facility.id}>
            <FacilityCard facility={facility} />
          </li>
        ))}
      </Stack>
    </>
  );
}

function FacilityTable({ facilities }: { facilities: CreditFacility[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCredit.fields.company')}</Table.Th>
            <Table.Th>{t('adminCredit.fields.facilityKind')}</Table.Th>
            <Table.Th>{t('adminCredit.fields.status')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.fields.approvedLimit')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.fields.used')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.fields.available')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facilities.map((facility) => (
            <Table.Tr key={facility.id}>
              <Table.Td>
                <Anchor component={Link} to={facilityPath(facility)} fw={600}>
                  {facility.company.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`adminCredit.facilityKind.${facility.kind}`)}</Text>
                {facility.projectName && (
                  <Text size="xs" c="gray.7">
                    {facility.projectName}
                    {facility.contractNumber && ` · ${facility.contractNumber}`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <FacilityStatusBadge status={facility.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(facility.approvedSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(facility.reservedSen + facility.postedSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                {formatMoney(facility.availableSen)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FacilityCard({ facility }: { facility: CreditFacility }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`facility-${facility.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={facilityPath(facility)}
            fw={700}
            id={`facility-${facility.id}`}
            style={{ overflowWrap: 'anywhere' }}
          >
            {facility.company.name}
          </Anchor>
          <FacilityStatusBadge status={facility.status} />
        </Group>
        <Text size="sm">
          {t(`adminCredit.facilityKind.${facility.kind}`)}
          {facility.projectName && ` · ${facility.projectName}`}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <Amount label={t('adminCredit.fields.approvedLimit')} sen={facility.approvedSen} />
          <Amount label={t('adminCredit.fields.used')} sen={facility.reservedSen + facility.postedSen} />
          <Amount label={t('adminCredit.fields.available')} sen={facility.availableSen} strong />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function Amount({ label, sen, strong }: { label: string; sen: number; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
        {formatMoney(sen)}
      </Text>
    </div>
  );
}
