/** /bidding/create and /bidding/edit/{id}: post a project, or go on with an incomplete one or a draft. */
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { useNavigate, useParams } from 'react-router';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useBuyerProject, useSaveProject } from '../api/bidding-api';
import { ProjectForm, draftOf, withSite } from '../components/project-form';
import { useCompanyProjects } from '@/features/sites/index';

export function ProjectCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProject(undefined);
  // a new project starts at the company's favourite site (the form waits for the list; without it, empty)
  const sites = useCompanyProjects();
  if (sites.isPending) return <PageLoader />;
  const favourite = sites.data?.find((s) => s.isFavourite) ?? null;
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader title={t('biddingScreens.createTitle')} />
        <ProjectForm
          initial={withSite(draftOf(null), favourite)}
          saving={save.isPending}
          onSave={async (input) => {
            const project = await save.mutateAsync(input);
            await navigate(`/bidding/details/${project.id}`, { state: { saved: true } });
          }}
          onCancel={() => void navigate('/bidding')}
        />
      </Stack>
    </Screen>
  );
}

export function ProjectEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: project, error, refetch } = useBuyerProject(id);
  const save = useSaveProject(id);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!project) return <PageLoader />;
  const editable = project.status === 'incomplete' || project.status === 'draft';
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader title={t('biddingScreens.editTitle', { number: project.number })} />
        {editable ? (
          <ProjectForm
            initial={draftOf(project)}
            saving={save.isPending}
            onSave={async (input) => {
              await save.mutateAsync(input);
              await navigate(`/bidding/details/${id}`, { state: { saved: true } });
            }}
            onCancel={() => void navigate(`/bidding/details/${id}`)}
          />
        ) : (
          <Alert color="orange">{t('bidding.notInState')}</Alert>
        )}
      </Stack>
    </Screen>
  );
}
