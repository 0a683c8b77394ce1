/** The administrators' view of the job engine: jobs that failed after their retries, and retrying one. */
import type { FailedJob } from '@binamart/shared';
import { authorize } from '../../../lib/access';
import { AppError } from '../../../lib/errors';
import type { JobEngine } from '../../../lib/jobs/job-engine';
import type { Actor } from '../../../lib/request-context';

/** Failed jobs, the latest first: administrators with admConf Read or more. */
export async function listFailedJobs(
  jobs: JobEngine,
  actor: Actor | null,
  page: number,
  pageSize: number,
): Promise<{ items: FailedJob[]; total: number; page: number; pageSize: number }> {
  authorize(actor, { side: 'admin', area: 'admConf' });
  return { ...(await jobs.failed(page, pageSize)), page, pageSize };
}

/** Runs a failed job again (admConf Write). */
export async function retryFailedJob(jobs: JobEngine, actor: Actor | null, id: string): Promise<void> {
  authorize(actor, { side: 'admin', area: 'admConf', level: 'Write' });
  if (!(await jobs.retry(id))) throw new AppError('not_found', 'errors.notFound');
}
