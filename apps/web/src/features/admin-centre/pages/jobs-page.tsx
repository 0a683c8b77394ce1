/** /admin/jobs: background jobs that failed after their retries, each with its error and a way to run it again. */
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { formatDateTime } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { QueryError } from '@/components/ui/query-error';
import { FAILED_JOBS_PAGE_SIZE, useFailedJobs } from '../api/use-failed-jobs';
import { useRetryJob } from '../api/use-retry-job';

export function JobsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useFailedJobs(page);
  const retry = useRetryJob();
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('jobsPage.title')} subtitle={t('jobsPage.intro')} />
      {retry.isSuccess && (
        <Alert color="teal" role="status">
          {t('jobsPage.retried')}
        </Alert>
      )}
      {retry.error && <QueryError error={retry.error} />}
      <PagedList
        query={query}
        pageSize={FAILED_JOBS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={<Text c="gray.7">{t('jobsPage.empty')}</Text>}
      >
        {(items) =>
          items.map((job) => (
            <Card key={job.id} withBorder radius="md">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {job.name}
                  </Text>
                  <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                    {job.error}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {job.failedAt && t('jobsPage.failedAt', { when: formatDateTime(job.failedAt) })} ·{' '}
                    {t('jobsPage.attempts', { count: job.attempts })}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  loading={retry.isPending && retry.variables === job.id}
                  onClick={() => retry.mutate(job.id)}
                >
                  {t('jobsPage.retry')}
                </Button>
              </Group>
            </Card>
          ))
        }
      </PagedList>
    </Stack>
  );
}
