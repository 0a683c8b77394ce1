/** One field's problem: a catalogue key (with its parameters) at a path of the request body. */
export interface FieldIssue {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Typed application errors: a machine-readable code, an HTTP status and a catalogue key
 * for the message, translated into the request's language by the error handler.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** problems to show at their fields (sent as `details`, like a validation error) */
    readonly fields: FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const unauthorized = (key = 'errors.unauthorized') => new AppError(401, 'unauthorized', key);
export const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'errors.invalidCredentials');
export const accountInactive = () => new AppError(401, 'account_inactive', 'errors.accountInactive');
export const invalidRefreshToken = () => new AppError(401, 'invalid_refresh_token', 'errors.invalidRefreshToken');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.forbidden');
export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'too_many_attempts',
    'errors.tooManyAttempts',
    { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** 400 validation_error with one message at one field, the shape a form puts at that field. */
export const fieldError = (path: string, key: string, params: Record<string, string | number> = {}) =>
  new AppError(400, 'validation_error', 'errors.validation', {}, {}, [{ path, key, params }]);
