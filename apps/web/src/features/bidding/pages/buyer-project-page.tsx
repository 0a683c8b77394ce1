/**
 * /bidding/details/{id}: the buyer's project. Before approval: what is missing, edit, and the
 * approver's Approve. While bidding runs: the bids are sealed (their number only). From the bid
 * end: the comparison, and the selection in its order: shortlist, a second cycle for the
 * shortlisted suppliers, finalists, and the award of one bid. Close and reactivate where the
 * project's state allows; its history below.
 */
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  IconAward,
  IconCheck,
  IconEdit,
  IconListCheck,
  IconLock,
  IconPlayerPlay,
  IconRefresh,
  IconShoppingCart,
  IconStar,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams } from 'react-router';
import {
  type BidView,
  type BuyerProjectDetail,
  formatDateTime,
  hasPermission,
  permissionRules,
  projectAllows,
} from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { holdsCapability } from '@/lib/user-access';
import { useBuyerProject, useProjectAction } from '../api/bidding-api';
import { BidComparison, ComparisonExports } from '../components/bid-comparison';
import { ChatWithSupplierButton } from '@/features/chat/index';
import { BqCard } from '../components/bq-card';
import { DeadlineModal } from '../components/deadline-modal';
import { ProjectStatusBadge } from '../components/project-badges';
import { ProjectFacts } from '../components/project-facts';
import { ProjectHistory } from '../components/project-history';
import { DoneAlert } from '@/components/ui/done-alert';

type Step = 'shortlist' | 'finalists' | 'award';

const STEP_CHOOSES: Record<Step, (bid: BidView) => boolean> = {
  shortlist: (b) => b.status === 'submitted' || b.status === 'shortlisted',
  finalists: (b) => b.status === 'shortlisted' || b.status === 'revised' || b.status === 'finalist',
  award: (b) => b.status !== 'notSelected',
};

export function BuyerProjectPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data: project, error, refetch } = useBuyerProject(id, true);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!project) return <PageLoader />;
  return <ProjectView project={project} saved={(location.state as { saved?: boolean } | null)?.saved === true} />;
}

function ProjectView({ project, saved }: { project: BuyerProjectDetail; saved: boolean }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const act = useProjectAction(project.id);
  const [done, setDone] = useState<string | null>(saved ? t('biddingScreens.saved') : null);
  const [confirming, setConfirming] = useState<'approve' | 'close' | null>(null);
  const [deadline, setDeadline] = useState<'cycle-two' | 'reactivate' | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const canWrite = user !== null && permissionRules.manageBid(user.permissions) && holdsCapability(user, 'bid');
  const canApprove = user !== null && hasPermission(user.permissions, 'buyBid', 'Allow');
  const allows = (action: Parameters<typeof projectAllows>[1]) => projectAllows(project.status, action);
  const cycleTwoOpen = project.cycleTwoOpen;
  const shortlisted = project.bids?.filter((b) => b.status === 'shortlisted').length ?? 0;
  const awarded = project.bids?.find((b) => b.id === project.awardedBidId);

  const startStep = (next: Step) => {
    setStep(next);
    setFailure(null);
    setChosen(
      next === 'award'
        ? []
        : (project.bids ?? [])
            .filter((b) => b.status === (next === 'shortlist' ? 'shortlisted' : 'finalist'))
            .map((b) => b.id),
    );
  };
  const [cartFailure, setCartFailure] = useState<string | null>(null);
  const addToCart = async () => {
    setCartFailure(null);
    try {
      await act.mutateAsync({ action: 'cart' });
      setDone(t('biddingScreens.done.cart'));
    } catch (e) {
      setCartFailure(e instanceof Error ? e.message : t('errors.internal'));
    }
  };
  const confirmStep = async () => {
    if (!step) return;
    setFailure(null);
    try {
      if (step === 'award') await act.mutateAsync({ action: 'award', bidId: chosen[0]! });
      else await act.mutateAsync({ action: step, bidIds: chosen });
      setDone(t(`biddingScreens.done.${step}`));
      setStep(null);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    }
  };

  return (
    <Screen>
      <Stack gap="md">
        <PageHeader
          title={`${project.number} · ${project.shortTitle ?? t('biddingScreens.untitled')}`}
          subtitle={<ProjectStatusBadge status={project.status} />}
          actions={
            <>
              {canWrite && allows('edit') && (
                <Button
                  component={Link}
                  to={`/bidding/edit/${project.id}`}
                  variant="default"
                  leftSection={<IconEdit size={16} aria-hidden />}
                >
                  {t('biddingScreens.edit')}
                </Button>
              )}
              {canApprove && allows('approve') && (
                <Button
                  color="teal.9"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  onClick={() => setConfirming('approve')}
                >
                  {t('biddingScreens.approve')}
                </Button>
              )}
              {canWrite && allows('reactivate') && (
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={() => setDeadline('reactivate')}
                >
                  {t('biddingScreens.reactivate')}
                </Button>
              )}
              {canWrite && allows('close') && (
                <Button
                  variant="default"
                  c="red.9"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setConfirming('close')}
                >
                  {t('biddingScreens.close')}
                </Button>
              )}
            </>
          }
        />
        <DoneAlert message={done} onClose={() => setDone(null)} />
        {project.status === 'incomplete' && (
          <Alert color="orange" title={t('biddingScreens.incompleteTitle')}>
            <List size="sm">
              {project.missingFields.map((f) => (
                <List.Item key={f}>{t(`biddingScreens.fields.${f}`)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {project.status === 'draft' && (
          <Alert color="blue">{t(canApprove ? 'biddingScreens.draftApprover' : 'biddingScreens.draftWaiting')}</Alert>
        )}

        {(project.status === 'incomplete' || project.status === 'draft') && (
          <BqCard
            project={project}
            mayUpload={canWrite && holdsCapability(user, 'bqUpload')}
            mayApprove={
              user !== null && permissionRules.manageBid(user.permissions) && holdsCapability(user, 'bqApprove')
            }
          />
        )}
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('biddingScreens.bids')}
            </Title>
            {project.status === 'incomplete' || project.status === 'draft' || project.status === 'upcoming' ? (
              <Text size="sm" c="gray.7">
                {project.status === 'upcoming' && project.bidStartAt
                  ? t('biddingScreens.bidsFrom', { at: formatDateTime(project.bidStartAt) })
                  : t('biddingScreens.bidsAfterApproval')}
              </Text>
            ) : project.bids === null ? (
              <Group gap="xs" c="gray.7">
                <IconLock size={18} aria-hidden />
                <Text size="sm">
                  {t('biddingScreens.sealed', {
                    count: project.bidCount,
                    at: project.bidEndAt ? formatDateTime(project.bidEndAt) : '—',
                  })}
                </Text>
              </Group>
            ) : project.bids.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('biddingScreens.noBidsCame')}
              </Text>
            ) : (
              <>
                {awarded && (
                  <Alert color="green" icon={<IconAward aria-hidden />}>
                    <Stack gap="xs">
                      <Text size="sm">{t('biddingScreens.awardedTo', { name: awarded.seller.name })}</Text>
                      {project.cartCreatedAt ? (
                        <Group gap="xs">
                          <Text size="sm">
                            {t('biddingScreens.inCartSince', { at: formatDateTime(project.cartCreatedAt) })}
                          </Text>
                          <Button component={Link} to="/cart" size="xs" variant="default">
                            {t('biddingScreens.goToCart')}
                          </Button>
                        </Group>
                      ) : (
                        canWrite && (
                          <Button
                            size="xs"
                            color="teal.9"
                            leftSection={<IconShoppingCart size={14} aria-hidden />}
                            loading={act.isPending}
                            onClick={() => void addToCart()}
                            style={{ alignSelf: 'flex-start' }}
                          >
                            {t('biddingScreens.addToCart')}
                          </Button>
                        )
                      )}
                      {cartFailure && (
                        <Text size="sm" c="red.9" role="alert">
                          {cartFailure}
                        </Text>
                      )}
                    </Stack>
                  </Alert>
                )}
                {cycleTwoOpen && (
                  <Alert color="violet">
                    {t('biddingScreens.cycleTwoRunning', { at: formatDateTime(project.cycleTwoEndAt!) })}
                  </Alert>
                )}
                <ComparisonExports base={`/api/bidding/projects/${project.id}`} />
                <BidComparison
                  project={project}
                  bids={project.bids}
                  mode={step === null ? 'none' : step === 'award' ? 'one' : 'many'}
                  chosen={chosen}
                  onChoose={setChosen}
                  choosable={step ? STEP_CHOOSES[step] : () => false}
                  supplierAction={(bid) => (
                    <ChatWithSupplierButton
                      kind="bidding"
                      id={project.id}
                      supplierCompanyId={bid.seller.id}
                      size="compact-xs"
                    />
                  )}
                />
                {project.status === 'selection' &&
                  canWrite &&
                  !cycleTwoOpen &&
                  (step === null ? (
                    <Group gap="xs">
                      {project.cycle === 1 && (
                        <Button
                          variant="default"
                          leftSection={<IconListCheck size={16} aria-hidden />}
                          onClick={() => startStep('shortlist')}
                        >
                          {t('biddingScreens.shortlist')}
                        </Button>
                      )}
                      {project.cycle === 1 && shortlisted > 0 && (
                        <Button
                          variant="default"
                          leftSection={<IconPlayerPlay size={16} aria-hidden />}
                          onClick={() => setDeadline('cycle-two')}
                        >
                          {t('biddingScreens.openCycleTwo')}
                        </Button>
                      )}
                      {project.bids.some(STEP_CHOOSES.finalists) && (
                        <Button
                          variant="default"
                          leftSection={<IconStar size={16} aria-hidden />}
                          onClick={() => startStep('finalists')}
                        >
                          {t('biddingScreens.markFinalists')}
                        </Button>
                      )}
                      <Button
                        color="teal.9"
                        leftSection={<IconAward size={16} aria-hidden />}
                        onClick={() => startStep('award')}
                      >
                        {t('biddingScreens.award')}
                      </Button>
                    </Group>
                  ) : (
                    <Stack gap="xs">
                      <Text size="sm">{t(`biddingScreens.stepHint.${step}`)}</Text>
                      {failure && (
                        <Alert color="red" role="alert">
                          {failure}
                        </Alert>
                      )}
                      <Group gap="xs">
                        <Button variant="default" onClick={() => setStep(null)}>
                          {t('biddingScreens.cancel')}
                        </Button>
                        <Button
                          color={step === 'award' ? 'teal.9' : undefined}
                          disabled={chosen.length === 0}
                          loading={act.isPending}
                          onClick={() => void confirmStep()}
                        >
                          {t(`biddingScreens.confirm.${step}`, { count: chosen.length })}
                        </Button>
                      </Group>
                    </Stack>
                  ))}
              </>
            )}
          </Stack>
        </Card>

        <ProjectFacts project={project} scheduleUrl={`/api/bidding/projects/${project.id}/schedule`} />
        <ProjectHistory events={project.history} />
      </Stack>

      <ConfirmModal
        opened={confirming !== null}
        title={confirming === 'approve' ? t('biddingScreens.approve') : t('biddingScreens.close')}
        body={confirming === 'approve' ? t('biddingScreens.approveBody') : t('biddingScreens.closeBody')}
        confirmLabel={confirming === 'approve' ? t('biddingScreens.approve') : t('biddingScreens.close')}
        confirmColor={confirming === 'approve' ? 'teal.9' : 'red.8'}
        onConfirm={async () => {
          await act.mutateAsync({ action: confirming! });
          setDone(t(confirming === 'approve' ? 'biddingScreens.done.approve' : 'biddingScreens.done.close'));
        }}
        onClose={() => setConfirming(null)}
      />
      <DeadlineModal
        opened={deadline === 'cycle-two'}
        title={t('biddingScreens.openCycleTwo')}
        intro={t('biddingScreens.cycleTwoIntro', { count: shortlisted })}
        fields={[{ name: 'endsAt', label: t('biddingScreens.cycleTwoEnds'), inMs: 24 * 60 * 60 * 1000 }]}
        confirmLabel={t('biddingScreens.openCycleTwo')}
        onConfirm={async (v) => {
          await act.mutateAsync({ action: 'cycle-two', endsAt: v.endsAt! });
          setDone(t('biddingScreens.done.cycleTwo'));
        }}
        onClose={() => setDeadline(null)}
      />
      <DeadlineModal
        opened={deadline === 'reactivate'}
        title={t('biddingScreens.reactivate')}
        intro={t('biddingScreens.reactivateIntro')}
        fields={[
          { name: 'bidEndAt', label: t('biddingScreens.fields.bidEndAt'), inMs: 3 * 24 * 60 * 60 * 1000 },
          { name: 'validUntil', label: t('biddingScreens.fields.validUntil'), inMs: 30 * 24 * 60 * 60 * 1000 },
        ]}
        confirmLabel={t('biddingScreens.reactivate')}
        onConfirm={async (v) => {
          await act.mutateAsync({ action: 'reactivate', input: { bidEndAt: v.bidEndAt!, validUntil: v.validUntil! } });
          setDone(t('biddingScreens.done.reactivate'));
        }}
        onClose={() => setDeadline(null)}
      />
    </Screen>
  );
}
