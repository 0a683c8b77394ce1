/**
 * An amount typed in ringgit and kept in the form as whole sen (when empty: null, so the schema
 * says "required", or 0 where nothing means none). The typed text is kept while typing, so "12." is not lost.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { Currency } from '@binamart/shared';
import { type TypedAmount, senToTyped, typedToSen } from '../lib/money-input';
import { useFieldMessage } from '../lib/use-field-message';

export function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  currency = 'MYR',
  required = false,
  emptyAs = null,
  ...input
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  currency?: Currency;
  required?: boolean;
  /** what an empty field stores: null (then the schema says "required") or 0 (an optional discount) */
  emptyAs?: null | 0;
} & Pick<NumberInputProps, 'description' | 'maw' | 'w' | 'size' | 'aria-label'>) {
  const fieldMessage = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const stored = field.value as number | null | undefined;
  const [text, setText] = useState<TypedAmount>(senToTyped(stored));
  useEffect(() => {
    // follow outside changes (a reset, a prefilled line) but not our own typing
    if ((typedToSen(text) ?? emptyAs) !== (stored ?? emptyAs)) setText(senToTyped(stored));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
  return (
    <NumberInput
      {...input}
      label={label}
      withAsterisk={required}
      prefix={currency === 'MYR' ? 'RM ' : 'USD '}
      min={0}
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      allowNegative={false}
      inputMode="decimal"
      value={text}
      onChange={(value) => {
        setText(value);
        field.onChange(typedToSen(value) ?? emptyAs);
      }}
      onBlur={field.onBlur}
      name={field.name}
      ref={field.ref}
      error={fieldMessage(fieldState.error?.message)}
    />
  );
}
