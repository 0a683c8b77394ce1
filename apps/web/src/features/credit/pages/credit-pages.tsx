/**
 * The buyer's credit pages (spec §3 Credit limit, §5 Credit application): /cl, /buyer/cllist,
 * /cl/tnc, /cl/apply, /cl/apply/:id, /cl/projects, /cl/projectcl/:id, /clApplication/:id and
 * /tclApplication/:id.
 */
import { Alert, Anchor, Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowUpRight, IconFileText, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CREDIT_APPLICATION_KINDS,
  type CreditApplicationKind,
  type CreditFacility,
  decideAccess,
  formatDate,
  formatMoney,
} from '@binamart/shared';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { NotFoundMessage } from '../../../components/ui/not-found-message';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { Screen } from '../../../components/ui/screen';
import { ApiError } from '../../../lib/api-client';
import { useAuthUser } from '../../../lib/auth-store';
import {
  type CreditApplicationSummary,
  useApplication,
  useApplications,
  useCreditOverview,
  useDeleteApplication,
} from '../api/credit';
import { ApplicationForm } from '../components/application-form';
import { ApplicationView } from '../components/application-view';
import {
  ApplicationList,
  FacilityFigures,
  FacilityStatusBadge,
  LedgerHistory,
  applicationPath,
} from '../components/credit-ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TNC_CLAUSES = [
  'facility',
  'application',
  'limit',
  'terms',
  'charges',
  'payment',
  'late',
  'extension',
  'checks',
  'suspension',
  'general',
] as const;

/** The signed-in buyer may apply (buyCl Write). */
function useCanApply() {
  const user = useAuthUser();
  return !!user && decideAccess('/cl/apply', user).action === 'allow';
}

const notFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function Back({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      ‹ {label}
    </Anchor>
  );
}

/** The company's drafts open in the form, not as a second application. */
function openDraft(applications: CreditApplicationSummary[], kind: CreditApplicationKind) {
  return applications.find((a) => a.kind === kind && (a.status === 'draft' || a.status === 'documentsRequested'));
}

export function CreditPage() {
  const { t } = useTranslation();
  const canApply = useCanApply();
  const { data, error, refetch } = useCreditOverview();
  const facility = data?.facility ?? null;
  const draft = data ? openDraft(data.applications, facility ? 'topup' : 'company') : undefined;
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader
          title={t('creditPage.title')}
          subtitle={t('creditPage.subtitle')}
          actions={
            <>
              <Button component={Link} to="/buyer/cllist" variant="default" size="sm">
                {t('creditPage.applications')}
              </Button>
              <Button component={Link} to="/cl/projects" variant="default" size="sm">
                {t('creditPage.projects')}
              </Button>
            </>
          }
        />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && !facility && (
          <Card withBorder radius="md" component="section" aria-labelledby="credit-none">
            <Stack gap="sm" align="flex-start">
              <Title order={2} fz="lg" id="credit-none">
                {t('creditPage.noFacilityTitle')}
              </Title>
              <Text size="sm">{t('creditPage.noFacilityBody')}</Text>
              {canApply ? (
                draft ? (
                  <Button component={Link} to={`/cl/apply/${draft.id}`} leftSection={<IconFileText size={18} />}>
                    {t('creditPage.continueApplication')}
                  </Button>
                ) : (
                  <Button component={Link} to="/cl/tnc" leftSection={<IconPlus size={18} />}>
                    {t('creditPage.apply')}
                  </Button>
                )
              ) : (
                <Text size="sm" c="gray.7">
                  {t('creditPage.noApplyPermission')}
                </Text>
              )}
            </Stack>
          </Card>
        )}
        {facility && (
          <Card withBorder radius="md" component="section" aria-labelledby="credit-facility">
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Title order={2} fz="lg" id="credit-facility">
                    {t('creditPage.facilityTitle')}
                  </Title>
                  <FacilityStatusBadge status={facility.status} />
                </Group>
                {canApply &&
                  (draft ? (
                    <Button component={Link} to={`/cl/apply/${draft.id}`} size="xs" variant="light">
                      {t('creditPage.continueApplication')}
                    </Button>
                  ) : (
                    <Button
                      component={Link}
                      to={`/cl/tnc?kind=topup&facility=${facility.id}`}
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowUpRight size={16} aria-hidden />}
                    >
                      {t('creditPage.topUp')}
                    </Button>
                  ))}
              </Group>
              <FacilityFigures facility={facility} />
              <Text size="xs" c="gray.7">
                {t('creditPage.updated', { date: formatDate(facility.updatedAt) })}
              </Text>
            </Stack>
          </Card>
        )}
        {facility && <LedgerHistory facilityId={facility.id} headingId="credit-ledger" />}
        {data && data.projects.length > 0 && (
          <Card withBorder radius="md" component="section" aria-labelledby="credit-projects">
            <Title order={2} fz="lg" mb="sm" id="credit-projects">
              {t('creditPage.projectFacilities')}
            </Title>
            <ProjectFacilityList facilities={data.projects} />
          </Card>
        )}
        {data && (
          <Card withBorder radius="md" component="section" aria-labelledby="credit-applications">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="lg" id="credit-applications">
                {t('creditPage.recentApplications')}
              </Title>
              <Anchor component={Link} to="/buyer/cllist" size="sm">
                {t('creditPage.allApplications')}
              </Anchor>
            </Group>
            <ApplicationList
              applications={data.applications.slice(0, 5)}
              canEdit={canApply}
              empty={t('creditPage.applicationsEmpty')}
            />
          </Card>
        )}
      </Stack>
    </Screen>
  );
}

function ProjectFacilityList({ facilities }: { facilities: CreditFacility[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {facilities.map((f) => {
        const name = f.projectName ?? t('creditKind.project');
        return (
          <li key={f.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Group justify="space-between" py="sm" gap="sm" align="flex-start">
              <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={700}>
                    {name}
                  </Text>
                  <FacilityStatusBadge status={f.status} />
                </Group>
                {f.contractNumber && (
                  <Text size="xs" c="gray.7">
                    {t('creditPage.contractNumber', { number: f.contractNumber })}
                  </Text>
                )}
                <Text size="xs" c="gray.7">
                  {t('creditPage.approved')}: {formatMoney(f.approvedSen)} · {t('creditPage.available')}:{' '}
                  {formatMoney(f.availableSen)}
                </Text>
              </Stack>
              <Anchor
                component={Link}
                to={`/cl/projectcl/${f.id}`}
                size="sm"
                fw={600}
                aria-label={t('creditPage.viewFor', { name })}
              >
                {t('creditPage.view')}
              </Anchor>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

const isKind = (v: string | null): v is CreditApplicationKind =>
  (CREDIT_APPLICATION_KINDS as readonly string[]).includes(v ?? '');

export function ApplicationsPage() {
  const { t } = useTranslation();
  const canApply = useCanApply();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const { data, error, refetch } = useApplications(kind);
  const remove = useDeleteApplication();
  const [deleting, setDeleting] = useState<CreditApplicationSummary | null>(null);
  const [deleted, setDeleted] = useState(false);
  return (
    <Screen>
      <Stack gap="md">
        <Back to="/cl" label={t('creditPage.back')} />
        <PageHeader
          title={t('creditList.title')}
          subtitle={t('creditList.subtitle')}
          actions={
            canApply ? (
              <Button component={Link} to="/cl/tnc" size="sm" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('creditPage.apply')}
              </Button>
            ) : undefined
          }
        />
        <Select
          label={t('creditList.kindFilter')}
          data={[
            { value: '', label: t('creditList.allKinds') },
            ...CREDIT_APPLICATION_KINDS.map((k) => ({ value: k, label: t(`creditKind.${k}`) })),
          ]}
          value={kind ?? ''}
          onChange={(v) => setParams(v ? { kind: v } : {})}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        {deleted && (
          <Alert color="teal" role="status" withCloseButton onClose={() => setDeleted(false)}>
            {t('creditList.deleted')}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && (
          <Card withBorder radius="md">
            <ApplicationList
              applications={data}
              canEdit={canApply}
              empty={t('creditList.empty')}
              onDelete={setDeleting}
            />
          </Card>
        )}
        <ConfirmModal
          opened={deleting !== null}
          title={t('creditList.deleteTitle')}
          body={t('creditList.deleteBody')}
          confirmLabel={t('creditList.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (!deleting) return;
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
            setDeleted(true);
          }}
        />
      </Stack>
    </Screen>
  );
}

export function CreditTncPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const canApply = useCanApply();
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState(false);
  return (
    <Screen>
      <Stack gap="md" maw={860}>
        <Back to="/cl" label={t('creditTnc.back')} />
        <PageHeader title={t('creditTnc.title')} subtitle={t('creditTnc.subtitle')} />
        <Card withBorder radius="md" component="article" aria-label={t('creditTnc.title')}>
          <Stack gap="md">
            <Text size="sm">{t('creditTnc.intro')}</Text>
            {TNC_CLAUSES.map((clause) => (
              <section key={clause} aria-labelledby={`tnc-${clause}`}>
                <Title order={2} fz="md" mb={4} id={`tnc-${clause}`}>
                  {t(`creditTnc.clauses.${clause}.title`)}
                </Title>
                {t(`creditTnc.clauses.${clause}.body`)
                  .split('\n')
                  .map((paragraph, i) => (
                    <Text key={i} size="sm" mb={6}>
                      {paragraph}
                    </Text>
                  ))}
              </section>
            ))}
          </Stack>
        </Card>
        {canApply ? (
          <Card withBorder radius="md">
            <Stack gap="sm">
              <Checkbox
                label={t('creditTnc.accept')}
                checked={accepted}
                onChange={(e) => {
                  setAccepted(e.currentTarget.checked);
                  setProblem(false);
                }}
                error={problem ? t('creditTnc.acceptRequired') : undefined}
              />
              <Group>
                <Button
                  onClick={() => {
                    if (!accepted) return setProblem(true);
                    void navigate(`/cl/apply${search}`, { state: { tncAccepted: true } });
                  }}
                >
                  {t('creditTnc.continue')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : (
          <Text size="sm" c="gray.7">
            {t('creditPage.noApplyPermission')}
          </Text>
        )}
      </Stack>
    </Screen>
  );
}

/** /cl/apply?kind=company|project|topup&facility=…: a new application, after the T&C. */
export function ApplyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const accepted = (location.state as { tncAccepted?: boolean } | null)?.tncAccepted === true;
  const kindParam = params.get('kind');
  const kind: CreditApplicationKind = isKind(kindParam) ? kindParam : 'company';
  const facilityParam = params.get('facility');
  const { data, error, refetch } = useCreditOverview();
  const facilities = data ? [...(data.facility ? [data.facility] : []), ...data.projects] : [];
  const draft = data ? openDraft(data.applications, kind) : undefined;
  return (
    <Screen>
      <Stack gap="md" maw={960}>
        <Back to="/cl" label={t('creditPage.back')} />
        <PageHeader title={t(`creditApply.titleKind.${kind}`)} subtitle={t('creditApply.subtitle')} />
        {!accepted ? (
          <Alert color="blue" role="status">
            <Text size="sm">{t('creditApply.tncFirst')}</Text>
            <Anchor component={Link} to={`/cl/tnc${location.search}`} fw={600} size="sm">
              {t('creditApply.tncLink')}
            </Anchor>
          </Alert>
        ) : (
          <>
            {error && <QueryError error={error} onRetry={() => void refetch()} />}
            {!data && !error && <PageLoader />}
            {data && draft && kind !== 'project' && (
              <Alert color="blue" role="status">
                <Anchor component={Link} to={`/cl/apply/${draft.id}`} fw={600} size="sm">
                  {t('creditPage.continueApplication')}
                </Anchor>
              </Alert>
            )}
            {data && kind === 'company' && data.facility && (
              <Alert color="orange" role="alert">
                <Text size="sm">{t('credit.existingFacility')}</Text>
                <Anchor
                  component={Link}
                  to={`/cl/apply?kind=topup&facility=${data.facility.id}`}
                  state={{ tncAccepted: true }}
                  fw={600}
                  size="sm"
                >
                  {t('creditPage.topUp')}
                </Anchor>
              </Alert>
            )}
            {data && kind === 'topup' && facilities.length === 0 && (
              <Alert color="orange" role="alert">
                {t('creditApply.topupNoFacility')}
              </Alert>
            )}
            {data && !(kind === 'company' && data.facility) && !(kind === 'topup' && facilities.length === 0) && (
              <ApplicationForm
                key={`${kind}-${facilityParam ?? ''}`}
                kind={kind}
                application={null}
                facilityId={facilityParam && UUID.test(facilityParam) ? facilityParam : (data.facility?.id ?? null)}
                facilities={facilities}
              />
            )}
          </>
        )}
      </Stack>
    </Screen>
  );
}

/** /cl/apply/:id: resume a draft (or one that needs more documents); others show as they stand. */
export function ApplicationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const justSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  const valid = UUID.test(id);
  const { data, error, refetch } = useApplication(valid ? id : undefined);
  const overview = useCreditOverview();
  if (!valid || notFound(error)) return <NotFoundMessage />;
  const editable = data && (data.status === 'draft' || data.status === 'documentsRequested');
  const facilities = overview.data
    ? [...(overview.data.facility ? [overview.data.facility] : []), ...overview.data.projects]
    : [];
  return (
    <Screen>
      <Stack gap="md" maw={960}>
        <Back to="/buyer/cllist" label={t('creditPage.allApplications')} />
        <PageHeader
          title={data ? t(`creditApply.titleKind.${data.kind}`) : t('creditApply.viewTitle')}
          subtitle={editable ? t('creditApply.subtitle') : undefined}
        />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && editable && (
          <ApplicationForm
            key={data.id}
            kind={data.kind}
            application={data}
            facilities={facilities}
            notice={justSaved ? t('creditApply.saved') : null}
          />
        )}
        {data && !editable && (
          <>
            <Alert color="blue" role="status">
              {t('creditApply.readOnly', { status: t(`creditStatus.${data.status}`) })}
            </Alert>
            <ApplicationView application={data} />
          </>
        )}
      </Stack>
    </Screen>
  );
}

/** /clApplication/:id and /tclApplication/:id: the application, read-only. */
export function ApplicationViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const submitted = (location.state as { submitted?: boolean } | null)?.submitted === true;
  const canApply = useCanApply();
  const valid = UUID.test(id);
  const { data, error, refetch } = useApplication(valid ? id : undefined);
  if (!valid || notFound(error)) return <NotFoundMessage />;
  const editable = canApply && data && (data.status === 'draft' || data.status === 'documentsRequested');
  return (
    <Screen>
      <Stack gap="md" maw={960}>
        <Back to="/buyer/cllist" label={t('creditPage.allApplications')} />
        <PageHeader
          title={data ? t(`creditApply.titleKind.${data.kind}`) : t('creditApply.viewTitle')}
          actions={
            editable ? (
              <Button component={Link} to={`/cl/apply/${data.id}`} size="sm">
                {t('creditApply.edit')}
              </Button>
            ) : undefined
          }
        />
        {submitted && (
          <Alert color="teal" role="status">
            {t('creditApply.submitted')}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && <ApplicationView application={data} />}
      </Stack>
    </Screen>
  );
}

export function ProjectsPage() {
  const { t } = useTranslation();
  const canApply = useCanApply();
  const { data, error, refetch } = useCreditOverview();
  const applications = data?.applications.filter((a) => a.kind === 'project') ?? [];
  return (
    <Screen>
      <Stack gap="md">
        <Back to="/cl" label={t('creditPage.back')} />
        <PageHeader
          title={t('creditPage.projectsTitle')}
          subtitle={t('creditPage.projectsSubtitle')}
          actions={
            canApply ? (
              <Button
                component={Link}
                to="/cl/tnc?kind=project"
                size="sm"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('creditPage.projectApply')}
              </Button>
            ) : undefined
          }
        />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && (
          <>
            <Card withBorder radius="md" component="section" aria-labelledby="projects-facilities">
              <Title order={2} fz="lg" mb="sm" id="projects-facilities">
                {t('creditPage.projectFacilities')}
              </Title>
              {data.projects.length ? (
                <ProjectFacilityList facilities={data.projects} />
              ) : (
                <Text size="sm" c="gray.7">
                  {t('creditPage.projectsEmpty')}
                </Text>
              )}
            </Card>
            <Card withBorder radius="md" component="section" aria-labelledby="projects-applications">
              <Title order={2} fz="lg" mb="sm" id="projects-applications">
                {t('creditPage.projectApplications')}
              </Title>
              <ApplicationList
                applications={applications}
                canEdit={canApply}
                empty={t('creditPage.projectApplicationsEmpty')}
              />
            </Card>
          </>
        )}
      </Stack>
    </Screen>
  );
}

/** /cl/projectcl/:id: a project facility (figures and ledger), or a project application. */
export function ProjectCreditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const submitted = (location.state as { submitted?: boolean } | null)?.submitted === true;
  const canApply = useCanApply();
  const valid = UUID.test(id);
  const overview = useCreditOverview();
  const facility = overview.data?.projects.find((p) => p.id === id) ?? null;
  const lookForApplication = valid && !!overview.data && !facility;
  const application = useApplication(lookForApplication ? id : undefined);
  if (!valid || (lookForApplication && notFound(application.error))) return <NotFoundMessage />;
  const error = overview.error ?? application.error;
  const loading = !error && (!overview.data || (lookForApplication && !application.data));
  return (
    <Screen>
      <Stack gap="md" maw={960}>
        <Back to="/cl/projects" label={t('creditPage.backToProjects')} />
        <PageHeader
          title={facility?.projectName ?? application.data?.projectName ?? t('creditPage.projectTitle')}
          subtitle={
            facility?.contractNumber
              ? t('creditPage.contractNumber', { number: facility.contractNumber })
              : application.data?.contractNumber
                ? t('creditPage.contractNumber', { number: application.data.contractNumber })
                : t('creditPage.projectTitle')
          }
        />
        {submitted && (
          <Alert color="teal" role="status">
            {t('creditApply.submitted')}
          </Alert>
        )}
        {error && (
          <QueryError
            error={error}
            onRetry={() => void (overview.error ? overview.refetch() : application.refetch())}
          />
        )}
        {loading && <PageLoader />}
        {facility && (
          <>
            <Card withBorder radius="md" component="section" aria-labelledby="project-facility">
              <Stack gap="md">
                <Group gap="xs">
                  <Title order={2} fz="lg" id="project-facility">
                    {t('creditPage.projectTitle')}
                  </Title>
                  <FacilityStatusBadge status={facility.status} />
                </Group>
                <FacilityFigures facility={facility} />
                {canApply && (
                  <Group>
                    <Button
                      component={Link}
                      to={`/cl/tnc?kind=topup&facility=${facility.id}`}
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowUpRight size={16} aria-hidden />}
                    >
                      {t('creditPage.topUp')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
            <LedgerHistory facilityId={facility.id} headingId="project-ledger" />
          </>
        )}
        {application.data && (
          <>
            {canApply && (application.data.status === 'draft' || application.data.status === 'documentsRequested') && (
              <Group>
                <Button component={Link} to={applicationPath(application.data, true)} size="sm">
                  {t('creditApply.edit')}
                </Button>
              </Group>
            )}
            <ApplicationView application={application.data} />
          </>
        )}
      </Stack>
    </Screen>
  );
}
