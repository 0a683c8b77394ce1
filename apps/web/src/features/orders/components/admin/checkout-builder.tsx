/**
 * The first step of an order an administrator makes for a buyer (create, create with PO, edit a
 * draft): the buyer company, the items with their quantities and the purchase order. Saving makes
 * or changes the draft checkout; delivery and payment follow on the place-order page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { useNavigate } from 'react-router';
import {
  type AdminCheckoutInput,
  type Checkout,
  type Currency,
  adminCheckoutSchema,
  formatMoney,
} from '@binamart/shared';
import { DeleteAction } from '@/components/ui/row-actions';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveAdminCheckout } from '../../api/use-save-admin-checkout';
import { useAdminCompanies } from '@/features/company/index';
import { type LineInfo, ProductPicker } from './product-picker';
import { PurchaseOrderField, type PurchaseOrderFile } from './purchase-order-field';

export type BuilderMode = 'create' | 'createWithPo' | 'edit';

/** With a purchase order, its number is required too. */
const withPoSchema = adminCheckoutSchema.refine((v) => v.poNumber.trim() !== '', {
  error: 'validation.required',
  path: ['poNumber'],
});

/** The id in a file URL the API gives (/api/files/<id>), so an edit keeps the purchase order it had. */
const fileIdOf = (url: string | null) => url?.split('/').pop() ?? null;

function initialInfo(checkout?: Checkout): Record<string, LineInfo> {
  return Object.fromEntries(
    (checkout?.lines ?? []).map((line) => [
      line.variationId,
      {
        productName: line.productName,
        variationName: line.variationName,
        unit: line.unit,
        unitPriceSen: line.unitPriceSen,
        currency: line.currency,
        sellerName: line.seller.name,
        minOrderQty: null,
        multipleOf: null,
      },
    ]),
  );
}

export function CheckoutBuilder({ mode, checkout }: { mode: BuilderMode; checkout?: Checkout }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveDraft = useSaveAdminCheckout();
  const withPo = mode === 'createWithPo' || (mode === 'edit' && !!checkout?.poNumber);
  const [info, setInfo] = useState<Record<string, LineInfo>>(() => initialInfo(checkout));
  const [buyerName, setBuyerName] = useState(checkout?.buyerCompany.name ?? '');
  const [buyerSearch, setBuyerSearch] = useState(checkout?.buyerCompany.name ?? '');
  const [poFile, setPoFile] = useState<PurchaseOrderFile | null>(
    checkout?.poFileUrl ? { id: fileIdOf(checkout.poFileUrl)!, url: checkout.poFileUrl, name: null } : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const buyers = useAdminCompanies({ kind: 'buyer', q: buyerSearch === buyerName ? '' : buyerSearch, pageSize: 20 });
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AdminCheckoutInput>({
    resolver: zodResolver(withPo ? withPoSchema : adminCheckoutSchema),
    defaultValues: {
      buyerCompanyId: checkout?.buyerCompany.id ?? '',
      lines: (checkout?.lines ?? []).map((l) => ({ variationId: l.variationId, quantity: l.quantity })),
      poNumber: checkout?.poNumber ?? '',
      poFileId: fileIdOf(checkout?.poFileUrl ?? null),
    },
  });
  const lines = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const watched = useWatch({ control, name: 'lines' }) ?? [];
  const currency: Currency = Object.values(info)[0]?.currency ?? 'MYR';
  const subtotal = watched.reduce(
    (sum, line) => sum + (info[line.variationId]?.unitPriceSen ?? 0) * (Number(line.quantity) || 0),
    0,
  );

  const addLine = (variationId: string, line: LineInfo) => {
    setInfo((current) => ({ ...current, [variationId]: line }));
    clearErrors('lines');
    const index = watched.findIndex((l) => l.variationId === variationId);
    const step = line.multipleOf ?? 1;
    if (index >= 0) lines.update(index, { variationId, quantity: (Number(watched[index]!.quantity) || 0) + step });
    else lines.append({ variationId, quantity: Math.max(line.minOrderQty ?? 1, 1) });
  };

  const save = (next: 'place' | 'drafts') =>
    handleSubmit(async (input) => {
      setFailure(null);
      try {
        const body = { ...input, poFileId: poFile?.id ?? null };
        const saved = await saveDraft.mutateAsync({ id: checkout?.id ?? null, input: body });
        if (next === 'place') await navigate(`/admin/order/PlaceOrder/${saved.id}`);
        else await navigate('/admin/order/Drafts', { state: { saved: true } });
      } catch (error) {
        setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
      }
    });

  const buyerOptions = [
    ...(buyers.data?.items ?? []).map((c) => ({
      value: c.id,
      label: c.publicSector ? `${c.name} (${t('adminCheckout.publicSector')})` : c.name,
    })),
  ];
  const message = (key?: string) => (key ? t(key) : undefined);

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="lg">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Card withBorder radius="md">
          <Controller
            control={control}
            name="buyerCompanyId"
            render={({ field, fieldState }) => (
              <Select
                label={t('adminCheckout.buyer')}
                placeholder={t('adminCheckout.buyerSearch')}
                withAsterisk
                searchable
                clearable
                data={
                  field.value && !buyerOptions.some((o) => o.value === field.value)
                    ? [{ value: field.value, label: buyerName }, ...buyerOptions]
                    : buyerOptions
                }
                filter={({ options }) => options}
                searchValue={buyerSearch}
                onSearchChange={setBuyerSearch}
                value={field.value || null}
                onChange={(value, option) => {
                  field.onChange(value ?? '');
                  setBuyerName(option?.label ?? '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                nothingFoundMessage={buyers.isFetching ? t('common.loading') : t('adminCheckout.noBuyers')}
                error={message(fieldState.error?.message)}
                maw={560}
              />
            )}
          />
        </Card>

        <Card withBorder radius="md">
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('adminCheckout.items')}
            </Title>
            <ProductPicker onAdd={addLine} />
            {lines.fields.length === 0 ? (
              <Text size="sm" c={errors.lines ? 'red.8' : 'gray.7'} role={errors.lines ? 'alert' : undefined}>
                {errors.lines?.message ? t(errors.lines.message) : t('adminCheckout.noItems')}
              </Text>
            ) : (
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {lines.fields.map((field, index) => {
                  const line = info[field.variationId];
                  const name = line ? `${line.productName} · ${line.variationName}` : field.variationId;
                  const quantity = Number(watched[index]?.quantity) || 0;
                  return (
                    <Group
                      key={field.key}
                      component="li"
                      justify="space-between"
                      align="flex-start"
                      gap="sm"
                      py="sm"
                      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                    >
                      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                        <Text fw={600} size="sm">
                          {line?.productName}
                        </Text>
                        <Text size="sm">{line?.variationName}</Text>
                        <Text size="xs" c="gray.7">
                          {line?.sellerName}
                          {line && ` · ${formatMoney(line.unitPriceSen, line.currency)} / ${line.unit}`}
                        </Text>
                      </div>
                      <Group gap="sm" align="flex-start" wrap="nowrap">
                        <Controller
                          control={control}
                          name={`lines.${index}.quantity`}
                          render={({ field: q, fieldState }) => (
                            <NumberInput
                              label={t('adminCheckout.quantity')}
                              aria-label={t('adminCheckout.quantityOf', { name })}
                              description={
                                line?.minOrderQty
                                  ? t('adminCheckout.minimum', { min: line.minOrderQty, multiple: line.multipleOf })
                                  : undefined
                              }
                              min={1}
                              step={line?.multipleOf ?? 1}
                              allowDecimal={false}
                              allowNegative={false}
                              w={140}
                              value={q.value}
                              onChange={(value) => q.onChange(typeof value === 'number' ? value : Number(value) || 0)}
                              onBlur={q.onBlur}
                              ref={q.ref}
                              error={message(fieldState.error?.message)}
                            />
                          )}
                        />
                        <Stack gap={4} align="flex-end" pt={24}>
                          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                            {line ? formatMoney(line.unitPriceSen * quantity, line.currency) : ''}
                          </Text>
                          <DeleteAction
                            label={t('adminCheckout.remove', { name })}
                            onClick={() => lines.remove(index)}
                          />
                        </Stack>
                      </Group>
                    </Group>
                  );
                })}
                <Group
                  component="li"
                  justify="space-between"
                  py="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Text fw={700}>{t('adminCheckout.subtotal')}</Text>
                  <Text fw={700}>{formatMoney(subtotal, currency)}</Text>
                </Group>
              </Stack>
            )}
          </Stack>
        </Card>

        {withPo && (
          <Card withBorder radius="md">
            <Stack gap="md" maw={560}>
              <TextInput
                label={t('adminCheckout.poNumber')}
                withAsterisk
                error={message(errors.poNumber?.message)}
                {...register('poNumber')}
              />
              <PurchaseOrderField value={poFile} onChange={setPoFile} error={message(errors.poFileId?.message)} />
            </Stack>
          </Card>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" loading={isSubmitting} onClick={() => void save('drafts')()}>
            {t('adminCheckout.saveDraft')}
          </Button>
          <Button loading={isSubmitting} onClick={() => void save('place')()}>
            {t('adminCheckout.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
