/** /admin/registrations: pending, approved and rejected registrations; approve, or reject with a reason. */
import { ReasonModal } from '@/components/ui/reason-modal';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useSearchParams } from 'react-router';
import type { Registration } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { useRefreshNotifications } from '@/features/notifications/index';
import { REGISTRATIONS_PAGE_SIZE, useRegistrations } from '../../api/admin/use-registrations';
import { useReviewRegistration } from '../../api/admin/use-review-registration';
import { RegistrationCard } from '../../components/admin/registration-card';
import { DoneAlert } from '@/components/ui/done-alert';

const STATUSES = ['pending', 'active', 'rejected'] as const;
type Status = (typeof STATUSES)[number];

export function RegistrationsPage() {
  const { t } = useTranslation();
  const review = useReviewRegistration();
  const refreshNotifications = useRefreshNotifications();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: Status = STATUSES.some((s) => s === requested) ? (requested as Status) : 'pending';
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = useRegistrations(status, page);

  const afterReview = async (message: string) => {
    setDone(message);
    void refreshNotifications();
  };
  const approve = async (r: Registration) => {
    setDone(null);
    setFailure(null);
    try {
      await review.mutateAsync({ companyId: r.companyId, decision: 'approve' });
      await afterReview(t('accountMessages.approved'));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    }
  };
  const reject = async (r: Registration, reason: string) => {
    setDone(null);
    setFailure(null);
    await review.mutateAsync({ companyId: r.companyId, decision: 'reject', reason });
    await afterReview(t('accountMessages.rejected'));
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('registrationsPage.title')} subtitle={t('registrationsPage.intro')} />
      <DoneAlert message={done} onClose={() => setDone(null)} />
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Tabs
        value={status}
        onChange={(value) => {
          setPage(1);
          setParams(value && value !== 'pending' ? { status: value } : {}, { replace: true });
        }}
      >
        <Tabs.List>
          {STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`registrationsPage.tabs.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <PagedList
        query={query}
        pageSize={REGISTRATIONS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={<Text c="gray.7">{t(`registrationsPage.empty.${status}`)}</Text>}
      >
        {(registrations) =>
          registrations.map((r) => (
            <RegistrationCard key={r.companyId} registration={r} onApprove={approve} onReject={setRejecting} />
          ))
        }
      </PagedList>
      <ReasonModal
        opened={rejecting !== null}
        title={t('registrationsPage.rejectTitle')}
        intro={t('registrationsPage.rejectIntro', { company: rejecting?.companyName ?? '' })}
        reasonLabel={t('registrationsPage.reason')}
        confirmLabel={t('registrationsPage.reject')}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => reject(rejecting!, reason)}
      />
    </Stack>
  );
}
