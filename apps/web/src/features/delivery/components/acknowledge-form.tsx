/**
 * The acknowledgement at the site (spec §5), made on a phone: the quantity received of each item
 * (the delivered quantity unless changed), a reason and who answers when anything is short, the
 * buyer's PIN and a signature; or the whole delivery rejected.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconTruckOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type AcknowledgeInput, type DeliveryOrder, acknowledgeInputSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { useAcknowledgeDelivery } from '../api/use-acknowledge-delivery';
import { DisputeToField } from './dispute-to-field';
import { PinField } from './pin-field';
import { RejectModal } from './reject-modal';
import { SignaturePad } from './signature-pad';

type Output = (typeof acknowledgeInputSchema)['_zod']['output'];

const asNumber = (v: number | string) => (typeof v === 'number' ? v : v === '' ? undefined : Number(v));

export function AcknowledgeForm({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeDelivery(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcknowledgeInput, unknown, Output>({
    resolver: zodResolver(acknowledgeInputSchema),
    defaultValues: {
      pin: '',
      signature: '',
      lines: order.lines.map((line) => ({ orderLineId: line.orderLineId, receivedQuantity: line.quantity })),
      disputeReason: '',
      // the partner's driver is not a user here: the seller answers for it
      disputeTo: order.carrier === 'partner' ? 'seller' : 'driver',
    },
  });
  const lines = useWatch({ control, name: 'lines' });
  const signature = useWatch({ control, name: 'signature' });
  const shortOf = (index: number) => {
    const received = lines[index]?.receivedQuantity;
    const delivered = order.lines[index]!.quantity;
    return typeof received === 'number' && received < delivered ? delivered - received : 0;
  };
  const anyShort = order.lines.some((_line, index) => shortOf(index) > 0);
  const message = (m?: string) => (m ? t(m) : undefined);

  const fail = (text: string | null) => {
    setFailure(text);
    if (text) requestAnimationFrame(() => failureRef.current?.scrollIntoView({ block: 'center' }));
  };

  const onSubmit = handleSubmit(async (input) => {
    fail(null);
    // the API checks these too; asking here saves the buyer a round trip at the site
    let ok = true;
    input.lines.forEach((line, index) => {
      const delivered = order.lines[index]!.quantity;
      if (line.receivedQuantity > delivered) {
        setError(`lines.${index}.receivedQuantity`, { message: t('delivery.receivedAboveDelivered', { delivered }) });
        ok = false;
      }
    });
    const short = input.lines.some((line, index) => line.receivedQuantity < order.lines[index]!.quantity);
    if (short && !input.disputeReason) {
      setError('disputeReason', { message: 'delivery.disputeReasonRequired' }, { shouldFocus: ok });
      ok = false;
    }
    if (!ok) return;
    try {
      await acknowledge.mutateAsync(short ? input : { ...input, disputeReason: '' });
    } catch (error) {
      fail(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-labelledby="acknowledge-title">
        <Stack gap="lg">
          <Title order={2} fz="lg" id="acknowledge-title">
            {t('acknowledgePage.formTitle')}
          </Title>
          {failure && (
            <Alert ref={failureRef} color="red" role="alert" title={t('acknowledgePage.failed')}>
              {failure}
            </Alert>
          )}
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('acknowledgePage.items')}
          >
            {order.lines.map((line, index) => {
              const short = shortOf(index);
              return (
                <Card key={line.orderLineId} component="li" withBorder radius="md" padding="md">
                  <Stack gap="xs">
                    <div>
                      <Text fw={700}>{line.productName}</Text>
                      <Text size="sm" c="gray.7">
                        {line.variationName}
                      </Text>
                    </div>
                    <Controller
                      control={control}
                      name={`lines.${index}.receivedQuantity`}
                      render={({ field }) => (
                        <NumberInput
                          label={t('acknowledgePage.receivedLabel')}
                          aria-label={t('acknowledgePage.received', { product: line.productName })}
                          description={t('acknowledgePage.delivered', { count: line.quantity, unit: line.unit })}
                          withAsterisk
                          size="lg"
                          inputMode="numeric"
                          min={0}
                          max={line.quantity}
                          allowDecimal={false}
                          allowNegative={false}
                          clampBehavior="none"
                          value={field.value ?? ''}
                          onChange={(v) => field.onChange(asNumber(v))}
                          onBlur={field.onBlur}
                          error={message(errors.lines?.[index]?.receivedQuantity?.message)}
                        />
                      )}
                    />
                    {short > 0 && (
                      <Text size="sm" c="red.8" fw={600}>
                        {t('acknowledgePage.shortBy', { count: short, unit: line.unit })}
                      </Text>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </Stack>
          {anyShort && (
            <Card withBorder radius="md" padding="md" bg="orange.0" component="section" aria-labelledby="dispute-title">
              <Stack gap="md">
                <div>
                  <Title order={3} fz="md" id="dispute-title">
                    {t('acknowledgePage.disputeTitle')}
                  </Title>
                  <Text size="sm" c="gray.8">
                    {t('acknowledgePage.disputeIntro')}
                  </Text>
                </div>
                <Textarea
                  label={t('acknowledgePage.disputeReason')}
                  withAsterisk
                  size="md"
                  autosize
                  minRows={3}
                  maxLength={1000}
                  error={message(errors.disputeReason?.message)}
                  {...register('disputeReason')}
                />
                {order.carrier === 'driver' && (
                  <Controller
                    control={control}
                    name="disputeTo"
                    render={({ field }) => <DisputeToField value={field.value ?? 'driver'} onChange={field.onChange} />}
                  />
                )}
              </Stack>
            </Card>
          )}
          <PinField error={message(errors.pin?.message)} {...register('pin')} />
          <Controller
            control={control}
            name="signature"
            render={({ field }) => (
              <SignaturePad
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={message(errors.signature?.message)}
              />
            )}
          />
          <Stack gap="sm">
            <Button
              type="submit"
              size="xl"
              fullWidth
              color="teal.9"
              loading={isSubmitting}
              leftSection={<IconCircleCheck size={22} aria-hidden />}
            >
              {t('acknowledgePage.acknowledge')}
            </Button>
            <Group justify="center">
              <Button
                variant="outline"
                color="red.9"
                size="lg"
                fullWidth
                leftSection={<IconTruckOff size={20} aria-hidden />}
                onClick={() => setRejecting(true)}
              >
                {t('acknowledgePage.reject')}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>
      <RejectModal
        orderId={order.id}
        number={order.number}
        signature={signature || null}
        opened={rejecting}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}
