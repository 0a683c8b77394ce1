/** The enquiry form's select and number inputs, bound to the form by name, their messages translated. */
import { NumberInput, Select } from '@mantine/core';
import { type Control, type FieldPath, useController } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import type { EnquiryFormValues } from './form-values';

type Name = FieldPath<EnquiryFormValues>;

/** A choice from a list; `empty` is what the form holds when nothing is chosen. */
export function ChoiceField({
  control,
  name,
  label,
  data,
  required = false,
  empty,
  placeholder,
  searchable = false,
}: {
  control: Control<EnquiryFormValues>;
  name: Name;
  label: string;
  data: { value: string; label: string }[];
  required?: boolean;
  empty: undefined | null | '';
  placeholder?: string;
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      searchable={searchable}
      ref={field.ref}
      label={label}
      withAsterisk={required}
      placeholder={placeholder ?? t('salesEnquiryForm.choose')}
      data={data}
      value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      onChange={(value) => field.onChange(value ?? empty)}
      onBlur={field.onBlur}
      clearable={!required}
      allowDeselect={!required}
      error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A measure (kg or cm) with up to two decimals. */
export function MeasureField({
  control,
  name,
  label,
  required = false,
}: {
  control: Control<EnquiryFormValues>;
  name: Name;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberInput
      ref={field.ref}
      label={label}
      withAsterisk={required}
      value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      min={0}
      allowNegative={false}
      decimalScale={2}
      thousandSeparator=","
      hideControls
      inputMode="decimal"
      error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
    />
  );
}
