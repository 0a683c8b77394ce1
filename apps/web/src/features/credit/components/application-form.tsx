/**
 * The credit application form (/cl/apply, /cl/apply/:id): amount, company and financial details,
 * contact, the project for project limits, and the documents once the application is saved.
 * Saving keeps what is typed (nothing required); submitting checks what the credit team needs.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import {
  type CreditApplication,
  type CreditApplicationDraft,
  type CreditApplicationKind,
  type CreditFacility,
  creditApplicationSubmitSchema,
  formatMoney,
  ringgitToSen,
  senToRinggit,
  creditApplicationAllows,
} from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveApplication } from '../api/use-save-application';
import { useSubmitApplication } from '../api/use-submit-application';
import { EventTimeline, SectionCard, TierProgress } from './application-view';
import { applicationPath } from './credit-ui';
import { DocumentChecklist } from './document-checklist';

type Num = number | '';
interface FormValues {
  requestedSen: Num;
  facilityId: string | null;
  details: {
    yearsInBusiness: Num;
    paidUpCapitalSen: Num;
    annualTurnoverSen: Num;
    numberOfEmployees: Num;
    bankName: string;
    existingFacilities: string;
    majorProjects: string;
    contactName: string;
    contactPhone: string;
    contactEmail: string;
  };
  projectName: string;
  contractNumber: string;
  contractCostSen: Num;
  sitePossessionDate: string;
  completionDate: string;
}

const rm = (sen: number | null | undefined): Num => (sen == null ? '' : senToRinggit(sen));
const n = (v: number | null | undefined): Num => (v == null ? '' : v);

function fromApplication(a: CreditApplication | null, facilityId: string | null): FormValues {
  const d = a?.details ?? {};
  return {
    requestedSen: rm(a?.requestedSen),
    facilityId: a?.facilityId ?? facilityId,
    details: {
      yearsInBusiness: n(d.yearsInBusiness),
      paidUpCapitalSen: rm(d.paidUpCapitalSen),
      annualTurnoverSen: rm(d.annualTurnoverSen),
      numberOfEmployees: n(d.numberOfEmployees),
      bankName: d.bankName ?? '',
      existingFacilities: d.existingFacilities ?? '',
      majorProjects: d.majorProjects ?? '',
      contactName: d.contactName ?? '',
      contactPhone: d.contactPhone ?? '',
      contactEmail: d.contactEmail ?? '',
    },
    projectName: a?.projectName ?? '',
    contractNumber: a?.contractNumber ?? '',
    contractCostSen: rm(a?.contractCostSen),
    sitePossessionDate: a?.sitePossessionDate ?? '',
    completionDate: a?.completionDate ?? '',
  };
}

const sen = (v: Num) => (v === '' ? undefined : ringgitToSen(v));
const int = (v: Num) => (v === '' ? undefined : Math.round(v));
const str = (v: string) => (v.trim() === '' ? undefined : v.trim());
const nullable = (v: string) => (v.trim() === '' ? null : v.trim());

function toDraft(v: FormValues, kind: CreditApplicationKind): CreditApplicationDraft {
  const requested = sen(v.requestedSen);
  const cost = sen(v.contractCostSen);
  const details = Object.fromEntries(
    Object.entries({
      yearsInBusiness: int(v.details.yearsInBusiness),
      paidUpCapitalSen: sen(v.details.paidUpCapitalSen),
      annualTurnoverSen: sen(v.details.annualTurnoverSen),
      numberOfEmployees: int(v.details.numberOfEmployees),
      bankName: str(v.details.bankName),
      existingFacilities: str(v.details.existingFacilities),
      majorProjects: str(v.details.majorProjects),
      contactName: str(v.details.contactName),
      contactPhone: str(v.details.contactPhone),
      contactEmail: str(v.details.contactEmail),
    }).filter(([, value]) => value !== undefined),
  );
  return {
    kind,
    tncAccepted: true,
    requestedSen: requested ?? null,
    details,
    ...(kind === 'project'
      ? {
          projectName: nullable(v.projectName),
          contractNumber: nullable(v.contractNumber),
          contractCostSen: cost ?? null,
          sitePossessionDate: nullable(v.sitePossessionDate),
          completionDate: nullable(v.completionDate),
        }
      : {}),
    ...(kind === 'topup' ? { facilityId: v.facilityId } : {}),
  };
}

export function ApplicationForm({
  kind,
  application,
  facilityId = null,
  facilities,
  notice = null,
}: {
  kind: CreditApplicationKind;
  /** null for a new application (saving creates it) */
  application: CreditApplication | null;
  /** a top-up's facility (from ?facility=) */
  facilityId?: string | null;
  /** the buyer's facilities, for choosing what a top-up raises */
  facilities: CreditFacility[];
  /** a message to start with, e.g. "Application saved" after the first save */
  notice?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const saveApplication = useSaveApplication();
  const submitApplication = useSubmitApplication();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: fromApplication(application, facilityId) });
  const [failure, setFailure] = useState<string | null>(null);
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(notice);
  const statusRef = useRef<HTMLDivElement>(null);
  const message = (m?: string) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);
  const err = (path: FieldPath<FormValues>) => {
    const parts = path.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return message((node as { message?: string } | undefined)?.message);
  };
  const show = (text: string | null, ok: string | null) => {
    setFailure(text);
    setDone(ok);
    requestAnimationFrame(() => statusRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
  };

  const save = async (values: FormValues): Promise<CreditApplication | null> => {
    const draft = toDraft(values, kind);
    try {
      return await saveApplication.mutateAsync({ id: application?.id ?? null, draft });
    } catch (e) {
      show(applyServerErrors(e, setError, { fallback: t('errors.internal') }), null);
      return null;
    }
  };

  const onSave = handleSubmit(async (values) => {
    clearErrors();
    setDocumentsError(null);
    const saved = await save(values);
    if (!saved) return;
    if (!application) void navigate(`/cl/apply/${saved.id}`, { replace: true, state: { saved: true } });
    else show(null, t('creditApply.saved'));
  });

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    setDocumentsError(null);
    // the same checks the API makes on submitting, answered at once
    const draft = toDraft(values, kind);
    const check = creditApplicationSubmitSchema.safeParse(draft);
    if (!check.success) {
      check.error.issues.forEach((issue, index) =>
        setError(
          issue.path.join('.') as FieldPath<FormValues>,
          { message: issue.message },
          { shouldFocus: index === 0 },
        ),
      );
      return;
    }
    const saved = await save(values);
    if (!saved) return;
    try {
      const submitted = await submitApplication.mutateAsync(saved.id);
      void navigate(applicationPath(submitted, false), { state: { submitted: true } });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'credit_documents_missing') {
        // shown at the checklist, where the missing documents are uploaded
        setDocumentsError(e.message);
        setFailure(null);
        setDone(null);
        requestAnimationFrame(() =>
          document.getElementById('apply-documents')?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
        );
        return;
      }
      show(applyServerErrors(e, setError, { fallback: t('errors.internal') }), null);
    }
  });

  const editable = !application || creditApplicationAllows(application.status, 'edit');
  const lastRequest = application?.events.filter((e) => e.type === 'documentsRequested').at(-1);
  const money = (
    name: 'requestedSen' | 'contractCostSen' | 'details.paidUpCapitalSen' | 'details.annualTurnoverSen',
    label: string,
    required = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          value={field.value}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          prefix="RM "
          hideControls
          inputMode="decimal"
          error={err(name)}
          disabled={!editable}
        />
      )}
    />
  );
  const count = (name: 'details.yearsInBusiness' | 'details.numberOfEmployees', label: string, required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          value={field.value}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          min={0}
          allowDecimal={false}
          hideControls
          inputMode="numeric"
          error={err(name)}
          disabled={!editable}
        />
      )}
    />
  );
  const input = (name: FieldPath<FormValues>, label: string, required = false, extra: object = {}) => (
    <TextInput
      label={label}
      withAsterisk={required}
      error={err(name)}
      disabled={!editable}
      {...extra}
      {...register(name)}
    />
  );

  const topupOptions = facilities.map((f) => ({
    value: f.id,
    label: `${f.kind === 'project' && f.projectName ? f.projectName : t('creditKind.company')} · ${formatMoney(f.approvedSen)}`,
  }));

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={isSubmitting}>
      <Stack gap="md">
        <div ref={statusRef}>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {done && (
            <Alert color="teal" role="status">
              {done}
            </Alert>
          )}
        </div>
        {application?.status === 'documentsRequested' && (
          <Alert color="orange" title={t('creditApply.documentsRequested')} role="status">
            <Text size="sm">{t('creditApply.documentsRequestedBody')}</Text>
            {lastRequest?.note && (
              <Text size="sm" mt={4} fw={600} style={{ whiteSpace: 'pre-line' }}>
                {lastRequest.note}
              </Text>
            )}
          </Alert>
        )}

        <SectionCard id="apply-amount" title={t('creditApply.sections.amount')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {kind === 'topup' && (
              <Controller
                control={control}
                name="facilityId"
                render={({ field }) => (
                  <Select
                    label={t('creditApply.topupOf')}
                    withAsterisk
                    data={topupOptions}
                    value={field.value}
                    onChange={field.onChange}
                    error={err('facilityId')}
                    disabled={!editable}
                  />
                )}
              />
            )}
            {money(
              'requestedSen',
              t(kind === 'topup' ? 'creditApply.fields.requestedTopup' : 'creditApply.fields.requestedSen'),
              true,
            )}
          </SimpleGrid>
        </SectionCard>

        {kind === 'project' && (
          <SectionCard id="apply-project" title={t('creditApply.sections.project')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {input('projectName', t('creditApply.fields.projectName'), true)}
              {input('contractNumber', t('creditApply.fields.contractNumber'), true)}
              {money('contractCostSen', t('creditApply.fields.contractCostSen'), true)}
              <div />
              {input('sitePossessionDate', t('creditApply.fields.sitePossessionDate'), true, { type: 'date' })}
              {input('completionDate', t('creditApply.fields.completionDate'), true, { type: 'date' })}
            </SimpleGrid>
          </SectionCard>
        )}

        <SectionCard id="apply-company" title={t('creditApply.sections.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {count('details.yearsInBusiness', t('creditApply.fields.yearsInBusiness'), true)}
            {count('details.numberOfEmployees', t('creditApply.fields.numberOfEmployees'))}
            {money('details.paidUpCapitalSen', t('creditApply.fields.paidUpCapitalSen'))}
            {money('details.annualTurnoverSen', t('creditApply.fields.annualTurnoverSen'), true)}
            {input('details.bankName', t('creditApply.fields.bankName'), true)}
          </SimpleGrid>
          <Stack gap="sm" mt="sm">
            <Textarea
              label={t('creditApply.fields.existingFacilities')}
              description={t('creditApply.fields.existingFacilitiesHint')}
              autosize
              minRows={2}
              maxRows={6}
              error={err('details.existingFacilities')}
              disabled={!editable}
              {...register('details.existingFacilities')}
            />
            <Textarea
              label={t('creditApply.fields.majorProjects')}
              autosize
              minRows={2}
              maxRows={8}
              error={err('details.majorProjects')}
              disabled={!editable}
              {...register('details.majorProjects')}
            />
          </Stack>
        </SectionCard>

        <SectionCard id="apply-contact" title={t('creditApply.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {input('details.contactName', t('creditApply.fields.contactName'), true, { autoComplete: 'name' })}
            {input('details.contactPhone', t('creditApply.fields.contactPhone'), true, {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel',
            })}
            {input('details.contactEmail', t('creditApply.fields.contactEmail'), false, {
              type: 'email',
              autoComplete: 'email',
            })}
          </SimpleGrid>
        </SectionCard>

        <SectionCard id="apply-documents" title={t('creditApply.sections.documents')}>
          {application ? (
            <DocumentChecklist application={application} editable={editable} error={documentsError} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('creditApply.documentsAfterSave')}
            </Text>
          )}
        </SectionCard>

        {editable && (
          <Card withBorder radius="md">
            <Stack gap="xs">
              <Text size="sm" c="gray.7">
                {t('creditApply.submitHint')}
              </Text>
              <Group gap="sm">
                <Button variant="default" onClick={() => void onSave()} loading={isSubmitting} disabled={isSubmitting}>
                  {t('creditApply.save')}
                </Button>
                <Button type="submit" loading={isSubmitting} disabled={isSubmitting || !application}>
                  {application?.status === 'documentsRequested' ? t('creditApply.resubmit') : t('creditApply.submit')}
                </Button>
              </Group>
              {!application && (
                <Text size="xs" c="gray.7">
                  {t('creditApply.documentsAfterSave')}
                </Text>
              )}
            </Stack>
          </Card>
        )}

        {application && application.status !== 'draft' && (
          <SectionCard id="apply-tiers" title={t('creditApply.tiers')}>
            <TierProgress application={application} />
          </SectionCard>
        )}
        {application && (
          <SectionCard id="apply-history" title={t('creditApply.sections.history')}>
            <EventTimeline application={application} />
          </SectionCard>
        )}
        {!editable && (
          <Anchor component={Link} to="/buyer/cllist" size="sm">
            {t('creditPage.allApplications')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
