/** Add or edit a company project (companyProjectInputSchema drives the form and its messages). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  type CompanyProject,
  type CompanyProjectInput,
  MALAYSIAN_STATES,
  companyProjectInputSchema,
} from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveCompanyProject } from '../api/sites-api';
import { FormModal } from '@/components/ui/form-modal';

type Values = CompanyProjectInput;

function valuesOf(site: CompanyProject | null): Values {
  return {
    name: site?.name ?? '',
    addressLine1: site?.addressLine1 ?? '',
    addressLine2: site?.addressLine2 ?? '',
    postcode: site?.postcode ?? '',
    city: site?.city ?? '',
    state: (site?.state ?? undefined) as Values['state'],
    country: site?.country ?? 'Malaysia',
    contactPerson: site?.contactPerson ?? '',
    contactPhone: site?.contactPhone ?? '',
    recipientName: site?.recipientName ?? '',
    pic: site?.pic ?? '',
    startDate: site?.startDate ?? null,
    endDate: site?.endDate ?? null,
  };
}

/** `site` undefined: closed; null: a new project; a project: edit it. */
export function SiteModal({
  site,
  onClose,
  onSaved,
}: {
  site: CompanyProject | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={site !== undefined}
      onClose={onClose}
      title={site ? t('sitesPage.editTitle', { name: site.name }) : t('sitesPage.add')}
    >
      {site !== undefined && <SiteForm key={site?.id ?? 'new'} site={site} onClose={onClose} onSaved={onSaved} />}
    </FormModal>
  );
}

function SiteForm({
  site,
  onClose,
  onSaved,
}: {
  site: CompanyProject | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCompanyProject();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(companyProjectInputSchema), defaultValues: valuesOf(site) });
  const message = (m?: string) => (m ? t(m) : undefined);
  const input = (name: Exclude<keyof Values, 'state' | 'startDate' | 'endDate'>, required = true) => ({
    label: t(`sitesPage.fields.${name}`),
    withAsterisk: required,
    error: message(errors[name]?.message),
    ...register(name),
  });
  const day = (name: 'startDate' | 'endDate') => ({
    label: t(`sitesPage.fields.${name}`),
    type: 'date',
    error: message(errors[name]?.message),
    ...register(name, { setValueAs: (v: string | null) => (v ? v : null) }),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: site?.id ?? null, input: values });
      onSaved();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput {...input('name')} data-autofocus />
        <TextInput {...input('addressLine1')} autoComplete="address-line1" />
        <TextInput {...input('addressLine2', false)} autoComplete="address-line2" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput {...input('postcode')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
          <TextInput {...input('city')} autoComplete="address-level2" />
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <Select
                label={t('sitesPage.fields.state')}
                withAsterisk
                data={[...MALAYSIAN_STATES]}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                error={message(errors.state?.message)}
                searchable
              />
            )}
          />
        </SimpleGrid>
        <TextInput {...input('country')} readOnly />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...input('contactPerson')} />
          <TextInput {...input('contactPhone')} type="tel" inputMode="tel" placeholder="012-345 6789" />
          <TextInput {...input('recipientName')} />
          <TextInput {...input('pic')} />
          <TextInput {...day('startDate')} />
          <TextInput {...day('endDate')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('sitesPage.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('sitesPage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
