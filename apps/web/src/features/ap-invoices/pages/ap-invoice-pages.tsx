/** Route screens of the AP invoices: the seller's /seller/apinvoice and the administrators' /admin/apinvoice(/:id). */
import { Button, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { hasPermission } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { AdminApInvoiceView } from '../components/admin-ap-invoice-view';
import { ApInvoiceFormModal } from '../components/ap-invoice-form';
import { ApInvoiceList } from '../components/ap-invoice-list';
import { DoneAlert } from '@/components/ui/done-alert';

/** /seller/apinvoice: the seller company's AP invoices and "Upload invoice" (sellInv Write). */
export function SellerApInvoicesPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const mayUpload = user !== null && hasPermission(user.permissions, 'sellInv', 'Write');
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('apInvoicesPage.title')}
          subtitle={t('apInvoicesPage.subtitle')}
          actions={
            mayUpload && (
              <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={() => setUploading(true)}>
                {t('apInvoicesPage.upload')}
              </Button>
            )
          }
        />
        <DoneAlert message={done} onClose={() => setDone(null)} />
        <ApInvoiceList side="seller" />
      </Stack>
      <ApInvoiceFormModal
        opened={uploading}
        onClose={() => setUploading(false)}
        onDone={(invoice) => {
          setUploading(false);
          setDone(t('apInvoicesPage.uploaded', { number: invoice.number }));
        }}
      />
    </Screen>
  );
}

/** /admin/apinvoice: every seller's AP invoices, with search. */
export function AdminApInvoicesPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('adminApInvoices.title')} subtitle={t('adminApInvoices.subtitle')} />
        <ApInvoiceList side="admin" />
      </Stack>
    </Screen>
  );
}

/** /admin/apinvoice/:id: one AP invoice with its orders and the payout. */
export function AdminApInvoicePage() {
  return <AdminApInvoiceView />;
}
