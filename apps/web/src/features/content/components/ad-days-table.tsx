/** An ad's impressions, clicks and click-through rate per Malaysian day, newest first. */
import { Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type AdReport, formatPeriod } from '@binamart/shared';
import { percentage } from '../lib/rate';

export function AdDaysTable({ days }: { days: AdReport['days'] }) {
  const { t } = useTranslation();
  if (days.length === 0) return <Text c="gray.7">{t('adminAds.noCounts')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminAds.day')}</Table.Th>
            <Table.Th ta="right">{t('adminAds.impressions')}</Table.Th>
            <Table.Th ta="right">{t('adminAds.clicks')}</Table.Th>
            <Table.Th ta="right">{t('adminAds.ctr')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Td>{formatPeriod(day.day)}</Table.Td>
              <Table.Td ta="right">{day.impressions}</Table.Td>
              <Table.Td ta="right">{day.clicks}</Table.Td>
              <Table.Td ta="right">
                {percentage(day.impressions > 0 ? day.clicks / day.impressions : null) ?? t('adminAds.noRate')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
