/** The answer to a contact message, e-mailed to its sender (contactAnswerInputSchema drives the form). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type ContactAnswerInput, type ContactMessage, contactAnswerInputSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { useAnswerMessage } from '../api/use-answer-message';

export function ContactAnswerForm({ message, onSent }: { message: ContactMessage; onSent: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactAnswerInput>({ resolver: zodResolver(contactAnswerInputSchema), defaultValues: { body: '' } });
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ id: message.id, input });
      onSent();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="xs">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Textarea
          label={t('contactAnswers.answerLabel', { name: message.name })}
          description={t('contactAnswers.answerHint', { email: message.email })}
          withAsterisk
          autosize
          minRows={4}
          error={errors.body?.message ? t(errors.body.message) : undefined}
          data-autofocus
          {...register('body')}
        />
        <Group>
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} aria-hidden />}>
            {t('contactAnswers.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
