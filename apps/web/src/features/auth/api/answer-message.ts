/** The anonymous account calls answer with a message to show. */
import { api } from '@/lib/api';
import type { ApiErrorCode } from '@/lib/api-client';

export const postForMessage = async (path: string, body: unknown) =>
  (await api.post<{ message: string }>(path, body, { anonymous: true })).message;

/** Codes of a link that can no longer be used. */
export const DEAD_LINK_CODES: readonly ApiErrorCode[] = ['token_invalid', 'token_used'];
