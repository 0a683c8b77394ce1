/** Every field of a product (createProductSchema drives the form) with its variations; money in RM, weight in kg, sizes in cm. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  ACTION_NEEDS,
  type CreateProductInput,
  MALAYSIAN_STATES,
  type Product,
  cmToMm,
  createProductSchema,
  gramsToKg,
  kgToGrams,
  mmToCm,
  ringgitToSen,
  senToRinggit,
  updateProductSchema,
} from '@binamart/shared';
import { FileField, type FileFieldValue } from '@/components/ui/file-field';
import { PermittedAction } from '@/components/ui/permitted-action';
import { ApiError } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { applyServerErrors } from '@/lib/form-errors';
import { ImagesField } from './images-field';
import { UnitNumberField } from './unit-number-field';
import { NEW_VARIATION, VariationsEditor } from './variations-editor';

const STATE_OPTIONS = [...MALAYSIAN_STATES];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

function emptyProduct(): CreateProductInput {
  return {
    type: 'product',
    name: '',
    brand: '',
    tags: '',
    categoryId: '',
    subcategoryId: null,
    description: '',
    specification: '',
    certificationStatus: 'none',
    certificationExpiry: null,
    certificationFileId: null,
    catalogueFileId: null,
    imageFileIds: [],
    videoUrl: '',
    saleType: 'sale',
    leadDays: undefined as unknown as number,
    states: [],
    currency: 'MYR',
    newArrival: false,
    deliveryLocations: [],
    excludedDeliveryFees: false,
    jkrApproved: false,
    weightGrams: 0,
    lengthMm: 0,
    widthMm: 0,
    heightMm: 0,
    upfrontFeeSen: null,
    subsequentFeeSen: null,
    salePriceSen: null,
    deliveryIncluded: null,
    variations: [{ ...NEW_VARIATION }],
  };
}

/** A stored product as form values; file ids come back from their urls so a save keeps them. */
function fromProduct(p: Product): CreateProductInput {
  return {
    ...p,
    certificationExpiry: p.certificationExpiry?.slice(0, 10) ?? null,
    certificationFileId: p.certificationFileId,
    catalogueFileId: p.catalogueFileId,
    imageFileIds: p.images.map((image) => image.fileId),
    states: p.states as CreateProductInput['states'],
    deliveryLocations: p.deliveryLocations as CreateProductInput['deliveryLocations'],
    variations: p.variations.map((v) => ({
      id: v.id,
      name: v.name,
      imageFileId: v.imageFileId,
      summary: v.summary,
      unit: v.unit,
      minOrderQty: v.minOrderQty,
      multipleOf: v.multipleOf,
      listPriceSen: v.listPriceSen ?? (undefined as unknown as number),
      sellingPriceSen: v.sellingPriceSen ?? (undefined as unknown as number),
      available: v.available,
      hidePrice: v.hidePrice,
    })),
  };
}

const docValue = (url: string | null): FileFieldValue | null => (url ? { url, isImage: false } : null);

export function ProductForm({
  product,
  onSubmit,
}: {
  /** the product being edited, or undefined for a new one */
  product?: Product;
  onSubmit: (input: CreateProductInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [failure, setFailure] = useState<{ message: string; hub: boolean } | null>(null);
  const [previews, setPreviews] = useState<Record<string, string>>(() =>
    Object.fromEntries((product?.images ?? []).map((image) => [image.fileId, image.url])),
  );
  const [certFile, setCertFile] = useState<FileFieldValue | null>(docValue(product?.certificationFileUrl ?? null));
  const [catalogueFile, setCatalogueFile] = useState<FileFieldValue | null>(
    docValue(product?.catalogueFileUrl ?? null),
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateProductInput>({
    resolver: zodResolver(product ? updateProductSchema : createProductSchema) as never,
    defaultValues: product ? fromProduct(product) : emptyProduct(),
  });
  const message = (m?: string) => (m ? t(m) : undefined);
  const type = watch('type');
  const categoryId = watch('categoryId');
  const topCategories = categories.filter((c) => c.parentId === null);
  const subcategories = categories.filter((c) => c.parentId === categoryId);

  const submit = handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        await onSubmit(input);
      } catch (error) {
        const hub = error instanceof ApiError && error.code === 'hub_required';
        if (hub) setError('type', { type: 'server', message: error.message });
        const text = applyServerErrors(error, setError, {
          codes: { category_locked: 'categoryId' },
          fallback: t('errors.internal'),
        });
        if (text) setFailure({ message: text, hub });
      }
    },
    () => setFailure({ message: t('errors.validation'), hub: false }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('productForm.moderation')}
        </Alert>
        <Section title={t('productForm.sections.basics')}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="product-type-label">
                  {t('productForm.fields.type')}
                </Text>
                <SegmentedControl
                  aria-labelledby="product-type-label"
                  value={field.value ?? 'product'}
                  onChange={field.onChange}
                  data={[
                    { value: 'product', label: t('shop.types.product') },
                    { value: 'service', label: t('shop.types.service') },
                  ]}
                  style={{ alignSelf: 'flex-start' }}
                />
                {errors.type?.message && (
                  <Text size="sm" c="red.8" role="alert">
                    {t(errors.type.message)}{' '}
                    <Anchor component={Link} to="/seller/hub" size="sm">
                      {t('productForm.hubLink')}
                    </Anchor>
                  </Text>
                )}
              </Stack>
            )}
          />
          <TextInput
            label={t('productForm.fields.name')}
            withAsterisk
            error={message(errors.name?.message)}
            {...register('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('productForm.fields.brand')}
              error={message(errors.brand?.message)}
              {...register('brand')}
            />
            <TextInput
              label={t('productForm.fields.tags')}
              description={t('productForm.fields.tagsHint')}
              error={message(errors.tags?.message)}
              {...register('tags')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {product ? (
              <TextInput
                label={t('productForm.fields.category')}
                description={t('productForm.fields.categoryLocked')}
                value={product.categoryName}
                readOnly
                error={message(errors.categoryId?.message)}
              />
            ) : (
              <Controller
                control={control}
                name="categoryId"
                render={({ field }) => (
                  <Select
                    label={t('productForm.fields.category')}
                    withAsterisk
                    data={topCategories.map((c) => ({ value: c.id, label: c.name }))}
                    value={field.value || null}
                    onChange={(v) => {
                      field.onChange(v ?? '');
                      setValue('subcategoryId', null);
                    }}
                    onBlur={field.onBlur}
                    searchable
                    error={message(errors.categoryId?.message)}
                  />
                )}
              />
            )}
            <Controller
              control={control}
              name="subcategoryId"
              render={({ field }) => (
                <Select
                  label={t('productForm.fields.subcategory')}
                  placeholder={t('productForm.fields.noSubcategory')}
                  data={subcategories.map((c) => ({ value: c.id, label: c.name }))}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? null)}
                  disabled={subcategories.length === 0}
                  clearable
                  error={message(errors.subcategoryId?.message)}
                />
              )}
            />
          </SimpleGrid>
        </Section>

        {type === 'service' && (
          <Section title={t('productForm.sections.service')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <UnitNumberField
                control={control}
                name="salePriceSen"
                label={t('productForm.fields.salePrice')}
                toDisplay={senToRinggit}
                fromDisplay={ringgitToSen}
                decimalScale={2}
                empty={null}
                required
              />
              <UnitNumberField
                control={control}
                name="upfrontFeeSen"
                label={t('productForm.fields.upfrontFee')}
                toDisplay={senToRinggit}
                fromDisplay={ringgitToSen}
                decimalScale={2}
                empty={null}
              />
              <UnitNumberField
                control={control}
                name="subsequentFeeSen"
                label={t('productForm.fields.subsequentFee')}
                toDisplay={senToRinggit}
                fromDisplay={ringgitToSen}
                decimalScale={2}
                empty={null}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="deliveryIncluded"
              render={({ field }) => (
                <Select
                  label={t('productForm.fields.delivery')}
                  data={[
                    { value: 'yes', label: t('productForm.fields.deliveryIncluded') },
                    { value: 'no', label: t('productForm.fields.exFactory') },
                  ]}
                  value={field.value === null || field.value === undefined ? null : field.value ? 'yes' : 'no'}
                  onChange={(v) => field.onChange(v === null ? null : v === 'yes')}
                  clearable
                  maw={320}
                />
              )}
            />
          </Section>
        )}

        <Section title={t('productForm.sections.media')}>
          <ImagesField
            control={control}
            previews={previews}
            onPreview={(id, url) => setPreviews((all) => ({ ...all, [id]: url }))}
          />
          <TextInput
            label={t('productForm.fields.videoUrl')}
            type="url"
            placeholder="https://"
            error={message(errors.videoUrl?.message)}
            {...register('videoUrl')}
          />
        </Section>

        <Section title={t('productForm.sections.details')}>
          <Textarea
            label={t('productForm.fields.description')}
            autosize
            minRows={3}
            error={message(errors.description?.message)}
            {...register('description')}
          />
          <Textarea
            label={t('productForm.fields.specification')}
            autosize
            minRows={3}
            error={message(errors.specification?.message)}
            {...register('specification')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="certificationStatus"
              render={({ field }) => (
                <Select
                  label={t('productForm.fields.certificationStatus')}
                  data={(['none', 'pending', 'verified', 'expired'] as const).map((s) => ({
                    value: s,
                    label: t(`productPage.certStatus.${s}`),
                  }))}
                  value={field.value ?? 'none'}
                  onChange={(v) => field.onChange(v ?? 'none')}
                />
              )}
            />
            <Controller
              control={control}
              name="certificationExpiry"
              render={({ field, fieldState }) => (
                <TextInput
                  type="date"
                  label={t('productForm.fields.certificationExpiry')}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value || null)}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FileField
              label={t('productForm.fields.certificationFile')}
              purpose="product-file"
              value={certFile}
              onChange={(file, display) => {
                setCertFile(display);
                setValue('certificationFileId', file?.id ?? null, { shouldDirty: true });
              }}
            />
            <FileField
              label={t('productForm.fields.catalogueFile')}
              purpose="product-file"
              value={catalogueFile}
              onChange={(file, display) => {
                setCatalogueFile(display);
                setValue('catalogueFileId', file?.id ?? null, { shouldDirty: true });
              }}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('productForm.sections.selling')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={control}
              name="saleType"
              render={({ field }) => (
                <Select
                  label={t('productForm.fields.saleType')}
                  data={(['sale', 'rental'] as const).map((s) => ({
                    value: s,
                    label: t(`productPage.saleTypes.${s}`),
                  }))}
                  value={field.value ?? 'sale'}
                  onChange={(v) => field.onChange(v ?? 'sale')}
                />
              )}
            />
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <Select
                  label={t('productForm.fields.currency')}
                  withAsterisk
                  data={['MYR', 'USD']}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  error={message(errors.currency?.message)}
                />
              )}
            />
            <UnitNumberField control={control} name="leadDays" label={t('productForm.fields.leadDays')} required />
          </SimpleGrid>
          <Controller
            control={control}
            name="states"
            render={({ field }) => (
              <MultiSelect
                label={t('productForm.fields.states')}
                withAsterisk
                data={STATE_OPTIONS}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                error={message(errors.states?.message)}
              />
            )}
          />
          <Group gap="xl">
            <Controller
              control={control}
              name="newArrival"
              render={({ field }) => (
                <Switch
                  label={t('productForm.fields.newArrival')}
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="jkrApproved"
              render={({ field }) => (
                <Switch
                  label={t('productForm.fields.jkrApproved')}
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          </Group>
        </Section>

        <Section title={t('productForm.sections.delivery')}>
          <Controller
            control={control}
            name="deliveryLocations"
            render={({ field }) => (
              <MultiSelect
                label={t('productForm.fields.deliveryLocations')}
                data={STATE_OPTIONS}
                value={field.value ?? []}
                onChange={field.onChange}
                searchable
                error={message(errors.deliveryLocations?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="excludedDeliveryFees"
            render={({ field }) => (
              <Switch
                label={t('productForm.fields.excludedDeliveryFees')}
                checked={field.value ?? false}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <UnitNumberField
              control={control}
              name="weightGrams"
              label={t('productForm.fields.weight')}
              toDisplay={gramsToKg}
              fromDisplay={kgToGrams}
              decimalScale={3}
              required
            />
            {(['lengthMm', 'widthMm', 'heightMm'] as const).map((name) => (
              <UnitNumberField
                key={name}
                control={control}
                name={name}
                label={t(`productForm.fields.${name.replace('Mm', '')}`)}
                toDisplay={mmToCm}
                fromDisplay={cmToMm}
                decimalScale={1}
                required
              />
            ))}
          </SimpleGrid>
        </Section>

        <Section title={t('productForm.sections.variations')}>
          <VariationsEditor
            control={control}
            register={register}
            setValue={setValue}
            errors={errors}
            initialImages={Object.fromEntries(
              (product?.variations ?? []).filter((v) => v.imageUrl).map((v) => [v.id, v.imageUrl!]),
            )}
          />
        </Section>

        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure.message}
            {failure.hub && (
              <>
                {' '}
                <Anchor component={Link} to="/seller/hub">
                  {t('productForm.hubLink')}
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button component={Link} to="/seller/products" variant="default">
            {t('common.cancel')}
          </Button>
          <PermittedAction need={ACTION_NEEDS.editProduct}>
            <Button type="submit" loading={isSubmitting}>
              {product ? t('productForm.submitEdit') : t('productForm.submitCreate')}
            </Button>
          </PermittedAction>
        </Group>
      </Stack>
    </form>
  );
}
