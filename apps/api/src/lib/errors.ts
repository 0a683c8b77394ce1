import { ERROR_CODES, type ErrorCode, type ErrorKind, errorStatus } from '@binamart/shared';

/** One field's problem: a catalogue key (with its parameters) at a path of the request body. */
export interface FieldIssue {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Typed application errors: a code of the closed set in `@binamart/shared` (whose kind
 * decides the HTTP status, in the error handler alone) and a catalogue key for the message,
 * translated into the request's language by the error handler.
 */
export class AppError extends Error {
  /** the HTTP status of the code's kind (never chosen where the error is thrown) */
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** problems to show at their fields (sent as `details`, like a validation error) */
    readonly fields: FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus(code);
  }

  get kind(): ErrorKind {
    return ERROR_CODES[this.code];
  }
}

export const unauthorized = (key = 'errors.unauthorized') => new AppError('unauthorized', key);
export const invalidCredentials = () => new AppError('invalid_credentials', 'errors.invalidCredentials');
export const accountInactive = () => new AppError('account_inactive', 'errors.accountInactive');
export const invalidRefreshToken = () => new AppError('invalid_refresh_token', 'errors.invalidRefreshToken');
export const forbidden = () => new AppError('forbidden', 'errors.forbidden');
export const notFound = () => new AppError('not_found', 'errors.notFound');
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    'too_many_attempts',
    'errors.tooManyAttempts',
    { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** 400 validation_error with one message at one field, the shape a form puts at that field. */
export const fieldError = (path: string, key: string, params: Record<string, string | number> = {}) =>
  new AppError('validation_error', 'errors.validation', {}, {}, [{ path, key, params }]);
