/** Add or edit a delivery rate: distance in km, trip fee and free-delivery threshold in RM. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type DeliveryRate, type DeliveryRateInput, deliveryRateInputSchema, senToRinggit } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveRate } from '../api/use-save-rate';

export function RateModal({
  rate,
  onClose,
  onSaved,
}: {
  rate: DeliveryRate | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={rate !== undefined}
      onClose={onClose}
      title={rate ? t('hubPage.editRate') : t('hubPage.addRate')}
      centered
    >
      {rate !== undefined && <RateForm key={rate?.id ?? 'new'} rate={rate} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

const asNumber = (v: number | string) => (typeof v === 'number' ? v : v === '' ? undefined : Number(v));

function RateForm({ rate, onClose, onSaved }: { rate: DeliveryRate | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const saveRate = useSaveRate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryRateInput, unknown, DeliveryRateInput>({
    // raw: the API rounds and converts to sen itself, so the form sends what was typed
    resolver: zodResolver(deliveryRateInputSchema, undefined, { raw: true }),
    defaultValues: rate
      ? {
          withinKm: rate.withinKm,
          tripFee: senToRinggit(rate.tripFeeSen),
          freeAbove: rate.freeAboveSen === null ? null : senToRinggit(rate.freeAboveSen),
        }
      : { withinKm: undefined as unknown as number, tripFee: undefined as unknown as number, freeAbove: null },
  });
  const message = (m?: string) => (m ? t(m) : undefined);
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await saveRate.mutateAsync({ id: rate?.id ?? null, input });
      onSaved();
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, { codes: { distance_taken: 'withinKm' }, fallback: t('errors.internal') }),
      );
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Controller
          control={control}
          name="withinKm"
          render={({ field }) => (
            <NumberInput
              label={t('hubPage.withinKm')}
              withAsterisk
              data-autofocus
              min={1}
              max={1000}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(asNumber(v))}
              onBlur={field.onBlur}
              error={message(errors.withinKm?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="tripFee"
          render={({ field }) => (
            <NumberInput
              label={t('hubPage.tripFee')}
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={field.value ?? ''}
              onChange={(v) => field.onChange(asNumber(v))}
              onBlur={field.onBlur}
              error={message(errors.tripFee?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="freeAbove"
          render={({ field }) => (
            <NumberInput
              label={t('hubPage.freeAbove')}
              description={t('hubPage.freeAboveHint')}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={field.value ?? ''}
              onChange={(v) => field.onChange(asNumber(v) ?? null)}
              onBlur={field.onBlur}
              error={message(errors.freeAbove?.message)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('hubPage.saveRate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
