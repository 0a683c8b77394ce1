/**
 * /admin/saleEnquiry/{id} (spec §2, admEnq): one enquiry as filed, its answers and, for those with
 * admEnq Write while the state table allows it, the answer form and "Close enquiry" with a reason.
 */
import { Alert, Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import {
  type AdminSalesEnquiry,
  formatDate,
  formatDateTime,
  hasPermission,
  salesEnquiryAllows,
} from '@binamart/shared';
import { DoneAlert } from '@/components/ui/done-alert';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ReasonModal } from '@/components/ui/reason-modal';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { useAdminSalesEnquiry } from '../api/use-admin-sales-enquiry';
import { useCloseSalesEnquiry } from '../api/use-close-sales-enquiry';
import { AnswerForm } from '../components/answer-form';
import { EnquiryAnswers } from '../components/enquiry-answers';
import { EnquiryDetails } from '../components/enquiry-details';
import { EnquiryStatusBadge, EnquiryTypeBadge } from '../components/enquiry-ui';

export function AdminSalesEnquiryPage() {
  const { id } = useParams();
  const { data, error, refetch } = useAdminSalesEnquiry(id);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && <Body enquiry={data} />}
    </Screen>
  );
}

function Body({ enquiry }: { enquiry: AdminSalesEnquiry }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const mayWrite = user !== null && hasPermission(user.permissions, 'admEnq', 'Write');
  const close = useCloseSalesEnquiry();
  const [closing, setClosing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const mayAnswer = mayWrite && salesEnquiryAllows(enquiry.status, 'answer');
  const mayClose = mayWrite && salesEnquiryAllows(enquiry.status, 'close');

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/saleEnquiry" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('salesEnquiryAdmin.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={t('salesEnquiryPage.title', { code: enquiry.code })}
        subtitle={t('salesEnquiryPage.filedOn', { date: formatDate(enquiry.createdAt) })}
        actions={
          mayClose && (
            <Button
              variant="default"
              color="red.8"
              leftSection={<IconLock size={18} aria-hidden />}
              onClick={() => setClosing(true)}
            >
              {t('salesEnquiryAdmin.close')}
            </Button>
          )
        }
      />
      <Group gap="xs">
        <EnquiryStatusBadge status={enquiry.status} />
        <EnquiryTypeBadge type={enquiry.type} />
        <Text size="sm" c="gray.7">
          {t('salesEnquiryAdmin.language', { language: t(`language.${enquiry.language}`) })}
        </Text>
      </Group>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      {enquiry.status === 'closed' && (
        <Alert color="gray" icon={<IconLock aria-hidden />}>
          {t('salesEnquiryAdmin.closedBy', {
            name: enquiry.closedByName ?? '–',
            date: formatDateTime(enquiry.closedAt ?? enquiry.createdAt),
            reason: enquiry.closeReason ?? '',
          })}
        </Alert>
      )}
      {!mayWrite && (
        <Text size="sm" c="gray.7">
          {t('salesEnquiryAdmin.readOnly')}
        </Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <EnquiryDetails enquiry={enquiry} title={t('salesEnquiryAdmin.detailsTitle')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <EnquiryAnswers
            title={t('salesEnquiryAdmin.answersTitle')}
            answers={enquiry.answers}
            empty={t('salesEnquiryAdmin.noAnswers')}
          >
            {mayAnswer && (
              <AnswerForm
                enquiry={enquiry}
                onAnswered={() => setDone(t('salesEnquiryAdmin.answered', { email: enquiry.email }))}
              />
            )}
          </EnquiryAnswers>
        </Grid.Col>
      </Grid>
      <ReasonModal
        opened={closing}
        title={t('salesEnquiryAdmin.closeTitle', { code: enquiry.code })}
        intro={t('salesEnquiryAdmin.closeIntro')}
        reasonLabel={t('salesEnquiryAdmin.closeReason')}
        confirmLabel={t('salesEnquiryAdmin.close')}
        onClose={() => setClosing(false)}
        onConfirm={async (reason) => {
          await close.mutateAsync({ id: enquiry.id, reason });
          setDone(t('salesEnquiryAdmin.closed'));
        }}
      />
    </Stack>
  );
}
