/** /register: choose buyer or seller, then the company and first-user form; the answer replaces the form. */
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { AccountTypeChoice } from '../components/account-type-choice';
import { RegistrationForm } from '../components/registration-form';

function accountTypeOf(value: string | null): 'buyer' | 'seller' | null {
  return value === 'buyer' || value === 'seller' ? value : null;
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const accountType = accountTypeOf(params.get('type'));
  const [registered, setRegistered] = useState<string | null>(null);
  const showResult = (message: string) => {
    setRegistered(message);
    window.scrollTo({ top: 0 });
  };

  if (registered) {
    return (
      <Container size={640} py={{ base: 32, sm: 64 }}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('register.doneTitle')}
            </Title>
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
              {registered}
            </Alert>
            <Group>
              <Button component={Link} to="/">
                {t('errorPages.goHome')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size={accountType ? 760 : 900} py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {accountType ? t(`register.${accountType}.formTitle`) : t('register.title')}
          </Title>
          <Text c="gray.7" mt={4}>
            {accountType ? t('register.formIntro') : t('register.intro')}
          </Text>
        </div>
        {accountType ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Anchor component={Link} to="/register" size="sm" underline="hover">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconArrowLeft size={16} aria-hidden />
                  {t('register.changeType')}
                </Group>
              </Anchor>
              <RegistrationForm key={accountType} accountType={accountType} onRegistered={showResult} />
            </Stack>
          </Paper>
        ) : (
          <AccountTypeChoice />
        )}
        <Text size="sm" c="gray.7">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('nav.login')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
