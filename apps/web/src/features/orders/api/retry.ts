import { ApiError } from '@/lib/api-client';

/** A 4xx answer (not found, not paid yet) will not change on a second try: retry only network and server failures, once. */
export function retryUnlessRefused(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}
