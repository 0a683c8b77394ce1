/**
 * Change password or PIN (6 digits, used to acknowledge deliveries): the old one, then the new
 * one twice; a wrong old one is shown on its field. One form, two secrets.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, type PasswordInputProps, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import type { z } from 'zod';
import { type ErrorCode, changePasswordSchema, changePinSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { useRefreshNotifications } from '@/features/notifications/index';
import { useChangePassword } from '../api/use-change-password';
import { useChangePin } from '../api/use-change-pin';
import { type Feedback, SaveFeedback } from './save-feedback';

type Step = 'old' | 'next' | 'confirm';
const STEPS: readonly Step[] = ['old', 'next', 'confirm'];

interface Secret<Schema extends z.ZodType<FieldValues, FieldValues>> {
  schema: Schema;
  /** the form's field for each step */
  fields: Record<Step, Path<z.output<Schema>>>;
  /** the code the API answers a wrong old secret with */
  wrongOld: ErrorCode;
  title: string;
  intro?: string;
  labels: Record<Step, string>;
  hint?: string;
  inputs: Record<Step, Partial<PasswordInputProps>>;
}

const PIN_INPUT = { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

const PASSWORD: Secret<typeof changePasswordSchema> = {
  schema: changePasswordSchema,
  fields: { old: 'oldPassword', next: 'password', confirm: 'confirmPassword' },
  wrongOld: 'incorrect_old_password',
  title: 'profilePage.changePassword',
  labels: { old: 'profilePage.oldPassword', next: 'recovery.newPassword', confirm: 'recovery.confirmPassword' },
  hint: 'register.passwordHint',
  inputs: {
    old: { autoComplete: 'current-password' },
    next: { autoComplete: 'new-password' },
    confirm: { autoComplete: 'new-password' },
  },
};

const PIN: Secret<typeof changePinSchema> = {
  schema: changePinSchema,
  fields: { old: 'oldPin', next: 'pin', confirm: 'confirmPin' },
  wrongOld: 'incorrect_old_pin',
  title: 'profilePage.changePin',
  intro: 'profilePage.pinIntro',
  labels: { old: 'profilePage.oldPin', next: 'profilePage.newPin', confirm: 'profilePage.confirmPin' },
  inputs: { old: PIN_INPUT, next: PIN_INPUT, confirm: PIN_INPUT },
};

function SecretForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  id,
  secret,
  change,
}: {
  id: string;
  secret: Secret<Schema>;
  change: (values: z.output<Schema>) => Promise<string>;
}) {
  const { t } = useTranslation();
  const refreshNotifications = useRefreshNotifications();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const empty = Object.fromEntries(STEPS.map((step) => [secret.fields[step], ''])) as z.output<Schema>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.output<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(secret.schema as never) as unknown as Resolver<z.output<Schema>, unknown, z.output<Schema>>,
    defaultValues: empty as DefaultValues<z.output<Schema>>,
  });
  const fieldError = (message?: unknown) => (typeof message === 'string' && message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      setFeedback({ ok: true, message: await change(values) });
      reset(empty);
      void refreshNotifications();
    } catch (error) {
      const message = applyServerErrors(error, setError, {
        codes: { [secret.wrongOld]: secret.fields.old },
        fallback: t('errors.internal'),
      });
      if (message) setFeedback({ ok: false, message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm" maw={420}>
        <Title order={2} fz="lg" id={`${id}-title`}>
          {t(secret.title)}
        </Title>
        {secret.intro && (
          <Text size="sm" c="gray.7">
            {t(secret.intro)}
          </Text>
        )}
        <SaveFeedback feedback={feedback} />
        {STEPS.map((step) => (
          <PasswordInput
            key={step}
            label={t(secret.labels[step])}
            description={step === 'next' && secret.hint ? t(secret.hint) : undefined}
            withAsterisk
            {...secret.inputs[step]}
            error={fieldError(errors[secret.fields[step]]?.message)}
            {...register(secret.fields[step])}
          />
        ))}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t(secret.title)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Change password: the old one, then the new one twice. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  return <SecretForm id="change-password" secret={PASSWORD} change={changePassword.mutateAsync} />;
}

/** Change PIN: the old one, then the new one twice. */
export function ChangePinForm() {
  const changePin = useChangePin();
  return <SecretForm id="change-pin" secret={PIN} change={changePin.mutateAsync} />;
}
