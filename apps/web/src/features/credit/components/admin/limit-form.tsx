/**
 * Setting a credit limit (admCl Write), on a facility's page and at /admin/cl/set: the amount in RM
 * and a required note, checked here first; the API's refusal lands at the amount or above the form.
 */
import { Alert, Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { formatMoney, ringgitToSen } from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { amountError } from './amount';

export interface LimitErrors {
  company?: string | null;
  amount?: string | null;
  note?: string | null;
}

export function useLimitForm(initialAmount: number | string) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | string>(initialAmount);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<LimitErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Checks the fields (and `extra`, e.g. the chosen company), then saves; answers what was saved, or null. */
  const submit = async <T,>(
    save: (approvedSen: number, note: string) => Promise<T>,
    extra: LimitErrors = {},
  ): Promise<T | null> => {
    setFailure(null);
    const next = { ...extra, amount: amountError(amount, t), note: note.trim() ? null : t('validation.required') };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return null;
    setBusy(true);
    try {
      const saved = await save(ringgitToSen(Number(amount)), note.trim());
      setNote('');
      return saved;
    } catch (error) {
      const detail = error instanceof ApiError ? error.details.find((d) => d.path === 'approvedSen') : undefined;
      if (detail) setErrors({ amount: detail.message });
      else setFailure(error instanceof Error ? error.message : t('errors.internal'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { amount, setAmount, note, setNote, errors, failure, busy, submit };
}

export type LimitForm = ReturnType<typeof useLimitForm>;

/** The form around the limit fields; `children` come first (e.g. the company to set it for). */
export function LimitFields({
  form,
  floorSen,
  placeholder,
  onSubmit,
  children,
}: {
  form: LimitForm;
  /** what the facility already uses: the limit cannot go below it */
  floorSen: number;
  placeholder?: string;
  onSubmit: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {form.failure && (
          <Alert color="red" role="alert">
            {form.failure}
          </Alert>
        )}
        {children}
        <NumberInput
          label={t('adminCredit.set.amount')}
          description={floorSen > 0 ? t('adminCredit.facility.floor', { amount: formatMoney(floorSen) }) : undefined}
          withAsterisk
          leftSection={<Text size="sm">RM</Text>}
          min={100}
          clampBehavior="none"
          decimalScale={2}
          thousandSeparator=","
          value={form.amount}
          placeholder={placeholder}
          onChange={form.setAmount}
          error={form.errors.amount}
        />
        <Textarea
          label={t('adminCredit.set.note')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={1000}
          value={form.note}
          onChange={(event) => form.setNote(event.currentTarget.value)}
          error={form.errors.note}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.busy}>
            {t('adminCredit.set.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
