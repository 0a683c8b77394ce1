/** Add or edit an advertisement (adInputSchema drives the form and its messages). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  AD_PLACEMENTS,
  type AdInput,
  type AdReport,
  type AdValues,
  type AdminAd,
  adInputSchema,
} from '@binamart/shared';
import { FileField, type FileFieldValue } from '@/components/ui/file-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveAd } from '../api/use-save-ad';
import { fromLocalInput, toLocalInput } from '../lib/malaysian-time';

const valuesOf = (ad: AdminAd | null): AdInput => ({
  title: ad?.title ?? '',
  placement: (ad?.placement ?? undefined) as AdInput['placement'],
  phoneImageFileId: ad?.phoneImageFileId ?? '',
  desktopImageFileId: ad?.desktopImageFileId ?? '',
  link: ad?.link ?? '',
  startsAt: ad?.startsAt ?? '',
  endsAt: ad?.endsAt ?? '',
  priority: ad?.priority ?? 50,
  active: ad?.active ?? true,
});

export function AdForm({ ad, onSaved }: { ad: AdminAd | null; onSaved: (saved: AdReport) => void }) {
  const { t } = useTranslation();
  const save = useSaveAd();
  const [failure, setFailure] = useState<string | null>(null);
  const [phone, setPhone] = useState<FileFieldValue | null>(ad ? { url: ad.phoneImageUrl, isImage: true } : null);
  const [desktop, setDesktop] = useState<FileFieldValue | null>(ad ? { url: ad.desktopImageUrl, isImage: true } : null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AdInput, unknown, AdValues>({ resolver: zodResolver(adInputSchema), defaultValues: valuesOf(ad) });
  const message = (m?: string) => (m ? t(m) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync({ id: ad?.id ?? null, input: values }));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  const timeField = (name: 'startsAt' | 'endsAt') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          type="datetime-local"
          label={t(`adminAds.fields.${name}`)}
          description={t('adminAds.fields.timeHint')}
          withAsterisk
          value={toLocalInput(field.value)}
          onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value) ?? '')}
          onBlur={field.onBlur}
          error={message(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('adminAds.fields.title')}
          description={t('adminAds.fields.titleHint')}
          withAsterisk
          error={message(errors.title?.message)}
          {...register('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="placement"
            render={({ field }) => (
              <Select
                label={t('adminAds.fields.placement')}
                withAsterisk
                data={AD_PLACEMENTS.map((placement) => ({
                  value: placement,
                  label: t(`adminAds.placements.${placement}`),
                }))}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                error={message(errors.placement?.message)}
              />
            )}
          />
          <TextInput
            label={t('adminAds.fields.link')}
            description={t('adminAds.fields.linkHint')}
            withAsterisk
            error={message(errors.link?.message)}
            {...register('link')}
          />
          <FileField
            label={t('adminAds.fields.phoneImage')}
            description={t('adminAds.fields.phoneImageHint')}
            purpose="content-image"
            value={phone}
            onChange={(file, display) => {
              setPhone(display);
              setValue('phoneImageFileId', file?.id ?? '', { shouldDirty: true });
            }}
            error={message(errors.phoneImageFileId?.message)}
          />
          <FileField
            label={t('adminAds.fields.desktopImage')}
            description={t('adminAds.fields.desktopImageHint')}
            purpose="content-image"
            value={desktop}
            onChange={(file, display) => {
              setDesktop(display);
              setValue('desktopImageFileId', file?.id ?? '', { shouldDirty: true });
            }}
            error={message(errors.desktopImageFileId?.message)}
          />
          {timeField('startsAt')}
          {timeField('endsAt')}
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <NumberInput
                label={t('adminAds.fields.priority')}
                description={t('adminAds.fields.priorityHint')}
                withAsterisk
                min={0}
                max={100}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                onBlur={field.onBlur}
                error={message(errors.priority?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                mt={{ base: 0, sm: 30 }}
                label={t('adminAds.fields.active')}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('adminAds.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
