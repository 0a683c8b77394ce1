/** The variations of a product: add and remove rows, each with its order rules and prices. */
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  Controller,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type CreateProductInput, type VariationInput, ringgitToSen, senToRinggit } from '@binamart/shared';
import { FileField, type FileFieldValue } from '@/components/ui/file-field';
import { UnitNumberField } from './unit-number-field';

export const NEW_VARIATION: VariationInput = {
  name: '',
  summary: '',
  unit: '',
  imageFileId: null,
  minOrderQty: 1,
  multipleOf: 1,
  listPriceSen: undefined as unknown as number,
  sellingPriceSen: undefined as unknown as number,
  available: true,
  hidePrice: false,
};

export function VariationsEditor({
  control,
  register,
  setValue,
  errors,
  initialImages,
}: {
  control: Control<CreateProductInput>;
  register: UseFormRegister<CreateProductInput>;
  setValue: UseFormSetValue<CreateProductInput>;
  errors: FieldErrors<CreateProductInput>;
  /** variation id → image url of the stored product */
  initialImages: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'variations', keyName: 'key' });
  const [images, setImages] = useState<Record<string, FileFieldValue | null>>({});
  const message = (m?: string) => (m ? t(m) : undefined);
  const rootError = errors.variations?.root?.message ?? errors.variations?.message;

  return (
    <Stack gap="md">
      {rootError && (
        <Alert color="red" role="alert">
          {t(rootError)}
        </Alert>
      )}
      {fields.map((item, index) => {
        const e = errors.variations?.[index];
        const storedId = item.id;
        const image =
          images[item.key] !== undefined
            ? images[item.key]!
            : storedId && initialImages[storedId]
              ? { url: initialImages[storedId]!, isImage: true }
              : null;
        return (
          <Fieldset key={item.key} legend={t('productForm.variation.title', { n: index + 1 })} radius="md">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('productForm.variation.name')}
                  withAsterisk
                  error={message(e?.name?.message)}
                  {...register(`variations.${index}.name`)}
                />
                <TextInput
                  label={t('productForm.variation.unit')}
                  withAsterisk
                  placeholder="bag, tonne, m²"
                  error={message(e?.unit?.message)}
                  {...register(`variations.${index}.unit`)}
                />
              </SimpleGrid>
              <Textarea
                label={t('productForm.variation.summary')}
                autosize
                minRows={1}
                error={message(e?.summary?.message)}
                {...register(`variations.${index}.summary`)}
              />
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <UnitNumberField
                  control={control}
                  name={`variations.${index}.minOrderQty`}
                  label={t('productForm.variation.moq')}
                  required
                />
                <UnitNumberField
                  control={control}
                  name={`variations.${index}.multipleOf`}
                  label={t('productForm.variation.multipleOf')}
                  required
                />
                <UnitNumberField
                  control={control}
                  name={`variations.${index}.listPriceSen`}
                  label={t('productForm.variation.listPrice')}
                  toDisplay={senToRinggit}
                  fromDisplay={ringgitToSen}
                  decimalScale={2}
                  required
                />
                <UnitNumberField
                  control={control}
                  name={`variations.${index}.sellingPriceSen`}
                  label={t('productForm.variation.sellingPrice')}
                  toDisplay={senToRinggit}
                  fromDisplay={ringgitToSen}
                  decimalScale={2}
                  required
                />
              </SimpleGrid>
              <FileField
                label={t('productForm.variation.image')}
                purpose="variation-image"
                value={image}
                onChange={(file, display) => {
                  setImages((all) => ({ ...all, [item.key]: display }));
                  setValue(`variations.${index}.imageFileId`, file?.id ?? null, { shouldDirty: true });
                }}
              />
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="lg">
                  <Controller
                    control={control}
                    name={`variations.${index}.available`}
                    render={({ field }) => (
                      <Switch
                        label={t('productForm.variation.available')}
                        checked={field.value ?? true}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`variations.${index}.hidePrice`}
                    render={({ field }) => (
                      <Switch
                        label={t('productForm.variation.hidePrice')}
                        checked={field.value ?? false}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                      />
                    )}
                  />
                </Group>
                <Button
                  variant="subtle"
                  color="red.8"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => remove(index)}
                  aria-label={t('productForm.variation.remove', { n: index + 1 })}
                >
                  {t('sellerProducts.delete')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append({ ...NEW_VARIATION })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('productForm.variation.add')}
      </Button>
    </Stack>
  );
}
