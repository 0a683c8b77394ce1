/** "Raise a dispute" after acknowledging: one item, the quantity actually received, the reason and who answers. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type DeliveryOrder, type DisputeInput, disputeInputSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { useRaiseDispute } from '../api/use-raise-dispute';
import { DisputeToField } from './dispute-to-field';

type Values = DisputeInput;
type Output = (typeof disputeInputSchema)['_zod']['output'];

export function RaiseDisputeModal({
  order,
  opened,
  onClose,
}: {
  order: DeliveryOrder;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const raiseDispute = useRaiseDispute(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const first = order.lines[0];
  const empty: Values = {
    orderLineId: first?.orderLineId ?? '',
    quantityReceived: first?.receivedQuantity ?? first?.quantity ?? 0,
    reason: '',
    // the partner's driver is not a user here: the seller answers for it
    assignedTo: order.carrier === 'partner' ? 'seller' : 'driver',
  };
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(disputeInputSchema),
    defaultValues: empty,
  });
  const message = (m?: string) => (m ? t(m) : undefined);
  const line = order.lines.find((l) => l.orderLineId === watch('orderLineId'));
  const close = () => {
    reset(empty);
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    if (line && input.quantityReceived >= line.quantity) {
      setError('quantityReceived', { message: t('delivery.disputeNotShort', { delivered: line.quantity }) });
      return;
    }
    try {
      await raiseDispute.mutateAsync(input);
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('deliveryDisputes.raiseTitle')} centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Controller
            control={control}
            name="orderLineId"
            render={({ field }) => (
              <Select
                label={t('deliveryDisputes.item')}
                withAsterisk
                size="md"
                data-autofocus
                data={order.lines.map((l) => ({
                  value: l.orderLineId,
                  label: `${l.productName} — ${l.variationName}`,
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                error={message(errors.orderLineId?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="quantityReceived"
            render={({ field }) => (
              <NumberInput
                label={t('deliveryDisputes.quantityReceived')}
                description={
                  line ? t('deliveryDisputes.deliveredHint', { count: line.quantity, unit: line.unit }) : undefined
                }
                withAsterisk
                size="md"
                min={0}
                max={line?.quantity}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
                onBlur={field.onBlur}
                error={message(errors.quantityReceived?.message)}
              />
            )}
          />
          <Textarea
            label={t('deliveryDisputes.reason')}
            withAsterisk
            size="md"
            autosize
            minRows={3}
            maxLength={1000}
            error={message(errors.reason?.message)}
            {...register('reason')}
          />
          {order.carrier === 'driver' && (
            <Controller
              control={control}
              name="assignedTo"
              render={({ field }) => <DisputeToField value={field.value ?? 'driver'} onChange={field.onChange} />}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="md" loading={isSubmitting}>
              {t('deliveryDisputes.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
