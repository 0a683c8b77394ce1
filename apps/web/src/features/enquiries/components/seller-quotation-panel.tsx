/**
 * The supplier's side of answering: "Write a quotation" (or "Revise quotation" once one exists,
 * making the next version) while the enquiry's state allows responding, for users with sellEnq
 * Write and the "respond to enquiries" toggle; the form opens in place. Others read only.
 */
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Enquiry, type Quotation, enquiryAllows } from '@binamart/shared';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useQuotableVariations } from '../api/use-quotable-variations';
import { useQuotation } from '../api/use-quotation';
import { QuotationForm } from './quotation-form';
import { byNewest } from './quotation-versions';

export function SellerQuotationPanel({
  enquiry,
  canRespond,
  onSent,
}: {
  enquiry: Enquiry;
  canRespond: boolean;
  onSent: (quotation: Quotation) => void;
}) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const respondable = enquiryAllows(enquiry.status, 'respond');
  const newest = byNewest(enquiry.quotations)[0] ?? null;
  const variations = useQuotableVariations(enquiry.id, writing);
  const previous = useQuotation(writing && newest ? newest.id : null);

  if (!respondable) return null;
  if (!canRespond) {
    return (
      <Alert color="gray" variant="light">
        {t('quotationForm.readOnly')}
      </Alert>
    );
  }
  if (!writing) {
    return (
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(newest ? 'quotationForm.reviseHint' : 'quotationForm.writeHint')}</Text>
          <Button leftSection={<IconFileDollar size={18} aria-hidden />} onClick={() => setWriting(true)}>
            {t(newest ? 'quotationForm.revise' : 'quotationForm.write')}
          </Button>
        </Stack>
      </Card>
    );
  }
  const error = variations.error ?? previous.error;
  const ready = variations.data && (!newest || previous.data);
  return (
    <Card withBorder radius="md" padding="md" component="section">
      {error && (
        <QueryError
          error={error}
          onRetry={() => void Promise.all([variations.refetch(), newest ? previous.refetch() : null])}
        />
      )}
      {!error && !ready && <PageLoader />}
      {ready && (
        <QuotationForm
          key={newest?.id ?? 'first'}
          enquiry={enquiry}
          variations={variations.data!}
          previous={newest ? previous.data! : null}
          onSent={(quotation) => {
            setWriting(false);
            onSent(quotation);
          }}
          onCancel={() => setWriting(false)}
        />
      )}
    </Card>
  );
}
