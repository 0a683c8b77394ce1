/** /users/create (and under /seller, /admin): a new user of the company, invited by e-mail to set a password. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import { type Role, createUserSchema } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useLayoutBase } from '@/lib/layout-base';
import { assignableRoles, defaultLevelsFor } from '@/lib/user-access';
import { useCreateUser } from '../api/use-create-user';
import { AccessFields } from '../components/access-fields';

export function UserCreatePage() {
  const { t } = useTranslation();
  const base = useLayoutBase();
  const navigate = useNavigate();
  const actor = useAuthUser();
  const createUser = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const roles = actor ? assignableRoles(actor.role) : [];
  // a new user is an ordinary user of the side unless the administrator says otherwise
  const initialRole: Role = roles.at(-1) ?? 'BuyUsr';
  const ceiling = actor?.permissions ?? {};
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createUserSchema),
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      position: '',
      phone: '',
      pin: '',
      role: initialRole,
      permissions: defaultLevelsFor(initialRole, ceiling),
      toggles: {},
    },
  });
  const role = watch('role');
  const permissions = watch('permissions') ?? {};
  const toggles = watch('toggles') ?? {};
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await createUser.mutateAsync(values);
      await navigate(`${base}/users/details/${user.id}`, { state: { created: true } });
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, {
          codes: { duplicate_email: 'email', role_not_allowed: 'role' },
          fallback: t('errors.internal'),
        }),
      );
    }
  });

  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to={`${base}/users`} size="sm" underline="hover">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('usersPage.backToList')}
          </Group>
        </Anchor>
        <PageHeader title={t('usersPage.createTitle')} subtitle={t('usersPage.createIntro')} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="xl">
              {failure && (
                <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {failure}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('usersPage.email')}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  withAsterisk
                  error={fieldError(errors.email?.message)}
                  {...register('email')}
                />
                <TextInput
                  label={t('usersPage.mobile')}
                  description={t('register.phoneHint')}
                  type="tel"
                  withAsterisk
                  error={fieldError(errors.phone?.message)}
                  {...register('phone')}
                />
                <TextInput
                  label={t('register.firstName')}
                  withAsterisk
                  error={fieldError(errors.firstName?.message)}
                  {...register('firstName')}
                />
                <TextInput
                  label={t('register.lastName')}
                  withAsterisk
                  error={fieldError(errors.lastName?.message)}
                  {...register('lastName')}
                />
                <TextInput
                  label={t('register.position')}
                  error={fieldError(errors.position?.message)}
                  {...register('position')}
                />
                <PasswordInput
                  label={t('register.pin')}
                  description={t('usersPage.pinHint')}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="off"
                  withAsterisk
                  error={fieldError(errors.pin?.message)}
                  {...register('pin')}
                />
                <NativeSelect
                  label={t('usersPage.role')}
                  withAsterisk
                  data={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                  error={fieldError(errors.role?.message)}
                  {...register('role', {
                    // a new role starts from that role's default levels
                    onChange: (event: { target: { value: Role } }) =>
                      setValue('permissions', defaultLevelsFor(event.target.value, ceiling)),
                  })}
                />
              </SimpleGrid>
              <AccessFields
                role={role}
                permissions={permissions}
                toggles={toggles}
                ceiling={ceiling}
                onLevelChange={(area, level) => setValue('permissions', { ...permissions, [area]: level })}
                onToggleChange={(toggle, on) => setValue('toggles', { ...toggles, [toggle]: on })}
              />
              <Group>
                <Button type="submit" loading={isSubmitting}>
                  {t('usersPage.createSubmit')}
                </Button>
                <Button component={Link} to={`${base}/users`} variant="default">
                  {t('common.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Screen>
  );
}
