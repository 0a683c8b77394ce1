/**
 * "Attach a report PDF" on a credit application (/admin/cl/ccdreport/{id}): a report downloaded
 * from the bureau's own portal, with who it is on and the bureau's reference; it is listed beside
 * the application at once (its PDF is the report). attachCreditReportSchema checks it as the API does.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { attachCreditReportSchema } from '@binamart/shared';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { REPORT_FILE_MAX_MB } from '../api/upload-report-file';
import { useAttachReport } from '../api/use-attach-report';
import { ProductChoice } from './product-choice';
import { ReportFileField } from './report-file-field';
import { ReportSection } from './report-section';
import { SubjectFields } from './subject-fields';

type Input = z.input<typeof attachCreditReportSchema>;
type Output = z.output<typeof attachCreditReportSchema>;

export function AttachReportForm({
  applicationId,
  applicant,
  onDone,
}: {
  applicationId: string;
  applicant: { name: string; registrationNo: string };
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const attach = useAttachReport(applicationId);
  const [failure, setFailure] = useState<string | null>(null);
  // the file field keeps the name of its upload: a new field after each attachment
  const [round, setRound] = useState(0);
  const defaults: Partial<Input> = {
    product: 'lite',
    entityType: 'company',
    subjectId: applicant.registrationNo,
    subjectName: applicant.name,
    bureauReference: '',
  };
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(attachCreditReportSchema), defaultValues: defaults });
  const [product, entityType] = watch(['product', 'entityType']);
  const message = (m: string | undefined) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const report = await attach.mutateAsync(values);
      onDone(t('creditReportPages.admin.attached', { reference: report.reference }));
      reset(defaults);
      setRound((n) => n + 1);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('creditReportPages.admin.failed') }));
    }
  });

  return (
    <ReportSection
      id="attach-report"
      title={t('creditReportPages.admin.attachTitle')}
      intro={t('creditReportPages.admin.attachIntro', { max: REPORT_FILE_MAX_MB })}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="attach-report">
        <Stack gap="md">
          <ProductChoice
            value={product}
            onChange={(next) => {
              setValue('product', next);
              if (next === 'ccm' && entityType === 'individual') setValue('entityType', 'company');
              clearErrors(['product', 'entityType']);
            }}
            error={message(errors.product?.message)}
          />
          <SubjectFields
            stacked
            product={product}
            entityType={entityType}
            onEntityType={(type) => {
              setValue('entityType', type);
              clearErrors('entityType');
            }}
            subjectId={register('subjectId')}
            subjectName={register('subjectName')}
            errors={{
              entityType: message(errors.entityType?.message),
              subjectId: message(errors.subjectId?.message),
              subjectName: message(errors.subjectName?.message),
            }}
          />
          <TextInput
            label={t('creditReportPages.admin.bureauReference')}
            description={t('creditReportPages.admin.bureauReferenceHint')}
            withAsterisk
            maxLength={40}
            error={message(errors.bureauReference?.message)}
            {...register('bureauReference')}
          />
          <Controller
            control={control}
            name="fileId"
            render={({ field }) => (
              <ReportFileField
                key={round}
                fileId={field.value}
                onChange={(id) => {
                  field.onChange(id);
                  clearErrors('fileId');
                }}
                error={message(errors.fileId?.message)}
              />
            )}
          />
          {failure && (
            <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {failure}
            </Alert>
          )}
          <Button
            type="submit"
            variant="default"
            loading={isSubmitting}
            leftSection={<IconPaperclip size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('creditReportPages.admin.attachSubmit')}
          </Button>
        </Stack>
      </form>
    </ReportSection>
  );
}
