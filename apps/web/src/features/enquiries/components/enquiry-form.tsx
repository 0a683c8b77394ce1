/**
 * The buyer's enquiry about one product (POST /api/enquiries): a quantity per variation (those
 * left at nothing are not asked for; at least one is), the company project (choosing one fills
 * its address and contact), where and when to deliver and how, who to call, and remarks.
 */
import { toNestErrors } from '@hookform/resolvers';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type FieldError, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  type AuthRecord,
  type CompanyProject,
  DELIVERY_METHODS,
  DELIVERY_TIMES,
  ENQUIRY_TEXT_MAX,
  type Enquiry,
  type EnquiryInput,
  type EnquiryKind,
  type EnquiryValues,
  MALAYSIAN_STATES,
  type Product,
  enquiryInputSchema,
  formatMoney,
} from '@binamart/shared';
import { SitePicker } from '@/features/sites/index';
import { malaysianToday } from '@/lib/calendar-dates';
import { applyServerErrors } from '@/lib/form-errors';
import { useMyPhone } from '../api/use-my-phone';
import { useSendEnquiry } from '../api/use-send-enquiry';
import { useFieldMessage } from '../lib/use-field-message';

type Variation = Product['variations'][number];

/** The form: the API body, with a quantity (null: none) for every variation offered. */
interface FormValues {
  lines: { variationId: string; quantity: number | null }[];
  companyProjectId: string | null;
  contactPerson: string;
  contactPhone: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
  deliveryDate: string;
  deliveryMethod: string;
  deliveryTime: string;
  remarks: string;
}

/** The API body, and for each of its lines the form line it came from (to put errors back). */
function toInput(
  values: FormValues,
  productId: string,
  kind: EnquiryKind,
): { input: EnquiryInput; formIndex: number[] } {
  const formIndex: number[] = [];
  const lines = values.lines.flatMap((line, index) => {
    if (!line.quantity) return [];
    formIndex.push(index);
    return [{ variationId: line.variationId, quantity: line.quantity }];
  });
  const { lines: _lines, ...rest } = values;
  return {
    // the selects hold '' until chosen: the schema answers "required to select"
    input: { ...(rest as Omit<EnquiryInput, 'lines'>), productId, kind, lines },
    formIndex,
  };
}

/** "lines.2.quantity" of the API body → the same field of the form; "lines" stays the list's own. */
function formPath(path: string, formIndex: number[]): string {
  const match = /^lines\.(\d+)\.(.+)$/.exec(path);
  if (!match) return path;
  const index = formIndex[Number(match[1])];
  return index === undefined ? 'lines' : `lines.${index}.${match[2]}`;
}

/** The variations one may ask about: the available ones (all of them when none is). */
export function enquirableVariations(product: Product): Variation[] {
  const available = product.variations.filter((v) => v.available);
  return available.length > 0 ? available : product.variations;
}

export function EnquiryForm({
  product,
  kind,
  user,
  firstVariationId,
  onSent,
  onCancel,
}: {
  product: Product;
  kind: EnquiryKind;
  user: AuthRecord;
  /** the variation the buyer came from, asked for at its minimum quantity */
  firstVariationId: string | null;
  onSent: (enquiry: Enquiry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const send = useSendEnquiry();
  const phone = useMyPhone(true);
  const [failure, setFailure] = useState<string | null>(null);
  const variations = enquirableVariations(product);

  const resolver: Resolver<FormValues, unknown, EnquiryValues> = async (values, _context, options) => {
    const { input, formIndex } = toInput(values, product.id, kind);
    const parsed = enquiryInputSchema.safeParse(input);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      flat[formPath(issue.path.join('.'), formIndex)] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, EnquiryValues>({
    resolver,
    defaultValues: {
      lines: variations.map((v) => ({
        variationId: v.id,
        quantity: v.id === firstVariationId || variations.length === 1 ? v.minOrderQty : null,
      })),
      companyProjectId: null,
      contactPerson: `${user.firstName} ${user.lastName}`.trim(),
      contactPhone: '',
      addressLine1: '',
      addressLine2: '',
      postcode: '',
      city: '',
      state: '',
      deliveryDate: '',
      deliveryMethod: '',
      deliveryTime: 'anyTime',
      remarks: '',
    },
  });
  const companyProjectId = useWatch({ control, name: 'companyProjectId' });

  // the signed-in user's number, once known, unless one was typed or a project gave one
  useEffect(() => {
    if (phone && !getValues('contactPhone')) setValue('contactPhone', phone);
  }, [phone, getValues, setValue]);

  const pickSite = (site: CompanyProject | null) => {
    setValue('companyProjectId', site?.id ?? null);
    if (!site) return;
    const filled = {
      addressLine1: site.addressLine1,
      addressLine2: site.addressLine2,
      postcode: site.postcode,
      city: site.city,
      state: MALAYSIAN_STATES.find((s) => s === site.state) ?? '',
      contactPerson: site.contactPerson,
      contactPhone: site.contactPhone,
    };
    for (const [name, value] of Object.entries(filled)) {
      // a detail the project lacks keeps what was typed
      if (value) setValue(name as keyof typeof filled, value, { shouldValidate: false });
    }
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      const { formIndex } = toInput(getValues(), product.id, kind);
      try {
        onSent(await send.mutateAsync(values));
      } catch (error) {
        const remapped: typeof setError = (name, error, options) =>
          setError(formPath(name, formIndex) as typeof name, error, options);
        setFailure(applyServerErrors(error, remapped, { fallback: t('errors.internal') }));
      }
    },
    () => setFailure(t('errors.validation')),
  );

  const input = (
    name: 'contactPerson' | 'contactPhone' | 'addressLine1' | 'addressLine2' | 'postcode' | 'city',
    required = true,
  ) => ({
    label: t(`enquiryScreens.fields.${name}`),
    withAsterisk: required,
    error: fieldMessage(errors[name]?.message),
    ...register(name),
  });
  const select = (
    name: 'state' | 'deliveryMethod' | 'deliveryTime',
    data: { value: string; label: string }[],
    searchable = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`enquiryScreens.fields.${name}`)}
          withAsterisk
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={fieldMessage(errors[name]?.message)}
          searchable={searchable}
          // the form sits in a fixed dialog (the whole screen on a phone): placed against the page,
          // the list landed beside the field and, widening a phone's page, opened and closed in a loop
          comboboxProps={{ floatingStrategy: 'fixed' }}
        />
      )}
    />
  );
  const linesError = fieldMessage(errors.lines?.message ?? errors.lines?.root?.message);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(`enquiryScreens.form.intro.${kind}`, { seller: product.seller.name })}</Text>
        <Stack gap="xs" component="section" aria-labelledby="enquiry-form-items">
          <Title order={3} fz="sm" id="enquiry-form-items">
            {t('enquiryScreens.form.items')}
          </Title>
          <Text size="xs" c="gray.7">
            {t('enquiryScreens.form.itemsHint')}
          </Text>
          {variations.map((v, index) => (
            <Controller
              key={v.id}
              control={control}
              name={`lines.${index}.quantity`}
              render={({ field }) => (
                <NumberInput
                  label={v.name}
                  description={[
                    t('enquiryScreens.form.variationHint', {
                      unit: v.unit,
                      min: v.minOrderQty,
                      multiple: v.multipleOf,
                    }),
                    v.sellingPriceSen === null
                      ? t('enquiryScreens.priceOnRequest')
                      : formatMoney(v.sellingPriceSen, product.currency),
                  ].join(' · ')}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  placeholder="0"
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  onBlur={field.onBlur}
                  error={fieldMessage(errors.lines?.[index]?.quantity?.message)}
                  rightSection={
                    <Text size="xs" c="gray.7">
                      {v.unit}
                    </Text>
                  }
                  rightSectionWidth={64}
                />
              )}
            />
          ))}
          {linesError && (
            <Text size="sm" c="red.8" role="alert">
              {linesError}
            </Text>
          )}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="enquiry-form-delivery">
          <Title order={3} fz="sm" id="enquiry-form-delivery">
            {t('enquiryScreens.form.delivery')}
          </Title>
          <SitePicker
            value={companyProjectId}
            onPick={pickSite}
            error={fieldMessage(errors.companyProjectId?.message)}
          />
          <TextInput {...input('addressLine1')} autoComplete="address-line1" />
          <TextInput {...input('addressLine2', false)} autoComplete="address-line2" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput {...input('postcode')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
            <TextInput {...input('city')} autoComplete="address-level2" />
            {select(
              'state',
              MALAYSIAN_STATES.map((s) => ({ value: s, label: s })),
              true,
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              type="date"
              label={t('enquiryScreens.fields.deliveryDate')}
              withAsterisk
              min={malaysianToday()}
              error={fieldMessage(errors.deliveryDate?.message)}
              {...register('deliveryDate')}
            />
            {select(
              'deliveryMethod',
              DELIVERY_METHODS.map((m) => ({ value: m, label: t(`deliveryMethod.${m}`) })),
            )}
            {select(
              'deliveryTime',
              DELIVERY_TIMES.map((time) => ({ value: time, label: t(`enquiryScreens.deliveryTimes.${time}`) })),
            )}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="enquiry-form-contact">
          <Title order={3} fz="sm" id="enquiry-form-contact">
            {t('enquiryScreens.form.contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...input('contactPerson')} autoComplete="name" />
            <TextInput
              {...input('contactPhone')}
              type="tel"
              inputMode="tel"
              placeholder="012-345 6789"
              autoComplete="tel"
            />
          </SimpleGrid>
          <Textarea
            label={t('enquiryScreens.fields.remarks')}
            description={t('enquiryScreens.form.remarksHint')}
            autosize
            minRows={2}
            maxLength={ENQUIRY_TEXT_MAX}
            error={fieldMessage(errors.remarks?.message)}
            {...register('remarks')}
          />
        </Stack>

        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('enquiryScreens.form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('enquiryScreens.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
