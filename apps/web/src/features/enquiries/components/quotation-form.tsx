/**
 * The supplier's quotation on an enquiry (POST /api/seller/enquiries/:id/quotations): its lines
 * (a variation, the quantity, the unit price and a discount per unit, in RM and kept in sen),
 * the delivery fee and method, lead days, validity, payment terms, notes and an attachment, with
 * the running totals. The first one starts from the enquiry's lines at the listed prices; a
 * revision starts from the newest version and becomes the next version.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  DELIVERY_METHODS,
  ENQUIRY_TEXT_MAX,
  type Enquiry,
  QUOTATION_MAX_VALID_DAYS,
  QUOTATION_PAYMENT_TERMS,
  type Quotation,
  type QuotableVariation,
  type QuotationValues,
  formatMoney,
  quotationInputSchema,
} from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { malaysianToday } from '@/lib/calendar-dates';
import { useSendQuotation } from '../api/use-send-quotation';
import { malaysianDaysAhead } from '../lib/calendar';
import { quotationTotals } from '../lib/quotation-totals';
import { useFieldMessage } from '../lib/use-field-message';
import { type Attachment, AttachmentField } from './attachment-field';
import { MoneyField } from './money-field';

/** A quotation is offered for two weeks unless the supplier says otherwise. */
const DEFAULT_VALID_DAYS = 14;
const MAX_LINES = 20;

interface FormLine {
  variationId: string;
  quantity: number | null;
  unitPriceSen: number | null;
  discountSen: number;
}

/** The form: the API body, with amounts and numbers null while empty. */
interface FormValues {
  lines: FormLine[];
  deliveryFeeSen: number | null;
  deliveryMethod: QuotationValues['deliveryMethod'];
  leadDays: number | null;
  validUntil: string;
  paymentTerms: QuotationValues['paymentTerms'];
  notes: string;
  attachmentFileId: string | null;
}

function startingValues(enquiry: Enquiry, variations: QuotableVariation[], previous: Quotation | null): FormValues {
  const listed = new Map(variations.map((v) => [v.variationId, v.listedPriceSen]));
  return {
    lines: previous
      ? previous.lines.map((l) => ({
          variationId: l.variationId,
          quantity: l.quantity,
          unitPriceSen: l.unitPriceSen,
          discountSen: l.discountSen,
        }))
      : enquiry.lines.map((l) => ({
          variationId: l.variationId,
          quantity: l.quantity,
          unitPriceSen: listed.get(l.variationId) ?? l.listedPriceSen,
          discountSen: 0,
        })),
    deliveryFeeSen: previous?.deliveryFeeSen ?? 0,
    deliveryMethod: previous?.deliveryMethod ?? enquiry.deliveryMethod,
    leadDays: previous?.leadDays ?? null,
    validUntil: malaysianDaysAhead(DEFAULT_VALID_DAYS),
    paymentTerms: previous?.paymentTerms ?? 'cash',
    notes: previous?.notes ?? '',
    // a revision keeps the attached file unless the supplier replaces or removes it
    attachmentFileId: previous?.attachmentFileId ?? null,
  };
}

export function QuotationForm({
  enquiry,
  variations,
  previous,
  onSent,
  onCancel,
}: {
  enquiry: Enquiry;
  variations: QuotableVariation[];
  /** the newest version, when this is a revision */
  previous: Quotation | null;
  onSent: (quotation: Quotation) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const send = useSendQuotation(enquiry.id);
  const currency = previous?.currency ?? enquiry.quotation?.currency ?? 'MYR';
  const [failure, setFailure] = useState<string | null>(null);
  const [attachment, setAttachment] = useState<Attachment | null>(
    previous?.attachmentFileId && previous.attachmentUrl
      ? { id: previous.attachmentFileId, url: previous.attachmentUrl, name: previous.attachmentName ?? '' }
      : null,
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, QuotationValues>({
    // the schema reads the form's empty amounts (null) as missing: "required"
    resolver: zodResolver(quotationInputSchema) as unknown as Resolver<FormValues, unknown, QuotationValues>,
    defaultValues: startingValues(enquiry, variations, previous),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const [lines, deliveryFeeSen] = useWatch({ control, name: ['lines', 'deliveryFeeSen'] });
  const totals = quotationTotals(lines ?? [], deliveryFeeSen ?? null);
  const byId = new Map(variations.map((v) => [v.variationId, v]));
  const chosen = new Set((lines ?? []).map((l) => l.variationId));
  const unused = variations.filter((v) => !chosen.has(v.variationId));
  const money = (sen: number | null) => (sen === null ? '–' : formatMoney(sen, currency));
  const linesError = fieldMessage(errors.lines?.message ?? errors.lines?.root?.message);
  const nextVersion = (previous?.version ?? 0) + 1;

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        onSent(await send.mutateAsync(values));
      } catch (error) {
        setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
      }
    },
    () => setFailure(t('errors.validation')),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="quotation-form-title">
      <Stack gap="md">
        <Title order={2} fz="md" id="quotation-form-title">
          {previous
            ? t('quotationForm.reviseTitle', { number: previous.number, version: nextVersion })
            : t('quotationForm.title')}
        </Title>
        {previous && <Text size="sm">{t('quotationForm.reviseIntro', { version: previous.version })}</Text>}
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('quotationForm.lines')}>
          {fields.map((field, index) => {
            const line = lines?.[index];
            const variation = line ? byId.get(line.variationId) : undefined;
            const lineErrors = errors.lines?.[index];
            const computed = totals.lines[index];
            return (
              <Card key={field.id} component="li" withBorder padding="sm" radius="sm">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-end" gap="xs">
                    <Controller
                      control={control}
                      name={`lines.${index}.variationId`}
                      render={({ field: f }) => (
                        <Select
                          label={t('quotationForm.variation', { n: index + 1 })}
                          withAsterisk
                          data={variations.map((v) => ({
                            value: v.variationId,
                            label: `${v.name} (${v.unit})`,
                            disabled: v.variationId !== f.value && chosen.has(v.variationId),
                          }))}
                          value={f.value || null}
                          onChange={(id) => {
                            f.onChange(id ?? '');
                            const picked = id ? byId.get(id) : undefined;
                            // a newly chosen variation starts at its listed price
                            if (picked && getValues(`lines.${index}.unitPriceSen`) === null)
                              setValue(`lines.${index}.unitPriceSen`, picked.listedPriceSen);
                          }}
                          onBlur={f.onBlur}
                          error={fieldMessage(lineErrors?.variationId?.message)}
                          style={{ flex: 1, minWidth: 0 }}
                        />
                      )}
                    />
                    {fields.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        size="lg"
                        onClick={() => remove(index)}
                        aria-label={t('quotationForm.removeLine', { n: index + 1 })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                  {variation && (
                    <Text size="xs" c="gray.7">
                      {t('quotationForm.variationFacts', {
                        price: formatMoney(variation.listedPriceSen, currency),
                        unit: variation.unit,
                        min: variation.minOrderQty,
                        multiple: variation.multipleOf,
                      })}
                      {variation.hidePrice && ` · ${t('quotationForm.priceHidden')}`}
                      {!variation.available && ` · ${t('quotationForm.unavailable')}`}
                    </Text>
                  )}
                  <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                    <Controller
                      control={control}
                      name={`lines.${index}.quantity`}
                      render={({ field: f }) => (
                        <NumberInput
                          label={
                            variation
                              ? t('quotationForm.quantityIn', { unit: variation.unit })
                              : t('quotationForm.quantity')
                          }
                          withAsterisk
                          min={1}
                          allowDecimal={false}
                          allowNegative={false}
                          thousandSeparator=","
                          value={f.value ?? ''}
                          onChange={(v) => f.onChange(typeof v === 'number' ? v : null)}
                          onBlur={f.onBlur}
                          error={fieldMessage(lineErrors?.quantity?.message)}
                        />
                      )}
                    />
                    <MoneyField
                      control={control}
                      name={`lines.${index}.unitPriceSen`}
                      label={t('quotationForm.unitPrice')}
                      currency={currency}
                      required
                    />
                    <MoneyField
                      control={control}
                      name={`lines.${index}.discountSen`}
                      label={t('quotationForm.discount')}
                      currency={currency}
                      emptyAs={0}
                    />
                  </SimpleGrid>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="gray.7">
                      {t('quotationForm.netUnitPrice')}: {money(computed?.netUnitPriceSen ?? null)}
                    </Text>
                    <Text size="sm" fw={600}>
                      {t('quotationForm.lineTotal')}: {money(computed?.lineTotalSen ?? null)}
                    </Text>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </Stack>
        {linesError && (
          <Text size="sm" c="red.8" role="alert">
            {linesError}
          </Text>
        )}
        {unused.length > 0 && fields.length < MAX_LINES && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              append({
                variationId: unused[0]!.variationId,
                quantity: unused[0]!.minOrderQty,
                unitPriceSen: unused[0]!.listedPriceSen,
                discountSen: 0,
              })
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {t('quotationForm.addLine')}
          </Button>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MoneyField
            control={control}
            name="deliveryFeeSen"
            label={t('quotationForm.deliveryFee')}
            currency={currency}
            required
          />
          <Controller
            control={control}
            name="deliveryMethod"
            render={({ field: f }) => (
              <Select
                label={t('quotationForm.deliveryMethod')}
                withAsterisk
                data={DELIVERY_METHODS.map((m) => ({ value: m, label: t(`deliveryMethod.${m}`) }))}
                value={f.value ?? null}
                onChange={(v) => f.onChange(v ?? undefined)}
                onBlur={f.onBlur}
                error={fieldMessage(errors.deliveryMethod?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="leadDays"
            render={({ field: f }) => (
              <NumberInput
                label={t('quotationForm.leadDays')}
                description={t('quotationForm.leadDaysHint')}
                withAsterisk
                min={0}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                value={f.value ?? ''}
                onChange={(v) => f.onChange(typeof v === 'number' ? v : null)}
                onBlur={f.onBlur}
                error={fieldMessage(errors.leadDays?.message)}
              />
            )}
          />
          <TextInput
            type="date"
            label={t('quotationForm.validUntil')}
            description={t('quotationForm.validUntilHint', { days: QUOTATION_MAX_VALID_DAYS })}
            withAsterisk
            min={malaysianToday()}
            max={malaysianDaysAhead(QUOTATION_MAX_VALID_DAYS)}
            error={fieldMessage(errors.validUntil?.message)}
            {...register('validUntil')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="paymentTerms"
          render={({ field: f }) => (
            <Radio.Group
              label={t('quotationForm.paymentTerms')}
              withAsterisk
              value={f.value ?? ''}
              onChange={(v) => f.onChange(v)}
              error={fieldMessage(errors.paymentTerms?.message)}
            >
              <Stack gap="xs" mt={6}>
                {QUOTATION_PAYMENT_TERMS.map((term) => (
                  <Radio key={term} value={term} label={t(`quotationForm.terms.${term}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('quotationForm.notes')}
          description={t('quotationForm.notesHint')}
          autosize
          minRows={2}
          maxLength={ENQUIRY_TEXT_MAX}
          error={fieldMessage(errors.notes?.message)}
          {...register('notes')}
        />
        <AttachmentField
          value={attachment}
          onChange={(next) => {
            setAttachment(next);
            setValue('attachmentFileId', next?.id ?? null);
          }}
          error={fieldMessage(errors.attachmentFileId?.message)}
        />

        <Card withBorder radius="sm" padding="sm" bg="gray.0" aria-live="polite">
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">{t('quotationForm.subtotal')}</Text>
              <Text size="sm">{formatMoney(totals.subtotalSen, currency)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('quotationForm.deliveryFee')}</Text>
              <Text size="sm">{formatMoney(deliveryFeeSen ?? 0, currency)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>{t('quotationForm.total')}</Text>
              <Text fw={700} fz="lg">
                {formatMoney(totals.totalSen, currency)}
              </Text>
            </Group>
          </Stack>
        </Card>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('quotationForm.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {previous ? t('quotationForm.sendRevision', { version: nextVersion }) : t('quotationForm.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
