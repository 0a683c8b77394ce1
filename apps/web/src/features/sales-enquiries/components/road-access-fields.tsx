/**
 * The road access rules of the enquiry form: each says on which days which vehicles may or may not
 * come, between two times (none: the whole day), with a note; added and removed one by one (at most
 * ROAD_ACCESS_MAX_RULES).
 */
import { ActionIcon, Button, Card, Grid, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { ROAD_ACCESS_DAYS, ROAD_ACCESS_KINDS, ROAD_ACCESS_MAX_RULES, ROAD_ACCESS_VEHICLES } from '@binamart/shared';
import { halfHours } from '@/components/ui/malaysian-date-time-field';
import { ChoiceField } from './form-fields';
import { type EnquiryFormValues, emptyRule } from './form-values';

const TIMES = halfHours('00:00', '23:30').map((time) => ({ value: time, label: time }));

export function RoadAccessFields({
  control,
  register,
  errors,
}: {
  control: Control<EnquiryFormValues>;
  register: UseFormRegister<EnquiryFormValues>;
  errors: FieldErrors<EnquiryFormValues>;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'roadAccess' });
  const f = (key: string) => t(`salesEnquiryForm.fields.${key}`);
  const options = (list: readonly string[], group: string) =>
    list.map((value) => ({ value, label: t(`salesEnquiryLabels.${group}.${value}`) }));
  const listError = errors.roadAccess?.message ?? errors.roadAccess?.root?.message;

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('salesEnquiryForm.roadAccessHint')}
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="gray.7" fs="italic">
          {t('salesEnquiryForm.noRules')}
        </Text>
      )}
      {fields.map((rule, index) => {
        const number = index + 1;
        const note = errors.roadAccess?.[index]?.note?.message;
        return (
          <Card
            key={rule.id}
            withBorder
            radius="md"
            padding="sm"
            component="fieldset"
            aria-label={t('salesEnquiryForm.ruleTitle', { number })}
            m={0}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {t('salesEnquiryForm.ruleTitle', { number })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red.8"
                onClick={() => remove(index)}
                aria-label={t('salesEnquiryForm.removeRule', { number })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <ChoiceField
                control={control}
                name={`roadAccess.${index}.vehicle`}
                label={f('vehicle')}
                data={options(ROAD_ACCESS_VEHICLES, 'vehicle')}
                required
                empty={undefined}
              />
              <ChoiceField
                control={control}
                name={`roadAccess.${index}.access`}
                label={f('access')}
                data={options(ROAD_ACCESS_KINDS, 'access')}
                required
                empty={undefined}
              />
              <ChoiceField
                control={control}
                name={`roadAccess.${index}.days`}
                label={f('days')}
                data={options(ROAD_ACCESS_DAYS, 'days')}
                required
                empty={undefined}
              />
            </SimpleGrid>
            <Grid gap="sm" mt="sm">
              <Grid.Col span={{ base: 6, xs: 3 }}>
                <ChoiceField
                  control={control}
                  name={`roadAccess.${index}.from`}
                  label={f('from')}
                  data={TIMES}
                  empty={null}
                  placeholder={t('salesEnquiryLabels.allDay')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, xs: 3 }}>
                <ChoiceField
                  control={control}
                  name={`roadAccess.${index}.to`}
                  label={f('to')}
                  data={TIMES}
                  empty={null}
                  placeholder={t('salesEnquiryLabels.allDay')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput
                  label={f('note')}
                  placeholder={f('notePlaceholder')}
                  error={note ? t(note) : undefined}
                  {...register(`roadAccess.${index}.note`)}
                />
              </Grid.Col>
            </Grid>
          </Card>
        );
      })}
      {listError && (
        <Text size="sm" c="red.8" role="alert">
          {t(listError)}
        </Text>
      )}
      {fields.length < ROAD_ACCESS_MAX_RULES && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(emptyRule())}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('salesEnquiryForm.addRule')}
        </Button>
      )}
    </Stack>
  );
}
