/**
 * How invoices are paid: online banking (account type, then a bank from the gateway's list) or
 * card. Like the checkout's payment choice, without its card charge: paying invoices adds none.
 */
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBanks, FpxFields } from '@/features/checkout/index';

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

export function PayMethod({
  value,
  onChange,
  errors,
}: {
  value: PayMethodValue;
  onChange: (patch: Partial<PayMethodValue>) => void;
  errors: PayMethodErrors;
}) {
  const { t } = useTranslation();
  const banks = useBanks(true);

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('checkoutPage.payment.method')}
        withAsterisk
        value={value.paymentMethod ?? null}
        onChange={(m) => onChange({ paymentMethod: m as 'fpx' | 'card' })}
        error={errors.paymentMethod}
      >
        <Stack gap="xs" mt={6}>
          {METHODS.map((m) => (
            <Radio.Card key={m} value={m} p="sm" radius="md" withBorder>
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator />
                <Text size="sm" fw={600}>
                  {t(`paymentMethod.${m}`)}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>

      {value.paymentMethod === 'fpx' && (
        <FpxFields
          labelId="invoice-payer-type"
          banks={banks}
          payerType={value.payerType}
          bankCode={value.bankCode}
          onChange={onChange}
          error={errors.bankCode}
        />
      )}
      {value.paymentMethod === 'card' && (
        <Text size="sm" c="gray.7">
          {t('invoicePayPage.cardHint')}
        </Text>
      )}
    </Stack>
  );
}
