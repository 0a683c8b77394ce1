/** The acting buyer's own 6-digit PIN: a big masked field with the numeric keypad on phones. */
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from '@/lib/translation';

export const PinField = forwardRef<HTMLInputElement, Omit<PasswordInputProps, 'label'>>(function PinField(props, ref) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      ref={ref}
      label={t('acknowledgePage.pin')}
      description={t('acknowledgePage.pinHelp')}
      withAsterisk
      size="lg"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      autoComplete="off"
      maw={480}
      {...props}
    />
  );
});
