/** A branch's hours today in Malaysia: "Today: 08:30–17:30", or "Closed today". */
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { OpeningHours, Weekday } from '@binamart/shared';

export function TodayHours({ hours, today }: { hours: OpeningHours; today: Weekday }) {
  const { t } = useTranslation();
  const open = hours[today];
  return (
    // a deeper green than teal-9, so it also reads (AA) on the map's tinted card
    <Text size="sm" fw={600} c={open ? '#066649' : 'gray.7'}>
      {open ? t('visitUs.today', { open: open.open, close: open.close }) : t('visitUs.closedToday')}
    </Text>
  );
}
