/** The inputs every calculator shares: a number above zero, a choice, and the unit lengths are measured in. */
import { NumberInput, Select } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { LENGTH_UNITS, type LengthUnit } from '@binamart/shared';

export function SizeInput({
  label,
  value,
  onChange,
  suffix,
  decimals = 3,
  min = 0,
}: {
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  suffix?: string;
  decimals?: number;
  min?: number;
}) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
      min={min}
      decimalScale={decimals}
      allowNegative={false}
      rightSection={suffix}
      rightSectionWidth={suffix ? 44 : undefined}
      inputMode="decimal"
    />
  );
}

export function ChoiceInput<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Select
      label={label}
      value={value}
      data={options}
      onChange={(v) => v && onChange(v as T)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function LengthUnitInput({ value, onChange }: { value: LengthUnit; onChange: (unit: LengthUnit) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceInput
      label={t('calculators.units')}
      value={value}
      options={LENGTH_UNITS.map((unit) => ({ value: unit, label: t(`calculators.unitNames.${unit}`) }))}
      onChange={onChange}
    />
  );
}

/** A number field's value, empty as 0. */
export const num = (value: number | ''): number => (value === '' ? 0 : value);
