/**
 * The seller's "Upload invoice" form (spec §5 AP invoice): invoice no, date, term in days, amount
 * in RM above 0 and the file are required; the billable orders it covers are optional. The shared
 * schema checks the form; the API's answers (duplicate number, an order no longer billable) are
 * shown at their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type ApInvoice, type ApInvoiceInput, apInvoiceInputSchema, formatMoney } from '@binamart/shared';
import { calendarDate, malaysianToday } from '@/lib/calendar-dates';
import { useBillableOrders } from '../api/use-billable-orders';
import { useSubmitApInvoice } from '../api/use-submit-ap-invoice';
import { ApFileField } from './ap-file-field';
import { addCalendarDays } from './ap-ui';
import { RinggitInput } from './ringgit-input';
import { serverProblems } from './server-problems';
import { FormModal } from '@/components/ui/form-modal';

const FIELDS = ['number', 'invoiceDate', 'termDays', 'amountSen', 'fileId', 'orderIds'] as const;
const fieldOf = (path: string) => FIELDS.find((f) => path === f || path.startsWith(`${f}.`));

export function ApInvoiceFormModal({
  opened,
  onClose,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: (invoice: ApInvoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('apInvoiceForm.title')}>
      {opened && <ApInvoiceForm onCancel={onClose} onDone={onDone} />}
    </FormModal>
  );
}

function ApInvoiceForm({ onCancel, onDone }: { onCancel: () => void; onDone: (invoice: ApInvoice) => void }) {
  const { t, i18n } = useTranslation();
  const submitApInvoice = useSubmitApInvoice();
  const billable = useBillableOrders(true);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApInvoiceInput>({
    resolver: zodResolver(apInvoiceInputSchema),
    defaultValues: { number: '', invoiceDate: malaysianToday(), orderIds: [] },
  });
  const [invoiceDate, termDays, orderIds] = useWatch({ control, name: ['invoiceDate', 'termDays', 'orderIds'] });
  /** a catalogue key from the schema, or a message the API already put in the user's language */
  const message = (m?: string) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);
  const dueDate = termDays === undefined ? null : addCalendarDays(invoiceDate, termDays);
  const orders = billable.data ?? [];
  const chosenSale = orders.filter((o) => orderIds?.includes(o.id)).reduce((sum, o) => sum + o.saleSen, 0);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(await submitApInvoice.mutateAsync(values));
    } catch (error) {
      const problems = serverProblems(error, (path) => fieldOf(path) !== undefined, t('errors.internal'));
      problems.fields.forEach((p, index) =>
        setError(
          fieldOf(p.path) as FieldPath<ApInvoiceInput>,
          { type: 'server', message: p.message },
          { shouldFocus: index === 0 },
        ),
      );
      setFailure(problems.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby="ap-form-intro">
      <Stack gap="md">
        <Text size="sm" c="gray.7" id="ap-form-intro">
          {t('apInvoiceForm.intro')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('apInvoiceForm.number')}
            withAsterisk
            data-autofocus
            maxLength={60}
            autoComplete="off"
            {...register('number')}
            error={message(errors.number?.message)}
          />
          <TextInput
            type="date"
            label={t('apInvoiceForm.invoiceDate')}
            withAsterisk
            {...register('invoiceDate')}
            error={message(errors.invoiceDate?.message)}
          />
          <Controller
            control={control}
            name="termDays"
            render={({ field }) => (
              <NumberInput
                label={t('apInvoiceForm.termDays')}
                description={dueDate ? t('apInvoiceForm.dueOn', { date: calendarDate(dueDate) }) : undefined}
                withAsterisk
                min={0}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                onBlur={field.onBlur}
                ref={field.ref}
                error={message(errors.termDays?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="amountSen"
            render={({ field }) => (
              <RinggitInput
                label={t('apInvoiceForm.amount')}
                description={t('apInvoiceForm.amountHint')}
                withAsterisk
                valueSen={field.value}
                onChangeSen={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={message(errors.amountSen?.message)}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="fileId"
          render={({ field }) => (
            <ApFileField
              purpose="ap-invoice"
              label={t('apInvoiceForm.file')}
              fileId={field.value}
              onChange={field.onChange}
              error={message(errors.fileId?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="orderIds"
          render={({ field }) => (
            <MultiSelect
              label={t('apInvoiceForm.orders')}
              description={
                chosenSale > 0
                  ? t('apInvoiceForm.ordersSelected', { amount: formatMoney(chosenSale) })
                  : t('apInvoiceForm.ordersHint')
              }
              placeholder={orders.length > 0 ? t('apInvoiceForm.ordersPlaceholder') : undefined}
              nothingFoundMessage={t('apInvoiceForm.noBillable')}
              data={orders.map((o) => ({
                value: o.id,
                label: t('apInvoiceForm.orderOption', {
                  number: o.number,
                  buyer: o.buyer.name,
                  amount: formatMoney(o.saleSen),
                }),
              }))}
              searchable
              clearable
              hidePickedOptions
              disabled={billable.isPending}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              comboboxProps={{ withinPortal: true }}
              error={
                message(errors.orderIds?.message ?? errors.orderIds?.root?.message) ??
                (billable.error ? t('apInvoiceForm.billableFailed') : undefined)
              }
            />
          )}
        />
        {billable.data && orders.length === 0 && (
          <Text size="xs" c="gray.7" mt={-8}>
            {t('apInvoiceForm.noBillable')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('apInvoiceForm.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('apInvoiceForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
