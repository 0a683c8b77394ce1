/**
 * Online banking's fields: the account type, then a bank from the gateway's list (banks that
 * are offline now are listed but cannot be chosen). Used by the checkout's payment choice and
 * by paying invoices; the caller loads the list with useBanks.
 */
import { Alert, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import type { useBanks } from '../api/use-banks';

type PayerType = 'corporate' | 'personal';

export function FpxFields({
  labelId,
  banks,
  payerType,
  bankCode,
  onChange,
  error,
  alert,
}: {
  /** the id of the account type's label (unique on the page) */
  labelId: string;
  banks: ReturnType<typeof useBanks>;
  payerType: PayerType;
  bankCode: string | undefined;
  onChange: (patch: { payerType?: PayerType; bankCode: string }) => void;
  error?: string | undefined;
  /** shown above the fields, e.g. why online banking cannot take this amount */
  alert?: ReactNode;
}) {
  const { t } = useTranslation();
  const bankOptions = (banks.data ?? [])
    .filter((b) => b.types.includes(payerType))
    .map((b) => ({
      value: b.code,
      label: b.online ? b.name : t('checkoutPage.payment.bankOffline', { name: b.name }),
      disabled: !b.online,
    }));

  return (
    <Stack gap="sm">
      {alert}
      <div>
        <Text size="sm" fw={500} id={labelId} mb={4}>
          {t('checkoutPage.payment.payerType')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={payerType}
          onChange={(v) => onChange({ payerType: v as PayerType, bankCode: '' })}
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
        value={bankCode || null}
        onChange={(code) => onChange({ bankCode: code ?? '' })}
        error={error}
        nothingFoundMessage="—"
      />
      <Text size="xs" c="gray.7">
        {t('checkoutPage.payment.fpxHint')}
      </Text>
    </Stack>
  );
}
