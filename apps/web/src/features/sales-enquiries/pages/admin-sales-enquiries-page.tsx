/** /admin/saleEnquiry (spec §2, admEnq): the public sales, logistics and other enquiries, newest first. */
import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { AdminEnquiryList } from '../components/admin-enquiry-list';

export function AdminSalesEnquiriesPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('salesEnquiryAdmin.title')} subtitle={t('salesEnquiryAdmin.subtitle')} />
        <AdminEnquiryList />
      </Stack>
    </Screen>
  );
}
