/**
 * The seller's "Create delivery order" dialog: their own DO number, the delivery date and time
 * (Malaysian time), one of the company's drivers, and how much of each order line goes on this
 * DO (the line's balance by default; 0 leaves it off). deliveryOrderInputSchema checks the
 * form; the balance and the date window are checked here too, and the API's answers land at
 * their fields.
 */
import { toNestErrors } from '@hookform/resolvers';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DO_MAX_DAYS_AHEAD, type DeliveryOrderInput, deliveryOrderInputSchema } from '@binamart/shared';
import { ApiError } from '../../lib/api-client';
import { DeliveryTimeField } from './delivery-time-field';
import { useSellerDrivers } from './delivery-orders-api';

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
  driverUserId: string;
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
      driverUserId: values.driverUserId,
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

const FIELDS = ['sellerDoNumber', 'deliveryAt', 'driverUserId', 'lines'];
const isFormField = (path: string) => FIELDS.includes(path.split('.')[0] ?? '');

export function CreateDeliveryOrderModal({
  opened,
  orderNumber,
  orderDeliveryAt,
  lines,
  onClose,
  onCreate,
}: {
  opened: boolean;
  orderNumber: string;
  /** the buyer's requested delivery time: the default when it is still ahead */
  orderDeliveryAt: string;
  lines: BalanceLine[];
  onClose: () => void;
  onCreate: (input: DeliveryOrderInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('deliveryOrders.form.title', { number: orderNumber })}
      size="lg"
      fullScreen={phone}
      centered
    >
      {/* mounted only while open, so each opening starts from the current balances */}
      {opened && <CreateForm orderDeliveryAt={orderDeliveryAt} lines={lines} onClose={onClose} onCreate={onCreate} />}
    </Modal>
  );
}

function CreateForm({
  orderDeliveryAt,
  lines,
  onClose,
  onCreate,
}: {
  orderDeliveryAt: string;
  lines: BalanceLine[];
  onClose: () => void;
  onCreate: (input: DeliveryOrderInput) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const drivers = useSellerDrivers(true);
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
    if (values.deliveryAt) {
      const at = Date.parse(values.deliveryAt);
      if (at <= Date.now()) add('deliveryAt', 'delivery.dateInPast');
      else if (at > Date.now() + DO_MAX_DAYS_AHEAD * 86_400_000) add('deliveryAt', 'delivery.dateTooFar');
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
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: {
      sellerDoNumber: '',
      deliveryAt: ahead ? orderDeliveryAt : '',
      driverUserId: '',
      lines: open.map((line) => ({ orderLineId: line.id, quantity: line.balance })),
    },
  });

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
            />
          )}
        />
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
