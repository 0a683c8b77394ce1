/** Edit a user's details, role, levels and toggles (PUT /api/users/:id); read-only for those who may not manage users. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  type ManagedUser,
  type Permissions,
  type Role,
  normalisePermissions,
  updateUserSchema,
} from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { defaultLevelsFor } from '@/lib/user-access';
import { useUpdateUser } from '../api/use-update-user';
import { AccessFields } from './access-fields';

export function EditUserForm({
  user,
  roles,
  ceiling,
  readOnly,
}: {
  user: ManagedUser;
  roles: Role[];
  ceiling: Permissions;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(updateUserSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      position: user.position,
      phone: user.phone,
      role: user.role,
      permissions: normalisePermissions(user.role, user.permissions),
      toggles: { ...user.toggles },
    },
  });
  const role = watch('role');
  const permissions = watch('permissions');
  const toggles = watch('toggles');
  const fieldError = (message?: string) => (message ? t(message) : undefined);
  // the user's own role is always listed, even when the actor could not give it
  const roleOptions = roles.includes(user.role) ? roles : [user.role, ...roles];

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const saved = await updateUser.mutateAsync({ id: user.id, input: values });
      reset({ ...values, permissions: normalisePermissions(saved.role, saved.permissions), toggles: saved.toggles });
      setResult({ ok: true, message: t('usersPage.saved') });
    } catch (error) {
      const message = applyServerErrors(error, setError, {
        codes: { role_not_allowed: 'role' },
        fallback: t('errors.internal'),
      });
      if (message) setResult({ ok: false, message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xl">
        {result && (
          <Alert
            color={result.ok ? 'teal' : 'red'}
            icon={result.ok ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('register.firstName')}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextInput
            label={t('register.lastName')}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
          <TextInput
            label={t('register.position')}
            readOnly={readOnly}
            error={fieldError(errors.position?.message)}
            {...register('position')}
          />
          <TextInput
            label={t('usersPage.mobile')}
            type="tel"
            withAsterisk={!readOnly}
            readOnly={readOnly}
            error={fieldError(errors.phone?.message)}
            {...register('phone')}
          />
          <NativeSelect
            label={t('usersPage.role')}
            disabled={readOnly}
            data={roleOptions.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            error={fieldError(errors.role?.message)}
            {...register('role', {
              onChange: (event: { target: { value: Role } }) =>
                setValue('permissions', defaultLevelsFor(event.target.value, ceiling)),
            })}
          />
        </SimpleGrid>
        <AccessFields
          role={role}
          permissions={permissions}
          toggles={toggles}
          readOnly={readOnly}
          ceiling={ceiling}
          onLevelChange={(area, level) =>
            setValue('permissions', { ...permissions, [area]: level }, { shouldDirty: true })
          }
          onToggleChange={(toggle, on) => setValue('toggles', { ...toggles, [toggle]: on }, { shouldDirty: true })}
        />
        {!readOnly && (
          <Group>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t('usersPage.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
