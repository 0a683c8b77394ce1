/**
 * A dialog asking for a reason before a refusal or a withdrawal: required when rejecting a
 * registration, a product or an order; optional when a buyer cancels an order.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { cancelOrderSchema, reasonSchema } from '@binamart/shared';
import { applyServerErrors } from '../../lib/form-errors';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  intro?: string;
  reasonLabel: string;
  confirmLabel: string;
  /** the label of the button that closes the dialog without acting (default "Cancel") */
  dismissLabel?: string;
  /** the reason may be left empty */
  optional?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}

export function ReasonModal({
  opened,
  title,
  intro,
  reasonLabel,
  confirmLabel,
  dismissLabel,
  optional = false,
  onClose,
  onConfirm,
}: ReasonModalProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver((optional ? cancelOrderSchema : reasonSchema) as typeof reasonSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    reset({ reason: '' });
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason);
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
            label={reasonLabel}
            withAsterisk={!optional}
            autosize
            minRows={optional ? 2 : 3}
            maxLength={1000}
            data-autofocus
            error={errors.reason?.message ? t(errors.reason.message) : undefined}
            {...register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {dismissLabel ?? t('common.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={isSubmitting}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
