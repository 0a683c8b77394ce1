/** "Company profile": every field of the shared company schema; read-only unless the company lets this user edit it. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type CompanyProfileInput, MALAYSIAN_STATES, type Profile, companyProfileInputSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/use-update-profile';
import { type Feedback, SaveFeedback } from './save-feedback';

type Field = keyof CompanyProfileInput;
interface FieldSpec {
  name: Field;
  required?: boolean;
  multiline?: boolean;
  type?: 'email' | 'tel' | 'url';
  hint?: boolean;
  /** spans both columns on wide screens */
  wide?: boolean;
}

const GROUPS: { key: string; fields: FieldSpec[] }[] = [
  {
    key: 'contact',
    fields: [
      { name: 'emails', required: true, hint: true, wide: true },
      { name: 'phone', required: true, type: 'tel' },
      { name: 'description', multiline: true, wide: true },
    ],
  },
  {
    key: 'address',
    fields: [
      { name: 'addressLine1', required: true, wide: true },
      { name: 'addressLine2', wide: true },
      { name: 'postcode', required: true },
      { name: 'city', required: true },
      { name: 'state', required: true },
      { name: 'country', required: true },
    ],
  },
  {
    key: 'director',
    fields: [
      { name: 'directorName', wide: true },
      { name: 'directorPhone', type: 'tel' },
      { name: 'directorEmail', type: 'email' },
    ],
  },
  {
    key: 'accounts',
    fields: [
      { name: 'accountsName', wide: true },
      { name: 'accountsPhone', type: 'tel' },
      { name: 'accountsEmail', type: 'email' },
    ],
  },
  {
    key: 'business',
    fields: [
      { name: 'yearEstablished', hint: true },
      { name: 'businessType' },
      { name: 'mainProduct' },
      { name: 'productLines', multiline: true, wide: true },
      { name: 'annualOutput' },
      { name: 'factorySize' },
    ],
  },
  {
    key: 'more',
    fields: [
      { name: 'passphrase', hint: true, wide: true },
      { name: 'videoUrl', type: 'url' },
      { name: 'logisticsUrl', type: 'url' },
    ],
  },
];

const FIELDS = Object.keys(companyProfileInputSchema.shape) as Field[];

/** The stored profile as form values; a state never chosen stays empty, so saving asks for it. */
function initialValues(stored: Record<string, string>): CompanyProfileInput {
  const values = Object.fromEntries(FIELDS.map((name) => [name, stored[name] ?? ''])) as Record<Field, string>;
  return { ...values, country: values.country || 'Malaysia', state: values.state as CompanyProfileInput['state'] };
}

function Group2({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} fz="md" component="legend" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
    </Stack>
  );
}

export function CompanyProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const editable = profile.company.editable;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(companyProfileInputSchema),
    defaultValues: initialValues(profile.company.profile),
  });

  const onSubmit = handleSubmit(async (company) => {
    setFeedback(null);
    const { user } = profile;
    try {
      await updateProfile.mutateAsync({
        user: {
          firstName: user.firstName,
          lastName: user.lastName,
          position: user.position,
          phone: user.phone,
          notifyPush: user.notifyPush,
          notifySms: user.notifySms,
          emails: user.emails,
        },
        company,
      });
      reset(company);
      setFeedback({ ok: true, message: t('profilePage.companySaved') });
    } catch (error) {
      // validation details arrive as company.<field>
      const message = applyServerErrors(error, setError, {
        prefix: 'company.',
        fallback: t('errors.internal'),
      });
      if (message) setFeedback({ ok: false, message });
    }
  });

  const renderField = (spec: FieldSpec) => {
    const error = errors[spec.name]?.message;
    const common = {
      label: t(`profilePage.fields.${spec.name}`),
      description: spec.hint ? t(`profilePage.hints.${spec.name}`) : undefined,
      withAsterisk: editable && spec.required,
      readOnly: !editable,
      variant: editable ? 'default' : 'filled',
      error: error ? t(error) : undefined,
      style: spec.wide ? { gridColumn: '1 / -1' } : undefined,
    } as const;
    if (spec.name === 'state') {
      return (
        <Controller
          key={spec.name}
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              {...common}
              data={MALAYSIAN_STATES}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              searchable={editable}
              disabled={!editable}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      );
    }
    if (spec.multiline) {
      return <Textarea key={spec.name} {...common} autosize minRows={3} {...register(spec.name)} />;
    }
    return (
      <TextInput
        key={spec.name}
        {...common}
        type={spec.type ?? 'text'}
        inputMode={spec.name === 'postcode' ? 'numeric' : undefined}
        maxLength={spec.name === 'postcode' ? 5 : undefined}
        {...register(spec.name)}
      />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profilePage.tabs.company')}>
      <Stack gap="xl">
        {!editable && (
          <Alert color="gray" icon={<IconLock aria-hidden />}>
            {t('profilePage.companyReadOnly')}
          </Alert>
        )}
        <SaveFeedback feedback={feedback} />
        {GROUPS.map((group) => (
          <Group2 key={group.key} title={t(`profilePage.groups.${group.key}`)}>
            {group.fields.map(renderField)}
          </Group2>
        ))}
        {editable && (
          <Group>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t('profilePage.saveCompany')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
