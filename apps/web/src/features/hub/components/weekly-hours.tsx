/** A branch's opening hours, one line per weekday ("Monday 08:00–17:00", "Sunday Closed"). */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type OpeningHours, WEEKDAYS, type Weekday } from '@binamart/shared';

export function WeeklyHours({ hours, today }: { hours: OpeningHours; today?: Weekday }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {WEEKDAYS.map((day) => {
        const open = hours[day];
        const weight = day === today ? 700 : undefined;
        return (
          <Group key={day} gap="xs" wrap="nowrap">
            <Text size="xs" w={90} c="gray.7" fw={weight}>
              {t(`hubPage.days.${day}`)}
            </Text>
            <Text size="xs" fw={weight}>
              {open ? `${open.open}–${open.close}` : t('hubPage.closed')}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
