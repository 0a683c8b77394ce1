/** /verify?token=…: confirms the e-mail address once on load; a dead link offers a new one. */
import { Alert, Button, Loader, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { DEAD_LINK_CODES } from '../api/answer-message';
import { resendVerification } from '../api/resend-verification';
import { verifyAccount } from '../api/verify-account';
import { AuthCard } from '../components/auth-card';
import { EmailRequestForm } from '../components/email-request-form';

export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useMutation({ mutationFn: verifyAccount });
  const { mutate } = verify;
  // the token works once: never send it twice, even when effects run twice in development
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const error = verify.error;
  const deadLink = !token || (error instanceof ApiError && DEAD_LINK_CODES.includes(error.code));

  return (
    <AuthCard title={t('recovery.verifyTitle')}>
      {verify.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('recovery.verifying')}</Text>
        </Group>
      )}
      {verify.isSuccess && (
        <>
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            {verify.data}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            {t('nav.login')}
          </Button>
        </>
      )}
      {(error || !token) && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error?.message ?? t('errors.tokenInvalid')}
        </Alert>
      )}
      {deadLink && (
        <>
          <Text size="sm" c="gray.7">
            {t('recovery.resendIntro')}
          </Text>
          <EmailRequestForm submitLabel={t('recovery.resendSubmit')} send={resendVerification} />
        </>
      )}
    </AuthCard>
  );
}
