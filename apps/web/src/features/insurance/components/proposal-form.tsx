/**
 * The proposal form (insuranceFormInputSchema drives it and its messages): the buyer company and
 * one of its projects, the cover, the contract, the site, the declarations, the documents and the
 * remarks. It saves a draft; given a saved draft it also submits it to Lonpac (saved first, after
 * a confirmation), and the insurer's refusals come back to their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconSend, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  INS,
  INSURANCE_COVERS,
  INSURANCE_DECLARATIONS,
  type InsuranceForm,
  type InsuranceFormInput,
  type InsuranceFormValues,
  MALAYSIAN_STATES,
  bondPercent,
  coverDays,
  insuranceFormInputSchema,
  missingDeclarations,
  ringgitToSen,
  senToRinggit,
} from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { applyServerErrors } from '@/lib/form-errors';
import { useCompanyProjects } from '../api/use-company-projects';
import { useSaveInsuranceForm } from '../api/use-save-insurance-form';
import { useSubmitInsuranceForm } from '../api/use-submit-insurance-form';
import { BuyerCompanySelect, type CompanyChoice } from './buyer-company-select';
import { DocumentsField } from './documents-field';
import { messageOf, valuesOf } from './proposal-values';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function ProposalForm({
  proposal,
  onSaved,
  onSubmitted,
  onRemove,
}: {
  /** the saved draft, or null for a new one */
  proposal: InsuranceForm | null;
  onSaved: (form: InsuranceForm) => void;
  /** offers "Submit to Lonpac" (a saved draft); called with the insurer's answer applied */
  onSubmitted?: (form: InsuranceForm) => void;
  /** offers "Delete draft" */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveInsuranceForm();
  const send = useSubmitInsuranceForm();
  const [failure, setFailure] = useState<string | null>(null);
  const [company, setCompany] = useState<CompanyChoice | null>(proposal ? proposal.buyerCompany : null);
  const [confirming, setConfirming] = useState<InsuranceFormValues | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InsuranceFormInput, unknown, InsuranceFormValues>({
    resolver: zodResolver(insuranceFormInputSchema),
    defaultValues: valuesOf(proposal),
  });
  const projects = useCompanyProjects(company?.id ?? null);
  const [cover, sum, contract, start, end] = useWatch({
    control,
    name: ['cover', 'sumInsuredSen', 'contractSumSen', 'periodStart', 'periodEnd'],
  });
  const message = (m?: string) => messageOf(t, m);
  const fail = (error: unknown) => setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
  type TextName = 'insuredName' | 'employerName' | 'projectName' | 'contractNumber' | 'contractTitle';
  const text = (name: TextName, required = true) => ({
    label: t(`insuranceAdmin.fields.${name}`),
    withAsterisk: required,
    error: message(errors[name]?.message),
    ...register(name),
  });
  type SiteName = 'addressLine1' | 'addressLine2' | 'postcode' | 'city';
  const siteText = (name: SiteName, required = true) => ({
    label: t(`insuranceAdmin.fields.${name}`),
    withAsterisk: required,
    error: message(errors.site?.[name]?.message),
    ...register(`site.${name}`),
  });
  const money = (name: 'sumInsuredSen' | 'contractSumSen', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          withAsterisk
          prefix="RM "
          thousandSeparator=","
          decimalScale={2}
          fixedDecimalScale
          hideControls
          min={0}
          value={field.value === undefined || field.value === null ? '' : senToRinggit(field.value)}
          onChange={(v) => field.onChange(v === '' ? undefined : ringgitToSen(Number(v)))}
          onBlur={field.onBlur}
          error={message(errors[name]?.message)}
        />
      )}
    />
  );
  const day = (name: 'periodStart' | 'periodEnd') => ({
    label: t(`insuranceAdmin.fields.${name}`),
    type: 'date',
    withAsterisk: true,
    error: message(errors[name]?.message),
    ...register(name),
  });

  const saveDraft = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: proposal?.id ?? null, input: values });
      reset(valuesOf(saved));
      onSaved(saved);
    } catch (error) {
      fail(error);
    }
  });
  const askToSubmit = handleSubmit((values) => {
    setFailure(null);
    const missing = missingDeclarations(values.declarations);
    if (missing.length > 0) {
      for (const name of missing)
        setError(`declarations.${name}`, { type: 'server', message: INS.declarationRequired });
      setFailure(t('insuranceAdmin.declarationsNeeded'));
      return;
    }
    setConfirming(values);
  });
  const submitToInsurer = async (values: InsuranceFormValues) => {
    try {
      const saved = await save.mutateAsync({ id: proposal!.id, input: values });
      reset(valuesOf(saved));
      onSubmitted?.(await send.mutateAsync(saved.id));
    } catch (error) {
      fail(error);
    }
  };

  const days = start && end && end > start ? coverDays(start, end) : null;
  const share = cover && sum && contract ? bondPercent(cover, sum, contract) : null;
  const busy = isSubmitting || save.isPending || send.isPending;

  return (
    <form onSubmit={(e) => void saveDraft(e)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Section title={t('insuranceAdmin.sections.buyer')} id="proposal-buyer">
          <Controller
            control={control}
            name="buyerCompanyId"
            render={({ field }) => (
              <BuyerCompanySelect
                label={t('insuranceAdmin.fields.buyerCompany')}
                required
                value={company}
                onChange={(chosen) => {
                  setCompany(chosen);
                  field.onChange(chosen?.id ?? '');
                  setValue('companyProjectId', null);
                }}
                onBlur={field.onBlur}
                error={message(errors.buyerCompanyId?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="companyProjectId"
            render={({ field }) => (
              <Select
                label={t('insuranceAdmin.fields.companyProject')}
                description={t('insuranceAdmin.fields.companyProjectHint')}
                disabled={!company}
                data={[
                  { value: '', label: t('insuranceAdmin.fields.noCompanyProject') },
                  ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
                ]}
                value={field.value ?? ''}
                onChange={(id) => {
                  field.onChange(id || null);
                  const project = projects.data?.find((p) => p.id === id);
                  if (!project) return;
                  const fill = { shouldValidate: false, shouldDirty: true } as const;
                  setValue('projectName', project.name, fill);
                  setValue('site.addressLine1', project.addressLine1, fill);
                  setValue('site.addressLine2', project.addressLine2, fill);
                  setValue('site.postcode', project.postcode, fill);
                  setValue('site.city', project.city, fill);
                  const state = MALAYSIAN_STATES.find((s) => s === project.state);
                  if (state) setValue('site.state', state, fill);
                }}
                allowDeselect={false}
                error={message(errors.companyProjectId?.message)}
              />
            )}
          />
        </Section>

        <Section title={t('insuranceAdmin.sections.cover')} id="proposal-cover">
          <Controller
            control={control}
            name="cover"
            render={({ field }) => (
              <Radio.Group
                label={t('insuranceAdmin.fields.cover')}
                withAsterisk
                value={field.value ?? null}
                onChange={field.onChange}
                error={message(errors.cover?.message)}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                  {INSURANCE_COVERS.map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      label={t(`insuranceLabels.cover.${value}`)}
                      description={t(`insuranceLabels.coverHint.${value}`)}
                    />
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...text('insuredName')} description={t('insuranceAdmin.fields.insuredHint')} />
            <TextInput {...text('employerName')} description={t('insuranceAdmin.fields.employerHint')} />
            {money('sumInsuredSen', t(`insuranceLabels.amount.${cover ?? 'contractorsAllRisk'}`))}
            {money('contractSumSen', t('insuranceAdmin.fields.contractSum'))}
          </SimpleGrid>
          {share !== null && (
            <Text size="sm" c="gray.7">
              {t('insuranceAdmin.fields.bondShare', { percent: share.toFixed(2) })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...day('periodStart')} />
            <TextInput {...day('periodEnd')} />
          </SimpleGrid>
          {days !== null && (
            <Text size="sm" c="gray.7">
              {t('insuranceAdmin.fields.periodDays', { days })}
            </Text>
          )}
        </Section>

        <Section title={t('insuranceAdmin.sections.contract')} id="proposal-contract">
          <TextInput {...text('projectName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...text('contractNumber')} />
            <TextInput {...text('contractTitle', false)} />
          </SimpleGrid>
        </Section>

        <Section title={t('insuranceAdmin.sections.site')} id="proposal-site">
          <TextInput {...siteText('addressLine1')} autoComplete="address-line1" />
          <TextInput {...siteText('addressLine2', false)} autoComplete="address-line2" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput {...siteText('postcode')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
            <TextInput {...siteText('city')} autoComplete="address-level2" />
            <Controller
              control={control}
              name="site.state"
              render={({ field }) => (
                <Select
                  label={t('insuranceAdmin.fields.state')}
                  withAsterisk
                  data={[...MALAYSIAN_STATES]}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  error={message(errors.site?.state?.message)}
                  searchable
                />
              )}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('insuranceAdmin.sections.declarations')} id="proposal-declarations">
          {INSURANCE_DECLARATIONS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={`declarations.${name}`}
              render={({ field }) => (
                <Checkbox
                  label={t(`insuranceLabels.declarations.${name}`)}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  error={message(errors.declarations?.[name]?.message)}
                />
              )}
            />
          ))}
        </Section>

        <Section title={t('insuranceAdmin.sections.documents')} id="proposal-documents">
          <Controller
            control={control}
            name="documents"
            render={({ field }) => (
              <DocumentsField
                value={field.value ?? []}
                onChange={field.onChange}
                error={message(errors.documents?.message ?? errors.documents?.root?.message)}
              />
            )}
          />
        </Section>

        <Section title={t('insuranceAdmin.sections.remarks')} id="proposal-remarks">
          <Textarea
            label={t('insuranceAdmin.fields.remarks')}
            autosize
            minRows={2}
            maxLength={2000}
            error={message(errors.remarks?.message)}
            {...register('remarks')}
          />
        </Section>

        <Group justify="flex-end" gap="sm">
          {onRemove && (
            <Button variant="subtle" color="red.8" leftSection={<IconTrash size={18} aria-hidden />} onClick={onRemove}>
              {t('insuranceAdmin.remove')}
            </Button>
          )}
          <Button
            type="submit"
            variant={onSubmitted ? 'default' : 'filled'}
            loading={busy && !send.isPending}
            disabled={send.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('insuranceAdmin.save')}
          </Button>
          {onSubmitted && (
            <Button
              color="teal.9"
              loading={send.isPending}
              disabled={busy && !send.isPending}
              leftSection={<IconSend size={18} aria-hidden />}
              onClick={() => void askToSubmit()}
            >
              {t('insuranceAdmin.submit')}
            </Button>
          )}
        </Group>
      </Stack>
      {proposal && (
        <ConfirmModal
          opened={confirming !== null}
          title={t('insuranceAdmin.submitTitle', { number: proposal.number })}
          body={t('insuranceAdmin.submitBody')}
          confirmLabel={t('insuranceAdmin.submit')}
          confirmColor="teal.8"
          onConfirm={() => submitToInsurer(confirming!)}
          onClose={() => setConfirming(null)}
        />
      )}
    </form>
  );
}
