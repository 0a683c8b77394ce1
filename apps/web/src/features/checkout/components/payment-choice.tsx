/**
 * The payment method and what it needs: online banking (account type and bank), card (its
 * bank charge), manual transfer (the slip), credit terms (the term). Used by the checkout
 * form and by "pay again" on the payment result page.
 */
import { Alert, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import {
  CREDIT_TERMS,
  type Currency,
  DEFAULT_FEE_RATES,
  type PaymentMethod,
  bpToPercent,
  formatMoney,
} from '@binamart/shared';
import { useBanks } from '../api/use-banks';
import { FpxFields } from './fpx-fields';
import { SlipField } from './slip-field';
import { OverdueCreditNote } from './overdue-credit-note';

export interface PaymentChoiceValue {
  paymentMethod?: PaymentMethod | undefined;
  payerType?: 'corporate' | 'personal' | undefined;
  bankCode?: string | undefined;
  slipFileId?: string | null | undefined;
  creditTerm?: string | null | undefined;
}

export interface PaymentChoiceErrors {
  paymentMethod?: string | undefined;
  bankCode?: string | undefined;
  slipFileId?: string | undefined;
  creditTerm?: string | undefined;
}

export function PaymentChoice({
  methods,
  value,
  onChange,
  errors = {},
  currency,
  cardChargeSen,
  paymentError,
  credit = null,
  creditUnavailable = null,
  creditTotals = null,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentChoiceValue;
  onChange: (patch: Partial<PaymentChoiceValue>) => void;
  errors?: PaymentChoiceErrors;
  currency: Currency;
  /** the card charge of this checkout, when the card is chosen */
  cardChargeSen?: number | null;
  /** why online banking cannot take this amount */
  paymentError?: string | null;
  /** the buyer's credit facility when credit terms are offered (quote.credit) */
  credit?: { availableSen: number; approvedSen: number; terms: readonly string[] } | null;
  /** why credit terms are not offered (quote.creditUnavailable) */
  creditUnavailable?: 'overdue' | 'quotedForCash' | null;
  /** what this checkout costs on the chosen term, with its charges (quote.totals) */
  creditTotals?: { creditTermChargeSen: number; adminChargeSen: number; grandTotalSen: number } | null;
}) {
  const { t } = useTranslation();
  const method = value.paymentMethod;
  const payerType = value.payerType ?? 'corporate';
  const banks = useBanks(methods.includes('fpx'));

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('checkoutPage.payment.method')}
        withAsterisk
        value={method ?? null}
        onChange={(m) => onChange({ paymentMethod: m as PaymentMethod })}
        error={errors.paymentMethod}
      >
        <Stack gap="xs" mt={6}>
          {methods.map((m) => (
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
      {creditUnavailable === 'quotedForCash' && (
        <Alert
          color="gray"
          role="note"
          title={t('creditCheckout.quotedForCashTitle')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm">{t('creditCheckout.quotedForCashBody')}</Text>
        </Alert>
      )}
      {creditUnavailable === 'overdue' && <OverdueCreditNote />}

      {method === 'fpx' && (
        <FpxFields
          labelId="payer-type-label"
          banks={banks}
          payerType={payerType}
          bankCode={value.bankCode}
          onChange={onChange}
          error={errors.bankCode}
          alert={
            paymentError && (
              <Alert color="red" role="alert">
                {paymentError}
              </Alert>
            )
          }
        />
      )}

      {method === 'card' && (
        <Stack gap={4}>
          <Text size="sm">
            {t('checkoutPage.payment.cardHint', { rate: bpToPercent(DEFAULT_FEE_RATES.cardChargeBp) })}
          </Text>
          {cardChargeSen != null && cardChargeSen > 0 && (
            <Text size="sm" fw={600}>
              {t('checkoutPage.payment.cardCharge', { amount: formatMoney(cardChargeSen, currency) })}
            </Text>
          )}
        </Stack>
      )}

      {method === 'transfer' && (
        <Stack gap="sm">
          <Text size="sm">{t('checkoutPage.payment.transferHint')}</Text>
          <SlipField
            fileId={value.slipFileId ?? null}
            onChange={(id) => onChange({ slipFileId: id })}
            error={errors.slipFileId}
          />
        </Stack>
      )}

      {method === 'credit' && (
        <Stack gap="sm">
          {credit && (
            <Text size="sm" fw={600}>
              {t('creditCheckout.available', {
                amount: formatMoney(credit.availableSen, currency),
                approved: formatMoney(credit.approvedSen, currency),
              })}
            </Text>
          )}
          <Select
            label={t('checkoutPage.payment.creditTerm')}
            withAsterisk
            data={(credit?.terms.length ? credit.terms : CREDIT_TERMS).map((term) => ({
              value: term,
              label: t('checkoutPage.payment.creditTermOption', { term }),
            }))}
            value={value.creditTerm ?? null}
            onChange={(term) => onChange({ creditTerm: term })}
            error={errors.creditTerm}
          />
          {creditTotals && value.creditTerm && (
            <Stack gap={2}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" c="gray.7">
                  {t('checkoutPage.totals.creditTermCharge')}
                </Text>
                <Text size="sm">{formatMoney(creditTotals.creditTermChargeSen, currency)}</Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" c="gray.7">
                  {t('checkoutPage.totals.adminCharge')}
                </Text>
                <Text size="sm">{formatMoney(creditTotals.adminChargeSen, currency)}</Text>
              </Group>
            </Stack>
          )}
          <Text size="xs" c="gray.7">
            {t('creditCheckout.chargesHint')}
          </Text>
          {credit && creditTotals && creditTotals.grandTotalSen > credit.availableSen && (
            <Alert color="orange" role="status">
              {t('creditCheckout.insufficient')}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
