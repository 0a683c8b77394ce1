/** The /register form for the chosen account type, checked by the shared registration schema. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { registrationInputSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { registerCompany } from '../api/register';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function RegistrationForm({
  accountType,
  onRegistered,
}: {
  accountType: 'buyer' | 'seller';
  onRegistered: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registrationInputSchema),
    defaultValues: {
      accountType,
      companyName: '',
      registrationNo: '',
      firstName: '',
      lastName: '',
      position: '',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
      pin: '',
      referralCode: '',
      organisation: '',
      publicSector: false,
    },
  });
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onRegistered(await registerCompany({ ...values, accountType }));
    } catch (error) {
      // 409: the e-mail or the registration number is taken; the server says which
      setFailure(
        applyServerErrors(error, setError, {
          codes: { duplicate_email: 'email', duplicate_registration_no: 'registrationNo' },
          fallback: t('errors.internal'),
        }),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xl">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Section title={t('register.sections.company')}>
          <TextInput
            label={t('register.companyName')}
            withAsterisk
            autoComplete="organization"
            error={fieldError(errors.companyName?.message)}
            {...register('companyName')}
          />
          <TextInput
            label={t('register.registrationNo')}
            description={t('register.registrationNoHint')}
            withAsterisk
            error={fieldError(errors.registrationNo?.message)}
            {...register('registrationNo')}
          />
          {accountType === 'buyer' && (
            <Controller
              control={control}
              name="publicSector"
              render={({ field }) => (
                <Checkbox
                  label={t('register.publicSector')}
                  description={t('register.publicSectorHint')}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                />
              )}
            />
          )}
        </Section>
        <Divider />
        <Section title={t('register.sections.you')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('register.firstName')}
              withAsterisk
              autoComplete="given-name"
              error={fieldError(errors.firstName?.message)}
              {...register('firstName')}
            />
            <TextInput
              label={t('register.lastName')}
              withAsterisk
              autoComplete="family-name"
              error={fieldError(errors.lastName?.message)}
              {...register('lastName')}
            />
            <TextInput
              label={t('register.position')}
              withAsterisk
              autoComplete="organization-title"
              error={fieldError(errors.position?.message)}
              {...register('position')}
            />
            <TextInput
              label={t('register.phone')}
              description={t('register.phoneHint')}
              withAsterisk
              type="tel"
              autoComplete="tel"
              error={fieldError(errors.phone?.message)}
              {...register('phone')}
            />
          </SimpleGrid>
        </Section>
        <Divider />
        <Section title={t('register.sections.signIn')}>
          <TextInput
            label={t('register.email')}
            description={t('register.emailHint')}
            withAsterisk
            type="email"
            inputMode="email"
            autoComplete="email"
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('register.password')}
              description={t('register.passwordHint')}
              withAsterisk
              autoComplete="new-password"
              error={fieldError(errors.password?.message)}
              {...register('password')}
            />
            <PasswordInput
              label={t('register.confirmPassword')}
              withAsterisk
              autoComplete="new-password"
              error={fieldError(errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('register.pin')}
            description={t('register.pinHint')}
            withAsterisk
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            error={fieldError(errors.pin?.message)}
            {...register('pin')}
          />
        </Section>
        <Divider />
        <Section title={t('register.sections.optional')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('register.referralCode')}
              error={fieldError(errors.referralCode?.message)}
              {...register('referralCode')}
            />
            <TextInput
              label={t('register.organisation')}
              description={t('register.organisationHint')}
              error={fieldError(errors.organisation?.message)}
              {...register('organisation')}
            />
          </SimpleGrid>
        </Section>
        <Text size="sm" c="gray.7">
          {t('register.agree')}{' '}
          <Anchor component={Link} to={accountType === 'seller' ? '/tnc/seller' : '/tnc'}>
            {t(accountType === 'seller' ? 'footer.sellerTnc' : 'footer.tnc')}
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to="/privacy">
            {t('footer.privacy')}
          </Anchor>
        </Text>
        <Button type="submit" size="md" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
