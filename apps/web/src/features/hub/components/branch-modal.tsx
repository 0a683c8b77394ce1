/** Add or edit a branch: name, image, address and opening hours (branchInputSchema drives the form). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type Branch, type BranchInput, MALAYSIAN_STATES, branchInputSchema } from '@binamart/shared';
import { FileField, type FileFieldValue } from '@/components/ui/file-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveBranch } from '../api/use-save-branch';
import { OpeningHoursField } from './opening-hours-field';
import { FormModal } from '@/components/ui/form-modal';

const WORKDAY = { open: '08:00', close: '17:00' };

function emptyBranch(): BranchInput {
  return {
    name: '',
    addressLine1: '',
    addressLine2: '',
    postcode: '',
    city: '',
    state: undefined as unknown as BranchInput['state'],
    openingHours: {
      mon: WORKDAY,
      tue: WORKDAY,
      wed: WORKDAY,
      thu: WORKDAY,
      fri: WORKDAY,
      sat: { open: '08:00', close: '13:00' },
      sun: null,
    },
  };
}

function fromBranch(b: Branch): BranchInput {
  const { name, addressLine1, addressLine2, postcode, city, state, openingHours } = b;
  // the record shows the image's url only; sending its id again keeps the image
  return {
    name,
    imageFileId: b.imageFileId,
    addressLine1,
    addressLine2,
    postcode,
    city,
    state,
    openingHours,
  };
}

/** `branch` undefined: closed; null: a new branch; a branch: edit it. */
export function BranchModal({
  branch,
  onClose,
  onSaved,
}: {
  branch: Branch | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={branch !== undefined}
      onClose={onClose}
      title={branch ? t('hubPage.editBranch') : t('hubPage.addBranch')}
    >
      {branch !== undefined && (
        <BranchForm key={branch?.id ?? 'new'} branch={branch} onClose={onClose} onSaved={onSaved} />
      )}
    </FormModal>
  );
}

function BranchForm({ branch, onClose, onSaved }: { branch: Branch | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const saveBranch = useSaveBranch();
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
  } = useForm<BranchInput>({
    resolver: zodResolver(branchInputSchema),
    defaultValues: branch ? fromBranch(branch) : emptyBranch(),
  });
  const message = (m?: string) => (m ? t(m) : undefined);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await saveBranch.mutateAsync({ id: branch?.id ?? null, input });
      onSaved();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('hubPage.fields.name')}
          withAsterisk
          data-autofocus
          error={message(errors.name?.message)}
          {...register('name')}
        />
        <FileField
          label={t('hubPage.fields.image')}
          purpose="branch-image"
          value={image}
          onChange={(file, display) => {
            setImage(display);
            setValue('imageFileId', file?.id ?? null, { shouldDirty: true });
          }}
        />
        <TextInput
          label={t('hubPage.fields.addressLine1')}
          withAsterisk
          error={message(errors.addressLine1?.message)}
          {...register('addressLine1')}
        />
        <TextInput
          label={t('hubPage.fields.addressLine2')}
          error={message(errors.addressLine2?.message)}
          {...register('addressLine2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('hubPage.fields.postcode')}
            withAsterisk
            inputMode="numeric"
            maxLength={5}
            error={message(errors.postcode?.message)}
            {...register('postcode')}
          />
          <TextInput
            label={t('hubPage.fields.city')}
            withAsterisk
            error={message(errors.city?.message)}
            {...register('city')}
          />
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <Select
                label={t('hubPage.fields.state')}
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
        <OpeningHoursField control={control} errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('hubPage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
