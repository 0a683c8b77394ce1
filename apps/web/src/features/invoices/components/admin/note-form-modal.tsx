/**
 * Issuing a credit or debit note against an invoice (admInv Write): the amount in RM (two decimals,
 * sent in sen) and a required reason. Checked here first; the API's refusals (e.g. a credit note
 * above what is still payable) land at their field, anything else above the form.
 */
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Invoice, type Note, type NoteKind, formatMoney, ringgitToSen } from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { useIssueNote } from '../../api/use-issue-note';

const REASON_MAX = 500;

interface Errors {
  amount?: string | null;
  reason?: string | null;
}

export interface NoteFormModalProps {
  /** the kind of note being issued, or null while the dialog is closed */
  kind: NoteKind | null;
  invoice: Invoice;
  onClose: () => void;
  onIssued: (note: Note) => void;
}

export function NoteFormModal({ kind, invoice, onClose, onIssued }: NoteFormModalProps) {
  const { t } = useTranslation();
  const issue = useIssueNote();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const payableSen = Math.max(0, invoice.outstandingSen - invoice.inProgressSen);

  const close = () => {
    setAmount('');
    setReason('');
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    if (!kind) return;
    setFailure(null);
    const next: Errors = {
      amount:
        typeof amount !== 'number'
          ? t('validation.required')
          : ringgitToSen(amount) < 1
            ? t('notes.amountPositive')
            : null,
      reason: reason.trim() ? null : t('validation.required'),
    };
    setErrors(next);
    if (next.amount || next.reason) return;
    setBusy(true);
    try {
      const note = await issue.mutateAsync({
        kind,
        invoiceId: invoice.id,
        amountSen: ringgitToSen(Number(amount)),
        reason: reason.trim(),
      });
      close();
      onIssued(note);
    } catch (error) {
      const details = error instanceof ApiError ? error.details : [];
      const at = (path: string) => details.find((d) => d.path === path)?.message ?? null;
      const fieldErrors: Errors = { amount: at('amountSen'), reason: at('reason') };
      if (fieldErrors.amount || fieldErrors.reason) setErrors(fieldErrors);
      else setFailure(error instanceof Error ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={kind !== null}
      onClose={close}
      title={kind ? t(`adminNotes.form.title.${kind}`, { number: invoice.number }) : ''}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Text size="sm">{kind && t(`adminNotes.form.intro.${kind}`)}</Text>
          <NumberInput
            label={t('adminNotes.form.amount')}
            description={
              kind === 'credit'
                ? t('adminNotes.form.creditLimit', { amount: formatMoney(payableSen, invoice.currency) })
                : t('adminNotes.form.outstandingNow', { amount: formatMoney(invoice.outstandingSen, invoice.currency) })
            }
            withAsterisk
            leftSection={<Text size="sm">RM</Text>}
            min={0}
            clampBehavior="none"
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            data-autofocus
          />
          <Textarea
            label={t('adminNotes.form.reason')}
            description={t('adminNotes.form.reasonHint')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {kind && t(`adminNotes.form.submit.${kind}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
