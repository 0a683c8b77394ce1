/** Opening hours per weekday: a switch for open or closed, then opening and closing times. */
import { Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type BranchInput, type OpeningHours, WEEKDAYS } from '@binamart/shared';

const DEFAULT_DAY = { open: '08:00', close: '17:00' };

type TimeError = { message?: string } | undefined;
/** The form's errors under its openingHours field (any form holding opening hours). */
export type OpeningHoursErrors = FieldErrors<{ openingHours: OpeningHours }>['openingHours'];

/** The week's hours as one controlled value: for any form, through its own Controller. */
export function OpeningHoursInput({
  value,
  onChange,
  errors,
}: {
  value: OpeningHours;
  onChange: (next: OpeningHours) => void;
  errors?: OpeningHoursErrors;
}) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('hubPage.fields.openingHours')}>
      <Stack gap="xs" mt={4}>
        {WEEKDAYS.map((day) => {
          const hours = value[day];
          const dayErrors = errors?.[day] as { open?: TimeError; close?: TimeError } | undefined;
          const set = (next: OpeningHours[typeof day]) => onChange({ ...value, [day]: next });
          return (
            <Group key={day} gap="sm" wrap="wrap" align="flex-start">
              <Switch
                w={150}
                mt={6}
                label={t(`hubPage.days.${day}`)}
                aria-label={t('hubPage.openDay', { day: t(`hubPage.days.${day}`) })}
                checked={hours !== null}
                onChange={(event) => set(event.currentTarget.checked ? DEFAULT_DAY : null)}
              />
              {hours ? (
                <Group gap="xs" wrap="nowrap">
                  <TextInput
                    type="time"
                    size="xs"
                    w={110}
                    aria-label={`${t(`hubPage.days.${day}`)}: ${t('hubPage.opens')}`}
                    value={hours.open}
                    onChange={(event) => set({ ...hours, open: event.currentTarget.value })}
                    error={dayErrors?.open?.message ? t(dayErrors.open.message) : undefined}
                  />
                  <Text size="sm">–</Text>
                  <TextInput
                    type="time"
                    size="xs"
                    w={110}
                    aria-label={`${t(`hubPage.days.${day}`)}: ${t('hubPage.closes')}`}
                    value={hours.close}
                    onChange={(event) => set({ ...hours, close: event.currentTarget.value })}
                    error={dayErrors?.close?.message ? t(dayErrors.close.message) : undefined}
                  />
                </Group>
              ) : (
                <Text size="sm" c="gray.7" mt={6}>
                  {t('hubPage.closed')}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}

/** The hub branch form's opening hours. */
export function OpeningHoursField({
  control,
  errors,
}: {
  control: Control<BranchInput>;
  errors: FieldErrors<BranchInput>;
}) {
  return (
    <Controller
      control={control}
      name="openingHours"
      render={({ field }) => (
        <OpeningHoursInput value={field.value} onChange={field.onChange} errors={errors.openingHours} />
      )}
    />
  );
}
