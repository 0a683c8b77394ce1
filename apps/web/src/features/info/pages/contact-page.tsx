/** /contact: the contact form (name, e-mail, subject, message), stored for administrators, then our offices to visit. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type ContactMessageInput, contactMessageInputSchema } from '@binamart/shared';
import { api } from '@/lib/api';
import { InfoArticle } from './info-article';
import { VisitUs } from '../../platform-branches/index';

export function ContactPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.post('/api/contact', values, { anonymous: true });
      setSent(true);
      reset();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.internal'));
    }
  });

  return (
    <InfoArticle slug="contact">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mt="xl">
        <Title order={2} fz={22} mb="md">
          {t('contact.title')}
        </Title>
        {sent && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} mb="md" role="status">
            {t('contact.sent')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} mb="md" role="alert">
            {failure}
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('contact.name')}
              withAsterisk
              autoComplete="name"
              error={fieldError(errors.name?.message)}
              {...register('name')}
            />
            <TextInput
              label={t('contact.email')}
              type="email"
              withAsterisk
              autoComplete="email"
              error={fieldError(errors.email?.message)}
              {...register('email')}
            />
            <TextInput
              label={t('contact.subject')}
              withAsterisk
              error={fieldError(errors.subject?.message)}
              {...register('subject')}
            />
            <Textarea
              label={t('contact.message')}
              withAsterisk
              autosize
              minRows={5}
              error={fieldError(errors.message?.message)}
              {...register('message')}
            />
            <Button type="submit" loading={isSubmitting} size="md" style={{ alignSelf: 'flex-start' }}>
              {t('contact.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <VisitUs />
    </InfoArticle>
  );
}
