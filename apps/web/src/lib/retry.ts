/** Query retries: a refusal (a 4xx: not found, not allowed, not paid yet) is final; a network or server failure is tried again. */
import { ApiError } from './api-client';

export function refusalIsFinal(times: number) {
  return (failures: number, error: Error): boolean => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failures < times;
  };
}

/** Tries a failed load once more unless it was refused. */
export const retryUnlessRefused = refusalIsFinal(1);
