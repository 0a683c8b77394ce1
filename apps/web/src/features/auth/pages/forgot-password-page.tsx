/** /forgot: asks for a password reset link; the answer is the same whether or not the account exists. */
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { forgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { EmailRequestForm } from '../components/email-request-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('recovery.forgotTitle')} subtitle={t('recovery.forgotIntro')}>
      <EmailRequestForm submitLabel={t('recovery.forgotSubmit')} send={forgotPassword} />
      <Text size="sm" c="gray.7">
        <Anchor component={Link} to="/login">
          {t('recovery.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
