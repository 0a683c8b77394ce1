/**
 * /buylite and /buyccm (spec §2): one screen, the product named by the path. Administrators do not
 * buy reports: they obtain one from a credit application under review.
 */
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { CreditReportProduct } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { BackLink } from '../components/back-link';
import { BuyReportForm } from '../components/buy-report-form';
import { useViewer } from '../components/use-viewer';

function BuyReportScreen({ product }: { product: CreditReportProduct }) {
  const { t } = useTranslation();
  const { admin } = useViewer();
  return (
    <Screen>
      <Stack gap="md">
        <BackLink to="/creditreport" label={t('creditReportPages.back')} />
        <PageHeader
          title={t(`creditReportPages.buy.title.${product}`)}
          subtitle={t(`creditReportPages.buy.subtitle.${product}`)}
        />
        {admin ? (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('creditReportPages.buy.adminNote')}{' '}
            <Anchor component={Link} to="/admin/cl/application" size="sm">
              {t('creditReportPages.buy.adminLink')}
            </Anchor>
          </Alert>
        ) : (
          <BuyReportForm key={product} product={product} />
        )}
      </Stack>
    </Screen>
  );
}

export const BuyLitePage = () => <BuyReportScreen product="lite" />;
export const BuyCcmPage = () => <BuyReportScreen product="ccm" />;
