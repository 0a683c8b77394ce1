/**
 * How a report is paid: online banking (account type, then a bank from the gateway's list) or a
 * card, both on the payment gateway's own page. A report's price has no card charge on top.
 */
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FpxFields, useBanks } from '@/features/checkout/index';

export interface PayMethodValue {
  paymentMethod?: 'fpx' | 'card' | undefined;
  payerType: 'corporate' | 'personal';
  bankCode: string;
}

export interface PayMethodErrors {
  paymentMethod?: string | undefined;
  bankCode?: string | undefined;
}

const METHODS = ['fpx', 'card'] as const;

export function PayMethodFields({
  idPrefix,
  value,
  onChange,
  errors,
}: {
  /** keeps the account type's label id unique on the page */
  idPrefix: string;
  value: PayMethodValue;
  onChange: (patch: Partial<PayMethodValue>) => void;
  errors: PayMethodErrors;
}) {
  const { t } = useTranslation();
  const banks = useBanks(value.paymentMethod === 'fpx');
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('creditReportPages.buy.method')}
        withAsterisk
        value={value.paymentMethod ?? null}
        onChange={(method) => onChange({ paymentMethod: method as 'fpx' | 'card' })}
        error={errors.paymentMethod}
      >
        <Stack gap="xs" mt={6}>
          {METHODS.map((method) => (
            <Radio key={method} value={method} label={t(`paymentMethod.${method}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {value.paymentMethod === 'fpx' && (
        <FpxFields
          labelId={`${idPrefix}-payer-type`}
          banks={banks}
          payerType={value.payerType}
          bankCode={value.bankCode}
          onChange={onChange}
          error={errors.bankCode}
        />
      )}
      {value.paymentMethod === 'card' && (
        <Text size="sm" c="gray.7">
          {t('creditReportPages.buy.cardHint')}
        </Text>
      )}
    </Stack>
  );
}
