/** GET /api/admin/jobs: a page of background jobs that failed after their retries (admConf Read). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FailedJob } from '@binamart/shared';
import { api } from '@/lib/api';
import { jobKeys } from './keys';

export const FAILED_JOBS_PAGE_SIZE = 20;

export function useFailedJobs(page: number) {
  return useQuery({
    queryKey: jobKeys.failed(page),
    queryFn: () =>
      api.get<{ items: FailedJob[]; total: number }>(`/api/admin/jobs?page=${page}&pageSize=${FAILED_JOBS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
