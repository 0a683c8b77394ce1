/**
 * How invoices are paid: online banking (account type, then a bank from the gateway's list) or
 * card. Like the checkout's payment choice, without its card charge: paying invoices adds none.
 */
import { Alert, Group, Radio, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBanks } from '../../../components/checkout/checkout-api';

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
  const bankOptions = (banks.data ?? [])
    .filter((b) => b.types.includes(value.payerType))
    .map((b) => ({
      value: b.code,
      label: b.online ? b.name : t('checkoutPage.payment.bankOffline', { name: b.name }),
      disabled: !b.online,
    }));

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
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500} id="invoice-payer-type" mb={4}>
              {t('checkoutPage.payment.payerType')}
            </Text>
            <SegmentedControl
              aria-labelledby="invoice-payer-type"
              value={value.payerType}
              onChange={(v) => onChange({ payerType: v as 'corporate' | 'personal', bankCode: '' })}
              data={[
                { value: 'corporate', label: t('checkoutPage.payment.corporate') },
                { value: 'personal', label: t('checkoutPage.payment.personal') },
              ]}
              fullWidth
            />
          </div>
          {banks.error && (
            <Alert color="red" role="alert">
              {t('checkoutPage.payment.banksFailed', { message: banks.error.message })}
            </Alert>
          )}
          <Select
            label={t('checkoutPage.payment.bank')}
            placeholder={t('checkoutPage.payment.bankPlaceholder')}
            withAsterisk
            searchable
            data={bankOptions}
            value={value.bankCode || null}
            onChange={(code) => onChange({ bankCode: code ?? '' })}
            error={errors.bankCode}
            nothingFoundMessage="—"
          />
          <Text size="xs" c="gray.7">
            {t('checkoutPage.payment.fpxHint')}
          </Text>
        </Stack>
      )}
      {value.paymentMethod === 'card' && (
        <Text size="sm" c="gray.7">
          {t('invoicePayPage.cardHint')}
        </Text>
      )}
    </Stack>
  );
}
