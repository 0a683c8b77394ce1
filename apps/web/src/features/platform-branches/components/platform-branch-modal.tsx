/** Add or edit a platform branch (platformBranchInputSchema drives the form and its messages). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  MALAYSIAN_STATES,
  PLATFORM_BRANCH_KINDS,
  type PlatformBranch,
  type PlatformBranchInput,
  type PlatformBranchValues,
  platformBranchInputSchema,
} from '@binamart/shared';
import { FileField, type FileFieldValue } from '@/components/ui/file-field';
import { FormModal } from '@/components/ui/form-modal';
import { applyServerErrors } from '@/lib/form-errors';
import { OpeningHoursInput } from '../../hub/index';
import { useSavePlatformBranch } from '../api/use-save-platform-branch';

const WORKDAY = { open: '08:30', close: '17:30' };

function valuesOf(branch: PlatformBranch | null): PlatformBranchInput {
  return {
    name: branch?.name ?? '',
    kind: (branch?.kind ?? undefined) as PlatformBranchInput['kind'],
    // the record shows the image's url only; sending its id again keeps the image
    imageFileId: branch?.imageFileId ?? null,
    addressLine1: branch?.addressLine1 ?? '',
    addressLine2: branch?.addressLine2 ?? '',
    postcode: branch?.postcode ?? '',
    city: branch?.city ?? '',
    state: (branch?.state ?? undefined) as PlatformBranchInput['state'],
    country: branch?.country ?? 'Malaysia',
    phone: branch?.phone ?? '',
    email: branch?.email ?? '',
    openingHours: branch?.openingHours ?? {
      mon: WORKDAY,
      tue: WORKDAY,
      wed: WORKDAY,
      thu: WORKDAY,
      fri: WORKDAY,
      sat: { open: '09:00', close: '13:00' },
      sun: null,
    },
    // a point taken from the postcode is not the administrator's: left empty, it follows the postcode
    latitude: branch?.pointEntered ? branch.latitude : null,
    longitude: branch?.pointEntered ? branch.longitude : null,
    active: branch?.active ?? true,
  };
}

/** `branch` undefined: closed; null: a new branch; a branch: edit it. */
export function PlatformBranchModal({
  branch,
  onClose,
  onSaved,
}: {
  branch: PlatformBranch | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={branch !== undefined}
      onClose={onClose}
      title={branch ? t('platformBranchesPage.editTitle', { name: branch.name }) : t('platformBranchesPage.addTitle')}
    >
      {branch !== undefined && (
        <PlatformBranchForm key={branch?.id ?? 'new'} branch={branch} onClose={onClose} onSaved={onSaved} />
      )}
    </FormModal>
  );
}

function PlatformBranchForm({
  branch,
  onClose,
  onSaved,
}: {
  branch: PlatformBranch | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePlatformBranch();
  const [failure, setFailure] = useState<string | null>(null);
  const [image, setImage] = useState<FileFieldValue | null>(
    branch?.imageUrl ? { url: branch.imageUrl, isImage: true } : null,
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PlatformBranchInput, unknown, PlatformBranchValues>({
    resolver: zodResolver(platformBranchInputSchema),
    defaultValues: valuesOf(branch),
  });
  const message = (m?: string) => (m ? t(m) : undefined);
  type TextName = 'name' | 'addressLine1' | 'addressLine2' | 'postcode' | 'city' | 'country' | 'phone' | 'email';
  const input = (name: TextName, required = true) => ({
    label: t(`platformBranchesPage.fields.${name}`),
    withAsterisk: required,
    error: message(errors[name]?.message),
    ...register(name),
  });
  const coordinate = (name: 'latitude' | 'longitude') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`platformBranchesPage.fields.${name}`)}
          decimalScale={6}
          hideControls
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          onBlur={field.onBlur}
          error={message(errors[name]?.message)}
        />
      )}
    />
  );

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: branch?.id ?? null, input: values });
      onSaved();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput {...input('name')} data-autofocus />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t('platformBranchesPage.fields.kind')}
                withAsterisk
                data={PLATFORM_BRANCH_KINDS.map((kind) => ({ value: kind, label: t(`platformBranchKinds.${kind}`) }))}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                error={message(errors.kind?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                mt={{ base: 0, sm: 30 }}
                label={t('platformBranchesPage.fields.active')}
                description={t('platformBranchesPage.fields.activeHint')}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </SimpleGrid>
        <FileField
          label={t('platformBranchesPage.fields.image')}
          purpose="platform-branch-image"
          value={image}
          onChange={(file, display) => {
            setImage(display);
            setValue('imageFileId', file?.id ?? null, { shouldDirty: true });
          }}
          error={message(errors.imageFileId?.message)}
        />
        <TextInput {...input('addressLine1')} autoComplete="address-line1" />
        <TextInput {...input('addressLine2', false)} autoComplete="address-line2" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput {...input('postcode')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
          <TextInput {...input('city')} autoComplete="address-level2" />
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <Select
                label={t('platformBranchesPage.fields.state')}
                withAsterisk
                data={[...MALAYSIAN_STATES]}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                error={message(errors.state?.message)}
                searchable
              />
            )}
          />
        </SimpleGrid>
        <TextInput {...input('country')} readOnly />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...input('phone')} type="tel" inputMode="tel" />
          <TextInput {...input('email', false)} type="email" />
        </SimpleGrid>
        <Stack gap={4}>
          <SimpleGrid cols={2} spacing="sm">
            {coordinate('latitude')}
            {coordinate('longitude')}
          </SimpleGrid>
          <Text size="xs" c="gray.7">
            {t('platformBranchesPage.fields.pointHint')}
          </Text>
        </Stack>
        <Controller
          control={control}
          name="openingHours"
          render={({ field }) => (
            <OpeningHoursInput value={field.value} onChange={field.onChange} errors={errors.openingHours} />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('platformBranchesPage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
