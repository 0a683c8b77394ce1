/** One e-mail field and a button; shows the server's answer in place of the form. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { emailOnlySchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';

export function EmailRequestForm({
  submitLabel,
  send,
}: {
  submitLabel: string;
  send: (email: string) => Promise<string>;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      setAnswer(await send(email));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  if (answer) {
    return (
      <Alert color="teal" icon={<IconMailCheck aria-hidden />} role="status">
        {answer}
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('recovery.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message ? t(errors.email.message) : undefined}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
