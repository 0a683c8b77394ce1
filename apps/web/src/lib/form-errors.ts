/**
 * Puts an API failure on the form: validation details and known error codes go to their
 * fields; anything else is returned for an alert above the form.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '@binamart/shared';
import { ApiError } from './api-client';

export interface ServerErrorOptions<T extends FieldValues> {
  /** the field a coded error belongs to, e.g. { duplicate_email: 'email' } */
  codes?: Partial<Record<ErrorCode, Path<T>>>;
  /** a prefix of the detail paths this form does not have, e.g. 'company.' */
  prefix?: string;
  /** message when the failure is not an Error at all */
  fallback?: string;
}

/** Returns the message to show above the form, or null when the error found its field. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { codes = {}, prefix = '', fallback = 'Error' }: ServerErrorOptions<T> = {},
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : fallback;
  const coded = error.code in codes ? codes[error.code as ErrorCode] : undefined;
  if (coded) {
    setError(coded, { type: 'server', message: error.message }, { shouldFocus: true });
    return null;
  }
  if (error.code === 'validation_error' && error.details.length > 0) {
    error.details.forEach((detail, index) => {
      const path = detail.path.startsWith(prefix) ? detail.path.slice(prefix.length) : detail.path;
      setError(path as Path<T>, { type: 'server', message: detail.message }, { shouldFocus: index === 0 });
    });
    return error.message;
  }
  return error.message;
}
