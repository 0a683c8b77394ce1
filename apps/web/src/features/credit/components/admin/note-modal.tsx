/** A dialog asking for a required note: a comment on an application or the documents the buyer must add. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { creditNoteSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';

export function NoteModal({
  opened,
  title,
  intro,
  label,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  intro?: string;
  label: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: (note: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(creditNoteSchema), defaultValues: { note: '' } });
  const close = () => {
    reset({ note: '' });
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ note }) => {
    setFailure(null);
    try {
      await onConfirm(note);
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {intro && <Text size="sm">{intro}</Text>}
          <Textarea
            label={label}
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
            error={errors.note?.message ? t(errors.note.message) : undefined}
            {...register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
