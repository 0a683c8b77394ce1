/**
 * Approving at the awaited tier, with an optional note. The managing director's approval sets the limit:
 * typed in RM (prefilled with the amount requested, never more) and sent in sen.
 */
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type CreditTier, formatMoney, ringgitToSen, senToRinggit } from '@binamart/shared';
import { ApiError } from '@/lib/api-client';

const MIN_SEN = 100_00;

export function ApproveModal({
  opened,
  tier,
  requestedSen,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  tier: CreditTier;
  requestedSen: number | null;
  onClose: () => void;
  onConfirm: (note: string, approvedSen?: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const final = tier === 'managingDirector';
  const prefill = requestedSen === null ? '' : senToRinggit(requestedSen);
  const [amount, setAmount] = useState<number | string>(prefill);
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setAmount(prefill);
    setNote('');
    setAmountError(null);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    setFailure(null);
    setAmountError(null);
    let approvedSen: number | undefined;
    if (final) {
      if (amount === '' || typeof amount !== 'number') return setAmountError(t('credit.approvedAmountRequired'));
      approvedSen = ringgitToSen(amount);
      if (approvedSen < MIN_SEN) return setAmountError(t('credit.amountInvalid'));
      if (requestedSen !== null && approvedSen > requestedSen)
        return setAmountError(t('credit.approvedAboveRequested'));
    }
    setBusy(true);
    try {
      await onConfirm(note.trim(), approvedSen);
      close();
    } catch (error) {
      const field =
        error instanceof ApiError ? error.details.find((detail) => detail.path === 'approvedSen') : undefined;
      if (field) setAmountError(field.message);
      else setFailure(error instanceof Error ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('adminCredit.approve.title', { tier: t(`creditTier.${tier}`) })}
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
          <Text size="sm">{t(final ? 'adminCredit.approve.finalIntro' : 'adminCredit.approve.intro')}</Text>
          {final && (
            <NumberInput
              label={t('adminCredit.approve.amount')}
              description={
                requestedSen !== null
                  ? t('adminCredit.approve.amountHint', { amount: formatMoney(requestedSen) })
                  : undefined
              }
              withAsterisk
              leftSection={<Text size="sm">RM</Text>}
              min={100}
              max={requestedSen === null ? undefined : senToRinggit(requestedSen)}
              clampBehavior="none"
              decimalScale={2}
              thousandSeparator=","
              value={amount}
              onChange={setAmount}
              error={amountError}
              data-autofocus
            />
          )}
          <Textarea
            label={t('adminCredit.approve.note')}
            autosize
            minRows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus={final ? undefined : true}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="teal.9" loading={busy}>
              {t('adminCredit.approve.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
