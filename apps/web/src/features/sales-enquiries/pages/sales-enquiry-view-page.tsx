/**
 * /SalesEnquiry/{code} (spec §2, public): the enquiry its code opens, its state and BinaMart's answers;
 * an unknown code says so (and how codes look), with the way to file a new enquiry.
 */
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMailQuestion } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useSalesEnquiry } from '../api/use-sales-enquiry';
import { EnquiryAnswers } from '../components/enquiry-answers';
import { EnquiryDetails } from '../components/enquiry-details';
import { EnquiryStatusBadge, EnquiryTypeBadge } from '../components/enquiry-ui';

function UnknownCode() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <IconMailQuestion size={56} color="var(--mantine-color-siteBlue-7)" aria-hidden />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('salesEnquiryPage.notFoundTitle')}
        </Title>
        <Text c="gray.7">{t('salesEnquiryPage.notFoundBody')}</Text>
        <Button component={Link} to="/SalesEnquiry" size="md">
          {t('salesEnquiryPage.fileNew')}
        </Button>
      </Stack>
    </Container>
  );
}

export function SalesEnquiryViewPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const { data: enquiry, error, refetch } = useSalesEnquiry(code);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <UnknownCode />;
  return (
    <Screen>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!enquiry && !error && <PageLoader />}
      {enquiry && (
        <Stack gap="lg">
          <PageHeader
            title={t('salesEnquiryPage.title', { code: enquiry.code })}
            subtitle={t('salesEnquiryPage.filedOn', { date: formatDate(enquiry.createdAt) })}
          />
          <Group gap="xs">
            <EnquiryStatusBadge status={enquiry.status} />
            <EnquiryTypeBadge type={enquiry.type} />
          </Group>
          {enquiry.status === 'closed' && (
            <Alert
              color="gray"
              icon={<IconLock aria-hidden />}
              title={t('salesEnquiryPage.closedOn', { date: formatDateTime(enquiry.closedAt ?? enquiry.createdAt) })}
            >
              {t('salesEnquiryPage.closedReason', { reason: enquiry.closeReason ?? '' })}
            </Alert>
          )}
          <EnquiryAnswers
            title={t('salesEnquiryPage.answersTitle')}
            answers={enquiry.answers}
            empty={t('salesEnquiryPage.noAnswers')}
          />
          <EnquiryDetails enquiry={enquiry} title={t('salesEnquiryPage.detailsTitle')} />
        </Stack>
      )}
    </Screen>
  );
}
