/**
 * "Obtain a report" on a credit application (/admin/cl/ccdreport/{id}): BinaMart asks the bureau
 * for a Lite or CCM report on the applicant — no one is charged — prefilled with the applicant's
 * name and SSM number. obtainCreditReportSchema checks it as the API does; a subject the bureau does
 * not know comes back at the subject ID, a bureau that is down as an alert.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconFileSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { obtainCreditReportSchema } from '@binamart/shared';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useObtainReport } from '../api/use-obtain-report';
import { ProductChoice } from './product-choice';
import { ReportSection } from './report-section';
import { SubjectFields } from './subject-fields';

type Input = z.input<typeof obtainCreditReportSchema>;
type Output = z.output<typeof obtainCreditReportSchema>;

export function ObtainReportForm({
  applicationId,
  applicant,
  onDone,
}: {
  applicationId: string;
  applicant: { name: string; registrationNo: string };
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const obtain = useObtainReport(applicationId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(obtainCreditReportSchema),
    defaultValues: {
      key: newIdempotencyKey(),
      product: 'lite',
      entityType: 'company',
      subjectId: applicant.registrationNo,
      subjectName: applicant.name,
    },
  });
  const [product, entityType] = watch(['product', 'entityType']);
  const message = (m: string | undefined) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const report = await obtain.mutateAsync(values);
      onDone(t('creditReportPages.admin.obtained', { reference: report.reference }));
      // the next report is another request: a new key, the subject kept
      reset({ ...values, key: newIdempotencyKey() });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('creditReportPages.admin.failed') }));
    }
  });

  return (
    <ReportSection
      id="obtain-report"
      title={t('creditReportPages.admin.obtainTitle')}
      intro={t('creditReportPages.admin.obtainIntro')}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="obtain-report">
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
          {failure && (
            <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {failure}
            </Alert>
          )}
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconFileSearch size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('creditReportPages.admin.obtainSubmit')}
          </Button>
        </Stack>
      </form>
    </ReportSection>
  );
}
