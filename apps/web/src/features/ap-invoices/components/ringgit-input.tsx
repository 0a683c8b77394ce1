/**
 * An amount typed in RM and kept in the form as whole sen. What is typed stays on screen as typed
 * (so "12." or "0.5" can be finished), while the form receives sen or undefined when empty.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { ringgitToSen, senToRinggit } from '@binamart/shared';

export function RinggitInput({
  valueSen,
  onChangeSen,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  valueSen: number | undefined;
  onChangeSen: (sen: number | undefined) => void;
}) {
  const [typed, setTyped] = useState<number | string>(valueSen === undefined ? '' : senToRinggit(valueSen));
  return (
    <NumberInput
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
      value={typed}
      onChange={(value) => {
        setTyped(value);
        const number = typeof value === 'number' ? value : Number(value);
        onChangeSen(value === '' || Number.isNaN(number) ? undefined : ringgitToSen(number));
      }}
    />
  );
}
