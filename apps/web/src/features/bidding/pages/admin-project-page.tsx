/**
 * /admin/bidding/{id}: a project as the platform sees it: its facts, its bids (prices from the bid
 * end, as for the buyer), its whole history with who did what, and Revoke with a reason (admBid
 * Write) while the project can still be withdrawn.
 */
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useParams } from 'react-router';
import { formatDateTime, hasPermission, projectAllows } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ReasonModal } from '@/components/ui/reason-modal';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { useAdminProject, useRevokeProject } from '../api/bidding-api';
import { BidComparison, ComparisonExports } from '../components/bid-comparison';
import { ProjectStatusBadge } from '../components/project-badges';
import { ProjectFacts } from '../components/project-facts';
import { ProjectHistory } from '../components/project-history';
import { DoneAlert } from '@/components/ui/done-alert';

export function AdminProjectPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useAuthUser();
  const { data: project, error, refetch } = useAdminProject(id);
  const revoke = useRevokeProject(id);
  const [revoking, setRevoking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!project) return <PageLoader />;
  const mayRevoke =
    user !== null && hasPermission(user.permissions, 'admBid', 'Write') && projectAllows(project.status, 'revoke');
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader
          title={`${project.number} · ${project.shortTitle ?? t('biddingScreens.untitled')}`}
          subtitle={<ProjectStatusBadge status={project.status} />}
          actions={
            mayRevoke && (
              <Button
                color="red.8"
                variant="outline"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => setRevoking(true)}
              >
                {t('biddingScreens.revoke')}
              </Button>
            )
          }
        />
        <DoneAlert message={done} onClose={() => setDone(null)} />
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('biddingScreens.bids')}
            </Title>
            {project.bids === null ? (
              <Text size="sm" c="gray.7">
                <IconLock size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                {t('biddingScreens.sealed', {
                  count: project.bidCount,
                  at: project.bidEndAt ? formatDateTime(project.bidEndAt) : '—',
                })}
              </Text>
            ) : project.bids.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('biddingScreens.noBidsCame')}
              </Text>
            ) : (
              <>
                <ComparisonExports base={`/api/admin/bidding/projects/${project.id}`} />
                <BidComparison
                  project={project}
                  bids={project.bids}
                  mode="none"
                  chosen={[]}
                  onChoose={() => {}}
                  choosable={() => false}
                />
              </>
            )}
          </Stack>
        </Card>
        <ProjectFacts project={project} scheduleUrl={`/api/admin/bidding/projects/${project.id}/schedule`} />
        <ProjectHistory events={project.history} />
      </Stack>
      <ReasonModal
        opened={revoking}
        title={`${t('biddingScreens.revoke')}: ${project.number}`}
        intro={t('biddingScreens.revokeIntro')}
        reasonLabel={t('biddingScreens.revokeReason')}
        confirmLabel={t('biddingScreens.revoke')}
        onClose={() => setRevoking(false)}
        onConfirm={async (reason) => {
          await revoke.mutateAsync(reason);
          setDone(t('biddingScreens.done.revoke'));
        }}
      />
    </Screen>
  );
}
