/** Route screens of the invoices: the buyer's /invoice and the administrators' /admin/in. */
import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { InvoiceList } from '../components/invoice-list';

/** /invoice: the buyer company's invoices. */
export function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('invoicesPage.title')} subtitle={t('invoicesPage.subtitle')} />
        <InvoiceList side="buyer" />
      </Stack>
    </Screen>
  );
}

/** /admin/in: every invoice, with search. */
export function AdminInvoicesPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('adminInvoices.title')} subtitle={t('adminInvoices.subtitle')} />
        <InvoiceList side="admin" />
      </Stack>
    </Screen>
  );
}
