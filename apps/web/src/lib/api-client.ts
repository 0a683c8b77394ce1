/**
 * The shared API client (spec §7): every request carries Accept-Language and, when signed
 * in, the bearer token. On a 401 it refreshes once and retries; 401s that arrive while a
 * refresh runs wait for that refresh and retry; a failed refresh signs the user out.
 */
import { type AuthRecord, type ErrorCode, isErrorCode } from '@binamart/shared';

/**
 * What a failed call answers with: one of the API's codes (the closed set shared with it),
 * `network_error` when the server could not be reached, or `http_<status>` for a response
 * that is not one of the API's (a proxy's page, a private file).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | `http_${number}`;

/** An API failure with the server's code and message (else the HTTP status text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getUser(): AuthRecord | null;
  setUser(record: AuthRecord): void;
  /** called when a refresh fails: the session is over */
  signedOut(): void;
  getLanguage(): string;
  /** message shown when the server cannot be reached */
  networkMessage(): string;
  /**
   * message shown inside a page when the API refuses an action (403): the page stays, and says
   * what to do, instead of the 403 page's text; the server's own message when absent
   */
  forbiddenMessage?(): string;
}

export interface RequestOptions {
  /** JSON-encoded, unless it is FormData (sent as multipart) */
  body?: unknown;
  signal?: AbortSignal;
  /** send no bearer and never refresh (the account calls themselves) */
  anonymous?: boolean;
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: { code?: string; message?: string; details?: { path: string; message: string }[] } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: fall back to the status text
  }
  return new ApiError(
    response.status,
    body.code && isErrorCode(body.code) ? body.code : `http_${response.status}`,
    body.message || response.statusText,
    body.details,
  );
}

/** Creates a client bound to the given storage, language and fetch. */
export function createApiClient(deps: ApiClientDeps) {
  let refreshing: Promise<AuthRecord | null> | null = null;

  async function send(method: string, path: string, options: RequestOptions, token: string | undefined) {
    const headers: Record<string, string> = { 'Accept-Language': deps.getLanguage(), Accept: 'application/json' };
    // a multipart body carries its own content type with the boundary; everything else is JSON
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await deps.fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        ...(options.body !== undefined && {
          body: multipart ? (options.body as FormData) : JSON.stringify(options.body),
        }),
        ...(options.signal && { signal: options.signal }),
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error', deps.networkMessage());
    }
  }

  /** Rotates the refresh token (cookie) once, however many callers ask at the same time. */
  function refreshSession(): Promise<AuthRecord | null> {
    refreshing ??= (async () => {
      try {
        const response = await send('POST', '/accounts/refresh-token', { anonymous: true }, undefined);
        if (!response.ok) return null;
        const record = (await response.json()) as AuthRecord;
        deps.setUser(record);
        return record;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const user = options.anonymous ? null : deps.getUser();
    let response = await send(method, path, options, user?.jwtToken);
    if (response.status === 401 && user) {
      const latest = deps.getUser();
      // another request already renewed the session while this one was in flight: just retry
      const renewed = latest && latest.jwtToken !== user.jwtToken ? latest : await (refreshing ?? refreshSession());
      if (!renewed) {
        deps.signedOut();
        throw await toApiError(response);
      }
      response = await send(method, path, options, renewed.jwtToken);
    }
    if (!response.ok) {
      const error = await toApiError(response);
      if (error.status === 403 && error.code === 'forbidden' && deps.forbiddenMessage)
        throw new ApiError(403, 'forbidden', deps.forbiddenMessage(), error.details);
      throw error;
    }
    if (response.status === 204) return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('application/json') ? await response.json() : await response.text()) as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    /** POSTs a multipart form (file uploads); a 401 refreshes and retries like any other call. */
    upload: <T>(path: string, formData: FormData, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body: formData }),
    refreshSession,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
