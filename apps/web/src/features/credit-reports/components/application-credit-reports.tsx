/**
 * "Credit bureau reports" on an application under review (/admin/cl/clApplication/{id}): the
 * reports beside it, so every approval tier reads them before deciding, and the way to obtain or
 * attach one (/admin/cl/ccdreport/{id}). Shown to administrators whose admReport is not Block.
 */
import { Button, Stack, Text } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { permissionRules } from '@binamart/shared';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useAuthUser } from '@/lib/auth-store';
import { useApplicationReports } from '../api/use-application-reports';
import { ApplicationReportList } from './application-report-list';
import { ReportSection } from './report-section';

export function ApplicationCreditReports({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const allowed = user !== null && permissionRules.viewCreditReports(user.role, user.permissions);
  const { data, error, refetch } = useApplicationReports(applicationId, allowed);
  if (!allowed) return null;
  const s = (key: string) => t(`creditReportPages.section.${key}`);
  return (
    <ReportSection id="application-credit-reports" title={s('title')} intro={s('intro')}>
      <Stack gap="sm">
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.items.length === 0 && (
          <Text size="sm" c="gray.7">
            {s('none')}
          </Text>
        )}
        {data && data.items.length > 0 && <ApplicationReportList reports={data.items} label={s('listLabel')} />}
        <Button
          component={Link}
          to={`/admin/cl/ccdreport/${applicationId}`}
          variant="default"
          leftSection={<IconFileSearch size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {s('manage')}
        </Button>
      </Stack>
    </ReportSection>
  );
}
