/** "Your details": name, position, phone, notification switches and which e-mails come; everyone may edit their own. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Fieldset, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { EMAIL_CATEGORIES, type Profile, ownUserInputSchema } from '@binamart/shared';
import { PushDeviceStatus, usePushDevice } from '@/features/notifications/index';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/use-update-profile';
import { type Feedback, SaveFeedback } from './save-feedback';

export function OwnDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const pushDevice = usePushDevice();
  const { user } = profile;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm({
    resolver: zodResolver(ownUserInputSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      position: user.position,
      phone: user.phone,
      notifyPush: user.notifyPush,
      notifySms: user.notifySms,
      emails: user.emails,
    },
  });
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      await updateProfile.mutateAsync({ user: values });
      reset(values);
      setFeedback({ ok: true, message: t('profilePage.saved') });
    } catch (error) {
      const message = applyServerErrors(error, setError, { prefix: 'user.', fallback: t('errors.internal') });
      if (message) setFeedback({ ok: false, message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profilePage.tabs.details')}>
      <Stack gap="md">
        <SaveFeedback feedback={feedback} />
        <TextInput label={t('profilePage.email')} value={user.email} readOnly variant="filled" />
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
        {(['notifyPush', 'notifySms'] as const).map((name) => (
          // Mantine's Switch keeps its own checked state, so it is wired as a controlled input
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Stack gap={6}>
                <Switch
                  label={t(`profilePage.${name}`)}
                  description={t(`profilePage.${name}Hint`)}
                  checked={field.value}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    // push: this device subscribes (the browser asks its permission) or unsubscribes at once;
                    // the flag, for every device, is saved with the form
                    if (name === 'notifyPush') (on ? pushDevice.turnOn : pushDevice.turnOff).mutate();
                    field.onChange(on);
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                />
                {name === 'notifyPush' && (
                  <Box pl={{ base: 0, xs: 54 }}>
                    <PushDeviceStatus device={pushDevice} flagOn={field.value} />
                  </Box>
                )}
              </Stack>
            )}
          />
        ))}
        <Fieldset legend={t('profilePage.emails')} variant="unstyled">
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t('profilePage.emailsHint')}
            </Text>
            {EMAIL_CATEGORIES.map((category) => (
              <Controller
                key={category}
                control={control}
                name={`emails.${category}`}
                render={({ field }) => (
                  <Switch
                    label={t(`emailCategories.${category}`)}
                    description={t(`emailCategoryHints.${category}`)}
                    checked={field.value ?? true}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                  />
                )}
              />
            ))}
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('profilePage.saveDetails')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
