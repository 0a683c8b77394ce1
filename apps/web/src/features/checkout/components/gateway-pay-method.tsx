/**
 * How something is paid at the payment gateway outside checkout (invoices, a credit report):
 * online banking (account type, then a bank from the gateway's list) or a card, both on the
 * gateway's own page. Like the checkout's payment choice, without its card charge.
 */
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { useBanks } from '../api/use-banks';
import { FpxFields } from './fpx-fields';

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

export function GatewayPayMethod({
  idPrefix,
  cardHint,
  value,
  onChange,
  errors,
}: {
  /** keeps the account type's label id unique on the page */
  idPrefix: string;
  /** what paying by card means here, in the reader's language */
  cardHint: string;
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
          {cardHint}
        </Text>
      )}
    </Stack>
  );
}
