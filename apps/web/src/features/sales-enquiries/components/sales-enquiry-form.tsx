/**
 * The public enquiry form (/SalesEnquiry): the kind of enquiry, the contact, then a sales or logistics
 * enquiry's addresses, items, delivery and road access, or an other enquiry's subject and message.
 * salesEnquiryInputSchema checks it as the API does (spec §5 Enquiry), every message at its field.
 */
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  SALES_DELIVERY_METHODS,
  SALES_DELIVERY_TIMES,
  SALES_ENQUIRY_TYPES,
  SALES_ITEM_CATEGORIES,
  type SalesEnquiry,
  type SalesEnquiryInput,
  type SalesEnquiryType,
} from '@binamart/shared';
import { calendarDate, malaysianToday } from '@/lib/calendar-dates';
import { applyServerErrors } from '@/lib/form-errors';
import { useFileSalesEnquiry } from '../api/use-file-sales-enquiry';
import { AddressFields } from './address-fields';
import { ChoiceField, MeasureField } from './form-fields';
import { type EnquiryFormValues, emptyEnquiry, enquiryResolver } from './form-values';
import { RoadAccessFields } from './road-access-fields';

/** A chosen calendar date as the pages write it, with its weekday: "15/07/2026 (Wed)". */
function dayLabel(date: string, language: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${calendarDate(date)} (${weekday})`;
}

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id} p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} size="h4" id={id} mb={hint ? 4 : 'sm'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="gray.7" mb="sm">
          {hint}
        </Text>
      )}
      {children}
    </Card>
  );
}

export function SalesEnquiryForm({
  initialType,
  onFiled,
}: {
  initialType: SalesEnquiryType;
  onFiled: (enquiry: SalesEnquiry) => void;
}) {
  const { t } = useTranslation();
  const fileEnquiry = useFileSalesEnquiry();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EnquiryFormValues>({ resolver: enquiryResolver, defaultValues: emptyEnquiry(initialType) });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const type = watch('type');
  const message = (m?: string) => (m ? t(m) : undefined);
  const f = (key: string) => t(`salesEnquiryForm.fields.${key}`);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // the resolver hands over the schema's output: exactly what the API takes
      onFiled(await fileEnquiry.mutateAsync(values as unknown as SalesEnquiryInput));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('salesEnquiryForm.title')}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Radio.Group
          value={type}
          onChange={(value) => setValue('type', value as SalesEnquiryType)}
          label={t('salesEnquiryForm.typeLabel')}
          labelProps={{ fw: 700, mb: 'xs' }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {SALES_ENQUIRY_TYPES.map((value) => (
              <Radio.Card
                key={value}
                value={value}
                radius="md"
                p="sm"
                aria-label={t(`salesEnquiryLabels.type.${value}`)}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <div>
                    <Text fw={700} size="sm">
                      {t(`salesEnquiryLabels.type.${value}`)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {t(`salesEnquiryLabels.typeHint.${value}`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <Section id="enquiry-contact-title" title={t('salesEnquiryForm.contactTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={f('contactPerson')}
              withAsterisk
              autoComplete="name"
              error={message(errors.contactPerson?.message)}
              {...register('contactPerson')}
            />
            <TextInput
              label={f('email')}
              type="email"
              withAsterisk
              autoComplete="email"
              error={message(errors.email?.message)}
              {...register('email')}
            />
            <TextInput
              label={f('contactPhone')}
              type="tel"
              inputMode="tel"
              withAsterisk
              autoComplete="tel"
              placeholder="012-345 6789"
              error={message(errors.contactPhone?.message)}
              {...register('contactPhone')}
            />
          </SimpleGrid>
        </Section>

        {type === 'other' ? (
          <Section id="enquiry-question-title" title={t('salesEnquiryForm.messageTitle')}>
            <Stack gap="sm">
              <TextInput
                label={f('subject')}
                withAsterisk
                error={message(errors.subject?.message)}
                {...register('subject')}
              />
              <Textarea
                label={f('message')}
                withAsterisk
                autosize
                minRows={5}
                error={message(errors.message?.message)}
                {...register('message')}
              />
            </Stack>
          </Section>
        ) : (
          <GoodsSections form={form} />
        )}

        <Button
          type="submit"
          size="md"
          loading={isSubmitting}
          leftSection={<IconSend size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('salesEnquiryForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** A sales or logistics enquiry's addresses, items, delivery and road access. */
function GoodsSections({ form }: { form: UseFormReturn<EnquiryFormValues> }) {
  const { t, i18n } = useTranslation();
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const deliveryDate = watch('deliveryDate');
  const message = (m?: string) => (m ? t(m) : undefined);
  const f = (key: string) => t(`salesEnquiryForm.fields.${key}`);
  const options = (list: readonly string[], group: string) =>
    list.map((value) => ({ value, label: t(`salesEnquiryLabels.${group}.${value}`) }));
  const addressesError = errors.addresses?.message;

  return (
    <>
      <Section
        id="enquiry-addresses-title"
        title={t('salesEnquiryForm.addressesTitle')}
        hint={t('salesEnquiryForm.addressesHint')}
      >
        <Stack gap="sm">
          {addressesError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" p="xs">
              {t(addressesError)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <AddressFields which="pickup" control={control} register={register} errors={errors} />
            <AddressFields which="dropoff" control={control} register={register} errors={errors} />
          </SimpleGrid>
        </Stack>
      </Section>

      <Section id="enquiry-items-title" title={t('salesEnquiryForm.itemsTitle')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ChoiceField
              control={control}
              name="itemCategory"
              label={f('itemCategory')}
              data={options(SALES_ITEM_CATEGORIES, 'category')}
              required
              empty={undefined}
              searchable
            />
            <MeasureField control={control} name="estimatedWeightKg" label={f('estimatedWeightKg')} required />
            <MeasureField control={control} name="itemWeightKg" label={f('itemWeightKg')} />
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {f('dimensions')}
          </Text>
          <SimpleGrid cols={3} spacing="sm" mt={-8}>
            <MeasureField control={control} name="lengthCm" label={f('lengthCm')} />
            <MeasureField control={control} name="widthCm" label={f('widthCm')} />
            <MeasureField control={control} name="heightCm" label={f('heightCm')} />
          </SimpleGrid>
          <Textarea
            label={f('itemRemarks')}
            placeholder={f('itemRemarksPlaceholder')}
            autosize
            minRows={2}
            error={message(errors.itemRemarks?.message)}
            {...register('itemRemarks')}
          />
        </Stack>
      </Section>

      <Section id="enquiry-delivery-title" title={t('salesEnquiryForm.deliveryTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={f('deliveryDate')}
            type="date"
            withAsterisk
            min={malaysianToday()}
            description={dayLabel(deliveryDate, i18n.language)}
            error={message(errors.deliveryDate?.message)}
            {...register('deliveryDate')}
          />
          <ChoiceField
            control={control}
            name="deliveryMethod"
            label={f('deliveryMethod')}
            data={options(SALES_DELIVERY_METHODS, 'deliveryMethod')}
            empty={null}
          />
          <ChoiceField
            control={control}
            name="deliveryTime"
            label={f('deliveryTime')}
            data={options(SALES_DELIVERY_TIMES, 'deliveryTime')}
            empty={null}
          />
        </SimpleGrid>
      </Section>

      <Section id="enquiry-road-title" title={t('salesEnquiryForm.roadAccessTitle')}>
        <RoadAccessFields control={control} register={register} errors={errors} />
      </Section>

      <Section id="enquiry-remarks-title" title={f('remarks')}>
        <Textarea
          aria-labelledby="enquiry-remarks-title"
          autosize
          minRows={3}
          error={message(errors.remarks?.message)}
          {...register('remarks')}
        />
      </Section>
    </>
  );
}
