/**
 * A number typed in the unit people think in (RM, kg, cm) and stored in the contract's
 * unit (sen, grams, mm). The typed text is kept while typing, so "12." is not lost.
 */
import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';

const identity = (v: number) => v;

export function UnitNumberField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  toDisplay = identity,
  fromDisplay = identity,
  decimalScale = 0,
  required = false,
  empty = undefined,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  toDisplay?: (stored: number) => number;
  fromDisplay?: (typed: number) => number;
  decimalScale?: number;
  required?: boolean;
  /** what an empty field stores: undefined (then the schema says "required") or null */
  empty?: null | undefined;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const stored = field.value as number | null | undefined;
  const shown = (v: number | null | undefined) => (v === null || v === undefined ? '' : toDisplay(v));
  const [text, setText] = useState<number | string>(shown(stored));
  useEffect(() => {
    // follow outside changes (reset, server values) but not our own
    const typed = typeof text === 'number' ? fromDisplay(text) : text === '' ? empty : Number.NaN;
    if (typed !== stored) setText(shown(stored));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
  const message = fieldState.error?.message;
  return (
    <NumberInput
      label={label}
      description={description}
      withAsterisk={required}
      min={0}
      decimalScale={decimalScale}
      allowDecimal={decimalScale > 0}
      thousandSeparator=","
      value={text}
      onChange={(value) => {
        setText(value);
        field.onChange(typeof value === 'number' ? fromDisplay(value) : value === '' ? empty : field.value);
      }}
      onBlur={field.onBlur}
      name={field.name}
      ref={field.ref}
      error={message ? t(message) : undefined}
    />
  );
}
