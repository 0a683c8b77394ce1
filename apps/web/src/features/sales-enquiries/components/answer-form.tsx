/** An administrator's answer to an enquiry: e-mailed to the enquirer in its language, with the code and link. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type AdminSalesEnquiry, type SalesEnquiryAnswerInput, salesEnquiryAnswerInputSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { useAnswerSalesEnquiry } from '../api/use-answer-sales-enquiry';

export function AnswerForm({ enquiry, onAnswered }: { enquiry: AdminSalesEnquiry; onAnswered: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerSalesEnquiry();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SalesEnquiryAnswerInput>({
    resolver: zodResolver(salesEnquiryAnswerInputSchema),
    defaultValues: { body: '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ id: enquiry.id, input });
      reset({ body: '' });
      onAnswered();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Textarea
          id="enquiry-answer"
          label={t('salesEnquiryAdmin.answerTitle')}
          description={t('salesEnquiryAdmin.answerHint', { email: enquiry.email })}
          withAsterisk
          autosize
          minRows={4}
          maxLength={4000}
          error={errors.body?.message ? t(errors.body.message) : undefined}
          {...register('body')}
        />
        <Button
          type="submit"
          loading={isSubmitting}
          leftSection={<IconSend size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('salesEnquiryAdmin.sendAnswer')}
        </Button>
      </Stack>
    </form>
  );
}
