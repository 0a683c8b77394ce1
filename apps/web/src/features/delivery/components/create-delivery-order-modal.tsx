/**
 * The seller's "Create delivery order" dialog: their own DO number, the delivery date and time
 * (Malaysian time), who carries it — one of the company's drivers, or the delivery partner with
 * a vehicle type (the buyer's checkout choice by default, with a quotation on request) — and
 * how much of each order line goes on this DO (the line's balance by default; 0 leaves it off).
 * deliveryOrderInputSchema checks the form; the balance, the date window and the partner's
 * hours are checked here too, and the API's answers land at their fields.
 */
import { toNestErrors } from '@hookform/resolvers';
import { Alert, Button, Group, NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldError, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  DO_MAX_DAYS_AHEAD,
  type DeliveryCarrier,
  V,
  type DeliveryMethod,
  type DeliveryOrderInput,
  type PartnerQuoteAnswer,
  VEHICLE_TYPES,
  type VehicleType,
  deliveryOrderInputSchema,
  deliveryTimeRefusal,
  formatMoney,
} from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { DeliveryTimeField } from './delivery-time-field';
import { partnerQuote } from '../api/partner-quote';
import { useSellerDrivers } from '../api/use-seller-drivers';
import { FormModal } from '@/components/ui/form-modal';

/** An order line with what is left to deliver (ordered − on live DOs). */
export interface BalanceLine {
  id: string;
  productName: string;
  variationName: string;
  unit: string;
  ordered: number;
  balance: number;
}

interface Values {
  sellerDoNumber: string;
  /** ISO date-time (+08:00), '' until both date and time are chosen */
  deliveryAt: string;
  carrier: DeliveryCarrier;
  /** carrier 'driver' */
  driverUserId: string;
  /** carrier 'partner'; '' until chosen */
  vehicleType: VehicleType | '';
  /** one per line with a balance; 0 leaves the line off this DO */
  lines: { orderLineId: string; quantity: number | '' }[];
}

/** The API body, and for each of its lines the form line it came from (to put errors back). */
function toInput(values: Values): { input: DeliveryOrderInput; formIndex: number[] } {
  const formIndex: number[] = [];
  const lines = values.lines.flatMap((line, index) => {
    if (line.quantity === 0) return [];
    formIndex.push(index);
    return [{ orderLineId: line.orderLineId, quantity: line.quantity === '' ? (undefined as never) : line.quantity }];
  });
  return {
    input: {
      sellerDoNumber: values.sellerDoNumber,
      deliveryAt: values.deliveryAt,
      carrier: values.carrier,
      driverUserId: values.carrier === 'driver' ? values.driverUserId || (undefined as never) : null,
      vehicleType: values.carrier === 'partner' ? values.vehicleType || (undefined as never) : null,
      lines,
    },
    formIndex,
  };
}

/** "lines.2.quantity" of the API body → the same field of the form. */
function formPath(path: string, formIndex: number[]): string {
  const match = /^lines\.(\d+)\.(.+)$/.exec(path);
  if (!match) return path;
  const index = formIndex[Number(match[1])];
  return index === undefined ? 'lines' : `lines.${index}.${match[2]}`;
}

const FIELDS = ['sellerDoNumber', 'deliveryAt', 'carrier', 'driverUserId', 'vehicleType', 'lines'];
const isFormField = (path: string) => FIELDS.includes(path.split('.')[0] ?? '');

export function CreateDeliveryOrderModal({
  opened,
  orderNumber,
  orderDeliveryAt,
  orderId,
  deliveryMethod,
  vehicleType,
  lines,
  onClose,
  onCreate,
}: {
  opened: boolean;
  orderNumber: string;
  /** the buyer's requested delivery time: the default when it is still ahead */
  orderDeliveryAt: string;
  orderId: string;
  /** the buyer's checkout choice: 'partner' makes the partner the default, 'pickup' offers only own drivers */
  deliveryMethod: DeliveryMethod;
  /** the partner vehicle the buyer chose, the default vehicle */
  vehicleType: VehicleType | null;
  lines: BalanceLine[];
  onClose: () => void;
  onCreate: (input: DeliveryOrderInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('deliveryOrders.form.title', { number: orderNumber })}>
      {/* mounted only while open, so each opening starts from the current balances */}
      {opened && (
        <CreateForm
          orderDeliveryAt={orderDeliveryAt}
          orderId={orderId}
          deliveryMethod={deliveryMethod}
          vehicleType={vehicleType}
          lines={lines}
          onClose={onClose}
          onCreate={onCreate}
        />
      )}
    </FormModal>
  );
}

/** What the last "Get quotation" answered, for the vehicle and time it was asked for. */
type QuoteState =
  | { state: 'asking'; key: string }
  | { state: 'quoted'; key: string; answer: PartnerQuoteAnswer }
  | { state: 'failed'; key: string; message: string };

function CreateForm({
  orderDeliveryAt,
  orderId,
  deliveryMethod,
  vehicleType,
  lines,
  onClose,
  onCreate,
}: {
  orderDeliveryAt: string;
  orderId: string;
  deliveryMethod: DeliveryMethod;
  vehicleType: VehicleType | null;
  lines: BalanceLine[];
  onClose: () => void;
  onCreate: (input: DeliveryOrderInput) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  // a pickup order is collected by the buyer: a DO for it goes with the seller's own driver only
  const partnerOffered = deliveryMethod !== 'pickup';
  const [quote, setQuote] = useState<QuoteState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = lines.filter((line) => line.balance > 0);
  const byId = new Map(lines.map((line) => [line.id, line]));

  /** a catalogue key from the schema, or a message the API already translated */
  const message = (m?: string) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);

  const resolver: Resolver<Values> = async (values, _context, options) => {
    const { input, formIndex } = toInput(values);
    const flat: Record<string, FieldError> = {};
    const add = (path: string, text: string) => {
      flat[path] ??= { type: 'validate', message: text };
    };
    const parsed = deliveryOrderInputSchema.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues) add(formPath(issue.path.join('.'), formIndex), issue.message);
    // the schema's carrier rules run only once the rest parses: all missing fields are told at once
    if (values.carrier === 'driver' && !values.driverUserId) add('driverUserId', V.requiredSelect);
    if (values.carrier === 'partner' && !values.vehicleType) add('vehicleType', 'checkout.vehicleRequired');
    if (values.deliveryAt) {
      const at = Date.parse(values.deliveryAt);
      if (at <= Date.now()) add('deliveryAt', 'delivery.dateInPast');
      else if (at > Date.now() + DO_MAX_DAYS_AHEAD * 86_400_000) add('deliveryAt', 'delivery.dateTooFar');
      // the partner's own hours (the API checks them again)
      else if (values.carrier === 'partner') {
        const refusal = deliveryTimeRefusal(new Date(at), new Date());
        if (refusal) add('deliveryAt', refusal === 'deliveryTooFar' ? 'checkout.deliveryTooFar' : 'partner.timeCheck');
      }
    }
    values.lines.forEach((line, index) => {
      const known = byId.get(line.orderLineId);
      if (known && typeof line.quantity === 'number' && line.quantity > known.balance)
        add(
          `lines.${index}.quantity`,
          t('delivery.quantityAboveBalance', { balance: known.balance, product: known.productName }),
        );
      if (typeof line.quantity === 'number' && line.quantity < 0)
        add(`lines.${index}.quantity`, 'delivery.quantityPositive');
    });
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat, options) };
  };

  const ahead = Date.parse(orderDeliveryAt) > Date.now() + 60 * 60 * 1000;
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: {
      sellerDoNumber: '',
      deliveryAt: ahead ? orderDeliveryAt : '',
      carrier: deliveryMethod === 'partner' ? 'partner' : 'driver',
      driverUserId: '',
      vehicleType: vehicleType ?? '',
      lines: open.map((line) => ({ orderLineId: line.id, quantity: line.balance })),
    },
  });
  const [carrier, chosenVehicle, chosenAt] = useWatch({ control, name: ['carrier', 'vehicleType', 'deliveryAt'] });
  const drivers = useSellerDrivers(carrier === 'driver');
  const quoteKey = `${chosenVehicle}|${chosenAt}`;
  // a quotation is for one vehicle at one time: another choice hides it
  const shownQuote = quote && quote.key === quoteKey ? quote : null;

  const askQuote = async () => {
    if (!chosenVehicle || !chosenAt) {
      setQuote({ state: 'failed', key: quoteKey, message: t('partnerUi.doForm.quoteNeeds') });
      return;
    }
    const refusal = deliveryTimeRefusal(new Date(chosenAt), new Date());
    if (refusal) {
      const timeKey = refusal === 'deliveryTooFar' ? 'checkout.deliveryTooFar' : 'partner.timeCheck';
      setQuote({ state: 'failed', key: quoteKey, message: t(timeKey) });
      return;
    }
    const key = quoteKey;
    setQuote({ state: 'asking', key });
    try {
      const answer = await partnerQuote(orderId, { vehicleType: chosenVehicle, deliveryAt: chosenAt });
      setQuote({ state: 'quoted', key, answer });
    } catch (error) {
      const text =
        error instanceof ApiError
          ? (error.details.find((d) => d.path === 'vehicleType' || d.path === 'deliveryAt')?.message ?? error.message)
          : error instanceof Error
            ? error.message
            : t('errors.internal');
      setQuote({ state: 'failed', key, message: text });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const { input, formIndex } = toInput(values);
    try {
      await onCreate(input);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure(error instanceof Error ? error.message : t('errors.internal'));
        return;
      }
      const placed = error.details.filter((detail) => isFormField(detail.path));
      placed.forEach((detail, index) =>
        setError(
          formPath(detail.path, formIndex) as 'sellerDoNumber',
          { type: 'server', message: detail.message },
          { shouldFocus: index === 0 },
        ),
      );
      // a refusal with no field of its own (the order cannot be delivered, say) goes above the form
      if (placed.length === 0 || placed.length < error.details.length) setFailure(error.message);
    }
  });

  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  const driverOptions = (drivers.data ?? []).map((driver) => ({
    value: driver.id,
    label: driver.mobile ? `${driver.name} · ${driver.mobile}` : driver.name,
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('deliveryOrders.form.sellerDoNumber')}
          description={t('deliveryOrders.form.sellerDoNumberHint')}
          withAsterisk
          maxLength={60}
          data-autofocus
          autoComplete="off"
          error={message(errors.sellerDoNumber?.message)}
          {...register('sellerDoNumber')}
        />
        <Controller
          control={control}
          name="deliveryAt"
          render={({ field }) => (
            <DeliveryTimeField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(errors.deliveryAt?.message)}
              hint={carrier === 'partner' ? t('partnerUi.doForm.timeHint') : undefined}
            />
          )}
        />
        {partnerOffered && (
          <Controller
            control={control}
            name="carrier"
            render={({ field }) => (
              <Radio.Group
                label={t('partnerUi.doForm.carrier')}
                withAsterisk
                value={field.value}
                onChange={(next) => {
                  field.onChange(next as DeliveryCarrier);
                  clearErrors(['driverUserId', 'vehicleType', 'deliveryAt']);
                }}
                name={field.name}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="driver" label={t('partnerUi.doForm.ownDriver')} />
                  <Radio value="partner" label={t('partnerUi.doForm.partner')} />
                </Group>
              </Radio.Group>
            )}
          />
        )}
        {carrier === 'partner' ? (
          <Stack gap="xs">
            <Controller
              control={control}
              name="vehicleType"
              render={({ field }) => (
                <Select
                  label={t('partnerUi.doForm.vehicle')}
                  placeholder={t('partnerUi.doForm.vehiclePlaceholder')}
                  description={
                    vehicleType
                      ? t('partnerUi.doForm.buyerChose', { vehicle: t(`vehicleType.${vehicleType}`) })
                      : undefined
                  }
                  withAsterisk
                  data={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`vehicleType.${v}`) }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange((value ?? '') as VehicleType | '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={message(errors.vehicleType?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Group gap="sm" align="center" wrap="wrap">
              <Button
                variant="light"
                onClick={() => void askQuote()}
                loading={shownQuote?.state === 'asking'}
                aria-describedby="do-partner-quote"
              >
                {t('partnerUi.doForm.getQuote')}
              </Button>
              <Text
                id="do-partner-quote"
                size="sm"
                role="status"
                aria-live="polite"
                fw={shownQuote?.state === 'quoted' ? 700 : 400}
                c={shownQuote?.state === 'failed' ? 'red.8' : shownQuote?.state === 'quoted' ? 'teal.9' : 'gray.7'}
                style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}
              >
                {shownQuote?.state === 'quoted'
                  ? t('partnerUi.doForm.quoted', {
                      amount: formatMoney(shownQuote.answer.feeSen),
                      km: shownQuote.answer.distanceKm,
                      vehicle: t(`vehicleType.${shownQuote.answer.vehicleType}`),
                    })
                  : shownQuote?.state === 'failed'
                    ? shownQuote.message
                    : shownQuote?.state === 'asking'
                      ? t('partnerUi.doForm.quoting')
                      : null}
              </Text>
            </Group>
            <Text size="xs" c="gray.7">
              {t('partnerUi.doForm.bookingNote')}
            </Text>
          </Stack>
        ) : (
          <Controller
            control={control}
            name="driverUserId"
            render={({ field }) => (
              <Select
                label={t('deliveryOrders.form.driver')}
                placeholder={drivers.isLoading ? t('common.loading') : t('deliveryOrders.form.driverPlaceholder')}
                withAsterisk
                data={driverOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                nothingFoundMessage={t('deliveryOrders.form.noDrivers')}
                description={
                  drivers.data && drivers.data.length === 0 ? t('deliveryOrders.form.noDriversHint') : undefined
                }
                error={message(errors.driverUserId?.message) ?? (drivers.error ? drivers.error.message : undefined)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={600} size="sm" p={0}>
            {t('deliveryOrders.form.items')}
          </Text>
          <Text size="xs" c="gray.7">
            {t('deliveryOrders.form.itemsHint')}
          </Text>
          {open.map((line, index) => (
            <Controller
              key={line.id}
              control={control}
              name={`lines.${index}.quantity`}
              render={({ field }) => (
                <NumberInput
                  label={line.variationName ? `${line.productName} · ${line.variationName}` : line.productName}
                  description={t('deliveryOrders.form.balance', {
                    ordered: line.ordered,
                    balance: line.balance,
                    unit: line.unit,
                  })}
                  min={0}
                  max={line.balance}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  rightSection={
                    <Text size="xs" c="gray.7" pr={8} style={{ whiteSpace: 'nowrap' }}>
                      {line.unit}
                    </Text>
                  }
                  rightSectionWidth={Math.min(120, 20 + line.unit.length * 8)}
                  rightSectionPointerEvents="none"
                  value={field.value}
                  onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={message(errors.lines?.[index]?.quantity?.message)}
                />
              )}
            />
          ))}
          {linesError && (
            <Text size="sm" c="red.8" role="alert">
              {message(linesError)}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('deliveryOrders.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
