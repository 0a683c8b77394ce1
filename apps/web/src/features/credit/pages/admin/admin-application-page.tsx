/**
 * /admin/cl/clApplication/:id and /admin/cl/tclApplication/:id: one application under review — company,
 * details, documents, the three approval tiers, the history, and the actions the API allows this viewer.
 */
import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconFileAlert, IconMessage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import {
  CREDIT_DOCUMENTS,
  type CreditApplication,
  formatDate,
  formatDateTime,
  formatMoney,
  creditApplicationAllows,
} from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { QueryError } from '@/components/ui/query-error';
import { ReasonModal } from '@/components/ui/reason-modal';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAdminApplication } from '../../api/use-admin-application';
import { useReviewApplication } from '../../api/use-review-application';
import { ApprovalTiers } from '../../components/admin/approval-tiers';
import { ApproveModal } from '../../components/admin/approve-modal';
import { ApplicationStatusBadge } from '../../components/admin/credit-badges';
import { facilityPath } from '../../components/admin/links';
import { NoteModal } from '../../components/admin/note-modal';
import { adminCreditKeys } from '../../api/keys';
import { DoneAlert } from '@/components/ui/done-alert';
import { ApplicationCreditReports } from '@/features/credit-reports/index';

type Dialog = 'comment' | 'requestDocuments' | 'approve' | 'reject' | null;

export function AdminApplicationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: application, error, refetch } = useAdminApplication(id);
  const review = useReviewApplication(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  /** after a refusal (e.g. someone else decided meanwhile) the actions shown may be stale: reload them */
  const guarded =
    <A extends unknown[]>(run: (...args: A) => Promise<void>, message: string) =>
    async (...args: A) => {
      try {
        await run(...args);
        setDone(message);
      } catch (failure) {
        if (failure instanceof ApiError)
          void queryClient.invalidateQueries({ queryKey: adminCreditKeys.application(id) });
        throw failure;
      }
    };

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  const stage = application?.stage;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/cl/application" size="sm">
          ← {t('adminCredit.detail.back')}
        </Anchor>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!application && !error && <PageLoader />}
        {application && (
          <>
            <PageHeader
              title={t('adminCredit.detail.title', { company: application.company.name })}
              subtitle={
                <Group gap={6} component="span">
                  <ApplicationStatusBadge status={application.status} />
                  <Text span size="sm" c="gray.7">
                    {t(`creditKind.${application.kind}`)}
                    {application.stage &&
                      creditApplicationAllows(application.status, 'comment') &&
                      ` · ${t('adminCredit.detail.awaiting', { tier: t(`creditTier.${application.stage}`) })}`}
                  </Text>
                </Group>
              }
              actions={
                <>
                  {application.actions.includes('approve') && (
                    <Button color="teal.9" onClick={() => setDialog('approve')}>
                      {t('adminCredit.detail.approve')}
                    </Button>
                  )}
                  {application.actions.includes('reject') && (
                    <Button color="red.8" variant="outline" onClick={() => setDialog('reject')}>
                      {t('adminCredit.detail.reject')}
                    </Button>
                  )}
                  {application.actions.includes('requestDocuments') && (
                    <Button
                      variant="default"
                      leftSection={<IconFileAlert size={18} aria-hidden />}
                      onClick={() => setDialog('requestDocuments')}
                    >
                      {t('adminCredit.detail.requestDocuments')}
                    </Button>
                  )}
                  {application.actions.includes('comment') && (
                    <Button
                      variant="subtle"
                      leftSection={<IconMessage size={18} aria-hidden />}
                      onClick={() => setDialog('comment')}
                    >
                      {t('adminCredit.detail.comment')}
                    </Button>
                  )}
                </>
              }
            />
            <DoneAlert message={done} onClose={() => setDone(null)} />
            <NoActionsNote application={application} />
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  <ApprovalTiers application={application} />
                  <Summary application={application} />
                  <Details application={application} />
                  <Documents application={application} />
                  <ApplicationCreditReports applicationId={application.id} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Events application={application} />
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
      {application && (
        <>
          {stage && (
            <ApproveModal
              key={`${stage}-${application.requestedSen}`}
              opened={dialog === 'approve'}
              tier={stage}
              requestedSen={application.requestedSen}
              onClose={() => setDialog(null)}
              onConfirm={guarded(async (note: string, approvedSen?: number) => {
                await review.mutateAsync({ action: 'approve', note, approvedSen });
              }, t('adminCredit.detail.approved'))}
            />
          )}
          <ReasonModal
            opened={dialog === 'reject'}
            title={t('adminCredit.reject.title', { company: application.company.name })}
            intro={t('adminCredit.reject.intro')}
            reasonLabel={t('adminCredit.reject.reason')}
            confirmLabel={t('adminCredit.reject.confirm')}
            onClose={() => setDialog(null)}
            onConfirm={guarded(async (reason: string) => {
              await review.mutateAsync({ action: 'reject', note: reason });
            }, t('adminCredit.detail.rejected'))}
          />
          <NoteModal
            opened={dialog === 'requestDocuments'}
            title={t('adminCredit.requestDocuments.title')}
            intro={t('adminCredit.requestDocuments.intro')}
            label={t('adminCredit.requestDocuments.note')}
            confirmLabel={t('adminCredit.requestDocuments.confirm')}
            onClose={() => setDialog(null)}
            onConfirm={guarded(async (note: string) => {
              await review.mutateAsync({ action: 'requestDocuments', note });
            }, t('adminCredit.detail.documentsRequested'))}
          />
          <NoteModal
            opened={dialog === 'comment'}
            title={t('adminCredit.comment.title')}
            label={t('adminCredit.comment.note')}
            confirmLabel={t('adminCredit.comment.confirm')}
            onClose={() => setDialog(null)}
            onConfirm={guarded(async (note: string) => {
              await review.mutateAsync({ action: 'comment', note });
            }, t('adminCredit.detail.commented'))}
          />
        </>
      )}
    </Screen>
  );
}

/** Why no decision buttons show while the application waits (another tier's turn, or the buyer's). */
function NoActionsNote({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  if (application.actions.includes('approve') || !application.stage) return null;
  if (application.status === 'documentsRequested')
    return (
      <Alert color="orange" variant="light">
        {t('adminCredit.detail.waitingForBuyer')}
      </Alert>
    );
  if (application.status !== 'submitted') return null;
  return (
    <Alert color="gray" variant="light">
      {t('adminCredit.detail.notYourTurn', { tier: t(`creditTier.${application.stage}`) })}
    </Alert>
  );
}

function Summary({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  const money = (sen: number | null) => (sen === null ? '—' : formatMoney(sen));
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="application-summary">
      <Title order={2} fz="lg" mb="sm" id="application-summary">
        {t('adminCredit.detail.summary')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminCredit.fields.company')}>
            {application.company.name}
            {application.company.publicSector && ` · ${t('adminCredit.fields.publicSector')}`}
          </Fact>
        </Grid.Col>
        <Grid.Col span={6}>
          <Fact label={t('adminCredit.fields.kind')}>{t(`creditKind.${application.kind}`)}</Fact>
        </Grid.Col>
        <Grid.Col span={6}>
          <Fact label={t('adminCredit.fields.requested')}>{money(application.requestedSen)}</Fact>
        </Grid.Col>
        <Grid.Col span={6}>
          <Fact label={t('adminCredit.fields.approved')}>{money(application.approvedSen)}</Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminCredit.fields.createdBy')}>
            {application.createdByName} · {formatDateTime(application.createdAt)}
          </Fact>
        </Grid.Col>
        <Grid.Col span={6}>
          <Fact label={t('adminCredit.fields.submittedAt')}>
            {application.submittedAt ? formatDateTime(application.submittedAt) : '—'}
          </Fact>
        </Grid.Col>
        {application.decidedAt && (
          <Grid.Col span={6}>
            <Fact label={t('adminCredit.fields.decidedAt')}>{formatDateTime(application.decidedAt)}</Fact>
          </Grid.Col>
        )}
        {application.facilityId && (
          <Grid.Col span={6}>
            <Fact label={t('adminCredit.fields.facility')}>
              <Anchor
                component={Link}
                to={facilityPath({
                  id: application.facilityId,
                  kind: application.kind === 'project' ? 'project' : 'company',
                })}
                size="sm"
              >
                {t('adminCredit.fields.openFacility')}
              </Anchor>
            </Fact>
          </Grid.Col>
        )}
      </Grid>
    </Card>
  );
}

function Details({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  const d = application.details;
  const money = (sen: number | null | undefined) => (sen === null || sen === undefined ? undefined : formatMoney(sen));
  const rows: [string, string | number | undefined | null][] = [
    ['projectName', application.projectName],
    ['contractNumber', application.contractNumber],
    ['contractCost', money(application.contractCostSen)],
    ['sitePossessionDate', application.sitePossessionDate && formatDate(application.sitePossessionDate)],
    ['completionDate', application.completionDate && formatDate(application.completionDate)],
    ['yearsInBusiness', d.yearsInBusiness],
    ['paidUpCapital', money(d.paidUpCapitalSen)],
    ['annualTurnover', money(d.annualTurnoverSen)],
    ['numberOfEmployees', d.numberOfEmployees],
    ['bankName', d.bankName],
    ['contactName', d.contactName],
    ['contactPhone', d.contactPhone],
    ['contactEmail', d.contactEmail],
    ['existingFacilities', d.existingFacilities],
    ['majorProjects', d.majorProjects],
  ];
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="application-details">
      <Title order={2} fz="lg" mb="sm" id="application-details">
        {t('adminCredit.detail.details')}
      </Title>
      {shown.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('adminCredit.detail.noDetails')}
        </Text>
      ) : (
        <Grid gap="md">
          {shown.map(([key, value]) => (
            <Grid.Col key={key} span={{ base: key === 'existingFacilities' || key === 'majorProjects' ? 12 : 6 }}>
              <Fact label={t(`adminCredit.fields.${key}`)}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>
              </Fact>
            </Grid.Col>
          ))}
        </Grid>
      )}
    </Card>
  );
}

/** The kind's checklist (mandatory ones marked) with the files the buyer uploaded for each. */
function Documents({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  const checklist = CREDIT_DOCUMENTS[application.kind];
  const listed = new Set<string>(checklist.map((item) => item.type));
  const extra = application.documents.filter((document) => !listed.has(document.docType));
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="application-documents">
      <Title order={2} fz="lg" mb={4} id="application-documents">
        {t('adminCredit.detail.documents')}
      </Title>
      <Text size="xs" c="gray.7" mb="sm">
        {t('adminCredit.detail.requiredHint')}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {checklist.map((item) => {
          const files = application.documents.filter((document) => document.docType === item.type);
          return (
            <li key={item.type}>
              <Text size="sm" fw={600}>
                {t(`creditDocument.${item.type}`)}
                {item.required && (
                  <Text span c="red.8" aria-label={t('adminCredit.detail.required')}>
                    {' *'}
                  </Text>
                )}
              </Text>
              {files.length === 0 ? (
                <Text size="sm" c={item.required ? 'red.8' : 'gray.7'}>
                  {t('adminCredit.detail.notUploaded')}
                </Text>
              ) : (
                <Stack gap={2} align="flex-start">
                  {files.map((file) => (
                    <PrivateFileLink key={file.id} url={file.fileUrl} label={file.fileName} icon />
                  ))}
                </Stack>
              )}
            </li>
          );
        })}
        {extra.map((file) => (
          <li key={file.id}>
            <Text size="sm" fw={600}>
              {t(`creditDocument.${file.docType}`)}
            </Text>
            <PrivateFileLink url={file.fileUrl} label={file.fileName} icon />
          </li>
        ))}
      </Stack>
    </Card>
  );
}

function Events({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  const events = application.events;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="application-history">
      <Title order={2} fz="lg" mb="sm" id="application-history">
        {t('adminCredit.detail.history')}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('adminCredit.detail.noEvents')}
        </Text>
      ) : (
        <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
          {events.map((event, index) => (
            <Timeline.Item key={`${event.at}-${index}`} title={t(`adminCredit.event.${event.type}`, event.type)}>
              <Text size="xs" c="gray.7">
                {formatDateTime(event.at)}
                {event.actorName && ` · ${t('adminCredit.by', { name: event.actorName })}`}
                {event.tier && event.type !== 'documentsRequested' && ` · ${t(`creditTier.${event.tier}`)}`}
              </Text>
              {event.amountSen !== null && <Text size="sm">{formatMoney(event.amountSen)}</Text>}
              {event.note && (
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {event.note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
