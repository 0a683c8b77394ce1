/** Opening hours per weekday: a switch for open or closed, then opening and closing times. */
import { Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BranchInput, WEEKDAYS } from '@binamart/shared';

const DEFAULT_DAY = { open: '08:00', close: '17:00' };

export function OpeningHoursField({
  control,
  errors,
}: {
  control: Control<BranchInput>;
  errors: FieldErrors<BranchInput>;
}) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('hubPage.fields.openingHours')}>
      <Stack gap="xs" mt={4}>
        {WEEKDAYS.map((day) => {
          const dayErrors = errors.openingHours?.[day] as
            { open?: { message?: string }; close?: { message?: string } } | undefined;
          return (
            <Controller
              key={day}
              control={control}
              name={`openingHours.${day}`}
              render={({ field }) => (
                <Group gap="sm" wrap="wrap" align="flex-start">
                  <Switch
                    w={150}
                    mt={6}
                    label={t(`hubPage.days.${day}`)}
                    aria-label={t('hubPage.openDay', { day: t(`hubPage.days.${day}`) })}
                    checked={field.value !== null}
                    onChange={(event) => field.onChange(event.currentTarget.checked ? DEFAULT_DAY : null)}
                  />
                  {field.value ? (
                    <Group gap="xs" wrap="nowrap">
                      <TextInput
                        type="time"
                        size="xs"
                        w={110}
                        aria-label={`${t(`hubPage.days.${day}`)}: ${t('hubPage.opens')}`}
                        value={field.value.open}
                        onChange={(event) => field.onChange({ ...field.value, open: event.currentTarget.value })}
                        error={dayErrors?.open?.message ? t(dayErrors.open.message) : undefined}
                      />
                      <Text size="sm">–</Text>
                      <TextInput
                        type="time"
                        size="xs"
                        w={110}
                        aria-label={`${t(`hubPage.days.${day}`)}: ${t('hubPage.closes')}`}
                        value={field.value.close}
                        onChange={(event) => field.onChange({ ...field.value, close: event.currentTarget.value })}
                        error={dayErrors?.close?.message ? t(dayErrors.close.message) : undefined}
                      />
                    </Group>
                  ) : (
                    <Text size="sm" c="gray.7" mt={6}>
                      {t('hubPage.closed')}
                    </Text>
                  )}
                </Group>
              )}
            />
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
